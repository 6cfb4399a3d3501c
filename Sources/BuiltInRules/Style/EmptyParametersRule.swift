import LintEngine
import SwiftSyntax
import ToolCore

/// A function type without parameters is spelt `() -> T`; `(Void) -> T`
/// reads as a function taking one argument.
public struct EmptyParametersRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "empty_parameters",
        name: "Empty Parameters",
        summary: "Prefer `() -> ` over `Void -> `",
        kind: .style,
        nonTriggeringExamples: [
            "let abc: () -> Void = {}\n",
            "func foo(completion: () -> Void)\n",
            "func foo(completion: () throws -> Void)\n",
            "let foo: (ConfigurationTests) -> Void throws -> Void\n",
            "let foo: (Void, Int) -> Void\n",
        ],
        triggeringExamples: [
            "let abc: ↓(Void) -> Void = {}\n",
            "func foo(completion: ↓(Void) -> Void)\n",
            "func foo(completion: ↓(Void) throws -> Void)\n",
            "let foo: ↓(Void) -> () throws -> Void\n",
        ],
        corrections: [
            Correction("let abc: ↓(Void) -> Void = {}\n", "let abc: () -> Void = {}\n"),
            Correction("func foo(completion: ↓(Void) -> Void)\n", "func foo(completion: () -> Void)\n"),
            Correction("func foo(completion: ↓( Void ) throws -> Void)\n", "func foo(completion: () throws -> Void)\n"),
            Correction("let foo: ↓(Void) -> () throws -> Void\n", "let foo: () -> () throws -> Void\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["Void"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionTypeSyntax.self) { node in
            guard node.leftParen.presence == .present, node.rightParen.presence == .present,
                  node.parameters.count == 1, let parameter = node.parameters.first,
                  let type = parameter.type.as(IdentifierTypeSyntax.self),
                  type.name.text == "Void", type.genericArgumentClause == nil else { return }
            let start = node.leftParen.endPositionBeforeTrailingTrivia.utf8Offset
            let end = node.rightParen.positionAfterSkippingLeadingTrivia.utf8Offset
            let hasComment = StyleSupport.hasComment(node.leftParen.trailingTrivia)
                || parameter.leadingTrivia.contains { $0.isComment } || parameter.trailingTrivia.contains { $0.isComment }
            file.report(self, at: node.leftParen.positionAfterSkippingLeadingTrivia, Self.description.summary,
                        fix: hasComment ? nil : .init(start: start, end: end, replacement: ""))
        }
    }
}
