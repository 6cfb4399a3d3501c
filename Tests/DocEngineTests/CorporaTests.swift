import Foundation
import ToolCore
import XCTest

/// Robustness on real packages (the corpora `scripts/check-corpora.sh` clones
/// into `.corpora`): a few modules each, as parsing in a debug build is slow.
/// `scripts/check-docs-corpora.sh` runs every module with a release build.
final class CorporaTests: XCTestCase {
    private static let corpora = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".corpora")

    private func generate(_ corpus: String, targets: [String], expectedPages: [String]) async throws {
        let package = Self.corpora.appendingPathComponent(corpus)
        guard FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path) else {
            throw XCTSkip("\(corpus) is not in .corpora (scripts/check-corpora.sh clones it)")
        }
        let work = try TestSupport.temporaryFolder(for: self)
        let arguments = ["generate", package.path, "-o", "site"] + targets.flatMap { ["--target", $0] }
        let result = try await TestSupport.run(arguments, in: work)
        XCTAssertEqual(result.termination, .exited(0), result.errorText)
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
    }

    func testSwiftArgumentParser() async throws {
        try await generate("swift-argument-parser", targets: ["ArgumentParser"], expectedPages: [
            "ArgumentParser/ParsableCommand.html", "ArgumentParser/Option.html", "ArgumentParser/CommandConfiguration.html",
        ])
    }

    func testSwiftCollections() async throws {
        try await generate("swift-collections", targets: ["DequeModule", "OrderedCollections"], expectedPages: [
            "DequeModule/Deque.html", "OrderedCollections/OrderedDictionary.html", "OrderedCollections/OrderedSet.html",
        ])
    }
}
