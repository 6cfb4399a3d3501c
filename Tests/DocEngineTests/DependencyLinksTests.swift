import DocEngine
import Foundation
import ToolCore
import XCTest

/// A dependency's types — read from its sources in `.build/checkouts`, as SwiftPM leaves them —
/// link to its docs as `--link` (or `.swiftdoc.yml`) says, in DocC's or swiftdoc-lite's URL
/// shape; without a mapping they are named with their module and not linked.
final class DependencyLinksTests: XCTestCase {
    /// An app package using the product `NetKit` of the package `net-kit`, checked out beside it.
    private func appPackage(settings: String? = nil) throws -> URL {
        let root = try TestSupport.temporaryFolder(for: self).appendingPathComponent("app")
        let files = [
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "App",
                products: [.library(name: "App", targets: ["App"])],
                dependencies: [.package(url: "https://github.com/example/net-kit.git", from: "1.0.0")],
                targets: [
                    .target(name: "App", dependencies: [.product(name: "NetKit", package: "net-kit"), "Helpers"]),
                    .target(name: "Helpers"),
                ]
            )
            """,
            "Sources/App/App.swift": """
            import NetKit

            /// Sends buffers.
            public struct Sender {
                /// Writes `buffer`, see ``NetKit/Buffer``.
                public func send(_ buffer: Buffer, on loop: NetKit.EventLoop, view: Buffer.View) -> Promise {}
                /// Not a type of any module read.
                public var other: Unknown
            }
            """,
            "Sources/Helpers/Helpers.swift": "public struct Helper {}\n",
            ".build/checkouts/net-kit/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "net-kit",
                products: [.library(name: "NetKit", targets: ["NetKit"]), .library(name: "Other", targets: ["Other"])],
                targets: [.target(name: "NetKit"), .target(name: "Other")]
            )
            """,
            ".build/checkouts/net-kit/Sources/NetKit/Buffer.swift": """
            public struct Buffer { public struct View {} }
            public protocol EventLoop {}
            public typealias Promise = Int
            struct Internal {}
            """,
            ".build/checkouts/net-kit/Sources/Other/Other.swift": "public struct Unknown {}\n",
        ].merging(settings.map { [".swiftdoc.yml": $0] } ?? [:]) { first, _ in first }
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    private func senderPage(_ arguments: [String], settings: String? = nil) async throws -> String {
        let package = try appPackage(settings: settings)
        let result = try await TestSupport.run(["generate", package.path, "-o", "site", "--standard-library", "none"] + arguments,
                                               in: package.deletingLastPathComponent())
        XCTAssertEqual(result.termination, .exited(0), result.errorText)
        return try TestSupport.text(package.deletingLastPathComponent().appendingPathComponent("site/App/Sender.html"))
    }

    func testADocCTemplateLinksTheDependencysTypesAsDocCSpellsTheirURLs() async throws {
        let page = try await senderPage(["--link", "net-kit=https://docs.example.org/documentation/{module}/{symbol}"])
        let buffer = "<a class=\"type\" href=\"https://docs.example.org/documentation/netkit/buffer\" "
            + "title=\"Buffer — NetKit, from the package net-kit\">Buffer</a>"
        XCTAssertTrue(page.contains(buffer), page)
        XCTAssertTrue(page.contains("href=\"https://docs.example.org/documentation/netkit/eventloop\""), "a qualified name")
        XCTAssertTrue(page.contains("href=\"https://docs.example.org/documentation/netkit/buffer/view\""), "a nested type")
        XCTAssertTrue(page.contains("href=\"https://docs.example.org/documentation/netkit/promise\""), "a type alias")
        XCTAssertTrue(page.contains("<a href=\"https://docs.example.org/documentation/netkit/buffer\" title=\"Buffer — NetKit, "
            + "from the package net-kit\"><code>Buffer</code></a>"), "a ``Symbol`` link")
        XCTAssertTrue(page.contains("<span class=\"type\">Unknown</span>"), "a product the module does not use is not read")
    }

    func testASwiftDocLiteTemplateLinksToThatSitesPages() async throws {
        let page = try await senderPage(["--link", "net-kit=https://example.org/net-kit/{page}"])
        XCTAssertTrue(page.contains("href=\"https://example.org/net-kit/NetKit/Buffer.html\""), page)
        XCTAssertTrue(page.contains("href=\"https://example.org/net-kit/NetKit/Buffer.View.html\""), page)
        XCTAssertTrue(page.contains("href=\"https://example.org/net-kit/NetKit/index.html#typealias-Promise\""), page)
    }

    func testWithoutAMappingTheTypesAreNamedWithTheirModuleAndNotLinked() async throws {
        let page = try await senderPage([])
        XCTAssertTrue(page.contains("<span class=\"type\" title=\"Buffer — NetKit, from the package net-kit (no --link for it)\">"
            + "Buffer</span>"), page)
        XCTAssertFalse(page.contains("example.org"))
    }

