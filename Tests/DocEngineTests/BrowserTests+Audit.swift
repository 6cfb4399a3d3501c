import Foundation
import ToolCore
import XCTest

/// Real packages' sites in the browser: a DocC catalog as its readers see it, phone
/// width, search ranking on a big module, and an axe-core accessibility scan.
extension BrowserTests {
    private static let corpora = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".corpora")

    /// The site of `targets` of a corpus (`scripts/fetch-corpora.sh` clones them; CI has them).
    private func corpusSite(_ corpus: String, targets: [String], standardLibrary: Bool = false) async throws -> (site: URL, profile: URL) {
        let package = Self.corpora.appendingPathComponent(corpus)
        guard FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path) else {
            let message = "\(corpus) is not in .corpora (scripts/fetch-corpora.sh clones it)"
            if !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty { throw BrowserMissing(description: message) }
            throw XCTSkip(message)
        }
        let work = try TestSupport.temporaryFolder(for: self)
        var arguments = ["generate", package.path, "-o", "site", "--quiet"] + targets.flatMap { ["--target", $0] }
        if standardLibrary { arguments += ["--standard-library", try Self.standardLibraryFolder()] }
        let result = try await TestSupport.run(arguments, in: work)
        XCTAssertEqual(result.termination, .exited(0), result.errorText)
        return (work.appendingPathComponent("site"), work.appendingPathComponent("profile"))
    }

    /// The toolchain's `usr/lib/swift/linux`, from the `swift` on PATH.
    private static func standardLibraryFolder() throws -> String {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let swift = URL(fileURLWithPath: "\(folder)/swift").resolvingSymlinksInPath()
            let library = swift.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/linux")
            if FileManager.default.fileExists(atPath: library.appendingPathComponent("Swift.swiftmodule").path) { return library.path }
        }
        throw XCTSkip("no Swift toolchain on PATH")
    }

    func testArgumentParsersCatalogReadsAsInDocC() async throws {
        _ = try Self.browser()
        let (site, profile) = try await corpusSite("swift-argument-parser", targets: ["ArgumentParser"])
        let landing = try await dom(site.appendingPathComponent("ArgumentParser/index.html").absoluteString, profile: profile)
        XCTAssertTrue(landing.contains("<h3>Essentials</h3>"), "the root article's Topics")
        XCTAssertTrue(landing.contains(">Getting Started with ArgumentParser</a>"), "its articles, titled")
        let article = try await dom(site.appendingPathComponent("ArgumentParser/articles/GettingStarted.html").absoluteString,
                                    profile: profile)
        XCTAssertTrue(article.contains("<h1>Getting Started with ArgumentParser</h1>"), article)
        XCTAssertTrue(article.contains("aria-current=\"page\">Getting Started with ArgumentParser</a>"), "marked in the sidebar")
        let command = try await dom(site.appendingPathComponent("ArgumentParser/ParsableCommand.html").absoluteString, profile: profile)
        XCTAssertTrue(command.contains("types are the basic building blocks for command-line tools"), "the extension file's overview")
        XCTAssertTrue(command.contains("<a href=\"#curated-topics\">Topics</a>"), "its Topics lead On This Page")
        XCTAssertTrue(command.contains("<section class=\"member\" id=\"type-method-main()\">")
                      || command.contains("id=\"curated-1\""), "curated groups hold the members")
        let overflow = try await phoneOverflow(site, profile: profile, pages: [
            "ArgumentParser/index.html", "ArgumentParser/articles/GettingStarted.html", "ArgumentParser/ParsableCommand.html",
            "ArgumentParser/CommandConfiguration.html", "index.html?q=parse",
        ])
        XCTAssertEqual(overflow, [], "pages wider than a 390 px phone")
        let axe = try await Self.axeScript()
        for page in ["ArgumentParser/index.html", "ArgumentParser/articles/GettingStarted.html"] {
            for dark in [false, true] {
                let violations = try await accessibilityViolations(site, page: page, axe: axe, dark: dark, profile: profile)
                XCTAssertEqual(violations.filter { ["serious", "critical"].contains($0.impact) }.map(\.description), [],
                               "\(page)\(dark ? " (dark)" : "")")
            }
        }
    }

    /// On NIOCore, `flatMap` finds the package's own `EventLoopFuture.flatMap(_:)`
    /// before the standard library's inherited ones.
    func testSearchRanksThePackagesOwnAPIFirstOnNIOCore() async throws {
        _ = try Self.browser()
        let (site, profile) = try await corpusSite("swift-nio", targets: ["NIOCore"], standardLibrary: true)
        let page = try await dom(site.appendingPathComponent("index.html").absoluteString + "?q=flatMap", profile: profile)
        let links = resultLinks(page)
        XCTAssertTrue(links.prefix(3).contains("NIOCore/EventLoopFuture.html#method-flatMap(_:)"), "\(links.prefix(5))")
        let overflow = try await phoneOverflow(site, profile: profile, pages: ["NIOCore/ByteBuffer.html", "index.html?q=flatMap"])
        XCTAssertEqual(overflow, [], "pages wider than a 390 px phone")
    }

    /// The fixture's pages (a catalog landing page, an article with rows, tabs and
    /// snippets, type pages, search results) at phone width, and scanned by axe-core
    /// in light and dark mode: nothing serious or critical.
    func testShowcasePagesFitAPhoneAndPassAnAccessibilityScan() async throws {
        _ = try Self.browser()
        let (site, profile) = try await site()
        let pages = ["index.html", "Geometry/index.html", "Geometry/articles/Drawing.html", "Geometry/Circle.html",
                     "Geometry/Polygon.html", "index.html?q=circle"]
        let overflow = try await phoneOverflow(site, profile: profile, pages: pages)
        XCTAssertEqual(overflow, [], "pages wider than a 390 px phone")
        let axe = try await Self.axeScript()
        for page in pages {
            for dark in [false, true] {
                let violations = try await accessibilityViolations(site, page: page, axe: axe, dark: dark, profile: profile)
                XCTAssertEqual(violations.filter { ["serious", "critical"].contains($0.impact) }.map(\.description), [],
                               "\(page)\(dark ? " (dark)" : "")")
            }
        }
    }
}

