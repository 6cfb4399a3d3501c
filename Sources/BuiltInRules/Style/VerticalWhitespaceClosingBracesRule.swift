import LintEngine
import SwiftSyntax
import ToolCore

/// An empty line before a closing brace, bracket or parenthesis separates
/// nothing: the closing line already ends the block, and the gap only makes
/// the block look unfinished.
///
/// Matches what SwiftLint's pattern `((?:\n[ \t]*)+)(\n[ \t]*[)}\]])` finds
/// outside comments and string literals: one or more lines of nothing but
/// spaces and tabs (each ended by `\n`) after some line, then a line whose
/// first non-blank character closes a bracket. With
/// `only_enforce_before_trivial_lines` the pattern is
/// `((?:\n[ \t]*)+)(\n[ \t)}\]]*$)`: the following line must hold nothing but
/// closing brackets — and, as in SwiftLint, an empty line counts as such a
/// line, so any two empty lines in a row are reported in that mode.
public struct VerticalWhitespaceClosingBracesRule: FileRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "vertical_whitespace_closing_braces",
        name: "Vertical Whitespace before Closing Braces",
        summary: "Don't include vertical whitespace (empty line) before closing braces",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "let evens = [6, 7].map { $0 * 2 }.filter { $0 > 3 }",
            "[6, 7].map { $0 }.filter { value in value > 6 }",
            "do {\n    try launch()\n}",
            "let primes = [\n    2,\n    3\n]",
            "func start() {\n    go()\n\n    // done\n}",
            "func start() {\n    prepare()\n\n    go()\n}",
            "let first = 1\n\n\nlet second = 2",
            "/*\n    enum Mode {\n\n        case on\n\n    }\n*/",
            "let text = \"\"\"\n    items(\n\n    )\n    \"\"\"",
            Example(
                "if ready {\n    // go\n    // now\n\n} else if later {\n    // wait\n\n} else {\n    // stop\n}",
                options: "{only_enforce_before_trivial_lines: true}"),
            Example("let totals = [sum {\n    return 1\n\n}, sum {\n    return 2\n}]",
                    options: "{only_enforce_before_trivial_lines: true}"),
        ],
        triggeringExamples: [
            "do {\n    try launch()\n↓\n}",
            "do {\n    try launch()\n↓\n\n}",
            "do {\n    try launch()\n↓\n    \n}",
            "do {\n    try launch()\n↓  \n\t\n}",
            "let primes = [\n    2,\n    3,\n    5\n↓\n]",
            "configure(\n    width: 3,\n    height: 4\n↓\n)",
            "func start() {\n    run(3) { value in\n        print(value)\n    }\n↓\n}",
            "func start() {\n    go() // now\n↓\n}",
            "if ready {\n    go()\n↓\n} else {\n    wait()\n}",
            "func empty() {\n↓\n}",
            Example("print([\n    7\n↓\n])", options: "{only_enforce_before_trivial_lines: true}"),
            Example("let totals = [sum {\n    return 1\n\n}, sum {\n    return 2\n↓\n}]",
                    options: "{only_enforce_before_trivial_lines: true}"),
            // SwiftLint's trivial-line pattern takes an empty line for a line of closing brackets.
            Example("let first = 1\n↓\n\nlet second = 2", options: "{only_enforce_before_trivial_lines: true}"),
        ],
        corrections: [
            Correction("do {\n    try launch()\n↓\n}", "do {\n    try launch()\n}"),
            Correction("do {\n    try launch()\n↓\n\n}", "do {\n    try launch()\n}"),
            Correction("do {\n    try launch()\n↓  \n\t\n}", "do {\n    try launch()\n}"),
            Correction("let primes = [\n    2,\n    3\n↓\n]", "let primes = [\n    2,\n    3\n]"),
            Correction("configure(\n    width: 3\n↓\n)", "configure(\n    width: 3\n)"),
            Correction("if ready {\n    go()\n↓\n} else {\n    wait()\n↓\n}",
                       "if ready {\n    go()\n} else {\n    wait()\n}"),
            Correction(Example("print([\n    7\n↓\n\n])", options: "{only_enforce_before_trivial_lines: true}"),
                       "print([\n    7\n])"),
            Correction(Example("let first = 1\n↓\n\n\nlet second = 2", options: "{only_enforce_before_trivial_lines: true}"),
                       "let first = 1\n\nlet second = 2"),
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// Only empty lines before a line holding nothing but closing brackets.
        public var onlyEnforceBeforeTrivialLines = false

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case onlyEnforceBeforeTrivialLines = "only_enforce_before_trivial_lines"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            onlyEnforceBeforeTrivialLines = try container.decodeIfPresent(Bool.self, forKey: .onlyEnforceBeforeTrivialLines)
                ?? onlyEnforceBeforeTrivialLines
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func check(_ file: LintFile) {
        var text = file.text
        let trivialOnly = options.onlyEnforceBeforeTrivialLines
        let runs = text.withUTF8 { Self.emptyLineRuns(in: $0, trivialOnly: trivialOnly) }
        for run in runs where StyleSupport.isLineBreakBetweenTokens(AbsolutePosition(utf8Offset: run.lineBreak), in: file.tree) {
            // SwiftLint reports at the start of the first empty line, and
            // deletes the empty lines (all but the last when it stands in for
            // the closing line).
            let start = run.lineBreak + 1
            file.report(self, at: AbsolutePosition(utf8Offset: start), Self.description.summary,
                        fix: .init(start: start, end: run.end, replacement: ""))
        }
    }

    /// The runs of empty lines the pattern matches, in order and not
    /// overlapping, as SwiftLint's regular expression finds them: the line
    /// break before each run, and the end of the lines to delete.
    private static func emptyLineRuns(in bytes: UnsafeBufferPointer<UInt8>, trivialOnly: Bool) -> [(lineBreak: Int, end: Int)] {
        var runs: [(lineBreak: Int, end: Int)] = []
        var index = 0
        while let first = LineBytes.nextLineFeed(in: bytes, from: index) {
            // The line breaks first…last, each followed by nothing but blanks
            // up to the next: `last` ends the last empty line of the run.
            var last = first, beforeLast = first
            var lineEnd = LineBytes.afterBlanks(in: bytes, from: first + 1)
            while lineEnd < bytes.count, bytes[lineEnd] == LineBytes.lineFeed {
                beforeLast = last
                last = lineEnd
                lineEnd = LineBytes.afterBlanks(in: bytes, from: last + 1)
            }
            index = last + 1
            guard last > first else { continue }
            // `lineEnd` is the first non-blank byte of the line after the run.
            if trivialOnly {
                if holdsOnlyClosingBrackets(bytes, from: lineEnd) {
                    runs.append((lineBreak: first, end: last + 1))
                } else if beforeLast > first {
                    // The last empty line is the "trivial" line; the ones before it go.
                    runs.append((lineBreak: first, end: beforeLast + 1))
                }
            } else if lineEnd < bytes.count, isClosingBracket(bytes[lineEnd]) {
                runs.append((lineBreak: first, end: last + 1))
            }
        }
        return runs
    }

    /// Whether the line from `start` holds only closing brackets, spaces and
    /// tabs up to its end (a line break or the end of the file).
    private static func holdsOnlyClosingBrackets(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        var index = start
        while index < bytes.count, isClosingBracket(bytes[index]) || LineBytes.isBlank(bytes[index]) { index += 1 }
        return index == bytes.count || bytes[index] == LineBytes.lineFeed || bytes[index] == UInt8(ascii: "\r")
    }

    private static func isClosingBracket(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]")
    }
}
