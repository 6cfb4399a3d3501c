import LintEngine
import SwiftSyntax
import ToolCore

/// A `for` loop whose whole body is one `if` is a filtered loop: `where` says
/// so in the header and saves a level of nesting.
public struct ForWhereRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "for_where",
        name: "Prefer For-Where",
        summary: "`where` clauses are preferred over a single `if` inside a `for`",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "for user in users where user.id == 1 { }",
            "for user in users {\n  if let id = user.id { }\n}",
            "for user in users {\n  if var id = user.id { }\n}",
            "for user in users {\n  if user.id == 1 { } else { }\n}",
            "for user in users {\n  if user.id == 1 {\n  } else if user.id == 2 { }\n}",
            "for user in users {\n  if user.id == 1 { }\n  print(user)\n}",
            "for user in users {\n  let id = user.id\n  if id == 1 { }\n}",
            "for user in users {\n  if user.id == 1 && user.age > 18 { }\n}",
            "for user in users {\n  if user.id == 1, user.age > 18 { }\n}",
            "for (index, value) in array.enumerated() {\n  if case .valueB(_) = value {\n    return index\n  }\n}",
            Example("for user in users {\n  if user.id == 1 { return true }\n}", options: "{allow_for_as_filter: true}"),
            Example("for user in users {\n  if user.id == 1 {\n    let derivedValue = calculateValue(from: user)\n"
                    + "    return derivedValue != 0\n  }\n}", options: "{allow_for_as_filter: true}"),
        ],
        triggeringExamples: [
            "for user in users {\n  ↓if user.id == 1 { return true }\n}",
            Example("for subview in subviews {\n    ↓if !(subview is UIStackView) {\n"
                    + "        subview.removeConstraints(subview.constraints)\n"
                    + "        subview.removeFromSuperview()\n    }\n}"),
            Example("for subview in subviews {\n    ↓if !(subview is UIStackView) {\n        subview.removeFromSuperview()\n    }\n}",
                    options: "{allow_for_as_filter: true}"),
            "for item in items {\n    ↓if item.isValid {\n        process(item)\n    }\n}",
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// Accept a loop whose `if` returns: it is a search, not a filter.
        public var allowForAsFilter = false

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case allowForAsFilter = "allow_for_as_filter"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            allowForAsFilter = try container.decodeIfPresent(Bool.self, forKey: .allowForAsFilter) ?? allowForAsFilter
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(ForStmtSyntax.self) { node in
            guard node.whereClause == nil, node.body.statements.count == 1,
                  let only = node.body.statements.first?.item.as(ExpressionStmtSyntax.self),
                  let ifExpr = only.expression.as(IfExprSyntax.self),
                  ifExpr.elseBody == nil, ifExpr.conditions.count == 1,
                  let condition = ifExpr.conditions.first?.condition, case .expression(let expression) = condition,
                  !Self.isCompound(expression)
            else { return }
            if options.allowForAsFilter, ifExpr.body.statements.contains(where: { $0.item.is(ReturnStmtSyntax.self) }) {
                return
            }
            file.report(self, at: ifExpr.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// `a && b` or `a || b` at the top of the condition: moving it to `where`
    /// reads no better.
    private static func isCompound(_ expression: ExprSyntax) -> Bool {
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return sequence.elements.contains { element in
                guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
                return op == "&&" || op == "||"
            }
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self),
           let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            return op == "&&" || op == "||"
        }
        return false
    }
}
