import LintEngine
import SwiftSyntax
import ToolCore

/// `private(set)` on a property that is already private, or `internal(set)`
/// where everything is internal, restricts nothing.
public struct RedundantSetAccessControlRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "redundant_set_access_control",
        name: "Redundant Access Control for Setter",
        summary: "Property setter access level shouldn't be explicit if it's the same as the variable access level",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "private(set) public var foo: Int",
            "public let foo: Int",
            "public var foo: Int",
            "var foo: Int",
            "private final class A {\n  private(set) var value: Int\n}",
            "fileprivate class A {\n  public fileprivate(set) var value: Int\n}",
            "extension Color {\n    public internal(set) static var someColor = Color.anotherColor\n}",
            "class A {\n  func f() {\n    internal(set) var value = 0\n  }\n}",
        ],
        triggeringExamples: [
            "↓private(set) private var foo: Int",
            "↓fileprivate(set) fileprivate var foo: Int",
            "↓internal(set) internal var foo: Int",
            "↓public(set) public var foo: Int",
            "open class Foo {\n  ↓open(set) open var bar: Int\n}",
            "class A {\n  ↓internal(set) var value: Int\n}",
            "internal class A {\n  ↓internal(set) var value: Int\n}",
            "fileprivate class A {\n  ↓fileprivate(set) var value: Int\n}",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        func report(_ modifiers: DeclModifierListSyntax) {
            file.report(self, at: modifiers.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
        walk.on(VariableDeclSyntax.self) { node in
            let modifiers = node.modifiers
            guard let setter = modifiers.first(where: { $0.detail?.detail.isIdentifier("set") == true }),
                  let scope = Self.scope(of: node)
            else { return }
            if Set(modifiers.map(\.name.tokenKind)).count != modifiers.count {
                return report(modifiers)
            }
            // As SwiftLint: any modifier without a `(set)` counts as the getter's access.
            guard !modifiers.contains(where: { $0.detail == nil }), case .declaration(let outer?) = scope else { return }
            switch setter.name.tokenKind {
            case .keyword(.fileprivate) where outer.hasKeyword(.fileprivate):
                report(modifiers)
            case .keyword(.internal) where outer.isEmpty || outer.hasKeyword(.internal):
                report(modifiers)
            default:
                break
            }
        }
    }

    private enum Scope {
        case file
        /// The nearest enclosing declaration's modifiers, nil when it has none (`#if`).
        case declaration(DeclModifierListSyntax?)
    }

    /// Where the property is declared; nil inside functions, where SwiftLint does not look.
    private static func scope(of node: VariableDeclSyntax) -> Scope? {
        var current = node.parent
        var found = Scope.file
        var isFound = false
        while let parent = current {
            if parent.is(FunctionDeclSyntax.self) { return nil }
            if !isFound, let decl = parent.as(DeclSyntax.self) {
                found = .declaration(modifiers(of: decl))
                isFound = true
            }
            current = parent.parent
        }
        return found
    }

    private static func modifiers(of decl: DeclSyntax) -> DeclModifierListSyntax? {
        if let node = decl.as(ClassDeclSyntax.self) { return node.modifiers }
        if let node = decl.as(StructDeclSyntax.self) { return node.modifiers }
        if let node = decl.as(EnumDeclSyntax.self) { return node.modifiers }
        if let node = decl.as(ActorDeclSyntax.self) { return node.modifiers }
        if let node = decl.as(ExtensionDeclSyntax.self) { return node.modifiers }
        if let node = decl.as(ProtocolDeclSyntax.self) { return node.modifiers }
        if let node = decl.as(VariableDeclSyntax.self) { return node.modifiers }
        if let node = decl.as(InitializerDeclSyntax.self) { return node.modifiers }
        if let node = decl.as(SubscriptDeclSyntax.self) { return node.modifiers }
        return nil
    }
}
