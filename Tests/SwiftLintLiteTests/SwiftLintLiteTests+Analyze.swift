import Foundation
import ToolCore
import XCTest

/// `swiftlint-lite analyze` on files the toolchain's compiler indexed here:
/// the store where SwiftPM's debug build puts it, found as a user's would be.
extension SwiftLintLiteTests {
    /// Type-checks `files` as one module with the real `swiftc`, writing the index
    /// where `swift build` writes it (.build/<triple>/debug/index/store).
    func index(_ files: [String]) async throws {
        let swiftc = try XCTUnwrap(Toolchain.active()).usr.appendingPathComponent("bin/swiftc").path
        let store = folder.path + "/.build/x86_64-unknown-linux-gnu/debug/index/store"
        var command = Command.executable(swiftc, ["-typecheck", "-index-store-path", store, "-index-ignore-system-modules",
                                                  "-module-name", "App"] + files)
        command.workingDirectory = folder.path
        let result = try await command.run()
        XCTAssertTrue(result.succeeded, result.errorText)
    }

    func testAnalyzeRunsTheAnalyzerRulesFromTheIndexWithCommandsStrictAndFix() async throws {
        try write(".swiftlint.yml", "analyzer_rules: [explicit_self]\n")
        let source = """
            struct Counter {
                var count = 0
                func doubled() -> Int { count * 2 }
                func tripled() -> Int {
                    // swiftlint:disable:next explicit_self
                    count * 3
                }
            }

            """
        try write("Sources/Counter.swift", source)
        try write("Sources/Unbuilt.swift", "let unbuilt = 1\n")
        try await index(["Sources/Counter.swift"])

        var result = try await run(["analyze", "--compiler-log-path", "build.log"])
        XCTAssertEqual(result.termination, .exited(0), result.errorText)
        XCTAssertTrue(result.outputText.hasSuffix(
            "Sources/Counter.swift:3:29: warning: Instance variables and functions should be explicitly accessed with 'self.' "
                + "(explicit_self)\n"), result.outputText)
        XCTAssertEqual(result.outputText.split(separator: "\n").count, 1, "the disabled line is silent")
        XCTAssertTrue(result.errorText.contains("Sources/Unbuilt.swift: not in the index"), result.errorText)
        XCTAssertTrue(result.errorText.contains("--compiler-log-path is not needed"), result.errorText)
        XCTAssertTrue(result.errorText.contains("Done analyzing! Found 1 violation, 0 serious in 1 files"), result.errorText)

        result = try await run(["lint", "--quiet", "--no-cache"])
        XCTAssertFalse(result.outputText.contains("explicit_self"), "lint never runs analyzer rules: \(result.outputText)")

        result = try await run(["analyze", "--strict", "--reporter", "json"])
        XCTAssertEqual(result.termination, .exited(2))
        XCTAssertTrue(result.outputText.contains("\"rule_id\" : \"explicit_self\""), result.outputText)

        result = try await run(["analyze", "--fix", "--quiet"])
        XCTAssertEqual(result.termination, .exited(0), result.errorText)
        XCTAssertEqual(try read("Sources/Counter.swift"), source.replacingOccurrences(of: "{ count * 2 }", with: "{ self.count * 2 }"))
    }

    func testAnalyzeWithoutAnIndexSaysHowToMakeOne() async throws {
        try write(".swiftlint.yml", "analyzer_rules: [explicit_self]\n")
        try write("Sources/A.swift", "let a = 1\n")
        var result = try await run(["analyze"])
        XCTAssertEqual(result.termination, .exited(2))
        XCTAssertTrue(result.errorText.hasPrefix("error: no index store"), result.errorText)
        XCTAssertTrue(result.errorText.contains("swift build --build-tests"), result.errorText)
        result = try await run(["analyze", "--index-store-path", "nowhere"])
        XCTAssertEqual(result.termination, .exited(2))
        XCTAssertTrue(result.errorText.contains("--index-store-path nowhere holds no v5 store"), result.errorText)
        result = try await run(["analyze", "--toolchain", "/nowhere"])
        XCTAssertEqual(result.termination, .exited(2))
        XCTAssertTrue(result.errorText.contains("cannot load libIndexStore from /nowhere"), result.errorText)
    }
}
