import LintEngine
import SwiftSyntax
import ToolCore

/// A crash report that says why the program stopped saves the next reader a
/// debugging session.
public struct FatalErrorMessageRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "fatal_error_message",
        name: "Fatal Error Message",
        summary: "A fatalError call should have a message",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "func foo() {\n  fatalError(\"Foo\")\n}",
            "func foo() {\n  fatalError(x)\n}",
            "func foo() {\n  preconditionFailure()\n}",
        ],
        triggeringExamples: [
            "func foo() {\n  ↓fatalError(\"\")\n}",
            "func foo() {\n  ↓fatalError()\n}",
            "let x = y ?? ↓fatalError()",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["fatalError"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionCallExprSyntax.self) { node in
            guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "fatalError",
                  Self.hasNoMessage(node.arguments)
            else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// `()` or `("")`.
    private static func hasNoMessage(_ arguments: LabeledExprListSyntax) -> Bool {
        if arguments.isEmpty { return true }
        guard arguments.count == 1, let literal = arguments.first?.expression.as(StringLiteralExprSyntax.self) else {
            return false
        }
        return literal.segments.allSatisfy { $0.as(StringSegmentSyntax.self)?.content.text.isEmpty == true }
    }
}
