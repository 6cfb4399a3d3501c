import SwiftSyntax

/// What the comments in front of a declaration say: its doc comment and any
/// `// MARK:` section it opens.
struct LeadingComments {
    var documentation: DocCommentSource?
    /// The name of the last `// MARK:` before the declaration (nil when none, or a bare `// MARK: -`).
    var mark: String?

    /// Reads `trivia`, which starts at UTF-8 offset `start` of the file.
    ///
    /// The doc comment is the run of `///` lines and `/** */` blocks right before
    /// the declaration: a plain comment or a blank line ends an earlier run, so a
    /// license header or a commented-out line is never taken for documentation.
    init(_ trivia: Trivia, start: Int, lines: LineTable) {
        var offset = start
        var run: [DocCommentSource.Line] = []
        var newlines = 0
        for piece in trivia {
            defer { offset += piece.sourceLength.utf8Length }
            switch piece {
            case .docLineComment(let text):
                if newlines > 1 { run = [] }
                let location = lines.location(of: offset)
                run.append(.init(text: String(text.dropFirst(3)), line: location.line, column: location.column + 3))
                newlines = 0
            case .docBlockComment(let text):
                if newlines > 1 { run = [] }
                run += Self.blockLines(text, at: lines.location(of: offset))
                newlines = 0
            case .lineComment(let text):
                run = []
                if let name = Self.markName(text) { mark = name }
            case .blockComment:
                run = []
            case .newlines(let count), .carriageReturnLineFeeds(let count):
                newlines += count
            case .carriageReturns(let count):
                newlines += count
            default:
                continue
            }
        }
        documentation = run.isEmpty ? nil : DocCommentSource(lines: Self.dedented(run))
    }

    /// `// MARK: - Name` → `Name`; a bare `// MARK: -` → nil.
    static func markName(_ comment: String) -> String? {
        var body = comment.dropFirst(2).drop(while: \.isWhitespace)
        guard body.hasPrefix("MARK:") else { return nil }
        body = body.dropFirst(5).drop(while: \.isWhitespace)
        if body.hasPrefix("-") { body = body.dropFirst().drop(while: \.isWhitespace) }
        let name = body.trimmingTrailingWhitespace()
        return name.isEmpty ? nil : name
    }

    /// The lines of a `/** … */` block without the delimiters and the `*` margin.
    private static func blockLines(_ text: String, at location: (line: Int, column: Int)) -> [DocCommentSource.Line] {
        var body = Substring(text.dropFirst(3))
        if body.hasSuffix("*/") { body = body.dropLast(2) }
        var result: [DocCommentSource.Line] = []
        for (index, raw) in body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            var column = index == 0 ? location.column + 3 : 1
            if index > 0 {  // drop a ` * ` margin
                let indent = line.prefix(while: { $0 == " " || $0 == "\t" })
                if line.dropFirst(indent.count).first == "*" {
                    line = line.dropFirst(indent.count + 1)
                    column += indent.count + 1
                }
            }
            result.append(.init(text: String(line), line: location.line + index, column: column))
        }
        // The lines holding only `/**` or `*/` carry no text.
        while let first = result.first, first.text.allSatisfy(\.isWhitespace) { result.removeFirst() }
        while let last = result.last, last.text.allSatisfy(\.isWhitespace) { result.removeLast() }
        return result
    }

    /// Removes the indentation every non-blank line shares (usually the space after `///`).
    private static func dedented(_ lines: [DocCommentSource.Line]) -> [DocCommentSource.Line] {
        let indents = lines.filter { !$0.text.allSatisfy(\.isWhitespace) }
            .map { $0.text.prefix(while: { $0 == " " || $0 == "\t" }).count }
        let common = indents.min() ?? 0
        return lines.map { line in
            let blank = line.text.allSatisfy(\.isWhitespace)
            let cut = blank ? line.text.count : common
            return .init(text: String(line.text.dropFirst(cut)).trimmingTrailingWhitespace(),
                         line: line.line, column: line.column + cut)
        }
    }
}

extension StringProtocol {
    /// The text without trailing spaces, tabs and line breaks.
    public func trimmingTrailingWhitespace() -> String {
        var end = endIndex
        while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
        return String(self[startIndex..<end])
    }
}
