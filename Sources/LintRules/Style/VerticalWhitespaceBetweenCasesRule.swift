import LintEngine
import SwiftSyntax
import ToolCore

/// An empty line before each case of a multi-line switch shows where one
/// case's body ends and the next begins.
///
/// Matches what SwiftLint's pattern
/// `([^\n{][ \t]*\n)([ \t]*(?:case[^\n]+|default|@unknown default):[ \t]*\n)`
/// finds outside comments: a line of a switch case label that ends in `:`
/// (its body on the lines below) right after a line that ends in code other
/// than `{`. One-line cases (`case .a: run()`) are not labels ending in `:`,
/// and a label whose line or whose previous line ends in a comment is left
/// alone. As the pattern's matches do not overlap, a label right below a
/// matched label is not matched. Only switch case labels are looked at (not
/// text in string literals). The violation is at the label (where SwiftLint
/// reports it); the correction inserts an empty line before its line.
public struct VerticalWhitespaceBetweenCasesRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "vertical_whitespace_between_cases",
        name: "Vertical Whitespace Between Cases",
        summary: "Include a single empty line between switch cases",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "switch level {\n\ncase 0..<3:\n    print(\"low\")\n\ncase 3..<6:\n    print(\"high\")\n\ndefault:\n    print(\"invalid\")\n\n"
                + "@unknown default:\n    print(\"unknown\")\n}\n",
            "switch level {\ncase 0..<3:\n    print(\"low\")\n\ncase 3..<6:\n    print(\"high\")\n\ndefault:\n    print(\"invalid\")\n}\n",
            "switch level {\ncase 0..<3: print(\"low\")\ncase 3..<6: print(\"high\")\ndefault: print(\"invalid\")\n"
                + "@unknown default: print(\"unknown\")\n}\n",
            "switch level {    \ncase 1:    \n    print(\"one\")    \n    \ndefault:    \n    print(\"other\")    \n}    ",
            "switch level {\ncase 1:\n    print(\"one\")\n// The others.\ndefault:\n    print(\"other\")\n}\n",
            "switch level {\ncase 1:\n    print(\"one\") // done\ndefault:\n    print(\"other\")\n}\n",
            "switch level {\ncase 1:\n    print(\"one\")\n\ncase 2,\n     3:\n    print(\"few\")\n}\n",
            "let script = \"\"\"\n    print(level)\n    case 1:\n    \"\"\"\n",
        ],
        triggeringExamples: [
            "switch level {\ncase 0..<3:\n    return \"valid\"\n↓default:\n    return \"invalid\"\n↓@unknown default:\n"
                + "    print(\"unknown\")\n}\n",
            "switch level {\ncase 0..<3:\n    print(\"valid\")\n↓default:\n    print(\"invalid\")\n}\n",
            "switch state {\ncase .ready:\n    print(\"ready\")\n↓case .done:\n    print(\"done\")\n}\n",
            "switch state {\ncase .ready:\n    prepare()\n    start()\n↓case .done:\n    finish()\n    stop()\n}\n",
            "func run() {\n    switch state {\n    case .ready:\n        start()\n    ↓case .done:\n        stop()\n    }\n}\n",
            "switch state {\ncase .ready:\n    start()   \n↓case .done:\n    stop()\n}\n",
            "switch state {\ncase .ready: start()\n↓case .done:\n    stop()\n}\n",
        ],
        corrections: [
            Correction("switch level {\ncase 0..<3:\n    return \"valid\"\n↓default:\n    return \"invalid\"\n↓@unknown default:\n"
                       + "    print(\"unknown\")\n}\n",
                       "switch level {\ncase 0..<3:\n    return \"valid\"\n\ndefault:\n    return \"invalid\"\n\n@unknown default:\n"
                       + "    print(\"unknown\")\n}\n"),
            Correction("switch state {\ncase .ready:\n    print(\"ready\")\n↓case .done:\n    print(\"done\")\n}\n",
                       "switch state {\ncase .ready:\n    print(\"ready\")\n\ncase .done:\n    print(\"done\")\n}\n"),
            Correction("func run() {\n    switch state {\n    case .ready:\n        start()\n    ↓case .done:\n        stop()\n    }\n}\n",
                       "func run() {\n    switch state {\n    case .ready:\n        start()\n\n    case .done:\n"
                       + "        stop()\n    }\n}\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["case", "default"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        guard file.lines.count > 1 else { return }
        // The first token of each switch case (`case`, `default`, or the `@` of
        // `@unknown`) by where it starts: the lines are read from the bytes,
        // and a label line is looked up here rather than in the whole tree.
        var labels: [Int: TokenSyntax] = [:]
        walk.on(SwitchCaseSyntax.self) { node in
            guard let first = node.firstToken(viewMode: .sourceAccurate) else { return }
            labels[first.positionAfterSkippingLeadingTrivia.utf8Offset] = first
        }
        walk.after(SourceFileSyntax.self) { _ in
            guard !labels.isEmpty else { return }
            var text = file.text
            text.withUTF8 { check(file, bytes: $0, labels: labels) }
        }
    }

    private func check(_ file: LintFile, bytes: UnsafeBufferPointer<UInt8>, labels: [Int: TokenSyntax]) {
        let lines = file.lines
        // Whether the previous line was a matched label, which the next match cannot start in.
        var previousMatched = false
        for index in lines.indices.dropFirst() {
            let line = LineSpan(lines, index, bytes: bytes), previous = LineSpan(lines, index - 1, bytes: bytes)
            guard Self.endsWithColon(line, in: bytes), Self.endsWithLineFeed(line, in: bytes),
                  let labelStart = Self.labelStart(of: line, in: bytes), Self.endsWithLineFeed(previous, in: bytes),
                  !previousMatched, let match = Self.matchStart(in: previous, in: bytes)
            else {
                previousMatched = false
                continue
            }
            previousMatched = true
            // `nil`: the pattern matches, but the line before holds only blanks or ends in `{`.
            guard let lastCode = match else { continue }
            guard let label = labels[labelStart],
                  StyleSupport.comment(at: lastCode, before: label) == nil,
                  !Self.holdsComment(line, in: bytes, file: file)
            else { continue }
            // Reported at the label, as SwiftLint does; the empty line goes before the line.
            file.report(self, at: AbsolutePosition(utf8Offset: labelStart), Self.description.summary,
                        fix: .init(start: line.start, end: line.start, replacement: "\n"))
        }
    }

    /// Whether part of a comment is on a label's line. A comment that starts or
    /// ends there puts a `/` on it, and one that covers the whole line leaves no
    /// label token; so most files never need their comment lines worked out.
    private static func holdsComment(_ line: LineSpan, in bytes: UnsafeBufferPointer<UInt8>, file: LintFile) -> Bool {
        bytes[line.start..<line.end].contains(UInt8(ascii: "/")) && file.commentLines.contains(line.number)
    }

    /// A cheap first look: a label line ends in `:`.
    private static func endsWithColon(_ line: LineSpan, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = line.end - 1
        while index >= line.start, LineBytes.isBlank(bytes[index]) { index -= 1 }
        return index >= line.start && bytes[index] == UInt8(ascii: ":")
    }

    private static func endsWithLineFeed(_ line: LineSpan, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        line.end < bytes.count && bytes[line.end] == LineBytes.lineFeed
    }

    /// Where the label starts (an offset in the file) in a line the pattern's
    /// second group matches (`case …:`, `default:` or `@unknown default:`,
    /// blanks around); nil for other lines.
    private static func labelStart(of line: LineSpan, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var start = line.start, end = line.end
        while start < end, LineBytes.isBlank(bytes[start]) { start += 1 }
        while end > start, LineBytes.isBlank(bytes[end - 1]) { end -= 1 }
        guard end > start, bytes[end - 1] == UInt8(ascii: ":") else { return nil }
        let label = bytes[start..<(end - 1)]
        let isLabel = label.elementsEqual("default".utf8) || label.elementsEqual("@unknown default".utf8)
            || (label.count > 4 && label.starts(with: "case".utf8))
        return isLabel ? start : nil
    }

    /// Whether the pattern's first group (`[^\n{][ \t]*`, then the line
    /// break) can end the line: nil when it cannot; `.some(nil)` when it
    /// matches only blanks (a false positive SwiftLint drops); else the
    /// offset (in the file) of the line's last character that is not blank.
    private static func matchStart(in line: LineSpan, in bytes: UnsafeBufferPointer<UInt8>) -> Int?? {
        guard line.end > line.start else { return nil }
        guard let last = bytes[line.start..<line.end].lastIndex(where: { !LineBytes.isBlank($0) }) else { return .some(nil) }
        guard bytes[last] == UInt8(ascii: "{") else { return .some(last) }
        // Blanks after the brace still match, as blanks only.
        return last < line.end - 1 ? .some(nil) : nil
    }
}
