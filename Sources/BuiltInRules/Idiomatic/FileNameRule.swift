import LintEngine
import SwiftSyntax
import ToolCore

/// A file named after the type it declares is found where a reader looks for
/// it; a mismatch usually means the type was renamed or moved.
public struct FileNameRule: SyntaxRule {
    // The examples are linted as `example.swift`, so the expected type name is `example`.
    public static let description = RuleDescription(
        identifier: "file_name",
        name: "File Name",
        summary: "File name should match a type or extension declared in the file (if any)",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "let answer = 42\nfunc helper() {}\n",
            "struct example {}\n",
            "struct Other {}\nextension example {}\n",
            "enum Outer {\n    class example {}\n}\n",
            "typealias example = Int\n",
            "protocol example {}\n",
            Example("struct Other {}\n", options: "{excluded: [example.swift]}"),
            Example("struct Other {}\n", options: "{exclude_path_patterns: [\"exa.*\"]}"),
            Example("actor exam {}\n", options: "{suffix_pattern: ple}"),
            Example("struct ample {}\n", options: "{prefix_pattern: ex}"),
            Example("enum ex {\n    struct ple {}\n}\n", options: "{nested_type_separator: am}"),
            Example("extension ex.ple {}\n", options: "{nested_type_separator: am}"),
        ],
        triggeringExamples: [
            "↓struct Other {}\n",
            "↓// A header\nextension Other {}\nclass Another {}\n",
            Example("↓enum Outer {\n    class example {}\n}\n", options: "{require_fully_qualified_names: true}"),
            Example("↓struct example {}\n", options: "{prefix_pattern: ex}"),
            Example("↓struct Other {}\n", options: "{exclude_path_patterns: [\"ex\"]}"),
            "↓extension Outer.example {}\n",
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// File names (the last path component) never checked.
        public var excluded: Set<String> = ["main.swift", "LinuxMain.swift"]
        /// Regexes matching a whole file path never checked.
        public var excludePathPatterns: Set<String> = []
        /// A regex for a prefix of the file name that is not part of the type name.
        public var prefixPattern = ""
        /// A regex for a suffix of the file name that is not part of the type name (`Type+Extension.swift`).
        public var suffixPattern = "\\+.*"
        /// What stands for `.` between nested type names in a file name.
        public var nestedTypeSeparator = "."
        /// Whether a nested type only counts by its fully qualified name.
        public var requireFullyQualifiedNames = false

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity, excluded
            case excludePathPatterns = "exclude_path_patterns"
            case prefixPattern = "prefix_pattern"
            case suffixPattern = "suffix_pattern"
            case nestedTypeSeparator = "nested_type_separator"
            case requireFullyQualifiedNames = "require_fully_qualified_names"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            excluded = try container.decodeIfPresent(Set<String>.self, forKey: .excluded) ?? excluded
            excludePathPatterns = try container.decodeIfPresent(Set<String>.self, forKey: .excludePathPatterns) ?? excludePathPatterns
            prefixPattern = try container.decodeIfPresent(String.self, forKey: .prefixPattern) ?? prefixPattern
            suffixPattern = try container.decodeIfPresent(String.self, forKey: .suffixPattern) ?? suffixPattern
            nestedTypeSeparator = try container.decodeIfPresent(String.self, forKey: .nestedTypeSeparator) ?? nestedTypeSeparator
            requireFullyQualifiedNames = try container.decodeIfPresent(Bool.self, forKey: .requireFullyQualifiedNames)
                ?? requireFullyQualifiedNames
        }
    }

    public let options: Options
    /// The options' patterns, compiled once rather than for every file.
    private let patterns: Patterns

    /// The names of every type in the file are collected.
    public static var reach: RuleReach { .file }

    public init(options: Options) {
        self.options = options
        patterns = Patterns(options)
    }

    /// Unchecked: a `Regex` is immutable once made (its program is built
    /// lazily under an atomic), only its type-erased output type is not `Sendable`.
    private struct Patterns: @unchecked Sendable {
        let prefix: Regex<AnyRegexOutput>?
        let suffix: Regex<AnyRegexOutput>?
        let excludedPaths: [Regex<AnyRegexOutput>]

        /// Only the patterns ``typeName(inFile:)`` reads with a regex engine: compiling
        /// one costs more than a start-up's worth of work, and the defaults need none.
        init(_ options: Options) {
            prefix = options.prefixPattern.isEmpty ? nil : try? Regex("\\A(?:" + options.prefixPattern + ")")
            suffix = options.suffixPattern == Options().suffixPattern ? nil : try? Regex("(?:" + options.suffixPattern + ")\\z")
            excludedPaths = options.excludePathPatterns.compactMap { try? Regex("^(?:" + $0 + ")$") }
        }
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        guard !isExcluded(file) else { return }
        // Per file: the names declared, collected over the walk and judged at its end.
        let names = NameCollector(options: options)
        names.track(ClassDeclSyntax.self, in: &walk) { $0.name.text }
        names.track(ActorDeclSyntax.self, in: &walk) { $0.name.text }
        names.track(StructDeclSyntax.self, in: &walk) { $0.name.text }
        names.track(EnumDeclSyntax.self, in: &walk) { $0.name.text }
        names.track(ProtocolDeclSyntax.self, in: &walk) { $0.name.text }
        names.track(TypeAliasDeclSyntax.self, in: &walk) { $0.name.text }
        names.track(MacroDeclSyntax.self, in: &walk) { $0.name.text }
        names.track(ExtensionDeclSyntax.self, in: &walk) { $0.extendedType.trimmedText }
        walk.after(SourceFileSyntax.self) { _ in
            guard !names.names.isEmpty, !names.names.contains(typeName(inFile: file.fileName)) else { return }
            file.report(self, line: 1, column: nil, Self.description.summary)
        }
    }

    private func isExcluded(_ file: LintFile) -> Bool {
        if options.excluded.contains(file.fileName) { return true }
        return patterns.excludedPaths.contains { file.path.wholeMatch(of: $0) != nil }
    }

    /// The file's name without extension, prefix and suffix: the type it should declare.
    private func typeName(inFile fileName: String) -> String {
        var name = fileName
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        // The defaults (no prefix; `+` and what follows) without a regex engine, which cost more than the rest.
        if !options.prefixPattern.isEmpty, let prefix = patterns.prefix, let match = name.firstMatch(of: prefix) {
            name.removeSubrange(match.range)
        }
        if options.suffixPattern == Options().suffixPattern {
            if let plus = name.firstIndex(of: "+") { name = String(name[..<plus]) }
        } else if let suffix = patterns.suffix, let match = name.firstMatch(of: suffix) {
            name.removeSubrange(match.range)
        }
        return name
    }

}

/// The type names a file declares, each by its qualified name (outer names
/// joined with the separator) and, unless fully qualified names are required, alone.
private final class NameCollector {
    private let options: FileNameRule.Options
    private(set) var names: Set<String> = []
    /// The declarations the walk is inside, outermost first: kept as it goes
    /// rather than climbed to from each declaration.
    private var outer: [String] = []

    init(options: FileNameRule.Options) { self.options = options }

    func track<Decl: SyntaxProtocol>(_ type: Decl.Type, in walk: inout SyntaxWalk, name: @escaping (Decl) -> String) {
        walk.on(type) { self.enter(name($0)) }
        walk.after(type) { _ in self.outer.removeLast() }
    }

    private func enter(_ name: String) {
        // As SwiftLint does, every `.` stands for the separator, also those in an extended type's name.
        let separated = { (text: String) in
            text.split(separator: ".", omittingEmptySubsequences: false).joined(separator: self.options.nestedTypeSeparator)
        }
        names.insert(separated((outer + [name]).joined(separator: ".")))
        if !options.requireFullyQualifiedNames { names.insert(separated(name)) }
        outer.append(name)
    }
}
