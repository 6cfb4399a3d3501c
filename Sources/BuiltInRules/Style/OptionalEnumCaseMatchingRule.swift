import LintEngine
import SwiftSyntax
import ToolCore

/// Since Swift 5.1 a case of an optional enum matches without `?`: the mark
/// is noise, and leaving it out reads the same as matching a plain enum.
public struct OptionalEnumCaseMatchingRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "optional_enum_case_matching",
        name: "Optional Enum Case Match",
        summary: "Matching an enum case against an optional enum without '?' is supported on Swift 5.1 and above",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "switch direction {\n case .north: break\n case .south: break\n default: break\n}\n",
            "switch route {\n case (.north, .south): break\n case (.north, _): break\n case (_, .south): break\n default: break\n}\n",
            "switch (start, end) {\ncase (.east, _?):\n    break\ncase (.east, nil):\n    break\ncase (_, _):\n    break\n}\n",
            "switch isEnabled {\ncase true?:\n  break\ncase false?:\n  break\ncase .none:\n  break\n}\n",
            "if case .north? = direction {\n}\n",
        ],
        triggeringExamples: [
            "switch direction {\n case .north↓?: break\n case .south: break\n default: break\n}\n",
            "switch direction {\n case Compass.north↓?: break\n case .south: break\n default: break\n}\n",
            "switch direction {\n case .north↓?, .south↓?: break\n default: break\n}\n",
            "switch direction {\n case .north↓? where speed > 3: break\n case .south: break\n default: break\n}\n",
            "switch route {\n case (.north↓?, .south↓?): break\n case (.north↓?, _): break\n case (_, .south↓?): break\n}\n",
        ],
        corrections: [
            Correction("switch direction {\n case .north↓?: break\n case .south: break\n default: break\n}\n",
                       "switch direction {\n case .north: break\n case .south: break\n default: break\n}\n"),
            Correction("switch direction {\n case Compass.north↓?: break\n case .south: break\n default: break\n}\n",
                       "switch direction {\n case Compass.north: break\n case .south: break\n default: break\n}\n"),
            Correction("switch direction {\n case .north↓?, .south↓?: break\n default: break\n}\n",
                       "switch direction {\n case .north, .south: break\n default: break\n}\n"),
            Correction("switch direction {\n case .north↓? where speed > 3: break\n case .south: break\n default: break\n}\n",
                       "switch direction {\n case .north where speed > 3: break\n case .south: break\n default: break\n}\n"),
            Correction("switch route {\n case (.north↓?, .south↓?): break\n case (.north↓?, _): break\n case (_, .south↓?): break\n}\n",
                       "switch route {\n case (.north, .south): break\n case (.north, _): break\n case (_, .south): break\n}\n"),
            Correction("switch route {\n case (.north↓? , .south): break\n default: break\n}\n",
                       "switch route {\n case (.north, .south): break\n default: break\n}\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(SwitchCaseItemSyntax.self) { node in
            guard let expression = node.pattern.as(ExpressionPatternSyntax.self)?.expression else { return }
            if let optional = expression.as(OptionalChainingExprSyntax.self) {
                guard Self.matchesEnumCase(optional) else { return }
                // A `where` clause takes over the spacing after the `?`.
                report(optional.questionMark, removingSpacing: node.whereClause == nil, in: file)
            } else if let tuple = expression.as(TupleExprSyntax.self) {
                for element in tuple.elements {
                    guard let optional = element.expression.as(OptionalChainingExprSyntax.self),
                          Self.matchesEnumCase(optional)
                    else { continue }
                    report(optional.questionMark, removingSpacing: true, in: file)
                }
            }
        }
    }

    /// `x?` where `x` is not `_` nor `true`/`false`: those need the `?` to
    /// match an optional.
    private static func matchesEnumCase(_ node: OptionalChainingExprSyntax) -> Bool {
        !node.expression.is(DiscardAssignmentExprSyntax.self) && !node.expression.is(BooleanLiteralExprSyntax.self)
    }

    /// Reports the `?` with a fix that removes it and, as SwiftLint's rewrite
    /// does, the blanks after it (never a comment there).
    private func report(_ questionMark: TokenSyntax, removingSpacing: Bool, in file: LintFile) {
        let start = questionMark.positionAfterSkippingLeadingTrivia
        var end = questionMark.endPositionBeforeTrailingTrivia
        if removingSpacing, !questionMark.trailingTrivia.contains(where: \.isComment) {
            end = questionMark.endPosition
        }
        file.report(self, at: start, Self.description.summary,
                    fix: Diagnostic.Fix(start: start.utf8Offset, end: end.utf8Offset, replacement: ""))
    }
}
