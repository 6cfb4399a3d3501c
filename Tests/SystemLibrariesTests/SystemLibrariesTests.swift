import CCmarkGFM
import CGit2
import XCTest

/// The system libraries link and answer: the engines build on them.
final class SystemLibrariesTests: XCTestCase {
    func testLibgit2LinksAndReportsItsVersion() {
        var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
        XCTAssertEqual(git_libgit2_version(&major, &minor, &patch), 0)
        XCTAssertGreaterThanOrEqual(major * 100 + minor, 105, "libgit2 1.5 or later expected")
    }

    func testCmarkGFMRendersATableWithItsExtensions() throws {
        cmark_gfm_core_extensions_ensure_registered()
        let parser = try XCTUnwrap(cmark_parser_new(CMARK_OPT_DEFAULT))
        defer { cmark_parser_free(parser) }
        let table = try XCTUnwrap(cmark_find_syntax_extension("table"))
        cmark_parser_attach_syntax_extension(parser, table)
        let markdown = "| a | b |\n|---|---|\n| 1 | 2 |\n"
        cmark_parser_feed(parser, markdown, markdown.utf8.count)
        let document = try XCTUnwrap(cmark_parser_finish(parser))
        defer { cmark_node_free(document) }
        let html = String(cString: cmark_render_html(document, CMARK_OPT_DEFAULT, cmark_parser_get_syntax_extensions(parser)))
        XCTAssertTrue(html.contains("<table>"), html)
        XCTAssertTrue(html.contains("<td>2</td>"), html)
    }
}
