import LintEngine
import SwiftSyntax
import ToolCore

/// A file's top-level declarations are its surface: left out, their access
/// level defaults to `internal`, and nobody can tell whether that was chosen
/// or forgotten. Stating it makes the decision visible.
public struct ExplicitTopLevelACLRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "explicit_top_level_acl",
        name: "Explicit Top Level ACL",
        summary: "Top-level declarations should specify Access Control Level keywords explicitly",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "internal enum Direction {}",
            "public final class Engine {}",
            "private struct Point {\n    struct Inner {}\n}",
            "internal enum Outer { enum Inner {} }",
            "internal final actor Cache {}",
            "package typealias Speed = Double",
            "internal func reset() {}",
            "fileprivate let limit = 10",
            // Any access level counts, a setter-only one too (as SwiftLint has it).
            "private(set) var counter = 0",
            "extension Engine: Hashable {}",
            "extension Engine {\n    func stop() {}\n}",
            "internal struct Box {\n    func open() {}\n    var size = 0\n}",
            // Declarations in closures and code blocks are local.
            "run { func helper() {} }",
            "do { func helper() {} }",
            "if ready {\n    struct Local {}\n}",
        ],
        triggeringExamples: [
            "↓enum Direction {}",
            "final ↓class Engine {}",
            "↓protocol Drawable {}",
            "↓actor Cache {}",
            "↓typealias Speed = Double",
            "↓func reset() {}",
            "internal let limit = 0\n↓func reset() {}",
            "@MainActor\n↓var counter = 0",
            "↓let (width, height) = (1, 2)",
            "#if DEBUG\n↓struct Probe {}\n#endif",
            "↓struct Outer {\n    struct Inner {}\n}",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        AccessControlSupport.onDeclarations(in: &walk, members: false) { declaration in
            guard AccessControlSupport.accessLevelModifier(in: declaration.modifiers) == nil, Self.isTopLevel(declaration.node)
            else { return }
            file.report(self, at: declaration.keyword.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// Whether SwiftLint's visitor reaches `node`: it enters no declaration
    /// with a body (type, extension, function, initializer, subscript,
    /// property), no code block and no closure.
    private static func isTopLevel(_ node: Syntax) -> Bool {
        guard LintSupport.enclosingDeclaration(of: node) == nil else { return false }
        var current = node.parent
        while let ancestor = current {
            if ancestor.kind == .codeBlock || ancestor.kind == .closureExpr { return false }
            current = ancestor.parent
        }
        return true
    }
}
