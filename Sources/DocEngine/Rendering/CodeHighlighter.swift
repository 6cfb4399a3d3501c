import SwiftIDEUtils
import SwiftParser
import SwiftSyntax
import ToolCore

/// Syntax highlighting of Swift code blocks in doc comments, from SwiftParser's
/// classification of the code (no regular expressions).
enum CodeHighlighter {
    private static let openTags = ["<pre><code class=\"language-swift\">", "<pre><code>"]

    /// `html` with the content of its Swift (and unlabeled) code blocks highlighted.
    static func highlightSwiftBlocks(in html: String) -> String {
        guard openTags.contains(where: { html.contains($0) }) else { return html }
        var result = ""
        var rest = html[...]
        while let open = openTags.compactMap({ rest.firstRange(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }),
              let close = rest[open.upperBound...].firstRange(of: "</code></pre>") {
            result += rest[..<open.upperBound]
            result += highlight(HTML.unescape(rest[open.upperBound..<close.lowerBound]))
            result += "</code></pre>"
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    /// `code` as HTML with one span per classified token.
    static func highlight(_ code: String) -> String {
        // A doc comment's code block is anyone's text (see `ParserLimits`).
        guard ParserLimits.tooDeepBrackets(in: code) == nil else { return HTML.escape(code) }
        let tree = Parser.parse(source: code)
        let bytes = Array(code.utf8)
        var html = ""
        for range in tree.classifications {
            let start = min(range.range.lowerBound.utf8Offset, bytes.count)
            let end = min(range.range.upperBound.utf8Offset, bytes.count)
            let text = HTML.escape(String(decoding: bytes[start..<end], as: UTF8.self))
            if let style = style(range.kind) {
                html += "<span class=\"\(style)\">\(text)</span>"
            } else {
                html += text
            }
        }
        return html
    }

    private static func style(_ kind: SyntaxClassification) -> String? {
        switch kind {
        case .keyword: "kw"
        case .type: "type"
        case .stringLiteral: "str"
        case .integerLiteral, .floatLiteral: "num"
        case .attribute: "attr"
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: "label"
        default: nil
        }
    }
}
