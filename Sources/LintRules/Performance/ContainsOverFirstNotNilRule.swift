import LintEngine
import SwiftSyntax
import ToolCore

/// `first(where:) != nil` builds an optional only to test it; `contains(where:)`
/// asks the question directly.
public struct ContainsOverFirstNotNilRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "contains_over_first_not_nil",
        name: "Contains over First not Nil",
        summary: "Prefer `contains` over `first(where:) != nil` and `firstIndex(where:) != nil`.",
        kind: .performance,
        isOptIn: true,
        nonTriggeringExamples: [
            "let first = myList.first(where: { $0 % 2 == 0 })\n",
            "let first = myList.first { $0 % 2 == 0 }\n",
            "let firstIndex = myList.firstIndex(where: { $0 % 2 == 0 })\n",
            "if myList.first != nil {}\n",
            "let x = fallback ?? myList.first { $0 > 1 } != nil\n",
        ],
        triggeringExamples: [
            "↓myList.first { $0 % 2 == 0 } != nil\n",
            "↓myList.first(where: { $0 % 2 == 0 }) == nil\n",
            "↓myList.map { $0 + 1 }.first(where: { $0 % 2 == 0 }) != nil\n",
            "↓myList.firstIndex(where: someFunction) != nil\n",
            "↓myList.map { $0 + 1 }.firstIndex { $0 % 2 == 0 } == nil\n",
            "(↓myList.first { $0 % 2 == 0 }) != nil\n",
            "if isReady && ↓list.first(where: isValid) != nil {}\n",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(SequenceExprSyntax.self) { node in
            guard node.elements.contains(where: { $0.is(NilLiteralExprSyntax.self) }) else { return }
            let elements = Array(node.elements)
            // Operands and operators alternate. The sequence arrives unfolded: a
            // comparison takes the operands beside it when its other neighbours
            // bind looser (`a && x.first(…) != nil`, not `a ?? x.first(…) != nil`).
            for index in stride(from: 1, to: elements.count - 1, by: 2)
            where Self.isNilComparison(elements[index], elements[index + 1])
                && Self.bindsLooser(elements, at: index - 2) && Self.bindsLooser(elements, at: index + 2) {
                guard let call = Self.functionCall(elements[index - 1]),
                      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                      ["first", "firstIndex"].contains(member.declName.baseName.text) else { continue }
                file.report(self, at: call.positionAfterSkippingLeadingTrivia,
                            "Prefer `contains` over `\(member.declName.baseName.text)(where:) != nil`")
            }
        }
    }

    private static func isNilComparison(_ operation: ExprSyntax, _ operand: ExprSyntax) -> Bool {
        guard let binary = operation.as(BinaryOperatorExprSyntax.self) else { return false }
        let name = binary.operator.text
        return (name == "==" || name == "!=") && operand.is(NilLiteralExprSyntax.self)
    }

    /// Whether the operator at `index` (if any) binds looser than a comparison.
    private static func bindsLooser(_ elements: [ExprSyntax], at index: Int) -> Bool {
        guard elements.indices.contains(index) else { return true }
        guard let level = StyleSupport.precedence(of: elements[index]) else { return false }
        return level < .comparison
    }

    /// The call itself, or the call inside parentheses.
    private static func functionCall(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        if let call = expression.as(FunctionCallExprSyntax.self) { return call }
        guard let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 else { return nil }
        return tuple.elements.first?.expression.as(FunctionCallExprSyntax.self)
    }
}