extension BrowserTests {
    /// Each of `pages` (relative to `site`, a query allowed) in a 390 × 844 frame:
    /// those wider than the frame, with the elements that stick out.
    func phoneOverflow(_ site: URL, profile: URL, pages: [String]) async throws -> [String] {
        let frames = pages.map { "<iframe src=\"\($0)\" style=\"width:390px;height:844px;border:0\"></iframe>" }.joined()
        let harness = """
            <!DOCTYPE html><html lang="en"><title>probe</title><body>\(frames)<script>
            window.addEventListener('load', function () { setTimeout(function () {
              var wide = [];
              document.querySelectorAll('iframe').forEach(function (frame) {
                var doc = frame.contentDocument, root = doc.documentElement, out = [];
                // Text that sticks out (a long identifier) names its element.
                var walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT), range = doc.createRange();
                while (walker.nextNode() && out.length < 3) {
                  range.selectNodeContents(walker.currentNode);
                  var parent = walker.currentNode.parentNode;
                  if (range.getBoundingClientRect().right > root.clientWidth + 1) out.push(parent.tagName + '.' + parent.className);
                }
                if (root.scrollWidth > root.clientWidth) {
                  wide.push(frame.getAttribute('src') + ' ' + root.scrollWidth + 'px: ' + out.join(', '));
                }
              });
              var result = document.createElement('pre'); result.id = 'probe'; result.textContent = JSON.stringify(wide);
              document.body.appendChild(result);
            }, 300); });
            </script></body></html>
            """
        return try await probe(harness, in: site, profile: profile)
    }

    struct Violation: CustomStringConvertible {
        var id: String
        var impact: String
        var targets: [String]
        var description: String { "\(id) (\(impact)): \(targets.joined(separator: "; "))" }
    }

