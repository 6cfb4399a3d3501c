@testable import APIModel
@testable import DocEngine
import Foundation
import ToolCore
import XCTest

/// Finding modules: Package.swift read without running it, and `--module NAME=PATH`.
final class ManifestTests: XCTestCase {
    func testManifestTargetsWithLiteralNamesPathsAndExcludesAreFound() throws {
        let folder = try TestSupport.temporaryFolder(for: self)
        for path in ["Sources/Core", "Sources/cli", "Custom/Place", "Sources/Macros", "Tests/CoreTests", "Sources/Hidden"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription
        let name = "Hidden"
        let package = Package(
            name: "Demo",
            targets: [
                .target(name: "Core", exclude: ["Generated", "README.md"]),
                .executableTarget(name: "cli"),
                .target(name: "Placed", path: "Custom/Place"),
                .macro(name: "Macros"),
                .testTarget(name: "CoreTests", dependencies: ["Core"]),
                .target(name: name),
                .target(name: "Missing"),
                .target(name: "Interpolated\\(name)"),
            ]
        )
        """
        let contents = PackageManifest.parse(manifest, packageDirectory: folder.path)
        XCTAssertEqual(contents.packageName, "Demo")
        XCTAssertEqual(contents.modules.map(\.name), ["Core", "Macros", "Placed", "cli"])
        let base = folder.standardizedFileURL.path
        XCTAssertEqual(contents.modules.first { $0.name == "Placed" }?.path, base + "/Custom/Place")
        XCTAssertEqual(contents.modules.first { $0.name == "Core" }?.exclude, ["Generated", "README.md"])
    }

    /// By default the docs show what users import: the library products'
    /// targets, each with something public. `--target` and `--all-targets` widen it.
    func testLibraryProductsAreDocumentedByDefault() throws {
        let folder = try TestSupport.temporaryFolder(for: self)
        let files = [
            "Sources/Kit/Kit.swift": "public struct Kit {}\n",
            "Sources/KitCore/Core.swift": "public struct Core {}\n",
            "Sources/Internals/Internals.swift": "struct Hidden {}\n",
            "Sources/tool/main.swift": "public func run() {}\n",
            "Sources/TestHelpers/Helpers.swift": "public func helper() {}\n",
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "Kit",
            products: [
                .library(name: "Kit", targets: ["Kit", "KitCore"]),
                .library(name: "KitInternals", targets: ["Internals"]),
                .executable(name: "tool", targets: ["tool"]),
            ],
            targets: [
                .target(name: "Kit"), .target(name: "KitCore"), .target(name: "Internals"),
                .executableTarget(name: "tool"), .target(name: "TestHelpers"),
            ]
        )
        """.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try PackageManifest.read(packageDirectory: folder.path).libraryTargets, ["Kit", "KitCore", "Internals"])
        func modules(_ input: DocGenerator.Input) throws -> [String] {
            try DocGenerator.read(input).package.modules.map(\.name)
        }
        XCTAssertEqual(try modules(.init(packageDirectory: folder.path)), ["Kit", "KitCore"], "Internals has nothing public")
        XCTAssertEqual(try modules(.init(packageDirectory: folder.path, allTargets: true)), ["Kit", "KitCore", "TestHelpers", "tool"])
        XCTAssertEqual(try modules(.init(packageDirectory: folder.path, targets: ["Internals"])), ["Internals"], "asked for by name")
    }

    func testModuleArgumentsAreNameEqualsPath() throws {
        let module = try ModuleSource(argument: "Kit=Sources/Kit", base: "/work")
        XCTAssertEqual(module, ModuleSource(name: "Kit", path: "/work/Sources/Kit"))
        XCTAssertThrowsError(try ModuleSource(argument: "Kit", base: "/work"))
        XCTAssertThrowsError(try ModuleSource(argument: "=path", base: "/work"))
    }
}
