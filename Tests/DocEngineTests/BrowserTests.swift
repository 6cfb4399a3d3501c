import Foundation
import ToolCore
import XCTest

/// The generated site in a real browser, opened from `file://`: headless
/// Chromium runs the page's scripts and prints the resulting DOM. Skipped when
/// no Chromium is installed (Debian: `apt-get install chromium`), except in CI.
final class BrowserTests: XCTestCase {
    static func browser() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        // In CI the browser is installed (scripts/install-dependencies.sh): its
        // absence there is a failure, not a reason to skip.
        let message = "no Chromium on PATH (Debian package: chromium)"
        if !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty { throw BrowserMissing(description: message) }
        throw XCTSkip(message)
    }

    /// The DOM of `url` after its scripts ran, in a window of `size` (width,height).
    func dom(_ url: String, profile: URL, size: String = "1280,900", options: [String] = []) async throws -> String {
        let arguments = ["--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--disable-extensions",
                         "--user-data-dir=\(profile.path)", "--window-size=\(size)"] + options + ["--dump-dom", url]
        let result = try await Command(.executable(try Self.browser(), arguments: arguments), timeout: .seconds(90)).run()
        XCTAssertEqual(result.termination, .exited(0), result.errorText)
        return result.outputText
    }

    func site() async throws -> (site: URL, profile: URL) {
        let package = try TestSupport.showcase(for: self)
        let work = package.deletingLastPathComponent()
        let generated = try await TestSupport.run(["generate", "Showcase", "--output", "site", "--quiet"], in: work)
        XCTAssertEqual(generated.termination, .exited(0), generated.errorText)
        return (work.appendingPathComponent("site"), work.appendingPathComponent("profile"))
    }

    /// The `href`s of search results in a dumped DOM.
    func resultLinks(_ dom: String) -> [String] {
        dom.components(separatedBy: "<a class=\"result-link\" href=\"").dropFirst()
            .compactMap { $0.split(separator: "\"").first.map(String.init) }
    }

    func testSearchFromTheURLListsResultsAndTheFirstOneOpensTheSymbolPage() async throws {
        _ = try Self.browser()
        let (site, profile) = try await site()
        let index = site.appendingPathComponent("index.html")
        let page = try await dom(index.absoluteString + "?q=circle", profile: profile)

        // The static page has an empty results panel: these come from search.js and search-index.js.
        XCTAssertTrue(page.contains("result(s)") || page.contains(" results for "), page)
        XCTAssertTrue(page.contains("A circle, centered on the origin."), page)
        let links = resultLinks(page)
        XCTAssertEqual(links.first, "Geometry/Circle.html", "\(links)")

        let target = try XCTUnwrap(URL(string: links[0], relativeTo: index)).absoluteURL
        let opened = try await dom(target.absoluteString, profile: profile)
        XCTAssertTrue(opened.contains("<h1>Circle</h1>"), opened)
        XCTAssertTrue(opened.contains("id=\"method-scaled(by:)\""), opened)
    }

    func testSearchFromANestedPageLinksRelativeToTheRootAndFindsMembersBySummary() async throws {
        _ = try Self.browser()
        let (site, profile) = try await site()
        let circle = site.appendingPathComponent("Geometry/Circle.html")
        let page = try await dom(circle.absoluteString + "?q=makePath", profile: profile)
        let links = resultLinks(page)
        XCTAssertTrue(links.contains("../Geometry/functions/makePath.html#func-makePath(_:closed:)"), "\(links)")

        let target = try XCTUnwrap(URL(string: links[0], relativeTo: circle)).absoluteURL
        let opened = try await dom(target.absoluteString, profile: profile)
        XCTAssertTrue(opened.contains("<h1>makePath</h1>"), opened)

        let bySummary = try await dom(circle.absoluteString + "?q=uniformly", profile: profile)
        XCTAssertEqual(resultLinks(bySummary), ["../Geometry/Shape.html#method-scaled(by:)"])
        let discussionOnly = try await dom(circle.absoluteString + "?q=clamped", profile: profile)
        XCTAssertEqual(resultLinks(discussionOnly), [], "discussions are not indexed, only summaries")
        let none = try await dom(site.appendingPathComponent("index.html").absoluteString + "?q=zzzz", profile: profile)
        XCTAssertTrue(none.contains("No symbols match"), none)
        // Letters in order find a name (`crcl` → Circle), after exact and prefix matches.
        let fuzzy = try await dom(site.appendingPathComponent("index.html").absoluteString + "?q=crcl", profile: profile)
        XCTAssertEqual(resultLinks(fuzzy).first, "Geometry/Circle.html", "\(resultLinks(fuzzy))")
        // Articles are found by title.
        let article = try await dom(site.appendingPathComponent("index.html").absoluteString + "?q=drawing%20shapes", profile: profile)
        XCTAssertEqual(resultLinks(article).first, "Geometry/articles/Drawing.html", "\(resultLinks(article))")
        // And their headings, by anchor.
        let section = try await dom(site.appendingPathComponent("index.html").absoluteString + "?q=stroke%20widths", profile: profile)
        XCTAssertEqual(resultLinks(section).first, "Geometry/articles/Drawing.html#Stroke-widths", "\(resultLinks(section))")
    }
}

extension BrowserTests {
    /// On a phone the sidebar folds behind its button; on a desktop it stays open,
    /// nested types listed under their parent and the current page marked.
    func testTheSidebarFoldsOnAPhoneAndNestsTypes() async throws {
        _ = try Self.browser()
        let (site, profile) = try await site()
        let polygon = site.appendingPathComponent("Geometry/Polygon.html").absoluteString
        let phone = try await dom(polygon, profile: profile, size: "390,844")
        XCTAssertTrue(phone.contains("<nav class=\"sidebar collapsed\""), phone)
        XCTAssertTrue(phone.contains("aria-expanded=\"false\""), phone)
        let desktop = try await dom(polygon, profile: profile)
        XCTAssertTrue(desktop.contains("<nav class=\"sidebar\""), desktop)
        XCTAssertTrue(desktop.contains("aria-current=\"page\">Polygon</a><ul><li><a href=\"../Geometry/Polygon.Kind.html\">Kind</a>"),
                      desktop)
    }
}

struct BrowserMissing: Error, CustomStringConvertible {
    let description: String
}
