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
        // What DocC shows beside: the articles linking to it, and its Topics group's other members.
        let mentioned = command.components(separatedBy: "<h2 id=\"mentioned-in\">").last?.components(separatedBy: "</section>").first
        XCTAssertTrue(mentioned?.contains(">Providing Custom Validation</a>") == true
            && mentioned?.contains(">Manual Parsing and Testing</a>") == true, mentioned ?? command)
        XCTAssertTrue(command.contains("<h2 id=\"see-also\">See Also</h2>\n<h3>Essentials</h3>"), command)
        // The standard library's types in declarations.
        var linked = Set<String>()
        for page in try TestSupport.tree(site).values {
            let html = String(decoding: page, as: UTF8.self)
            for name in ["string", "int", "bool", "error"] where html.contains("href=\"https://developer.apple.com/documentation/swift/\(name)\"") {
                linked.insert(name)
            }
        }
        XCTAssertEqual(linked, ["string", "int", "bool", "error"])
    }

    /// A package using swift-nio's NIOCore, with swift-nio's sources given as its checkout would be.
    func testADependencyOnSwiftNIOLinksToItsDocs() async throws {
        let nio = Self.corpora.appendingPathComponent("swift-nio")
        guard FileManager.default.fileExists(atPath: nio.appendingPathComponent("Package.swift").path) else {
            throw XCTSkip("swift-nio is not in .corpora (scripts/check-corpora.sh clones it)")
        }
        let work = try TestSupport.temporaryFolder(for: self)
        let package = work.appendingPathComponent("Relay")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/Relay"), withIntermediateDirectories: true)
        try """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "Relay",
            dependencies: [.package(url: "https://github.com/apple/swift-nio.git", from: "2.0.0")],
            targets: [.target(name: "Relay", dependencies: [.product(name: "NIOCore", package: "swift-nio")])]
        )
        """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try """
        import NIOCore
        /// Relays bytes.
        public struct Relay {
            /// Sends `buffer` on `loop`.
            public func send(_ buffer: ByteBuffer, on loop: any EventLoop) -> EventLoopFuture<Void> { loop.makeSucceededVoidFuture() }
        }
        """.write(to: package.appendingPathComponent("Sources/Relay/Relay.swift"), atomically: true, encoding: .utf8)
        let template = "swift-nio=https://swiftpackageindex.com/apple/swift-nio/main/documentation/{module}/{symbol}"
        let result = try await TestSupport.run(["generate", "Relay", "-o", "site", "--check-links", "--link", template,
                                                "--dependency-source", "swift-nio=\(nio.path)"], in: work)
        XCTAssertEqual(result.termination, .exited(0), result.errorText)
        XCTAssertTrue(result.errorText.contains(": 0 lead nowhere"), result.errorText)
        let page = try TestSupport.text(work.appendingPathComponent("site/Relay/Relay.html"))
        for type in ["bytebuffer", "eventloop", "eventloopfuture"] {
            XCTAssertTrue(page.contains("href=\"https://swiftpackageindex.com/apple/swift-nio/main/documentation/niocore/\(type)\""),
                          "\(type): \(page)")
        }
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
