import LintEngine
import ToolCore

/// Spaces and tabs at the end of a line are noise in every diff.
public struct TrailingWhitespaceRule: LineRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "trailing_whitespace",
        name: "Trailing Whitespace",
        summary: "Lines should not have trailing whitespace",
        kind: .style,
        nonTriggeringExamples: [
            "let name: String\n",
            "//\n",
            "// \n",
            Example("let name: String\n\t\n", options: "{ignores_empty_lines: true}"),
        ],
        triggeringExamples: [
            "let name: String↓ \n",
            "let name: String↓\t\t\n",
            Example("// comment↓ \n", options: "{ignores_comments: false}"),
            "let a = 1\n↓  \nlet b = 2\n",
        ],
        corrections: [
            Correction("let name: String↓  \n", "let name: String\n"),
            Correction("func f() {↓ \n}\n", "func f() {\n}\n"),
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        public var ignoresEmptyLines = false
        public var ignoresComments = true

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case ignoresEmptyLines = "ignores_empty_lines"
            case ignoresComments = "ignores_comments"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            ignoresEmptyLines = try container.decodeIfPresent(Bool.self, forKey: .ignoresEmptyLines) ?? ignoresEmptyLines
            ignoresComments = try container.decodeIfPresent(Bool.self, forKey: .ignoresComments) ?? ignoresComments
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func check(_ line: SourceLine, in file: LintFile) {
        let trailing = line.text.utf8.reversed().prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
        guard trailing > 0 else { return }
        let isBlank = trailing == line.text.utf8.count
        if isBlank && options.ignoresEmptyLines { return }
        if options.ignoresComments && !isBlank && file.isCommentOnly(line: line.number) { return }
        let column = line.text.utf8.count - trailing + 1
        file.report(self, line: line.number, column: column, Self.description.summary,
                    fix: .init(start: line.endOffset - trailing, end: line.endOffset, replacement: ""))
    }
}
