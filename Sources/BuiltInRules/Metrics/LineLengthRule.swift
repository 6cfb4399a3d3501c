import LintEngine
import SwiftSyntax
import ToolCore

/// Long lines are hard to read and to review side by side.
public struct LineLengthRule: LineRule {
    public static let description = RuleDescription(
        identifier: "line_length",
        name: "Line Length",
        summary: "Lines should not span too many characters",
        kind: .metrics,
        nonTriggeringExamples: [
            Example(String(repeating: "/", count: 120) + "\n"),
            Example("let url = \"https://example.com/" + String(repeating: "a", count: 120) + "\"\n",
                    options: "{ignores_urls: true}"),
            Example("// " + String(repeating: "x", count: 130) + "\n", options: "{ignores_comments: true}"),
            Example("func f(" + String(repeating: "a: Int, ", count: 20) + ") {}\n",
                    options: "{ignores_function_declarations: true}"),
        ],
        triggeringExamples: [
            Example("↓" + String(repeating: "/", count: 121) + "\n"),
            Example("↓let x = 1 // " + String(repeating: "x", count: 40) + "\n", options: "40"),
            Example("↓let x = 1 // " + String(repeating: "x", count: 40) + "\n", options: "[30, 50]"),
        ]
    )

    public struct Options: ThresholdOptions, Equatable {
        public var levels = SeverityLevels(warning: 120, error: 200)
        public var ignoresURLs = false
        public var ignoresComments = false
        public var ignoresFunctionDeclarations = false
        public var ignoresInterpolatedStrings = false

        public init() {}

        enum CodingKeys: String, CodingKey {
            case ignoresURLs = "ignores_urls"
            case ignoresComments = "ignores_comments"
            case ignoresFunctionDeclarations = "ignores_function_declarations"
            case ignoresInterpolatedStrings = "ignores_interpolated_strings"
        }

        public init(from decoder: any Decoder) throws {
            self = try Self.decodingLevels(from: decoder)
            guard let container = try? decoder.container(keyedBy: CodingKeys.self) else { return }
            ignoresURLs = try container.decodeIfPresent(Bool.self, forKey: .ignoresURLs) ?? false
            ignoresComments = try container.decodeIfPresent(Bool.self, forKey: .ignoresComments) ?? false
            ignoresFunctionDeclarations = try container.decodeIfPresent(Bool.self, forKey: .ignoresFunctionDeclarations) ?? false
            ignoresInterpolatedStrings = try container.decodeIfPresent(Bool.self, forKey: .ignoresInterpolatedStrings) ?? false
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func check(_ line: SourceLine, in file: LintFile) {
        var text = line.text
        guard text.utf8.count > options.levels.warning else { return }  // bytes ≥ characters: cheap exit
        if options.ignoresURLs { text = Self.removingURLs(text) }
        let length = text.count
        guard let severity = options.levels.severity(for: length) else { return }
        if options.ignoresComments && file.isCommentOnly(line: line.number) { return }
        if options.ignoresFunctionDeclarations && file.functionDeclarationLines.contains(line.number) { return }
        if options.ignoresInterpolatedStrings && line.text.contains("\\(") { return }
        file.report(self, line: line.number, column: 1,
                    "Line should be \(options.levels.threshold(for: length)) characters or less; currently it has \(length) characters",
                    severity: severity)
    }

    /// The line with every `scheme://…` run removed.
    private static func removingURLs(_ text: Substring) -> Substring {
        guard text.contains("://") else { return text }
        return Substring(text.replacing(/[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^\s"'<>)]+/, with: ""))
    }
}
