import LintEngine
import SwiftSyntax
import ToolCore

/// A module imported twice, or a submodule of a module already imported,
/// is noise that hides which imports a file really needs.
public struct DuplicateImportsRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "duplicate_imports",
        name: "Duplicate Imports",
        summary: "Imports should be unique",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "import A\nimport B\nimport C",
            "import A.B\nimport A.C",
            "@_implementationOnly import A\n@_implementationOnly import B",
            "@testable import A\n@testable import B",
            "#if DEBUG\n    @testable import KsApi\n#else\n    import KsApi\n#endif",
            "#if canImport(A)\nimport A\n#endif\nimport B\n",
            "import A // module\nimport B // module",
            "#if TEST\nfunc test() {\n}",
            // An import with an attribute is never a duplicate of the module above its path
            // (SwiftLint #5716): it re-exports, opens for testing or scopes one declaration.
            "@_exported import struct Core.A\n@_exported import enum Core.B\nimport Core\n",
            "import Foo\n@testable import struct Foo.Bar\n",
            "import A\n@preconcurrency import A.B\n",
        ],
        triggeringExamples: [
            "import Foundation\nimport Dispatch\n↓import Foundation\n",
            "import Foundation\n↓import Foundation.NSString\n",
            "↓import Foundation.NSString\nimport Foundation\n",
            "@testable import A\n↓@testable import A\n",
            "↓import A.B.C\nimport A.B\n",
            "import A\n#if DEBUG\n    @testable import KsApi\n#else\n    import KsApi\n#endif\n↓import A\n",
            "import Foundation\n↓import Foundation\n↓import Foundation\n",
            // Nested: both imports sit in the outer clause, as SwiftLint sees it.
            "#if SWIFT_PACKAGE\n#if compiler(>=6)\ninternal import CYaml\n#else\n↓@_implementationOnly import CYaml\n#endif\n#endif\n",
            // A module imported under `#if`, then again outside it.
            "#if DEBUG\nimport A\n#endif\n↓import A\n",
            "↓import A.B.C\n↓import A.B\nimport A\n",
            "import A\n↓import struct A.Foo\n",
            // The same path twice is a duplicate, attributes or not.
            "@_exported import struct Core.A\n↓@_exported import struct Core.A\n",
        ],
        corrections: [
            Correction("import Foundation\nimport Dispatch\n↓import Foundation\n", "import Foundation\nimport Dispatch\n"),
            Correction("↓import Foundation.NSString\nimport Foundation\n", "import Foundation\n"),
            Correction("@_implementationOnly import A\n↓@_implementationOnly import A\n", "@_implementationOnly import A\n"),
            Correction("import A.B\n↓import A.B.C\n", "import A.B\n"),
            Correction("import Foundation\n↓import Foundation\n↓import Foundation\n", "import Foundation\n"),
            Correction("import A\n↓import A.B.C\n↓import A.B\n", "import A\n"),
            Correction("import A\n↓import func A.b\n", "import A\n"),
            // Reported as SwiftLint reports it, but the branches exclude each other: kept.
            Correction("#if canImport(Dispatch)\n#if os(macOS)\nimport Dispatch\n#else\n↓@preconcurrency import Dispatch\n#endif\n#endif\n",
                       "#if canImport(Dispatch)\n#if os(macOS)\nimport Dispatch\n#else\n@preconcurrency import Dispatch\n#endif\n#endif\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // The imports read from the file's top level (imports live nowhere else), not
        // gathered by the walk: each import is judged against all the others, and the
        // language server's walk skips the declarations an edit left alone.
        walk.on(SourceFileSyntax.self) { tree in
            let imports = Self.imports(in: tree.statements)
            guard imports.count > 1 else { return }
            let entries = imports.map { node in
                Entry(path: node.path.map(\.name.text), hasAttributes: node.attributes.contains { $0.is(AttributeSyntax.self) },
                      branches: Self.enclosingBranches(of: node))
            }
            for (index, fixable) in Self.duplicates(among: entries) {
                let node = imports[index]
                file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary,
                            fix: fixable ? LintSupport.wholeLineRemoval(of: node, in: file) : nil)
            }
        }
    }

    /// The imports among `statements` and in the `#if` clauses among them, in source order.
    static func imports(in statements: CodeBlockItemListSyntax) -> [ImportDeclSyntax] {
        statements.flatMap { item -> [ImportDeclSyntax] in
            if let declaration = item.item.as(ImportDeclSyntax.self) { return [declaration] }
            guard let conditional = item.item.as(IfConfigDeclSyntax.self) else { return [] }
            return conditional.clauses.flatMap { clause -> [ImportDeclSyntax] in
                guard case .statements(let nested)? = clause.elements else { return [] }
                return imports(in: nested)
            }
        }
    }

    /// An import's path, whether it has attributes, and the `#if` / `#elseif` /
    /// `#else` clauses around it, each by the `#if` it belongs to.
    struct Entry {
        let path: [String]
        var hasAttributes = false
        let branches: [SyntaxIdentifier: SyntaxIdentifier]

        var clauses: Set<SyntaxIdentifier> { Set(branches.values) }

        /// In different branches of one `#if`: never compiled together.
        func excludes(_ other: Entry) -> Bool {
            branches.contains { decl, clause in other.branches[decl].map { $0 != clause } ?? false }
        }
    }

    private static func enclosingBranches(of node: ImportDeclSyntax) -> [SyntaxIdentifier: SyntaxIdentifier] {
        var branches: [SyntaxIdentifier: SyntaxIdentifier] = [:]
        for clause in sequence(first: Syntax(node), next: \.parent) where clause.is(IfConfigClauseSyntax.self) {
            if let decl = clause.parent?.parent { branches[decl.id] = clause.id }
        }
        return branches
    }

    /// The imports SwiftLint calls duplicates, in source order: an import of
    /// a path imported before, or of a path below one imported anywhere
    /// (`A.B` beside `A`, when the `A.B` import has no attribute: SwiftLint
    /// #5716) — unless both sit in `#if` clauses and share none.
    /// Two branches of one `#if` share no clause; an import in an inner `#if`
    /// shares the outer one with its twin in the outer `#else` … as SwiftLint
    /// sees it too. Each with whether removing it is safe: not when every twin
    /// it repeats is in another branch of an inner `#if` (swift-nio's
    /// `import Dispatch` / `@preconcurrency import Dispatch`, found by the fix
    /// round trip), where it is reported as SwiftLint reports it, not removed.
    static func duplicates(among imports: [Entry]) -> [(index: Int, fixable: Bool)] {
        let overlap = { (a: Entry, b: Entry) in a.clauses.isEmpty || !a.clauses.isDisjoint(with: b.clauses) }
        var found: [(index: Int, fixable: Bool)] = []
        for (index, entry) in imports.enumerated() {
            let earlier = imports[..<index].filter { $0.path == entry.path && overlap(entry, $0) }
            let above = entry.hasAttributes ? [] : imports.filter { other in
                other.path != entry.path && entry.path.starts(with: other.path) && overlap(entry, other)
            }
            let twins = earlier + above
            guard !twins.isEmpty else { continue }
            found.append((index, twins.contains { !entry.excludes($0) }))
        }
        return found
    }
}
