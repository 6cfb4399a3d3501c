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

    func testModuleArgumentsAreNameEqualsPath() throws {
        let module = try ModuleSource(argument: "Kit=Sources/Kit", base: "/work")
        XCTAssertEqual(module, ModuleSource(name: "Kit", path: "/work/Sources/Kit"))
        XCTAssertThrowsError(try ModuleSource(argument: "Kit", base: "/work"))
        XCTAssertThrowsError(try ModuleSource(argument: "=path", base: "/work"))
    }
}
