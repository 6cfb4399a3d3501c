import LintEngine
import SwiftSyntax
import ToolCore

/// `if 42 == foo` reads backwards; the value being tested goes first.
public struct YodaConditionRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "yoda_condition",
        name: "Yoda Condition",
        summary: "The constant literal should be placed on the right-hand side of the comparison operator",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            "if foo == 42 {}\n",
            "if foo <= 42.42 {}\n",
            "guard foo >= 42 else { return }\n",
            "guard foo != \"str str\" else { return }\n",
            "while foo < 10 { }\n",
            "while foo + 1 == 2 {}\n",
            "if optionalValue?.property ?? 0 == 2 {}\n",
            "if foo == nil {}\n",
            "if flags & 1 == 1 {}\n",
            "if true {}\n",
            "if true == false || b, 2 != 3, {}\n",
        ],
        triggeringExamples: [
            "if ↓42 == foo {}\n",
            "if ↓42.42 >= foo {}\n",
            "guard ↓42 <= foo else { return }\n",
            "guard ↓\"str str\" != foo else { return }\n",
            "while ↓10 > foo { }\n",
            "if ↓nil == foo {}\n",
            "while ↓1 > i + 5 {}\n",
            "if ↓200 <= i && i <= 299 || ↓600 <= i {}\n",
            "repeat {} while ↓0 < count\n",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(IfExprSyntax.self) { node in check(node.conditions, in: file) }
        walk.on(GuardStmtSyntax.self) { node in check(node.conditions, in: file) }
        walk.on(WhileStmtSyntax.self) { node in check(node.conditions, in: file) }
        walk.on(RepeatStmtSyntax.self) { node in check(node.condition, in: file) }
    }

    private func check(_ conditions: ConditionElementListSyntax, in file: LintFile) {
        for element in conditions {
            if case .expression(let expression) = element.condition { check(expression, in: file) }
        }
    }

    /// A literal alone on the left of a comparison: first in the condition or
    /// after `&&`/`||` (which bind looser), unless the right side is a lone
    /// literal too.
    private func check(_ condition: ExprSyntax, in file: LintFile) {
        guard let sequence = condition.as(SequenceExprSyntax.self) else { return }
        let elements = Array(sequence.elements)
        for index in stride(from: 1, to: elements.count - 1, by: 2) where Self.isComparison(elements[index]) {
            let rhs = index + 1
            if Self.isLiteral(elements[rhs]), rhs + 1 >= elements.count || Self.isLogical(elements[rhs + 1]) { continue }
            let lhs = index - 1
            guard Self.isLiteral(elements[lhs]), lhs == 0 || Self.isLogical(elements[lhs - 1]) else { continue }
            file.report(self, at: elements[lhs].positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    private static func isComparison(_ element: ExprSyntax) -> Bool {
        guard let binary = element.as(BinaryOperatorExprSyntax.self) else { return false }
        return ["==", "!=", ">", "<", ">=", "<="].contains(binary.operator.text)
    }

    private static func isLogical(_ element: ExprSyntax) -> Bool {
        guard let binary = element.as(BinaryOperatorExprSyntax.self) else { return false }
        return binary.operator.text == "&&" || binary.operator.text == "||"
    }

    private static func isLiteral(_ element: ExprSyntax) -> Bool {
        switch element.kind {
        case .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr, .stringLiteralExpr, .nilLiteralExpr: true
        default: false
        }
    }
}
