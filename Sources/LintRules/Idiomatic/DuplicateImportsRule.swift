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
        ],
        corrections: [
            Correction("import Foundation\nimport Dispatch\n↓import Foundation\n", "import Foundation\nimport Dispatch\n"),
            Correction("↓import Foundation.NSString\nimport Foundation\n", "import Foundation\n"),
            Correction("@_implementationOnly import A\n↓@_implementationOnly import A\n", "@_implementationOnly import A\n"),
            Correction("import A.B\n↓import A.B.C\n", "import A.B\n"),
            Correction("import Foundation\n↓import Foundation\n↓import Foundation\n", "import Foundation\n"),
            Correction("import A\n↓import A.B.C\n↓import A.B\n", "import A\n"),
            Correction("import A\n↓import func A.b\n", "import A\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        var imports: [ImportDeclSyntax] = []
        walk.on(ImportDeclSyntax.self) { imports.append($0) }
        walk.after(SourceFileSyntax.self) { _ in
            guard imports.count > 1 else { return }
            let entries = imports.map { Entry(path: $0.path.map(\.name.text), clauses: Self.enclosingClauses(of: $0)) }
            for index in Self.duplicates(among: entries) {
                let node = imports[index]
                file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary,
                            fix: LintSupport.wholeLineRemoval(of: node, in: file))
            }
        }
    }

    /// An import's path and the `#if` / `#elseif` / `#else` clauses around it.
    struct Entry {
        let path: [String]
        let clauses: Set<SyntaxIdentifier>
    }

    private static func enclosingClauses(of node: ImportDeclSyntax) -> Set<SyntaxIdentifier> {
        Set(sequence(first: Syntax(node), next: \.parent).filter { $0.is(IfConfigClauseSyntax.self) }.map(\.id))
    }

    /// The imports SwiftLint calls duplicates, in source order: an import of
    /// a path imported before, or of a path below one imported anywhere
    /// (`A.B` beside `A`) — unless both sit in `#if` clauses and share none.
    /// Two branches of one `#if` share no clause; an import in an inner `#if`
    /// shares the outer one with its twin in the outer `#else` … as SwiftLint
    /// sees it too.
    static func duplicates(among imports: [Entry]) -> [Int] {
        let overlap = { (a: Entry, b: Entry) in a.clauses.isEmpty || !a.clauses.isDisjoint(with: b.clauses) }
        var found = Set<Int>()
        for (index, entry) in imports.enumerated() {
            if imports[..<index].contains(where: { $0.path == entry.path && overlap(entry, $0) }) { found.insert(index) }
            let isBelowAnother = imports.contains { other in
                other.path != entry.path && entry.path.starts(with: other.path) && overlap(entry, other)
            }
            if isBelowAnother { found.insert(index) }
        }
        return found.sorted()
    }
}
