import LintEngine
import SwiftSyntax
import ToolCore

/// Runs of blank lines spread code out without separating anything more
/// than a single blank line would.
public struct VerticalWhitespaceRule: FileRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "vertical_whitespace",
        name: "Vertical Whitespace",
        summary: "Limit vertical whitespace to a single empty line",
        kind: .style,
        nonTriggeringExamples: [
            "let abc = 0\n",
            "let abc = 0\n\n",
            "/* bcs \n\n\n\n*/\n",
            "// bca \n\n",
            "class C {\n  \n}\n",
            "let s = \"\"\"\n  a\n\n\n\n  b\n  \"\"\"\n",
            Example("let a = 0\n\n\nlet b = 1\n", options: "{max_empty_lines: 2}"),
        ],
        triggeringExamples: [
            "let aaaa = 0\n\n↓\n",
            "struct AAAA {}\n\n↓\n\n",
            "class C {\n  \n  ↓\n}\n",
            "let a = 0\n\n↓\n// comment\n\n↓\nlet b = 1\n",
            Example("let a = 0\n\n\n↓\nlet b = 1\n", options: "{max_empty_lines: 2}"),
        ],
        corrections: [
            Correction("let b = 0\n\n\nclass AAA {}\n", "let b = 0\n\nclass AAA {}\n"),
            Correction("let c = 0\n\n\n\nlet num = 1\n", "let c = 0\n\nlet num = 1\n"),
            Correction("// bca \n\n\n", "// bca \n\n"),
            Correction("class C {\n  \n  \n  \n}\n", "class C {\n  \n}\n"),
            Correction(Example("let a = 0\n\n\n\n\nlet b = 1\n", options: "{max_empty_lines: 2}"),
                       "let a = 0\n\n\nlet b = 1\n"),
        ]
    )

    public struct Options: RuleOptions, Equatable {
        public var severity = Severity.warning
        public var maxEmptyLines = 1

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case maxEmptyLines = "max_empty_lines"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            maxEmptyLines = try container.decodeIfPresent(Int.self, forKey: .maxEmptyLines) ?? maxEmptyLines
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func check(_ file: LintFile) {
        let lines = file.lines
        let maxEmpty = max(options.maxEmptyLines, 0)
        // A last line without a line break holds the end of the file, like a
        // line of code: it is not an empty line.
        var terminatedCount = lines.count
        if let last = lines.last, last.endOffset == file.text.utf8.count { terminatedCount -= 1 }
        var runStart: Int?
        for index in 0...terminatedCount {
            if index < terminatedCount, Self.isBlank(lines[index].text) {
                if runStart == nil { runStart = index }
                continue
            }
            if let start = runStart, index - start > maxEmpty {
                let nextLineStart = index < lines.count ? lines[index].startOffset : file.text.utf8.count
                checkRun(lines[start..<index], nextLineStart: nextLineStart, maxEmpty: maxEmpty, in: file)
            }
            runStart = nil
        }
    }

    /// Reports a run of more empty lines than allowed, unless it lies inside a
    /// comment or a string literal.
    private func checkRun(_ run: ArraySlice<SourceLine>, nextLineStart: Int, maxEmpty: Int, in file: LintFile) {
        let firstExcess = run[run.startIndex + maxEmpty]
        // SwiftLint points at the line break that ends the first extra line.
        let position = AbsolutePosition(utf8Offset: firstExcess.endOffset)
        guard StyleSupport.isLineBreakBetweenTokens(position, in: file.tree) else { return }
        let reason = maxEmpty == 1
            ? "Limit vertical whitespace to a single empty line"
            : "Limit vertical whitespace to maximum \(maxEmpty) empty lines"
        file.report(self, at: position, "\(reason); currently \(run.count)",
                    fix: .init(start: firstExcess.startOffset, end: nextLineStart, replacement: ""))
    }

    private static func isBlank(_ text: Substring) -> Bool {
        text.utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }
}
