import Foundation
import ToolCore
import XCTest

/// `swiftlint-lite analyze` on files the toolchain's compiler indexed here:
/// the store where SwiftPM's debug build puts it, found as a user's would be.
extension SwiftLintLiteTests {
    /// Compiles `files` as one module with the real `swiftc`, one object (so one
    /// index unit) per file as `swift build` makes them, writing the index where
    /// SwiftPM writes it (.build/<triple>/debug/index/store).
    func index(_ files: [String]) async throws {
        let swiftc = try XCTUnwrap(Toolchain.active()).usr.appendingPathComponent("bin/swiftc").path
        let debug = folder.path + "/.build/x86_64-unknown-linux-gnu/debug"
        try FileManager.default.createDirectory(atPath: debug + "/objects", withIntermediateDirectories: true)
        var command = Command.executable(swiftc, ["-c", "-index-store-path", debug + "/index/store", "-index-ignore-system-modules",
                                                  "-module-name", "App"] + files.map { folder.path + "/" + $0 })
        command.workingDirectory = debug + "/objects"
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

        // Nothing changed: the answer comes from the cache, warnings and all, without reading a record.
        let cached = try await run(["analyze"])
        XCTAssertEqual(cached.outputText, result.outputText)
        XCTAssertTrue(cached.errorText.contains("Sources/Unbuilt.swift: not in the index"), cached.errorText)
        let cacheFiles = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/.cache")
        XCTAssertTrue(cacheFiles.contains { $0.contains("-analyze-") }, "\(cacheFiles)")

        // A first run without analyzer rules is told how to turn them on, not just "0 violations".
        try write("none.yml", "line_length: 200\n")
        let unconfigured = try await run(["analyze", "--config", "none.yml"])
        XCTAssertTrue(unconfigured.errorText.contains("note: no analyzer rule is on: list them under `analyzer_rules:`"),
                      unconfigured.errorText)

        result = try await run(["lint", "--quiet", "--no-cache"])
        XCTAssertFalse(result.outputText.contains("explicit_self"), "lint never runs analyzer rules: \(result.outputText)")

        result = try await run(["analyze", "--strict", "--reporter", "json"])
        XCTAssertEqual(result.termination, .exited(2))
        XCTAssertTrue(result.outputText.contains("\"rule_id\" : \"explicit_self\""), result.outputText)

        result = try await run(["analyze", "--fix", "--quiet"])
        XCTAssertEqual(result.termination, .exited(0), result.errorText)
        XCTAssertEqual(try read("Sources/Counter.swift"), source.replacingOccurrences(of: "{ count * 2 }", with: "{ self.count * 2 }"))
    }

    /// `capture_variable` finds the captured name's declaration through the index in
    /// another file; `typesafe_array_init` tells the standard library's `map` from `Result.map`.
    func testAnalyzerRulesLookAcrossFilesAndAtWhatNamesResolveTo() async throws {
        try write(".swiftlint.yml", "analyzer_rules: [capture_variable, typesafe_array_init]\n")
        try write("Sources/State.swift", "var counter = 0\nlet limit = 10\n")
        try write("Sources/Use.swift", """
            func schedule(_ work: @escaping () -> Void) { work() }
            func run() {
                schedule { [counter, limit] in print(counter, limit) }
                let copies = [1, 2].map { $0 }
                let same = Result<Int, Error>.success(1).map { $0 }
                print(copies, same)
            }

            """)
        try await index(["Sources/State.swift", "Sources/Use.swift"])
        let result = try await run(["analyze", "--quiet"])
        XCTAssertEqual(result.termination, .exited(0), result.errorText)
        let findings = result.outputText.split(separator: "\n").map { $0.split(separator: "/").last.map(String.init) ?? "" }
        XCTAssertEqual(findings, [
            "Use.swift:3:17: warning: Non-constant variables should not be listed in a closure's capture list to avoid "
                + "confusion about closures capturing variables at creation time (capture_variable)",
            "Use.swift:4:25: warning: Prefer using `Array(seq)` over `seq.map { $0 }` to convert a sequence into an Array "
                + "(typesafe_array_init)",
        ])
    }

    /// A module the store holds no symbol of (here the system modules: the helper indexes
    /// without them) cannot be judged: its import is named in a note, not reported.
    func testAnImportOfAModuleTheIndexDoesNotHoldIsNamedNotJudged() async throws {
        try write(".swiftlint.yml", "analyzer_rules: [unused_import]\n")
        try write("Sources/Queue.swift", "import Dispatch\nlet limit = 1\n")
        try await index(["Sources/Queue.swift"])
        let result = try await run(["analyze"])
        XCTAssertEqual(result.termination, .exited(0), result.errorText)
        XCTAssertEqual(result.outputText, "")
        XCTAssertTrue(result.errorText.contains("note: imports of Dispatch were not judged by unused_import: the index holds "
                                                + "no symbol of that module"), result.errorText)
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
