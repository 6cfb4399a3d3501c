import LintEngine
import SwiftSyntax
import ToolCore

/// Actors cannot be subclassed and members of a final class cannot be
/// overridden, so `final` there says nothing and only adds noise.
public struct RedundantFinalRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "redundant_final",
        name: "Redundant Final",
        summary: "`final` is redundant",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "actor Inventory {}",
            "final class Ledger {}",
            "@globalActor\nactor StorageActor {}",
            "actor Inventory {\n    func count() {}\n    final class Entry {}\n    class Batch {\n        final func seal() {}\n    }\n}",
            "class Ledger {\n    final func close() {}\n}",
            "final class Ledger {\n    struct Line {\n        func total() {}\n    }\n}",
            "extension Ledger {\n    final func close() {}\n}",
        ],
        triggeringExamples: [
            "↓final actor Inventory {}",
            "public ↓final actor Inventory {}",
            "@globalActor\n↓final actor StorageActor {}",
            "actor Inventory {\n    ↓final func count() {}\n}",
            "actor Inventory {\n    ↓final var total: Int { 0 }\n}",
            "actor Inventory {\n    ↓final subscript(index: Int) -> Int { index }\n}",
            "final class Ledger {\n    ↓final actor Clerk {\n        ↓final func file() {}\n    }\n    ↓final func close() {}\n"
                + "    final class Page {\n        ↓final func turn() {}\n    }\n}",
            "final class Ledger {\n    public ↓final var pages: Int { 1 }\n}",
        ],
        corrections: [
            Correction("↓final actor Inventory {}", "actor Inventory {}"),
            Correction("public ↓final actor Inventory {}", "public actor Inventory {}"),
            Correction("actor Inventory { ↓final func count() {}}", "actor Inventory { func count() {}}"),
            Correction("final class Ledger {\n    ↓final public func close() {}\n}",
                       "final class Ledger {\n    public func close() {}\n}"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    /// Every violation is a `final`.
    public var triggerIdentifiers: [String] { ["final"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // Whether each enclosing type makes its members final, innermost last.
        var finalScopes: [Bool] = []
        walk.on(ActorDeclSyntax.self) { node in
            finalScopes.append(true)
            check(node.modifiers, file)
        }
        walk.after(ActorDeclSyntax.self) { _ in _ = finalScopes.popLast() }
        walk.on(ClassDeclSyntax.self) { finalScopes.append($0.modifiers.hasKeyword(.final)) }
        walk.after(ClassDeclSyntax.self) { _ in _ = finalScopes.popLast() }
        walk.on(EnumDeclSyntax.self) { _ in finalScopes.append(false) }
        walk.after(EnumDeclSyntax.self) { _ in _ = finalScopes.popLast() }
        walk.on(ExtensionDeclSyntax.self) { _ in finalScopes.append(false) }
        walk.after(ExtensionDeclSyntax.self) { _ in _ = finalScopes.popLast() }
        walk.on(StructDeclSyntax.self) { _ in finalScopes.append(false) }
        walk.after(StructDeclSyntax.self) { _ in _ = finalScopes.popLast() }
        walk.on(FunctionDeclSyntax.self) { if finalScopes.last == true { check($0.modifiers, file) } }
        walk.on(VariableDeclSyntax.self) { if finalScopes.last == true { check($0.modifiers, file) } }
        walk.on(SubscriptDeclSyntax.self) { if finalScopes.last == true { check($0.modifiers, file) } }
    }

    /// Reports the `final` among the modifiers, if any, with a fix removing it
    /// and the blanks after it. Nothing inside a protocol is looked at.
    private func check(_ modifiers: DeclModifierListSyntax, _ file: LintFile) {
        guard let modifier = modifiers.first(where: { $0.name.isKeyword(.final) }),
              !LintSupport.isInsideProtocol(modifier)
        else { return }
        let start = modifier.positionAfterSkippingLeadingTrivia
        file.report(self, at: start, Self.description.summary,
                    fix: .init(start: start.utf8Offset, end: modifier.endPosition.utf8Offset, replacement: ""))
    }
}
