import LintEngine
import SwiftSyntax
import ToolCore

/// Sorted imports make a duplicate or a missing module easy to spot, and keep
/// two branches adding imports from conflicting.
public struct SortedImportsRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "sorted_imports",
        name: "Sorted Imports",
        summary: "Imports should be sorted",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "import AAA\nimport BBB\nimport CCC\nimport DDD\n",
            "import Alamofire\nimport API\n",
            "import labc\nimport Ldef\n",
            "import BBB\n// comment\nimport AAA\nimport CCC\n",
            "@testable import AAA\nimport   CCC\n",
            "import AAA\n@testable import   CCC\n",
            "import EEE.A\nimport FFF.B\n#if os(Linux)\nimport DDD.A\nimport EEE.B\n#else\nimport CCC\nimport DDD.B\n#endif\nimport AAA\n"
                + "import BBB\n",
            Example("@testable import BBB\n  import AAA\n", options: "{grouping: attributes}"),
            Example("@_exported @testable import BBB\n  import AAA\n", options: "{grouping: attributes}"),
        ],
        triggeringExamples: [
            "import AAA\nimport ZZZ\nimport ↓BBB\nimport CCC\n",
            "import DDD\n// comment\nimport CCC\nimport ↓AAA\n",
            "@testable import CCC\nimport   ↓AAA\n",
            "import func WinSDK.LocalFree\nimport let ↓WinSDK.FORMAT_MESSAGE_FROM_SYSTEM\n",
            "import CCC\n@testable import   ↓AAA\n",
            "import FFF.B\nimport ↓EEE.A\n#if os(Linux)\nimport DDD.A\nimport EEE.B\n#else\nimport DDD.B\nimport ↓CCC\n#endif\n"
                + "import AAA\nimport BBB\n",
            Example("  @testable import BBB\n@testable import ↓AAA\n", options: "{grouping: attributes}"),
            Example("  import AAA\n@testable import ↓BBB\n", options: "{grouping: attributes}"),
            Example("  @testable import AAA\n@_exported import ↓BBB\n", options: "{grouping: attributes}"),
        ],
        corrections: [
            Correction("import AAA\nimport ZZZ\nimport ↓BBB\nimport CCC\n", "import AAA\nimport BBB\nimport CCC\nimport ZZZ\n"),
            Correction("import BBB // comment\nimport ↓AAA\n", "import AAA\nimport BBB // comment\n"),
            Correction("import BBB\n// comment\nimport CCC\nimport ↓AAA\n", "import BBB\n// comment\nimport AAA\nimport CCC\n"),
            Correction("@testable import CCC\nimport  ↓AAA\n", "import  AAA\n@testable import CCC\n"),
            Correction("import FFF.B\nimport ↓EEE.A\n#if os(Linux)\nimport DDD.B\nimport ↓CCC\n#endif\n",
                       "import EEE.A\nimport FFF.B\n#if os(Linux)\nimport CCC\nimport DDD.B\n#endif\n"),
            Correction(Example("  import AAA\n@testable import ↓BBB\n", options: "{grouping: attributes}"),
                       "@testable import BBB\n  import AAA\n"),
        ]
    )

    /// How import lines are ordered.
    public enum Grouping: String, ConfigEnum {
        /// By their attributes (`@testable`, `@_exported`), then by module name.
        case attributes
        /// By module name, ignoring case.
        case names
    }

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        public var grouping = Grouping.names

        public init() {}

        enum CodingKeys: String, CodingKey { case severity, grouping }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            grouping = try container.decodeIfPresent(Grouping.self, forKey: .grouping) ?? grouping
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    /// Imports are gathered across the file.
    public static var reach: RuleReach { .file }

    /// One line holding an import, as SwiftLint compares them: by the text
    /// from the module name to the end of the line, and by what precedes the
    /// `import` keyword on the line.
    private struct ImportLine {
        let line: SourceLine
        /// Offset in the line of the module name.
        let moduleColumn: Int
        let attributes: Substring
        let module: String
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        var imports: [ImportLine] = []
        walk.on(ImportDeclSyntax.self) { node in
            // `import struct Foo.Bar` sorts by its path, `Foo.Bar`, as SwiftLint sorts it.
            guard let first = node.path.first,
                  let line = Self.importLine(node.importKeyword, module: first.name, in: file),
                  imports.last?.line.number != line.line.number else { return }
            imports.append(line)
        }
        walk.after(SourceFileSyntax.self) { _ in
            for group in Self.consecutiveGroups(imports) { check(group, in: file) }
        }
    }

    private static func importLine(_ keyword: TokenSyntax, module: TokenSyntax, in file: LintFile) -> ImportLine? {
        let keywordLocation = file.location(of: keyword.positionAfterSkippingLeadingTrivia)
        let moduleLocation = file.location(of: module.positionAfterSkippingLeadingTrivia)
        guard keywordLocation.line == moduleLocation.line, keywordLocation.line <= file.lines.count else { return nil }
        let line = file.lines[keywordLocation.line - 1]
        let utf8 = line.text.utf8
        let keywordStart = utf8.index(utf8.startIndex, offsetBy: keywordLocation.column - 1)
        let moduleStart = utf8.index(utf8.startIndex, offsetBy: moduleLocation.column - 1)
        var attributes = line.text[..<keywordStart]
        while let first = attributes.first, first == " " || first == "\t" { attributes.removeFirst() }
        while let last = attributes.last, last == " " || last == "\t" { attributes.removeLast() }
        return ImportLine(line: line, moduleColumn: moduleLocation.column, attributes: attributes,
                          module: line.text[moduleStart...].lowercased())
    }

    /// Runs of imports on consecutive lines; each run is sorted on its own.
    private static func consecutiveGroups(_ imports: [ImportLine]) -> [[ImportLine]] {
        var groups: [[ImportLine]] = []
        for line in imports {
            if let last = groups.last?.last, last.line.number + 1 == line.line.number {
                groups[groups.count - 1].append(line)
            } else {
                groups.append([line])
            }
        }
        return groups
    }

    private func check(_ group: [ImportLine], in file: LintFile) {
        var fix = sortingFix(group, in: file)
        for (previous, current) in zip(group, group.dropFirst()) where !inOrder(previous, current) {
            file.report(self, line: current.line.number, column: current.moduleColumn, Self.description.summary, fix: fix)
            fix = nil  // One fix rewrites the whole run.
        }
    }

    /// Whether `lhs` may stand before `rhs`.
    private func inOrder(_ lhs: ImportLine, _ rhs: ImportLine) -> Bool {
        if options.grouping == .attributes, lhs.attributes != rhs.attributes {
            if lhs.attributes.isEmpty != rhs.attributes.isEmpty { return rhs.attributes.isEmpty }
            return lhs.attributes < rhs.attributes
        }
        return lhs.module <= rhs.module
    }

    /// The run's lines, sorted (equal lines keep their order), in place of the run.
    private func sortingFix(_ group: [ImportLine], in file: LintFile) -> Diagnostic.Fix? {
        guard let first = group.first, let last = group.last, group.count > 1 else { return nil }
        let sorted = group.enumerated().sorted { lhs, rhs in
            let forward = inOrder(lhs.element, rhs.element), backward = inOrder(rhs.element, lhs.element)
            return forward == backward ? lhs.offset < rhs.offset : forward
        }
        let separator = file.text(from: first.line.endOffset, to: group[1].line.startOffset)
        return Diagnostic.Fix(start: first.line.startOffset, end: last.line.endOffset,
                              replacement: sorted.map { String($0.element.line.text) }.joined(separator: separator))
    }
}
