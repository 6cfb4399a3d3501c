import LintEngine
import ToolCore

/// A file without a final newline, or with blank lines at its end, makes
/// noisy diffs and trips tools that concatenate files.
public struct TrailingNewlineRule: FileRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "trailing_newline",
        name: "Trailing Newline",
        summary: "Files should have a single trailing newline",
        kind: .style,
        nonTriggeringExamples: [
            "let a = 0\n",
            "func f() {}\n",
            "let a = 0\r\n",
            "// comment\n",
        ],
        triggeringExamples: [
            "↓let a = 0",
            "let a = 0\n↓\n",
            "let a = 0\n\n\n↓\n",
            "struct S {}\n↓\r\n",
        ],
        corrections: [
            Correction("let a = 0", "let a = 0\n"),
            Correction("let b = 0\n\n", "let b = 0\n"),
            Correction("let c = 0\n\n\n\n", "let c = 0\n"),
            Correction("let d = 0\r\n\r\n", "let d = 0\r\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func check(_ file: LintFile) {
        let bytes = file.text.utf8
        guard !bytes.isEmpty else { return }
        // Walk back over the trailing line breaks (`\n`, `\r\n` or `\r`),
        // remembering where the first of them ends.
        var breaks = 0
        var index = bytes.endIndex
        var firstBreakEnd = bytes.endIndex
        while index > bytes.startIndex {
            let before = bytes.index(before: index)
            let byte = bytes[before]
            if byte == UInt8(ascii: "\n") {
                var start = before
                if start > bytes.startIndex, bytes[bytes.index(before: start)] == UInt8(ascii: "\r") {
                    start = bytes.index(before: start)
                }
                firstBreakEnd = index
                index = start
            } else if byte == UInt8(ascii: "\r") {
                firstBreakEnd = index
                index = before
            } else {
                break
            }
            breaks += 1
        }
        guard breaks != 1 else { return }
        let end = bytes.count
        let fix: Diagnostic.Fix = breaks == 0
            ? .init(start: end, end: end, replacement: "\n")
            : .init(start: bytes.distance(from: bytes.startIndex, to: firstBreakEnd), end: end, replacement: "")
        // SwiftLint names the line only.
        file.report(self, line: max(file.lines.count, 1), column: nil, Self.description.summary, fix: fix)
    }
}
