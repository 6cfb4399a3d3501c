import LintEngine
import ToolCore

/// A space in a file name has to be quoted or escaped in every shell command,
/// script and build setting that names the file, and is easy to get wrong.
public struct FileNameNoSpaceRule: FileRule {
    public static let description = RuleDescription(
        identifier: "file_name_no_space",
        name: "File Name no Space",
        summary: "File name should not contain any whitespace",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "struct Record {}\n",
            Example("struct Record {}\n", path: "RecordStore.swift"),
            Example("struct Record {}\n", path: "Record_Store-2.swift"),
            Example("struct Record {}\n", path: "Some Folder/RecordStore.swift"),
            Example("struct Record {}\n", options: "{excluded: [\"Record Store.swift\"]}", path: "Record Store.swift"),
            Example("struct Record {}\n", options: "{excluded: [\"Record Store.swift\"]}", path: "Sources/Record Store.swift"),
        ],
        triggeringExamples: [
            Example("↓struct Record {}\n", path: "Record Store.swift"),
            Example("↓struct Record {}\n", path: "Sources/Models/Record Store.swift"),
            Example("↓struct Record {}\n", path: "Record\tStore.swift"),
            Example("↓struct Record {}\n", path: "Record\u{00A0}Store.swift"),
            Example("↓struct Record {}\n", path: "RecordStore .swift"),
            Example("↓struct Record {}\n", options: "{excluded: [\"Other File.swift\"]}", path: "Record Store.swift"),
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// File names (the last path component) never checked.
        public var excluded: Set<String> = []

        public init() {}

        enum CodingKeys: String, CodingKey { case severity, excluded }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            excluded = try container.decodeIfPresent(Set<String>.self, forKey: .excluded) ?? excluded
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func check(_ file: LintFile) {
        let name = file.fileName
        guard !options.excluded.contains(name), name.unicodeScalars.contains(where: Self.isWhitespace) else { return }
        file.report(self, line: 1, column: nil, Self.description.summary)
    }

    /// Foundation's `CharacterSet.whitespaces`, which SwiftLint tests the name
    /// against: the space separators (general category Zs) and the tab.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
}
