import Foundation
import ToolCore
import XCTest

/// "See Also" on pages curated in a Topics group and "Mentioned In" on pages articles link
/// to (the golden files hold their markup), and how each is switched off: DocC's `@Options {
/// @AutomaticSeeAlso(disabled) }` on one page or, with `scope: global` in the root article, on
/// every page; `generate --disable-mentioned-in`.
final class SeeAlsoTests: XCTestCase {
    private func pages(insert options: String, into catalogFile: String, after heading: String,
                       arguments: [String] = []) async throws -> [String: String] {
        let package = try TestSupport.showcase(for: self)
        let file = package.appendingPathComponent("Sources/Geometry/Geometry.docc/" + catalogFile)
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: heading + "\n", with: heading + "\n\n" + options + "\n", options: [], range: nil)
            .write(to: file, atomically: true, encoding: .utf8)
        let work = package.deletingLastPathComponent()
        let generated = try await TestSupport.run(["generate", "Showcase", "--output", "site", "--quiet"] + arguments, in: work)
        XCTAssertEqual(generated.termination, .exited(0), generated.errorText)
        var pages: [String: String] = [:]
        for page in ["Geometry/Circle.html", "Geometry/articles/Drawing.html", "Geometry/PathElement.html",
                     "Geometry/functions/makePath.html"] {
            pages[page] = try TestSupport.text(work.appendingPathComponent("site/" + page))
        }
        return pages
    }

    func testOptionsTurnSeeAlsoOffOnItsPage() async throws {
        let pages = try await pages(insert: "@Options {\n    @AutomaticSeeAlso(disabled)\n}", into: "Circle.md",
                                    after: "# ``Geometry/Circle``")
        XCTAssertFalse(pages["Geometry/Circle.html"]?.contains("id=\"see-also\"") ?? true)
        XCTAssertTrue(pages["Geometry/articles/Drawing.html"]?.contains("<h2 id=\"see-also\">See Also</h2>\n<h3>Essentials</h3>") ?? false)
        XCTAssertTrue(pages["Geometry/PathElement.html"]?.contains("<h3>Paths</h3>") ?? false)
    }

    func testANestedTypeCuratedInADocumentationExtensionSeesItsGroup() async throws {
        let package = try TestSupport.showcase(for: self)
        try "# ``Geometry/Polygon``\n\n## Topics\n\n### Parts\n\n- ``Kind``\n- ``Circle``\n"
            .write(to: package.appendingPathComponent("Sources/Geometry/Geometry.docc/Polygon.md"), atomically: true, encoding: .utf8)
        let work = package.deletingLastPathComponent()
        let generated = try await TestSupport.run(["generate", "Showcase", "--output", "site", "--quiet"], in: work)
        XCTAssertEqual(generated.termination, .exited(0), generated.errorText)
        let kind = try TestSupport.text(work.appendingPathComponent("site/Geometry/Polygon.Kind.html"))
        XCTAssertTrue(kind.contains("<h2 id=\"see-also\">See Also</h2>\n<h3>Parts</h3>\n<ul class=\"topic-list\">\n"
            + "<li><a href=\"../Geometry/Circle.html\"><code>Circle</code></a></li>"), kind)
        let circle = try TestSupport.text(work.appendingPathComponent("site/Geometry/Circle.html"))
        XCTAssertTrue(circle.contains("<h3>Essentials</h3>") && !circle.contains("<h3>Parts</h3>"), "the first curation wins")
    }

    func testGlobalOptionsInTheRootTurnItOffEverywhere() async throws {
        let pages = try await pages(insert: "@Options(scope: global) {\n    @AutomaticSeeAlso(disabled)\n}", into: "Geometry.md",
                                    after: "# ``Geometry``")
        for (page, html) in pages { XCTAssertFalse(html.contains("id=\"see-also\""), page) }
    }

    func testArticlesThatLinkToASymbolAreListedUnlessTurnedOff() async throws {
        let mentioned = "<h2 id=\"mentioned-in\">Mentioned In</h2>\n<ul class=\"topic-list\">\n"
            + "<li><a href=\"../../Geometry/articles/Drawing.html\">Drawing Shapes</a></li>"
        let pages = try await pages(insert: "", into: "Circle.md", after: "# ``Geometry/Circle``")
        XCTAssertTrue(pages["Geometry/functions/makePath.html"]?.contains(mentioned) ?? false)
        XCTAssertTrue(pages["Geometry/Circle.html"]?.contains("Mentioned In") ?? false)
        XCTAssertFalse(pages["Geometry/PathElement.html"]?.contains("Mentioned In") ?? true, "no article links to it")
        let off = try await self.pages(insert: "", into: "Circle.md", after: "# ``Geometry/Circle``",
                                       arguments: ["--disable-mentioned-in"])
        for (page, html) in off { XCTAssertFalse(html.contains("id=\"mentioned-in\""), page) }
    }
}
