import LintEngine
import ToolCore

/// Very long files mix too many concerns to navigate.
public struct FileLengthRule: FileRule {
    public static let description = RuleDescription(
        identifier: "file_length",
        name: "File Length",
        summary: "Files should not span too many lines",
        kind: .metrics,
        nonTriggeringExamples: [
            Example(String(repeating: "print(\"hello\")\n", count: 400)),
            // The usual way to exempt one long file, as SwiftLint reads it: the
            // `enable` on the last line leaves that line's start disabled.
            Example("// swiftlint:disable file_length\nlet a = 1\nlet b = 2\nlet c = 3\n// swiftlint:enable file_length\n",
                    options: "2"),
            Example(String(repeating: "print(\"hello\")\n", count: 5) + String(repeating: "// comment\n", count: 10),
                    options: "{warning: 5, ignore_comment_only_lines: true}"),
        ],
        triggeringExamples: [
            Example(String(repeating: "print(\"hello\")\n", count: 400) + "↓print(\"hello\")\n"),
            Example("let a = 1\n\n↓let c = 3\n", options: "2"),
        ]
    )

    public struct Options: ThresholdOptions, Equatable {
        public var levels = SeverityLevels(warning: 400, error: 1000)
        public var ignoreCommentOnlyLines = false

        public init() {}

        enum CodingKeys: String, CodingKey { case ignoreCommentOnlyLines = "ignore_comment_only_lines" }

        public init(from decoder: any Decoder) throws {
            self = try Self.decodingLevels(from: decoder)
            guard let container = try? decoder.container(keyedBy: CodingKeys.self) else { return }
            ignoreCommentOnlyLines = try container.decodeIfPresent(Bool.self, forKey: .ignoreCommentOnlyLines) ?? false
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func check(_ file: LintFile) {
        var counted = file.lines
        if options.ignoreCommentOnlyLines { counted.removeAll { file.isCommentOnly(line: $0.number) } }
        guard let severity = options.levels.severity(for: counted.count), let last = file.lines.last else { return }
        let threshold = options.levels.threshold(for: counted.count)
        // Reported on the last line, as SwiftLint does.
        file.report(self, line: last.number, column: 1,
                    "File should contain \(threshold) lines or less: currently contains \(counted.count)",
                    severity: severity)
    }
}