    func testSwiftDocYmlMapsLinksAndSourcesAndTheCommandLineWins() async throws {
        let settings = """
        links:
          net-kit: https://from-settings.example.org/documentation/{module}/{symbol}
        """
        let fromSettings = try await senderPage([], settings: settings)
        XCTAssertTrue(fromSettings.contains("href=\"https://from-settings.example.org/documentation/netkit/buffer\""), fromSettings)
        let overridden = try await senderPage(["--link", "net-kit=https://cli.example.org/{page}"], settings: settings)
        XCTAssertTrue(overridden.contains("href=\"https://cli.example.org/NetKit/Buffer.html\""), overridden)
    }

    func testADependencyElsewhereIsReadFromTheFolderGiven() async throws {
        let package = try appPackage()
        let elsewhere = package.deletingLastPathComponent().appendingPathComponent("vendored-net-kit")
        try FileManager.default.moveItem(at: package.appendingPathComponent(".build/checkouts/net-kit"), to: elsewhere)
        try """
        links:
          net-kit:
            url: https://docs.example.org/documentation/{module}/{symbol}
            source: ../vendored-net-kit
        """.write(to: package.appendingPathComponent(".swiftdoc.yml"), atomically: true, encoding: .utf8)
        let result = try await TestSupport.run(["generate", package.path, "-o", "site", "--standard-library", "none"],
                                               in: package.deletingLastPathComponent())
        XCTAssertEqual(result.termination, .exited(0), result.errorText)
        let page = try TestSupport.text(package.deletingLastPathComponent().appendingPathComponent("site/App/Sender.html"))
        XCTAssertTrue(page.contains("href=\"https://docs.example.org/documentation/netkit/buffer\""), page)
    }

    func testAMissingCheckoutIsANoteNotAFinding() async throws {
        let package = try appPackage()
        try FileManager.default.removeItem(at: package.appendingPathComponent(".build"))
        let result = try await TestSupport.run(["generate", package.path, "-o", "site", "--standard-library", "none"],
                                               in: package.deletingLastPathComponent())
        XCTAssertEqual(result.termination, .exited(0), result.errorText)
        XCTAssertTrue(result.errorText.contains("note: no sources of the dependency `net-kit` in .build/checkouts"), result.errorText)
        let page = try TestSupport.text(package.deletingLastPathComponent().appendingPathComponent("site/App/Sender.html"))
        XCTAssertTrue(page.contains("<span class=\"type\">Buffer</span>"), page)
    }

    func testABrokenTemplateIsAnErrorAtItsLineWithTheFix() async throws {
        let package = try appPackage(settings: "links:\n  net-kit: https://docs.example.org/\n")
        let result = try await TestSupport.run(["generate", package.path, "-o", "site"], in: package.deletingLastPathComponent())
        XCTAssertEqual(result.termination, .exited(2))
        XCTAssertTrue(result.errorText.contains(".swiftdoc.yml:2:"), result.errorText)
        XCTAssertTrue(result.errorText.contains("needs exactly one of {symbol}"), result.errorText)
        try FileManager.default.removeItem(at: package.appendingPathComponent(".swiftdoc.yml"))
        let flag = try await TestSupport.run(["generate", package.path, "-o", "site", "--link", "net-kit"],
                                             in: package.deletingLastPathComponent())
        XCTAssertEqual(flag.termination, .exited(2))
        XCTAssertTrue(flag.errorText.contains("--link: error: expected PACKAGE=VALUE"), flag.errorText)
    }

    func testTheManifestNamesDependenciesAndTheProductsEachTargetUses() {
        let manifest = PackageManifest.parse("""
            let package = Package(
                name: "App",
                dependencies: [
                    .package(url: "https://github.com/apple/swift-nio.git", from: "2.0.0"),
                    .package(path: "../Local-Kit"),
                ],
                targets: [
                    .target(name: "App", dependencies: [
                        .product(name: "NIOCore", package: "swift-nio"), .byName(name: "Kit"), "Core", .target(name: "Core"),
                    ]),
                    .target(name: "Core"),
                ]
            )
            """, packageDirectory: "/work/app")
        XCTAssertEqual(manifest.dependencies.map(\.identity), ["swift-nio", "local-kit"])
        XCTAssertEqual(manifest.dependencies.map(\.path), [nil, "/work/Local-Kit"])
        XCTAssertEqual(manifest.productsUsed["App"]?.map(\.name), ["NIOCore", "Kit"], "Core is a target of the package")
        XCTAssertEqual(manifest.productsUsed["App"]?.first?.package, "swift-nio")
    }
}
