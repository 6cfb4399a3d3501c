@testable import APIModel
@testable import DocEngine
import Foundation
import ToolCore
import XCTest

/// The written site: links, structure, file names, determinism and the atomic swap.
final class SiteTests: XCTestCase {
    private func generate(_ arguments: [String] = [], output: String = "site") async throws -> (work: URL, site: URL) {
        let package = try TestSupport.showcase(for: self)
        let work = package.deletingLastPathComponent()
        let result = try await TestSupport.run(["generate", "Showcase", "--output", output, "--quiet"] + arguments, in: work)
        XCTAssertEqual(result.termination, .exited(0), result.errorText)
        return (work, work.appendingPathComponent(output))
    }

    /// The values of `attribute="…"` in `html`.
    private func attributes(_ attribute: String, in html: String) -> [String] {
        html.components(separatedBy: " \(attribute)=\"").dropFirst()
            .compactMap { $0.split(separator: "\"", maxSplits: 1).first.map(String.init) }
    }

    func testEveryLinkIsRelativeAndReachesAnExistingPageAndAnchor() async throws {
        let (_, site) = try await generate()
        let tree = try TestSupport.tree(site)
        var checked = 0
        for (path, data) in tree where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            let page = site.appendingPathComponent(path)
            for link in attributes("href", in: html) + attributes("src", in: html) {
                let target = HTML.unescape(link)
                XCTAssertFalse(target.hasPrefix("/") || target.hasPrefix("file:") || target.hasPrefix("http"), "\(path): \(target)")
                let url = try XCTUnwrap(URL(string: target, relativeTo: page)).absoluteURL
                let file = url.path.hasPrefix(site.path) ? String(url.path.dropFirst(site.path.count + 1)) : url.path
                let contents = try XCTUnwrap(tree[file], "\(path) links to a missing \(file)")
                if let fragment = url.fragment(percentEncoded: false), !fragment.isEmpty {
                    let ids = String(decoding: contents, as: UTF8.self)
                    XCTAssertTrue(ids.contains(" id=\"\(HTML.escape(fragment))\""), "\(path) links to a missing #\(fragment) in \(file)")
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 300)
    }

    func testPagesHaveLandmarksOneTitleAndHeadingsThatNeverSkipALevel() async throws {
        let (_, site) = try await generate()
        for (path, data) in try TestSupport.tree(site) where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            for landmark in ["<html lang=\"en\"", "<main id=\"main\"", "<nav class=\"sidebar\" aria-label=", "role=\"search\"",
                             "<nav class=\"breadcrumbs\" aria-label=\"Breadcrumb\"", "<a class=\"skip-link\" href=\"#main\"",
                             "name=\"viewport\""] {
                XCTAssertTrue(html.contains(landmark), "\(path) lacks \(landmark)")
            }
            let main = String(html[html.range(of: "<main")!.lowerBound...])
            let levels = main.components(separatedBy: "<h").dropFirst().compactMap { $0.first?.wholeNumberValue }
            XCTAssertEqual(levels.first, 1, path)
            XCTAssertEqual(levels.filter { $0 == 1 }.count, 1, path)
            for (previous, next) in zip(levels, levels.dropFirst()) {
                XCTAssertLessThanOrEqual(next, previous + 1, "\(path): h\(previous) followed by h\(next)")
            }
        }
    }

    func testTheStyleSheetHasDarkModeAndANarrowScreenLayout() async throws {
        let (_, site) = try await generate()
        let css = try TestSupport.text(site.appendingPathComponent("style.css"))
        XCTAssertTrue(css.contains("@media (prefers-color-scheme: dark)"))
        XCTAssertTrue(css.contains("@media (max-width: 50rem)"))
        XCTAssertTrue(css.contains(":focus-visible"))
    }

