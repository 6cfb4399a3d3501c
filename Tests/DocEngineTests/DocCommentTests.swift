@testable import APIModel
@testable import DocEngine
import ToolCore
import XCTest

/// Doc-comment parsing, the checks against declarations, and Markdown rendering.
final class DocCommentTests: XCTestCase {
    /// A comment whose lines start at line 10, column 5 of some file.
    private func comment(_ text: String) -> DocComment {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            DocCommentSource.Line(text: String($0.element), line: 10 + $0.offset, column: 5)
        }
        return DocComment(DocCommentSource(lines: lines))
    }

    private func texts(_ text: DocComment.Text) -> [String] { text.map(\.text) }

    func testSummaryDiscussionFieldsAndCalloutsAreSeparated() {
        let doc = comment("""
        Loads a file.
        Second summary line.

        The discussion.
        - Note: Files are cached.
        - Parameters:
          - path: Where the file is,
            relative to the root.
          - encoding: The text encoding.
        - Returns: The contents.
        - Throws: `FileError` when the file is missing.
        - Important: Not thread-safe.

        After the fields.
        """)
        XCTAssertEqual(texts(doc.summary), ["Loads a file.", "Second summary line."])
        XCTAssertEqual(doc.discussion, [
            .markdown([DocCommentSource.Line(text: "The discussion.", line: 13, column: 5)]),
            .callout(kind: "Note", text: [DocCommentSource.Line(text: "Files are cached.", line: 14, column: 13)]),
            .callout(kind: "Important", text: [DocCommentSource.Line(text: "Not thread-safe.", line: 21, column: 18)]),
            .markdown([DocCommentSource.Line(text: "After the fields.", line: 23, column: 5)]),
        ])
        XCTAssertTrue(doc.hasParametersList)
        XCTAssertEqual(doc.parameters.map(\.name), ["path", "encoding"])
        XCTAssertEqual(texts(doc.parameters[0].field.text), ["Where the file is,", "relative to the root."])
        XCTAssertEqual(doc.parameters[1].field.line, 18)
        XCTAssertEqual(doc.returns.map { texts($0.text) }, ["The contents."])
        XCTAssertEqual(doc.throws.map { texts($0.text) }, ["`FileError` when the file is missing."])
    }

    func testSingleParameterFieldsLazyContinuationAndOtherListsStayText() {
        let doc = comment("""
        Summary.

        - Parameter x: The first
        coordinate.
        - parameter y: The second.
        - A plain item: with a colon.
        - Another plain item
        """)
        XCTAssertEqual(doc.parameters.map(\.name), ["x", "y"])
        XCTAssertFalse(doc.hasParametersList)
        XCTAssertEqual(texts(doc.parameters[0].field.text), ["The first", "coordinate."])
        XCTAssertEqual(doc.discussion.count, 1)
        guard case .markdown(let text) = doc.discussion.first else { return XCTFail("no discussion") }
        XCTAssertEqual(texts(text), ["- A plain item: with a colon.", "- Another plain item"])
    }

    func testFieldsInsideCodeBlocksAreCode() {
        let doc = comment("""
        ```
        - Note: inside a code block
        ```
        """)
        XCTAssertEqual(doc.summary, [])
        guard case .markdown(let text) = doc.discussion.first else { return XCTFail("no discussion") }
        XCTAssertEqual(text.count, 3)
    }

    func testChecksFindUnknownAndMissingParametersAndMisplacedReturnsAndThrows() {
        var function = Symbol(kind: .function, name: "move", title: "move(to:speed:)",
                              location: SourceLocation(file: "A.swift", line: 20, column: 5))
        function.parameters = [Parameter(label: "to", name: "target", type: "Point"),
                               Parameter(label: "speed", name: "speed", type: "Double")]
        let doc = comment("""
        Moves.

        - Parameters:
          - target: Where to.
          - velocity: How fast.
        - Returns: Nothing.
        - Throws: Never.
        """)
        let findings = DocCommentChecks.check(doc, of: function, file: "A.swift")
        XCTAssertEqual(findings.map { "\($0.line):\($0.column ?? 0) \($0.ruleID)" }, [
            "14:7 doc_parameter_unknown", "13:7 doc_parameter_missing", "15:5 doc_returns_void", "16:5 doc_throws_nonthrowing",
        ])
        XCTAssertEqual(findings[0].message, "`velocity` is not a parameter of `move(to:speed:)`")

        function.returnType = "Bool"
        function.isThrowing = true
        let good = comment("Moves.\n\n- Parameter target: Where.\n- Parameter speed: How fast.\n"
            + "- Returns: Whether it moved.\n- Throws: Never.")
        XCTAssertEqual(DocCommentChecks.check(good, of: function, file: "A.swift"), [])
    }

    func testSymbolLinksAreFoundOutsideCodeWithTheirPositions() {
        let text = [
            docLine("See ``Shape`` and ``Shape/area``, not `code` or ```triple```.", 3, 9),
            docLine("```", 4, 9),
            docLine("``InCode``", 5, 9),
            docLine("```", 6, 9),
            docLine("    ``Indented``", 7, 9),
        ]
        let (markdown, links) = SymbolLinks.extract(text)
        XCTAssertEqual(links.map(\.target), ["Shape", "Shape/area"])
        XCTAssertEqual(links.map(\.column), [13, 27])
        XCTAssertEqual(links.map(\.line), [3, 3])
        XCTAssertTrue(markdown.contains("``InCode``") && markdown.contains("``Indented``"))
        XCTAssertTrue(markdown.hasPrefix("See SWIFTDOCLINK0END and SWIFTDOCLINK1END"))
    }

    func testPlainSummaryDropsMarkdownSyntax() {
        let doc = comment("Reads **bold** `code`, ``Kit/Shape`` and [a link](https://example.com).")
        XCTAssertEqual(doc.plainSummary, "Reads bold code, Shape and a link.")
    }

    // MARK: - Markdown

    func testMarkdownRendersGitHubExtensionsAndShowsRawHTMLAsText() {
        let html = Markdown.html("""
        | a | b |
        |---|---|
        | 1 | ~~2~~ |

        Visit https://example.com now. <script>alert("x")</script> and <b>bold</b>.

        <div onclick="evil()">block</div>
        """)
        XCTAssertTrue(html.contains("<table>"), html)
        XCTAssertTrue(html.contains("<del>2</del>"), html)
        XCTAssertTrue(html.contains("<a href=\"https://example.com\">https://example.com</a>"), html)
        XCTAssertTrue(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"), html)
        XCTAssertTrue(html.contains("&lt;b&gt;bold&lt;/b&gt;"), html)
        XCTAssertTrue(html.contains("&lt;div onclick=&quot;evil()&quot;&gt;block&lt;/div&gt;"), html)
        XCTAssertFalse(html.contains("<script"), html)
        XCTAssertFalse(html.contains("<div"), html)
    }

    /// DocC's asides (`> Note: …`) are callouts; other quotes stay quotes.
    func testAsidesAreCalloutsAndQuotesStayQuotes() {
        let html = Markdown.html("> Warning: Keep it short.\n> Really.\n\n> A plain quote.")
        XCTAssertTrue(html.hasPrefix("<div class=\"callout warning\"><p class=\"callout-title\">Warning</p>\n"
                                     + "<p>Keep it short.\nReally.</p>\n</div>"), html)
        XCTAssertTrue(html.contains("<blockquote>\n<p>A plain quote.</p>\n</blockquote>"), html)
    }

    /// A comment's `#` heading sits below the page's headings, never a second `<h1>`.
    func testCommentHeadingsAreLoweredBelowThePage() {
        let html = Markdown.html("# Usage\n\nText.\n\n## Details\n\n###### Deep", headingsFrom: 3)
        XCTAssertTrue(html.contains("<h3>Usage</h3>") && html.contains("<h4>Details</h4>") && html.contains("<h6>Deep</h6>"), html)
        XCTAssertFalse(html.contains("<h1>") || html.contains("<h2>"), html)
    }

    func testDocCArticleLinksShowAsCodeRatherThanLinksToNowhere() {
        let html = Markdown.html("For more, see <doc:ByteBuffer-lengthPrefix> and [the guide](doc:Guide).")
        XCTAssertEqual(html, "<p>For more, see <code>ByteBuffer-lengthPrefix</code> and <code>Guide</code>.</p>\n")
    }

    func testSwiftCodeBlocksAreHighlightedFromTheSyntaxTree() {
        let html = CodeHighlighter.highlightSwiftBlocks(in: Markdown.html("```swift\nlet x: Int = 1 // one\n```"))
        XCTAssertTrue(html.contains("<span class=\"kw\">let</span>"), html)
        XCTAssertTrue(html.contains("<span class=\"type\">Int</span>"), html)
        XCTAssertTrue(html.contains("<span class=\"num\">1</span>"), html)
        XCTAssertTrue(html.contains("<span class=\"label\">// one</span>"), html)
        XCTAssertEqual(CodeHighlighter.highlightSwiftBlocks(in: "<p>a &lt; b</p>"), "<p>a &lt; b</p>")
    }

    func testHTMLEscapingCoversTextAndAttributes() {
        XCTAssertEqual(HTML.escape("<a href=\"x\">'&'</a>"), "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
        XCTAssertEqual(JSONText.quote("</script>\"\n\u{2028}"), "\"\\u003C/script\\u003E\\\"\\n\\u2028\"")
    }
}

/// A doc-comment line at `line`:`column`.
func docLine(_ text: String, _ line: Int, _ column: Int) -> DocCommentSource.Line {
    DocCommentSource.Line(text: text, line: line, column: column)
}
