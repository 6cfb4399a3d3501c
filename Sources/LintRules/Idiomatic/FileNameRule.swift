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
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        guard !isExcluded(file.path) else { return }
        // Per file: the names declared, collected over the walk and judged at its end.
        let names = NameCollector()
        walk.on(ClassDeclSyntax.self) { names.add($0.name.trimmedDescription, at: Syntax($0), options) }
        walk.on(ActorDeclSyntax.self) { names.add($0.name.trimmedDescription, at: Syntax($0), options) }
        walk.on(StructDeclSyntax.self) { names.add($0.name.trimmedDescription, at: Syntax($0), options) }
        walk.on(EnumDeclSyntax.self) { names.add($0.name.trimmedDescription, at: Syntax($0), options) }
        walk.on(ProtocolDeclSyntax.self) { names.add($0.name.trimmedDescription, at: Syntax($0), options) }
        walk.on(TypeAliasDeclSyntax.self) { names.add($0.name.trimmedDescription, at: Syntax($0), options) }
        walk.on(MacroDeclSyntax.self) { names.add($0.name.trimmedDescription, at: Syntax($0), options) }
        walk.on(ExtensionDeclSyntax.self) { names.add($0.extendedType.trimmedDescription, at: Syntax($0), options) }
        walk.after(SourceFileSyntax.self) { _ in
            guard !names.names.isEmpty, !names.names.contains(typeName(inFile: file.path)) else { return }
            file.report(self, line: 1, column: nil, Self.description.summary)
        }
    }

    private func isExcluded(_ path: String) -> Bool {
        if options.excluded.contains(Self.lastComponent(of: path)) { return true }
        return options.excludePathPatterns.contains { pattern in
            (try? Regex("^(?:" + pattern + ")$"))
                .map { path.wholeMatch(of: $0) != nil } ?? false
        }
    }

    /// The file's name without extension, prefix and suffix: the type it should declare.
    private func typeName(inFile path: String) -> String {
        var name = Self.lastComponent(of: path)
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        if let prefix = try? Regex("\\A(?:" + options.prefixPattern + ")"), let match = name.firstMatch(of: prefix) {
            name.removeSubrange(match.range)
        }
        if let suffix = try? Regex("(?:" + options.suffixPattern + ")\\z"), let match = name.firstMatch(of: suffix) {
            name.removeSubrange(match.range)
        }
        return name
    }

    private static func lastComponent(of path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    }
}

/// The type names a file declares, each by its qualified name (outer names
/// joined with the separator) and, unless fully qualified names are required, alone.
private final class NameCollector {
    private(set) var names: Set<String> = []

    func add(_ name: String, at node: Syntax, _ options: FileNameRule.Options) {
        var qualified = [name]
        var current = node.parent
        while let ancestor = current {
            if let outer = Self.declaredName(of: ancestor) { qualified.insert(outer, at: 0) }
            current = ancestor.parent
        }
        // As SwiftLint does, every `.` stands for the separator, also those in an extended type's name.
        let separated = { (text: String) in
            text.split(separator: ".", omittingEmptySubsequences: false).joined(separator: options.nestedTypeSeparator)
        }
        names.insert(separated(qualified.joined(separator: ".")))
        if !options.requireFullyQualifiedNames { names.insert(separated(name)) }
    }

    private static func declaredName(of node: Syntax) -> String? {
        switch node.as(SyntaxEnum.self) {
        case .classDecl(let decl): return decl.name.trimmedDescription
        case .actorDecl(let decl): return decl.name.trimmedDescription
        case .structDecl(let decl): return decl.name.trimmedDescription
        case .enumDecl(let decl): return decl.name.trimmedDescription
        case .protocolDecl(let decl): return decl.name.trimmedDescription
        case .typeAliasDecl(let decl): return decl.name.trimmedDescription
        case .macroDecl(let decl): return decl.name.trimmedDescription
        case .extensionDecl(let decl): return decl.extendedType.trimmedDescription
        default: return nil
        }
    }
}
