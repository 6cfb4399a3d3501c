import Foundation
import ToolCore
import XCTest

/// Versioned docs in a real browser: each version's pages open from `file://`, and the
/// version switcher and the "What's new" page lead to pages that exist and render.
extension BrowserTests {
    func testTheVersionSwitcherAndWhatsNewLeadToPagesThatOpen() async throws {
        _ = try Self.browser()
        let package = try TestSupport.showcase(for: self)
        let work = package.deletingLastPathComponent()
        func git(_ arguments: String...) async throws {
            var command = Command(.executable("git", arguments: ["-c", "user.name=Test", "-c", "user.email=test@example.com"]
                + arguments))
            command.workingDirectory = package.path
            let result = try await command.run()
            XCTAssertTrue(result.succeeded, result.errorText)
        }
        try await git("init", "-q")
        try await git("add", "-A")
        try await git("commit", "-q", "-m", "First")
        try await git("tag", "v1.0.0")
        let added = "\n/// Draws nothing, fast.\npublic func sketch() {}\n"
        let handle = try FileHandle(forWritingTo: package.appendingPathComponent("Sources/Geometry/Path.swift"))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(added.utf8))
        try handle.close()
        try await git("commit", "-q", "-am", "Second")
        try await git("tag", "v1.1.0")
        let generated = try await TestSupport.run(["generate", "Showcase", "--versions", "v1.*", "--output", "site", "--quiet"],
                                                  in: work)
        XCTAssertEqual(generated.termination, .exited(0), generated.errorText)
        let site = work.appendingPathComponent("site"), profile = work.appendingPathComponent("profile")

        // The newest version's page: its switcher names it, and links the same page of the other version.
        let circle = site.appendingPathComponent("v1.1.0/Geometry/Circle.html")
        let page = try await dom(circle.absoluteString, profile: profile)
        XCTAssertTrue(page.contains("<h1>Circle</h1>"), page)
        XCTAssertTrue(page.contains("<summary>Version v1.1.0</summary>"), page)
        let older = try XCTUnwrap(link(in: page, labelled: "v1.0.0"))
        let opened = try await dom(try XCTUnwrap(URL(string: older, relativeTo: circle)).absoluteURL.absoluteString, profile: profile)
        XCTAssertTrue(opened.contains("<h1>Circle</h1>") && opened.contains("<summary>Version v1.0.0</summary>"), opened)

        // What's new: reached from the switcher, listing the new function, whose link opens its page.
        let notesLink = try XCTUnwrap(link(in: page, labelled: "What’s new"), page)
        let notesURL = try XCTUnwrap(URL(string: notesLink, relativeTo: circle)).absoluteURL
        let notes = try await dom(notesURL.absoluteString, profile: profile)
        XCTAssertTrue(notes.contains("What’s new in v1.1.0"), notes)
        let sketch = try XCTUnwrap(link(in: notes, labelled: "<code>Geometry.sketch()</code>"), notes)
        let sketchPage = try await dom(try XCTUnwrap(URL(string: sketch, relativeTo: notesURL)).absoluteURL.absoluteString,
                                       profile: profile)
        XCTAssertTrue(sketchPage.contains("<h1>sketch</h1>") && sketchPage.contains("Draws nothing, fast."), sketchPage)
    }

    /// The `href` of the first link in `dom` whose text starts with `label`.
    func link(in dom: String, labelled label: String) -> String? {
        for piece in dom.components(separatedBy: "<a ").dropFirst() {
            guard let close = piece.firstIndex(of: ">"), piece[piece.index(after: close)...].hasPrefix(label),
                  let start = piece.range(of: "href=\"")?.upperBound,
                  let end = piece[start...].firstIndex(of: "\"") else { continue }
            return String(piece[start..<end]).replacingOccurrences(of: "&amp;", with: "&")
        }
        return nil
    }
}
