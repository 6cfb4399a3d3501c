import DocEngine
import Foundation
import ToolCore
import XCTest

/// `generate --check-links` follows every link of the site and reports the ones that lead
/// nowhere at the source line that made them.
final class LinkCheckTests: XCTestCase {
    func testTheShowcaseSiteHasNoBrokenLink() async throws {
        let package = try TestSupport.showcase(for: self)
        let result = try await TestSupport.run(["generate", package.path, "-o", "site", "--check-links"],
                                               in: package.deletingLastPathComponent())
        XCTAssertEqual(result.termination, .exited(0), result.errorText)
        XCTAssertFalse(result.outputText.contains(LinkCheck.ruleID), result.outputText)
        let summary = try XCTUnwrap(result.errorText.split(separator: "\n").first { $0.hasPrefix("Checked ") }, result.errorText)
        XCTAssertTrue(summary.hasSuffix(": 0 lead nowhere"), String(summary))
        let internalLinks = Int(summary.dropFirst("Checked ".count).prefix { $0.isNumber }) ?? 0
        XCTAssertGreaterThan(internalLinks, 100, "every page's links are followed")
    }

    /// Hand-written Markdown links are passed through to the page: the check follows them.
    private func brokenPackage() throws -> URL {
        let root = try TestSupport.temporaryFolder(for: self).appendingPathComponent("Kit")
        let files = [
            "Sources/Kit/Kit.swift": """
            /// A kit.
            public struct Kit {
                /// Starts.
                ///
                /// See [the stop](#method-stop()) and [nowhere](#nowhere).
                public func start() {}

                /// Stops; see [the gone page](Gone.html).
                public func stop() {}
            }
            """,
            "Sources/Kit/Kit.docc/Guide.md": """
            # A Guide

            How to use it.

            ## Steps

            Read [the kit](../Kit.html), then [the missing one](../Missing.html),
            and [the web](https://example.org/elsewhere).
            """,
        ]
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    func testEachLinkThatLeadsNowhereIsAFindingAtItsSourceLine() async throws {
        let package = try brokenPackage()
        let result = try await TestSupport.run(["generate", package.path, "--module", "Kit=\(package.path)/Sources/Kit",
                                                "-o", "site", "--check-links"], in: package)
        XCTAssertEqual(result.termination, .exited(0), result.errorText)
        let findings = result.outputText.split(separator: "\n").filter { $0.contains("(broken_link)") }.map(String.init)
        XCTAssertEqual(findings.count, 3, result.outputText)
        XCTAssertTrue(findings.contains { $0.hasPrefix("Sources/Kit/Kit.swift:5:1: warning: Kit/Kit.html links to `#nowhere`, "
            + "which leads nowhere: no anchor `#nowhere` on Kit/Kit.html") }, "\(findings)")
        XCTAssertTrue(findings.contains { $0.hasPrefix("Sources/Kit/Kit.swift:8:1:") && $0.contains("`Gone.html`")
            && $0.contains("no file `Kit/Gone.html` in the site") }, "\(findings)")
        XCTAssertTrue(findings.contains { $0.hasPrefix("Sources/Kit/Kit.docc/Guide.md:7:1:") && $0.contains("`../Missing.html`") },
                      "\(findings)")
        XCTAssertTrue(result.errorText.contains("(1 to other sites not followed): 3 lead nowhere"), result.errorText)
    }

    func testStrictFailsOnABrokenLinkAndWritesNothing() async throws {
        let package = try brokenPackage()
        let result = try await TestSupport.run(["generate", package.path, "--module", "Kit=\(package.path)/Sources/Kit",
                                                "-o", "site", "--check-links", "--strict"], in: package)
        XCTAssertEqual(result.termination, .exited(1), result.errorText)
        XCTAssertFalse(FileManager.default.fileExists(atPath: package.appendingPathComponent("site").path))
    }

    func testALinkOutsideTheSiteIsCheckedAgainstTheSymbolsRead() {
        var string = Symbol(kind: .struct, name: "String", access: .public, location: SourceLocation(file: "", line: 1, column: 1))
        string.members = []
        var package = PackageDocs(name: "Kit", modules: [])
        package.externalTypes.add([string], module: "Swift")
        let page = """
            <p><a href="https://developer.apple.com/documentation/swift/string" title="String — the Swift standard library">String</a>
            <a href="https://developer.apple.com/documentation/swift/strnig" title="Strnig — the Swift standard library">Strnig</a>
            <a href="https://developer.apple.com/documentation/swift/array/append(_:)">written by hand</a></p>
            """
        let result = LinkCheck.run([("index.html", Array(page.utf8))], map: SiteMap(package), packageDirectory: nil)
        XCTAssertEqual(result.findings.map(\.message), [
            "index.html links to `https://developer.apple.com/documentation/swift/strnig`, which leads nowhere: "
                + "no symbol read for it (Strnig — the Swift standard library)",
        ])
        XCTAssertEqual(result.counts, LinkCheck.Counts(internalLinks: 0, externalLinks: 2, notFollowed: 1))
    }
}
