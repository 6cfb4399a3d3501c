import LintEngine
import SwiftSyntax
import ToolCore

/// A type declared in this file can hold its members in its own body:
/// extending it in the same file only to group code scatters the type.
public struct NoGroupingExtensionRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "no_grouping_extension",
        name: "No Grouping Extension",
        summary: "Extensions shouldn't be used to group code within the same source file",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "protocol Drawable {}\nextension Drawable {}",
            "struct Circle {}\nextension Square {}",
            "class Stack<Element> {}\nextension Stack where Element: Equatable {}",
            "extension Canvas where Self: View {\n    struct Layer {}\n}\nextension Canvas.Layer {}",
            "func draw() {\n    struct Stroke {}\n}\nextension Stroke {}",
            "struct Circle {\n    struct Radius {}\n}\nextension Radius {}",
        ],
        triggeringExamples: [
            "struct Circle {}\n↓extension Circle {}",
            "↓extension Circle: Hashable {}\nstruct Circle {}",
            "actor Painter {}\n↓extension Painter {}",
            "enum Shape { class Corner {}}\n↓extension Shape.Corner {}",
            "extension Canvas { enum Mode {}}\n↓extension Canvas.Mode {}",
            "class Stack<Element> {}\n↓extension Stack {}\nextension Stack where Element: Equatable {}",
            "#if DEBUG\nstruct Circle {}\n#endif\n↓extension Circle {}",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    /// An extension is judged against the types declared anywhere in the file.
    public static var reach: RuleReach { .file }

    /// Every violation is in an extension.
    public var triggerIdentifiers: [String] { ["extension"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // Names of the enclosing types and extended types, outermost first.
        var scope: [String] = []
        // Qualified names of the types declared in the file (`Outer.Inner`).
        var declaredTypes: Set<String> = []
        // Extensions without a `where` clause: extended type and `extension` keyword.
        var extensions: [(name: String, position: AbsolutePosition)] = []

        func enterType(_ node: some SyntaxProtocol, named name: String) {
            scope.append(name)
            if !Self.isSkipped(node) { declaredTypes.insert(scope.joined(separator: ".")) }
        }
        walk.on(ActorDeclSyntax.self) { enterType($0, named: $0.name.text) }
        walk.on(ClassDeclSyntax.self) { enterType($0, named: $0.name.text) }
        walk.on(EnumDeclSyntax.self) { enterType($0, named: $0.name.text) }
        walk.on(StructDeclSyntax.self) { enterType($0, named: $0.name.text) }
        walk.on(ExtensionDeclSyntax.self) { node in
            let name = node.extendedType.trimmedText
            scope.append(name)
            guard node.genericWhereClause == nil, !Self.isSkipped(node) else { return }
            extensions.append((name, node.extensionKeyword.positionAfterSkippingLeadingTrivia))
        }
        walk.after(ActorDeclSyntax.self) { _ in _ = scope.popLast() }
        walk.after(ClassDeclSyntax.self) { _ in _ = scope.popLast() }
        walk.after(EnumDeclSyntax.self) { _ in _ = scope.popLast() }
        walk.after(StructDeclSyntax.self) { _ in _ = scope.popLast() }
        walk.after(ExtensionDeclSyntax.self) { _ in _ = scope.popLast() }
        walk.after(SourceFileSyntax.self) { _ in
            for (name, position) in extensions where declaredTypes.contains(name) {
                file.report(self, at: position, Self.description.summary)
            }
        }
    }

    /// Whether SwiftLint's walk never reaches `node`: it is inside a protocol,
    /// function, property, initializer or subscript, or inside an extension
    /// with a `where` clause.
    private static func isSkipped(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            switch parent.kind {
            case .protocolDecl, .functionDecl, .variableDecl, .initializerDecl, .subscriptDecl:
                return true
            case .extensionDecl:
                if parent.as(ExtensionDeclSyntax.self)?.genericWhereClause != nil { return true }
            default:
                break
            }
            current = parent.parent
        }
        return false
    }
}
