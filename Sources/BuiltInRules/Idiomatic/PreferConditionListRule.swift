import LintEngine
import SwiftSyntax
import ToolCore

/// `if a, b` states separate conditions, each of which may bind (`let`) or
/// test availability; `if a && b` packs them into one Boolean expression that
/// cannot grow that way and reads less like a checklist.
public struct PreferConditionListRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "prefer_condition_list",
        name: "Prefer Condition List",
        summary: "Prefer a condition list over chaining conditions with '&&'",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "if isReady, isVisible {}",
            "guard isReady || isVisible && isOpen else {}",
            "if isReady && isVisible || isOpen {}",
            "let both = isReady && isVisible",
            "repeat {} while isReady && isVisible",
            "if isReady ? isVisible && isOpen : false {}",
            "if !(isReady && isVisible) {}",
        ],
        triggeringExamples: [
            "if isReady ↓&& isVisible {}",
            "if isReady ↓&& isVisible ↓&& isOpen {}",
            "while isReady ↓&& isVisible {}",
            "guard isReady ↓&& isVisible else {}",
            "guard (isReady || isVisible) ↓&& isOpen else {}",
            "if isReady ↓&& (isVisible && isOpen) {}",
            "guard isReady ↓&& isVisible ↓&& isOpen else {}",
            "if (isReady ↓&& isVisible) {}",
            "if count > 2 ↓&& count < 9 {}",
            "if let value, value > 3 ↓&& isOpen {}",
        ],
        corrections: [
            Correction("if isReady ↓&& isVisible {}", "if isReady, isVisible {}"),
            Correction("if isReady ↓&&\n   isVisible {}", "if isReady,\n   isVisible {}"),
            Correction("guard isReady ↓&& isVisible ↓&& isOpen else {}", "guard isReady, isVisible, isOpen else {}"),
            Correction("while isReady ↓&& isVisible {}", "while isReady, isVisible {}"),
            Correction("if isReady && isVisible || isOpen {}", "if isReady && isVisible || isOpen {}"),
            Correction("if (isReady ↓&& isVisible) {}", "if isReady, isVisible {}"),
            Correction("if isReady ↓&& (isVisible && isOpen) {}", "if isReady, isVisible, isOpen {}"),
            Correction("if (isReady ↓&& isVisible) ↓&& isOpen {}", "if isReady, isVisible, isOpen {}"),
            Correction("if (isReady ↓&& isVisible), isOpen {}", "if isReady, isVisible, isOpen {}"),
            Correction("guard (isReady || isVisible) ↓&& isOpen else {}", "guard isReady || isVisible, isOpen else {}"),
            Correction("if count > 2 ↓&& count < 9 {}", "if count > 2, count < 9 {}"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(ConditionElementSyntax.self) { node in
            guard case .expression(let expression) = node.condition else { return }
            let operators = Self.chainedConjunctions(in: expression)
            guard let first = operators.first else { return }
            // One fix rewrites the whole condition, attached to the outermost `&&`
            // (made only when asked for: it rebuilds the condition's text).
            for token in operators {
                file.report(self, at: token.positionAfterSkippingLeadingTrivia, Self.description.summary,
                            fix: token.position == first.position ? Self.fix(rewriting: expression) : nil)
            }
        }
    }

    private static func fix(rewriting expression: ExprSyntax) -> Diagnostic.Fix {
        Diagnostic.Fix(start: expression.position.utf8Offset, end: expression.endPositionBeforeTrailingTrivia.utf8Offset,
                       replacement: conditionList(for: expression))
    }

    /// `(inner)` as `inner`, however often parenthesized.
    private static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            current = only.expression
        }
        return current
    }

    /// The operands and `&&` operators of an (unfolded) expression whose
    /// outermost operator is `&&`; nil otherwise.
    private static func conjunction(_ expression: ExprSyntax) -> (operands: [[ExprSyntax]], operators: [TokenSyntax])? {
        guard let sequence = unwrapped(expression).as(SequenceExprSyntax.self) else { return nil }
        var operands: [[ExprSyntax]] = [[]]
        var operators: [TokenSyntax] = []
        for (index, element) in sequence.elements.enumerated() {
            guard index % 2 == 1 else {
                operands[operands.count - 1].append(element)
                continue
            }
            if let level = StyleSupport.precedence(of: element), level < .conjunction { return nil }
            if let token = element.as(BinaryOperatorExprSyntax.self)?.operator, token.text == "&&" {
                operators.append(token)
                operands.append([])
            } else {
                operands[operands.count - 1].append(element)
            }
        }
        return operators.isEmpty ? nil : (operands, operators)
    }

    /// The `&&` operators SwiftLint reports: the outermost ones, then those of
    /// a parenthesized left-most operand (the folded tree is left-recursive).
    private static func chainedConjunctions(in expression: ExprSyntax) -> [TokenSyntax] {
        guard let parts = conjunction(expression) else { return [] }
        guard let leftmost = parts.operands.first, leftmost.count == 1, let operand = leftmost.first else {
            return parts.operators
        }
        return parts.operators + chainedConjunctions(in: operand)
    }

    /// The condition rewritten as a list: each `&&` becomes a comma (keeping
    /// the trivia after it), parentheses around a condition are dropped.
    private static func conditionList(for expression: ExprSyntax) -> String {
        guard let parts = conjunction(expression) else {
            return unwrapped(expression).with(\.trailingTrivia, []).description
        }
        var text = ""
        for (index, operand) in parts.operands.enumerated() {
            text += piece(operand)
            if index < parts.operators.count {
                text += "," + parts.operators[index].trailingTrivia.description
            }
        }
        return text
    }

    private static func piece(_ operand: [ExprSyntax]) -> String {
        if operand.count == 1, let only = operand.first { return conditionList(for: only) }
        guard let last = operand.last else { return "" }
        return operand.dropLast().map(\.description).joined() + last.with(\.trailingTrivia, []).description
    }
}
