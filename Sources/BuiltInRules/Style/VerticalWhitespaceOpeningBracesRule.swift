import LintEngine
import SwiftSyntax
import ToolCore

/// An empty line right after an opening brace, bracket or parenthesis
/// separates the block from nothing: its first line already starts it.
///
/// Matches what SwiftLint's pattern
/// `([{(\[][ \t]*(?:[^\n{]+ in[ \t]*$)?)((?:\n[ \t]*)+)(\n)` finds outside
/// comments and string literals: a line ending in `{`, `(` or `[` (or in a
/// closure's `… in` after one) followed by lines of nothing but spaces and
/// tabs, each ended by `\n`. A comment after the bracket on its line, or an
/// empty line after a comment that follows the bracket, is not reported.
public struct VerticalWhitespaceOpeningBracesRule: FileRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "vertical_whitespace_opening_braces",
        name: "Vertical Whitespace after Opening Braces",
        summary: "Don't include vertical whitespace (empty line) after opening braces",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "let doubled = [3, 4].map { $0 * 2 }.first",
            "[3, 4].map { $0 }.filter { value in value > 3 }",
            "// [3, 4].map { $0 }.filter { value in value > 3 }",
            "// values.filter { item in\n\nlet limit = 3",
            "/*\n    struct Box {\n\n        let width = 3\n\n    }\n*/",
            "let text = \"\"\"\n    if ready {\n\n        go()\n    }\n    \"\"\"",
            "func setUp() {\n    // explain\n\n    prepare()\n}",
            "func setUp() { // explain\n\n    prepare()\n}",
            "items.forEach { item in // each\n\n    print(item)\n}",
            "if isReady {\n    start()\n}",
            "let values = [\n    4,\n    5\n]",
            "loader.fetch(from: address) { data, _ in\n    handle(data)\n}",
        ],
        triggeringExamples: [
            "if isReady {\n↓\n    start()\n}",
            "if isReady {\n↓\n\n    start()\n}",
            "if isReady {  \n↓    \n    start()\n}",
            "struct Box {\n↓\n    let width = 3\n}",
            "enum Outer {\n    struct Inner {\n↓\n        class Leaf {\n        }\n    }\n}",
            "let values = [\n↓\n    4,\n    5\n]",
            "configure(\n↓\n    width: 3,\n    height: 4\n)",
            "func setUp() {\n↓\n    items.forEach { item in\n        print(item)\n    }\n}",
            "items.forEach { item in\n↓\n    print(item)\n}",
            "loader.fetch(from: address, retries: 2) { data, _, _ in\n↓\n    handle(data)\n}",
            "loader.fetch(from: address) { [weak self] (data: Data) in\n↓\n    self?.handle(data)\n}",
            "run({ }) { _ in\n↓\n    finish(animated: true, completion: {\n    })\n}",
            "func setUp() {\n↓\n    // explain\n    prepare()\n}",
            "func empty() {\n↓\n}",
        ],
        corrections: [
            Correction("if isReady {\n↓\n    start()\n}", "if isReady {\n    start()\n}"),
            Correction("if isReady {\n↓\n\n    start()\n}", "if isReady {\n    start()\n}"),
            Correction("if isReady {  \n↓    \n\t\n    start()\n}", "if isReady {  \n    start()\n}"),
            Correction("let values = [\n↓\n    4\n]", "let values = [\n    4\n]"),
            Correction("items.forEach { item in\n↓\n    print(item)\n}", "items.forEach { item in\n    print(item)\n}"),
            Correction("enum Outer {\n↓\n    struct Inner {\n↓\n        let depth = 2\n    }\n}",
                       "enum Outer {\n    struct Inner {\n        let depth = 2\n    }\n}"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func check(_ file: LintFile) {
        var text = file.text
        let runs = text.withUTF8 { Self.emptyLineRuns(in: $0) }
        for run in runs where Self.isCode(from: run.bracket, to: run.lineBreak, in: file.tree) {
            // SwiftLint reports at the start of the first empty line and
            // deletes all the empty lines.
            let start = run.lineBreak + 1
            file.report(self, at: AbsolutePosition(utf8Offset: start), Self.description.summary,
                        fix: .init(start: start, end: run.end, replacement: ""))
        }
    }

    /// The lines the pattern matches, in order: where its opening bracket is,
    /// the line break ending that line, and the end of the empty lines after it.
    private static func emptyLineRuns(in bytes: UnsafeBufferPointer<UInt8>) -> [(bracket: Int, lineBreak: Int, end: Int)] {
        var runs: [(bracket: Int, lineBreak: Int, end: Int)] = []
        var lineStart = 0
        while let lineBreak = LineBytes.nextLineFeed(in: bytes, from: lineStart) {
            // The empty lines after this one, each ended by `\n`.
            var end = lineBreak + 1
            while true {
                let blankEnd = LineBytes.afterBlanks(in: bytes, from: end)
                guard blankEnd < bytes.count, bytes[blankEnd] == LineBytes.lineFeed else { break }
                end = blankEnd + 1
            }
            if end > lineBreak + 1, let bracket = openingBracket(in: bytes, from: lineStart, to: lineBreak) {
                runs.append((bracket: bracket, lineBreak: lineBreak, end: end))
            }
            // Empty lines hold no bracket: the next candidate is the line after them.
            lineStart = end
        }
        return runs
    }

    /// Where the pattern's bracket is on the line `start..<end`: the bracket
    /// ending the line (before blanks), or, when the line ends in ` in`, the
    /// first bracket with at least one character and no `{` between it and
    /// the ` in`.
    private static func openingBracket(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var last = end
        while last > start, LineBytes.isBlank(bytes[last - 1]) { last -= 1 }
        guard last > start else { return nil }
        if isOpeningBracket(bytes[last - 1]) { return last - 1 }
        guard last - start >= 3, bytes[last - 3] == UInt8(ascii: " "), bytes[last - 2] == UInt8(ascii: "i"),
              bytes[last - 1] == UInt8(ascii: "n") else { return nil }
        let inStart = last - 3
        var bracket: Int?
        var index = inStart - 1
        while index >= start {
            let byte = bytes[index]
            // A bracket right before ` in` leaves nothing for the part between them.
            if isOpeningBracket(byte), index < inStart - 1 { bracket = index }
            if byte == UInt8(ascii: "{") { break }
            index -= 1
        }
        return bracket
    }

    /// Whether the matched part of the line, from the bracket to the line
    /// break, is code: the bracket is a token, and no comment or string
    /// literal lies between it and the line break.
    private static func isCode(from bracket: Int, to lineBreak: Int, in tree: SourceFileSyntax) -> Bool {
        guard let first = tree.token(at: AbsolutePosition(utf8Offset: bracket)),
              first.positionAfterSkippingLeadingTrivia.utf8Offset == bracket else { return false }
        var current: TokenSyntax? = first
        var isFirst = true
        while let token = current, token.positionAfterSkippingLeadingTrivia.utf8Offset < lineBreak {
            if isStringPart(token.tokenKind) || StyleSupport.hasComment(token.trailingTrivia) { return false }
            if !isFirst, StyleSupport.hasComment(token.leadingTrivia) { return false }
            isFirst = false
            current = token.nextToken(viewMode: .sourceAccurate)
        }
        return true
    }

    private static func isStringPart(_ kind: TokenKind) -> Bool {
        switch kind {
        case .stringQuote, .multilineStringQuote, .singleQuote, .stringSegment, .rawStringPoundDelimiter,
             .regexSlash, .regexPoundDelimiter, .regexLiteralPattern:
            true
        default:
            false
        }
    }

    private static func isOpeningBracket(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[")
    }
}
