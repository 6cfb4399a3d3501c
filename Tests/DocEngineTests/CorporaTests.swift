import DocEngine
import Foundation
import ToolCore
import XCTest

/// Robustness on real packages (the corpora `scripts/check-corpora.sh` clones
/// into `.corpora`): a few modules each, as parsing in a debug build is slow.
/// `scripts/check-docs-corpora.sh` runs every module with a release build.
final class CorporaTests: XCTestCase {
    private static let corpora = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".corpora")

    @discardableResult
    private func generate(_ corpus: String, targets: [String], expectedPages: [String]) async throws -> URL {
        let package = Self.corpora.appendingPathComponent(corpus)
        guard FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path) else {
            throw XCTSkip("\(corpus) is not in .corpora (scripts/check-corpora.sh clones it)")
        }
        let work = try TestSupport.temporaryFolder(for: self)
        // With the standard library, so that its links are checked too.
        let library = LibraryInterface.toolchainLibraryFolder().map { ["--standard-library", $0] } ?? []
        let arguments = ["generate", package.path, "-o", "site", "--check-links"] + library + targets.flatMap { ["--target", $0] }
        let result = try await TestSupport.run(arguments, in: work)
        XCTAssertEqual(result.termination, .exited(0), result.errorText)
        XCTAssertFalse(result.outputText.contains(LinkCheck.ruleID), result.outputText)
        XCTAssertTrue(result.errorText.contains(": 0 lead nowhere"), result.errorText)
        let files = try TestSupport.tree(work.appendingPathComponent("site"))
        for page in expectedPages {
            XCTAssertNotNil(files[page], "no \(page) among \(files.count) files")
        }
        // Every id once per page: anchors must lead somewhere definite.
        for (path, data) in files where path.hasSuffix(".html") {
            var seen = Set<String>()
            for id in String(decoding: data, as: UTF8.self).components(separatedBy: " id=\"").dropFirst() {
                let value = String(id.prefix { $0 != "\"" })
                XCTAssertTrue(seen.insert(value).inserted, "\(path) repeats id \(value)")
            }
        }
        let index = try TestSupport.text(work.appendingPathComponent("site/search-index.js"))
        XCTAssertGreaterThan(index.components(separatedBy: "\n").count, 200)
        return work.appendingPathComponent("site")
    }

    func testSwiftArgumentParser() async throws {
        let site = try await generate("swift-argument-parser", targets: ["ArgumentParser"], expectedPages: [
            "ArgumentParser/ParsableCommand.html", "ArgumentParser/Option.html", "ArgumentParser/CommandConfiguration.html",
            "ArgumentParser/articles/GettingStarted.html", "ArgumentParser/resources/Images/repeat.png",
        ])
        // Its DocC catalog: the landing page with its Topics, an article, an extension file merged.
        let landing = try TestSupport.text(site.appendingPathComponent("ArgumentParser/index.html"))
        let gettingStarted = "href=\"../ArgumentParser/articles/GettingStarted.html\">Getting Started with ArgumentParser</a>"
        XCTAssertTrue(landing.contains("<h3>Essentials</h3>") && landing.contains(gettingStarted), landing)
        let article = try TestSupport.text(site.appendingPathComponent("ArgumentParser/articles/GettingStarted.html"))
        XCTAssertTrue(article.contains("<h1>Getting Started with ArgumentParser</h1>"), article)
        let command = try TestSupport.text(site.appendingPathComponent("ArgumentParser/ParsableCommand.html"))
        XCTAssertTrue(command.contains("id=\"curated-topics\""), "ParsableCommand.md's Topics are on the page")
    }

    func testNIOCoresLinksAllLeadSomewhere() async throws {
        let site = try await generate("swift-nio", targets: ["NIOCore"], expectedPages: [
            "NIOCore/ByteBuffer.html", "NIOCore/EventLoop.html", "NIOCore/Channel.html",
        ])
        let buffer = try TestSupport.text(site.appendingPathComponent("NIOCore/ByteBuffer.html"))
        XCTAssertTrue(buffer.contains("href=\"https://developer.apple.com/documentation/swift/int\""), "the standard library is linked")
    }

    func testSwiftCollections() async throws {
        try await generate("swift-collections", targets: ["DequeModule", "OrderedCollections"], expectedPages: [
            "DequeModule/Deque.html", "OrderedCollections/OrderedDictionary.html", "OrderedCollections/OrderedSet.html",
        ])
    }
}
