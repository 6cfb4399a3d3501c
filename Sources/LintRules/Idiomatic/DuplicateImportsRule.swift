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
        walk.on(ImportDeclSyntax.self) { node in
            // Imports under `#if` differ by configuration; SwiftLint leaves them alone.
            if node.parent?.parent?.parent?.is(IfConfigClauseSyntax.self) == true { return }
            imports.append(node)
        }
        walk.after(SourceFileSyntax.self) { _ in
            guard imports.count > 1 else { return }
            for index in Self.duplicates(among: imports.map { $0.path.map(\.name.text) }) {
                let node = imports[index]
                file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary,
                            fix: LintSupport.wholeLineRemoval(of: node, in: file))
            }
        }
    }

    /// The indices of the imports made redundant by another: for each path
    /// (`A.B`) imported in full by some import, every other import of that
    /// path or below it (`A.B`, `A.B.C`) is a duplicate.
    static func duplicates(among paths: [[String]]) -> [Int] {
        var importers: [ArraySlice<String>: [(index: Int, isComplete: Bool)]] = [:]
        for (index, path) in paths.enumerated() where !path.isEmpty {
            for length in 1...path.count {
                importers[path[..<length], default: []].append((index, length == path.count))
            }
        }
        var found = Set<Int>()
        for group in importers.values where group.count > 1 {
            guard let primary = group.first(where: \.isComplete)?.index else { continue }
            for entry in group where entry.index != primary { found.insert(entry.index) }
        }
        return found.sorted()
    }
}
