import LintEngine
import SwiftSyntax
import ToolCore

/// `value ?? nil` gives `value` back: the right side is used only when the
/// left is nil, and then it is nil too.
public struct RedundantNilCoalescingRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "redundant_nil_coalescing",
        name: "Redundant Nil Coalescing",
        summary: "nil coalescing operator is only evaluated if the lhs is nil"
            + ", coalescing operator with nil as rhs is redundant",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "var retries: Int?; retries ?? 3",
            "let title = nickname ?? fullName",
            "let limit = override ?? configured ?? 10",
            "let same = nickname == nil",
            "let odd = nickname ??? nil",
        ],
        triggeringExamples: [
            "var retries: Int? = nil; retries ↓?? nil",
            "let title = nickname ↓?? nil",
            "let limit = override ↓?? nil ?? configured",
            "let limit = (override ↓?? nil) ↓?? nil",
            "print(nickname ↓?? nil, terminator: \"\")",
            // SwiftLint reports at the operator token's start, its leading
            // trivia included: after `nickname` when `??` begins the next line.
            "let title = nickname↓\n    ?? nil\n",
        ],
        corrections: [
            Correction("var retries: Int? = nil; let count = retries ↓?? nil", "var retries: Int? = nil; let count = retries"),
            Correction("let limit = (override ↓?? nil) ↓?? nil", "let limit = (override)"),
            Correction("print(nickname ↓?? nil, terminator: \"\")", "print(nickname, terminator: \"\")"),
            // A call's result may be a double optional that `?? nil` flattens: reported, not rewritten.
            Correction("let next = try await group.next() ↓?? nil\n", "let next = try await group.next() ?? nil\n"),
            Correction("let title = nickname↓\n    ?? nil\n", "let title = nickname\n"),
            Correction("let title = nickname ↓?? nil // no fallback\n", "let title = nickname // no fallback\n"),
            // Only a trailing `?? nil` is removed; a later operand keeps the sequence as it is.
            Correction("let limit = override ↓?? nil ?? configured", "let limit = override ?? nil ?? configured"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    /// Every violation is in `?? nil`.
    public var triggerIdentifiers: [String] { ["nil"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(BinaryOperatorExprSyntax.self) { node in
            let op = node.operator
            guard op.tokenKind == .binaryOperator("??"),
                  op.nextToken(viewMode: .sourceAccurate)?.isKeyword(.nil) == true
            else { return }
            file.report(self, at: op.position, Self.description.summary, fix: Self.removal(of: node))
        }
    }

    /// Deletes `?? nil` when it ends the sequence, from the end of the operand
    /// before it; nil when something follows the `nil`.
    private static func removal(of node: BinaryOperatorExprSyntax) -> Diagnostic.Fix? {
        guard let elements = node.parent?.as(ExprListSyntax.self), elements.count > 2,
              let last = elements.last, last.is(NilLiteralExprSyntax.self),
              elements.dropLast().last?.id == node.id,
              let operand = elements.dropLast(2).last
        else { return nil }
        // A call, subscript, `try` or `await` may give a double optional, which
        // `?? nil` flattens (`try await group.next() ?? nil` in swift-nio's
        // tests, found by the fix round trip): reported, not rewritten.
        guard isPlainValue(operand) else { return nil }
        return Diagnostic.Fix(start: operand.endPositionBeforeTrailingTrivia.utf8Offset,
                              end: last.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "")
    }

    /// A name, a chain of names, or one of those in parentheses (also with its
    /// own `?? nil`, which goes in the same pass).
    private static func isPlainValue(_ expression: ExprSyntax) -> Bool {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
            if let sequence = inner.as(SequenceExprSyntax.self), sequence.elements.count == 3,
               let first = sequence.elements.first, sequence.elements.last?.is(NilLiteralExprSyntax.self) == true {
                return isPlainValue(first)
            }
            return isPlainValue(inner)
        }
        return expression.dottedName != nil
    }
}
