import Foundation
import ToolCore
import XCTest

/// "See Also" on pages curated in a Topics group (the golden files hold its markup), and
/// DocC's `@Options { @AutomaticSeeAlso(disabled) }` turning it off on one page or, with
/// `scope: global` in the root article, on every page.
final class SeeAlsoTests: XCTestCase {
    private func pages(insert options: String, into catalogFile: String, after heading: String) async throws -> [String: String] {
        let package = try TestSupport.showcase(for: self)
        let file = package.appendingPathComponent("Sources/Geometry/Geometry.docc/" + catalogFile)
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: heading + "\n", with: heading + "\n\n" + options + "\n", options: [], range: nil)
            .write(to: file, atomically: true, encoding: .utf8)
        let work = package.deletingLastPathComponent()
        let generated = try await TestSupport.run(["generate", "Showcase", "--output", "site", "--quiet"], in: work)
        XCTAssertEqual(generated.termination, .exited(0), generated.errorText)
        var pages: [String: String] = [:]
        for page in ["Geometry/Circle.html", "Geometry/articles/Drawing.html", "Geometry/PathElement.html"] {
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

    func testGlobalOptionsInTheRootTurnItOffEverywhere() async throws {
        let pages = try await pages(insert: "@Options(scope: global) {\n    @AutomaticSeeAlso(disabled)\n}", into: "Geometry.md",
                                    after: "# ``Geometry``")
        for (page, html) in pages { XCTAssertFalse(html.contains("id=\"see-also\""), page) }
    }
}
