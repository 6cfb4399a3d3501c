import DocEngine
import Foundation
import ToolCore
import XCTest

/// "Mentioned In", "See Also" and the links outside the package, as a reader sees them in a
/// real browser from `file://`: the sections render, and their links open the pages they name.
extension BrowserTests {
    func testMentionedInAndSeeAlsoLeadToPagesThatOpen() async throws {
        _ = try Self.browser()
        let package = try TestSupport.showcase(for: self)
        let work = package.deletingLastPathComponent()
        let library = try XCTUnwrap(LibraryInterface.toolchainLibraryFolder(), "no Swift toolchain on PATH")
        let generated = try await TestSupport.run(["generate", "Showcase", "--output", "site", "--quiet",
                                                   "--standard-library", library], in: work)
        XCTAssertEqual(generated.termination, .exited(0), generated.errorText)
        let profile = work.appendingPathComponent("profile")
        let makePath = work.appendingPathComponent("site/Geometry/functions/makePath.html")
        let page = try await dom(makePath.absoluteString, profile: profile)
        XCTAssertTrue(page.contains("<h2 id=\"mentioned-in\">Mentioned In</h2>"), page)
        XCTAssertTrue(page.contains("<h2 id=\"see-also\">See Also</h2>") && page.contains("<h3>Paths</h3>"), page)

        // Mentioned In: the article that links to the function opens, and links back.
        let article = try XCTUnwrap(link(in: page, labelled: "Drawing Shapes"), page)
        let articleURL = try XCTUnwrap(URL(string: article, relativeTo: makePath)).absoluteURL
        let articlePage = try await dom(articleURL.absoluteString, profile: profile)
        XCTAssertTrue(articlePage.contains("Drawing Shapes</h1>"), articlePage)
        XCTAssertTrue(articlePage.contains("makePath"), "the article names the function it is listed on")

        // See Also: the group's other member opens.
        let sibling = try XCTUnwrap(link(in: page, labelled: "<code>PathElement</code>"), page)
        let siblingPage = try await dom(try XCTUnwrap(URL(string: sibling, relativeTo: makePath)).absoluteURL.absoluteString,
                                        profile: profile)
        XCTAssertTrue(siblingPage.contains("<h1>PathElement</h1>"), siblingPage)

        // A standard-library type in a declaration: a link to Apple's page, saying where it comes from.
        let circle = try await dom(work.appendingPathComponent("site/Geometry/Circle.html").absoluteString, profile: profile)
        XCTAssertTrue(circle.contains("<a class=\"type\" href=\"https://developer.apple.com/documentation/swift/hashable\" "
            + "title=\"Hashable — the Swift standard library\">Hashable</a>"), circle)
    }
}