    func testFileNamesAreSafeOneToOneAndShort() {
        let names = ["Shape", "==", "..", "../../etc/passwd", "Café", "Größe", "index", "Index", "a.b", ".hidden",
                     "a/b", "a\\b", "", String(repeating: "Long", count: 100), String(repeating: "Long", count: 100) + "er"]
        let safe = names.map(FileNames.safe)
        XCTAssertEqual(Set(safe).count, names.count, "\(safe)")
        for name in safe {
            XCTAssertLessThanOrEqual(name.count, FileNames.maximumLength)
            XCTAssertFalse(name.hasPrefix("."), name)
            XCTAssertTrue(name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_.-".contains($0)) }, name)
            XCTAssertNotEqual(name.lowercased(), "index")
        }
        XCTAssertEqual(safe[0], "Shape")
        XCTAssertEqual(safe[1], "-3D-3D")
        XCTAssertEqual(safe[4], "Caf-C3-A9")
        var unique = UniqueNames()
        XCTAssertEqual(["Foo", "foo", "FOO"].map { unique.claim($0) }, ["Foo", "foo--2", "FOO--3"])
    }

    func testAnchorsAreReadableAndKindPrefixed() {
        func symbol(_ kind: SymbolKind, _ name: String, _ title: String? = nil, scope: [String] = ["T"], isStatic: Bool = false) -> String {
            var symbol = Symbol(kind: kind, name: name, title: title, scope: scope, location: SourceLocation(file: "", line: 1, column: 1))
            symbol.isStatic = isStatic
            return symbol.anchor
        }
        XCTAssertEqual(symbol(.initializer, "init", "init(name:)"), "init(name:)")
        XCTAssertEqual(symbol(.function, "run", "run(_:)"), "method-run(_:)")
        XCTAssertEqual(symbol(.function, "make", "make()", isStatic: true), "type-method-make()")
        XCTAssertEqual(symbol(.function, "==", "==(_:_:)", isStatic: true), "operator-==(_:_:)")
        XCTAssertEqual(symbol(.function, "run", "run()", scope: []), "func-run()")
        XCTAssertEqual(symbol(.property, "count"), "property-count")
        XCTAssertEqual(symbol(.property, "shared", isStatic: true), "type-property-shared")
        XCTAssertEqual(symbol(.subscript, "subscript", "subscript(_:)"), "subscript(_:)")
        XCTAssertEqual(symbol(.case, "circle", "circle(radius:)"), "case-circle(radius:)")
        XCTAssertEqual(symbol(.struct, "Inner"), "struct-Inner")
        XCTAssertEqual(URLFragment.encode("operator-<(_:_:)"), "operator-%3C(_:_:)")
    }

    func testTheSameInputGivesTheSameBytesInEveryFormat() async throws {
        for format in ["html", "json", "markdown"] {
            let (work, first) = try await generate(["--format", format], output: "first")
            let second = try await TestSupport.run(["generate", "Showcase", "-o", "second", "--quiet", "--format", format], in: work)
            XCTAssertEqual(second.termination, .exited(0), second.errorText)
            let a = try TestSupport.tree(first)
            let b = try TestSupport.tree(work.appendingPathComponent("second"))
            XCTAssertEqual(a.keys.sorted(), b.keys.sorted(), format)
            for (path, data) in a { XCTAssertEqual(data, b[path], "\(format): \(path) differs between runs") }
        }
    }

    func testAFailedRunKeepsTheOldSiteAndLeavesNoTemporaryFolder() async throws {
        let (work, site) = try await generate()
        let before = try TestSupport.tree(site)
        let broken = "/// Links to ``Nowhere``.\npublic func broken() {}\n"
        try Data(broken.utf8).write(to: work.appendingPathComponent("Showcase/Sources/Geometry/Broken.swift"))
        let failed = try await TestSupport.run(["generate", "Showcase", "-o", "site", "--strict"], in: work)
        XCTAssertEqual(failed.termination, .exited(1))
        XCTAssertTrue(failed.outputText.contains("Broken.swift:1:14: warning: ``Nowhere`` does not name a documented symbol"),
                      failed.outputText)
        XCTAssertEqual(try TestSupport.tree(site), before, "the old site is untouched")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: work.path).sorted(), ["Showcase", "site"])

        let replaced = try await TestSupport.run(["generate", "Showcase", "-o", "site", "--quiet"], in: work)
        XCTAssertEqual(replaced.termination, .exited(0))
        XCTAssertNotNil(try TestSupport.tree(site)["Geometry/functions/broken.html"])
        try FileManager.default.removeItem(at: work.appendingPathComponent("Showcase/Sources/Geometry/Broken.swift"))
        _ = try await TestSupport.run(["generate", "Showcase", "-o", "site", "--quiet"], in: work)
        XCTAssertEqual(try TestSupport.tree(site), before, "a page of a removed symbol does not linger")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: work.path).sorted(), ["Showcase", "site"])
    }

    func testAFolderSwiftdocDidNotWriteIsNeverReplaced() async throws {
        let package = try TestSupport.showcase(for: self)
        let work = package.deletingLastPathComponent()
        let notes = work.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: notes.appendingPathComponent("todo.txt"))
        let result = try await TestSupport.run(["generate", "Showcase", "-o", "notes"], in: work)
        XCTAssertEqual(result.termination, .exited(1))
        XCTAssertTrue(result.errorText.contains("refusing to replace"), result.errorText)
        XCTAssertEqual(try TestSupport.tree(notes).keys.sorted(), ["todo.txt"])
    }

    func testAWriteThatFailsMidwayKeepsTheOldFolder() throws {
        let folder = try TestSupport.temporaryFolder(for: self)
        let output = folder.appendingPathComponent("out").path
        try OutputFolder.replace(output, with: [("index.html", Array("old".utf8))])
        XCTAssertThrowsError(try OutputFolder.replace(output, with: [("a.html", [1]), ("../escape.html", [2])])) { error in
            XCTAssertTrue("\(error)".contains("not a plain relative path"), "\(error)")
        }
        XCTAssertEqual(try TestSupport.tree(URL(fileURLWithPath: output)).keys.sorted(), [".swiftdoc-lite", "index.html"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["out"])
    }

    /// A write the system refuses says why, in the system's words (a full disk
    /// says `No space left on device`): here the file-size limit refuses it with
    /// `File too large`, which needs no privileges. The old output stays.
    func testAWriteErrorCarriesTheSystemsReason() throws {
        let folder = try TestSupport.temporaryFolder(for: self)
        let output = folder.appendingPathComponent("out").path
        try OutputFolder.replace(output, with: [("index.html", Array("old".utf8))])
        signal(SIGXFSZ, SIG_IGN)  // the limit then fails the write with EFBIG instead of killing the process
        var saved = rlimit()
        getrlimit(Self.fileSizeLimit, &saved)
        var limited = saved
        limited.rlim_cur = 4096
        XCTAssertEqual(setrlimit(Self.fileSizeLimit, &limited), 0)
        defer { setrlimit(Self.fileSizeLimit, &saved) }
        XCTAssertThrowsError(try OutputFolder.replace(output, with: [("big.html", Array(repeating: 65, count: 100_000))])) { error in
            XCTAssertTrue("\(error)".contains("big.html: cannot write the file: File too large"), "\(error)")
        }
        XCTAssertEqual(try TestSupport.tree(URL(fileURLWithPath: output)).keys.sorted(), [".swiftdoc-lite", "index.html"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["out"])
    }

    #if canImport(Glibc)
    private static let fileSizeLimit = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
    #else
    private static let fileSizeLimit = RLIMIT_FSIZE
    #endif
}
