import LintEngine
import SwiftSyntax
import ToolCore

/// `-> Void` names the empty return type; `-> ()` spells the same thing as
/// an empty tuple, which reads less clearly.
public struct VoidReturnRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "void_return",
        name: "Void Return",
        summary: "Prefer `-> Void` over `-> ()`",
        kind: .style,
        nonTriggeringExamples: [
            "let abc: () -> Void = {}\n",
            "let abc: () -> (VoidVoid) = {}\n",
            "func foo(completion: () -> Void)\n",
            "let foo: (ConfigurationTests) -> () throws -> Void\n",
            "let foo: (ConfigurationTests) ->() throws -> Void\n",
            "let foo: () -> () async -> Void\n",
            "func foo() async throws -> () async -> Void { return {} }\n",
        ],
        triggeringExamples: [
            "let abc: () -> ↓() = {}\n",
            "let abc: () -> ↓(Void) = {}\n",
            "let abc: () -> ↓(   Void ) = {}\n",
            "func foo(completion: () -> ↓(   ))\n",
            "let foo: (ConfigurationTests) -> () throws -> ↓()\n",
            "func foo() async throws -> ↓()\n",
            "let f = { () -> ↓() in }\n",
        ],
        corrections: [
            Correction("let abc: () -> ↓() = {}\n", "let abc: () -> Void = {}\n"),
            Correction("let abc: () -> ↓(Void) = {}\n", "let abc: () -> Void = {}\n"),
            Correction("let abc: () -> ↓(   Void ) = {}\n", "let abc: () -> Void = {}\n"),
            Correction("func foo(completion: () -> ↓(   ))\n", "func foo(completion: () -> Void)\n"),
            Correction("let foo: (ConfigurationTests) -> () throws -> ↓()\n",
                       "let foo: (ConfigurationTests) -> () throws -> Void\n"),
            Correction("func foo() async throws -> ↓()\n", "func foo() async throws -> Void\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(ReturnClauseSyntax.self) { node in
            // `-> ()?` is `-> Void?` spelt the same way.
            var type = node.type
            if let optional = type.as(OptionalTypeSyntax.self) {
                type = optional.wrappedType
            } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                type = unwrapped.wrappedType
            }
            guard let tuple = type.as(TupleTypeSyntax.self), Self.isEmptyTuple(tuple) else { return }
            let start = tuple.positionAfterSkippingLeadingTrivia
            file.report(self, at: start, Self.description.summary, fix: .init(
                start: start.utf8Offset, end: tuple.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "Void"))
        }
    }

    /// `()` or `(Void)`, with nothing but spaces inside.
    private static func isEmptyTuple(_ tuple: TupleTypeSyntax) -> Bool {
        guard tuple.leftParen.presence == .present, tuple.rightParen.presence == .present,
              !tuple.leftParen.trailingTrivia.contains(where: \.isComment),
              !tuple.rightParen.leadingTrivia.contains(where: \.isComment) else { return false }
        if tuple.elements.isEmpty { return true }
        guard tuple.elements.count == 1, let element = tuple.elements.first, element.firstName == nil,
              element.ellipsis == nil, element.trailingComma == nil,
              let type = element.type.as(IdentifierTypeSyntax.self), type.genericArgumentClause == nil,
              !type.name.trailingTrivia.contains(where: \.isComment) else { return false }
        return type.name.text == "Void"
    }
}
