/// A ``` ``Symbol`` ``` or ``` ``Type/member`` ``` link written in a doc comment.
public struct SymbolLink: Sendable, Hashable {
    /// The text between the double backticks.
    public var target: String
    /// Where the opening backticks are in the file.
    public var line: Int
    public var column: Int
}

/// Finds symbol links in doc-comment text and swaps them for placeholders that
/// survive Markdown rendering, so that they can be replaced by real links after it.
enum SymbolLinks {
    /// `text` as Markdown with every symbol link replaced by ``placeholder(_:)``
    /// of its index in the returned links. Code blocks and single-backtick code are left alone.
    static func extract(_ text: DocComment.Text) -> (markdown: String, links: [SymbolLink]) {
        var links: [SymbolLink] = []
        var fence = CodeFence()
        var output: [String] = []
        for line in text {
            if fence.contains(line.text) || line.text.hasPrefix("    ") {  // fenced or indented code
                output.append(line.text)
                continue
            }
            output.append(replaceLinks(in: line, links: &links))
        }
        return (output.joined(separator: "\n"), links)
    }

    /// A token Markdown leaves as plain text.
    static func placeholder(_ index: Int) -> String { "SWIFTDOCLINK\(index)END" }

    private static func replaceLinks(in line: DocCommentSource.Line, links: inout [SymbolLink]) -> String {
        let characters = Array(line.text)
        var result = ""
        var index = 0
        while index < characters.count {
            guard characters[index] == "`" else {
                result.append(characters[index])
                index += 1
                continue
            }
            let run = characters[index...].prefix(while: { $0 == "`" }).count
            let contentStart = index + run
            guard let close = closingRun(of: run, in: characters, from: contentStart) else {
                result += String(characters[index..<contentStart])
                index = contentStart
                continue
            }
            let content = String(characters[contentStart..<close])
            if run == 2, !content.isEmpty, !content.contains(" ") {
                result += placeholder(links.count)
                links.append(SymbolLink(target: content, line: line.line, column: line.column + index))
            } else {
                result += String(characters[index..<(close + run)])
            }
            index = close + run
        }
        return result
    }

    /// The start of the next run of exactly `count` backticks at or after `start`.
    private static func closingRun(of count: Int, in characters: [Character], from start: Int) -> Int? {
        var index = start
        while index < characters.count {
            guard characters[index] == "`" else { index += 1; continue }
            let run = characters[index...].prefix(while: { $0 == "`" }).count
            if run == count { return index }
            index += run
        }
        return nil
    }

    /// Replaces the placeholders in rendered HTML with `replacement(index)`.
    static func fill(_ html: String, count: Int, _ replacement: (Int) -> String) -> String {
        var result = html
        for index in 0..<count {
            result = result.replacing(placeholder(index), with: replacement(index))
        }
        return result
    }
}
