import Foundation
import ToolCore
import XCTest

/// Folders, the `swiftdoc-lite` executable and file trees, for the tests.
enum TestSupport {
    /// A new empty folder, removed by `addTeardownBlock` of `test`.
    static func temporaryFolder(for test: XCTestCase) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftdoc-lite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    /// The Showcase fixture written into a new temporary folder.
    static func showcase(for test: XCTestCase) throws -> URL {
        let folder = try temporaryFolder(for: test).appendingPathComponent("Showcase")
        try ShowcaseFixture.write(to: folder)
        return folder
    }

    /// The `swiftdoc-lite` executable, built beside the test bundle.
    static var tool: URL {
        get throws {
            var products = Bundle.main.bundleURL
            if products.pathExtension == "xctest" { products.deleteLastPathComponent() }
            for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
                products = bundle.bundleURL.deletingLastPathComponent()
            }
            let url = products.appendingPathComponent("swiftdoc-lite")
            guard FileManager.default.isExecutableFile(atPath: url.path) else {
                throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
            }
            return url
        }
    }

    /// Runs `swiftdoc-lite arguments` in `folder`.
    ///
    /// `generate` and `coverage` leave out the standard library's protocol extensions
    /// unless the test names `--standard-library`: parsing its interface takes seconds in
    /// a debug build, and golden outputs must not change with the toolchain.
    static func run(_ arguments: [String], in folder: URL) async throws -> ProcessResult {
        var arguments = arguments
        if ["generate", "coverage"].contains(arguments.first), !arguments.contains("--standard-library") {
            arguments += ["--standard-library", "none"]
        }
        var command = Command(.executable(try tool.path, arguments: arguments))
        command.workingDirectory = folder.path
        command.environment = ["NO_COLOR": "1"]
        command.timeout = .seconds(300)
        return try await command.run()
    }

    /// Every file under `folder` (hidden ones too), by path relative to it.
    static func tree(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let base = folder.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: base) else { return [:] }
        for case let path as String in walker {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isFolder)
            if !isFolder.boolValue { result[path] = try Data(contentsOf: URL(fileURLWithPath: base + "/" + path)) }
        }
        return result
    }

    static func text(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }
}