    /// axe-core's violations on `page`, run in a copy of the page beside it.
    func accessibilityViolations(_ site: URL, page: String, axe: URL, dark: Bool, profile: URL) async throws -> [Violation] {
        let (path, query) = page.split(separator: "?", maxSplits: 1).map(String.init).splitFirst
        let original = try TestSupport.text(site.appendingPathComponent(path))
        let depth = path.count { $0 == "/" }
        let script = """
            <script src="\(String(repeating: "../", count: depth))axe.min.js"></script><script>
            window.addEventListener('load', function () { setTimeout(function () {
              axe.run(document, { resultTypes: ['violations'] }).then(function (result) {
                var out = document.createElement('pre'); out.id = 'probe';
                out.textContent = JSON.stringify(result.violations.map(function (v) {
                  return [v.id, v.impact || '', v.nodes.slice(0, 3).map(function (n) { return n.target.join(' '); })];
                }));
                document.body.appendChild(out);
              });
            }, 300); });
            </script>
            """
        let copyName = (path as NSString).deletingPathExtension + ".axe.html"
        try? FileManager.default.removeItem(at: site.appendingPathComponent("axe.min.js"))
        try FileManager.default.copyItem(at: axe, to: site.appendingPathComponent("axe.min.js"))
        try Data(original.replacing("</body>", with: script + "</body>").utf8).write(to: site.appendingPathComponent(copyName))
        let url = site.appendingPathComponent(copyName).absoluteString + (query.map { "?" + $0 } ?? "")
        let options = dark ? ["--blink-settings=preferredColorScheme=0"] : []
        let found: [[Any]] = try await probeJSON(url, profile: profile, options: options)
        return found.map { Violation(id: $0[0] as? String ?? "", impact: $0[1] as? String ?? "", targets: $0[2] as? [String] ?? []) }
    }

    /// axe-core's script, as PyPI's `axe-core-python` bundles it (scripts/install-dependencies.sh installs it).
    static func axeScript() async throws -> URL {
        let found = try? await Command.executable(
            "python3", ["-c", "import axe_core_python, os; print(os.path.dirname(axe_core_python.__file__))"]).run()
        if let folder = found?.outputText.trimmingCharacters(in: .whitespacesAndNewlines), !folder.isEmpty {
            let script = URL(fileURLWithPath: folder).appendingPathComponent("axe.min.js")
            if FileManager.default.fileExists(atPath: script.path) { return script }
        }
        let message = "no axe-core (pip install axe-core-python)"
        if !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty { throw BrowserMissing(description: message) }
        throw XCTSkip(message)
    }

    /// Writes `harness` beside the pages and returns the strings its script reports.
    private func probe(_ harness: String, in site: URL, profile: URL) async throws -> [String] {
        let file = site.appendingPathComponent("probe.html")
        try Data(harness.utf8).write(to: file)
        let found: [String] = try await probeJSON(file.absoluteString, profile: profile)
        return found
    }

    /// Opens `url` (frames and scripts may read other `file://` pages) and decodes
    /// the JSON its script leaves in `<pre id="probe">`.
    private func probeJSON<T>(_ url: String, profile: URL, options: [String] = []) async throws -> T {
        let page = try await dom(url, profile: profile,
                                 options: options + ["--allow-file-access-from-files", "--virtual-time-budget=15000"])
        let start = try XCTUnwrap(page.range(of: "<pre id=\"probe\">"), "the probe did not report: \(page.suffix(500))")
        let text = page[start.upperBound...].prefix { $0 != "<" }
        let json = text.replacing("&quot;", with: "\"").replacing("&lt;", with: "<").replacing("&gt;", with: ">")
            .replacing("&amp;", with: "&")
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? T, String(json))
    }
}

private extension Array where Element == String {
    /// `["a", "b"]` → ("a", "b"); `["a"]` → ("a", nil).
    var splitFirst: (String, String?) { (self.first ?? "", self.count > 1 ? self[1] : nil) }
}
