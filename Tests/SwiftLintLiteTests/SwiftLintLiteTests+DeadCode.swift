import Foundation
import ToolCore
import XCTest

/// `analyze --dead-code` on a real package built by SwiftPM here
/// (Fixtures/DeadCode): one example of every way a declaration is used without
/// a reference the index records, and of what is dead. Each line that should
/// have a finding ends in `// expect: <the message's start>`.
extension SwiftLintLiteTests {
    private static let deadCodeFixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/DeadCode")

    /// Copies the fixture into the test's folder and builds it with its tests, as a user would.
    private func buildDeadCodeFixture() async throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.deadCodeFixture.path) where name != ".build" {
            try FileManager.default.copyItem(at: Self.deadCodeFixture.appendingPathComponent(name),
                                             to: folder.appendingPathComponent(name))
        }
        var build = Command.executable("swift", ["build", "--build-tests"])
        build.workingDirectory = folder.path
        let result = try await build.run()
        XCTAssertTrue(result.succeeded, result.errorText + result.outputText)
    }

    /// `Sources/Shapes/Dead.swift:9: <message start>` for each `// expect:` comment.
    private func expectedDeadCodeFindings() throws -> [String] {
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return try files.filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".build") }.flatMap { file in
            try read(file).split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { line, text in
                text.range(of: "// expect: ").map { "\(file):\(line + 1): \(text[$0.upperBound...])" }
            }
        }.sorted()
    }

    /// One build of the fixture, every way `analyze` reads it (a build takes seconds).
    func testDeadCodeFindsWhatNoRootReachesAndKeepsEveryRetentionClass() async throws {
        try await buildDeadCodeFixture()
        try await checkEveryFindingIsExpected()
        try await checkExplainSaysTheChain()
        try await checkTheClosedWorldOfIncludePublic()
        try await checkExplicitImports()
        try await checkSwiftLintsMode()
        try await checkFixRemovesUnusedImportsTheBuildConfirms()
    }

    private func checkEveryFindingIsExpected() async throws {
        let result = try await run(["analyze", "--dead-code"])
        XCTAssertEqual(result.termination, .exited(2), "findings are errors, as SwiftLint's unused_declaration: \(result.errorText)")
        let found = result.outputText.split(separator: "\n").map { line -> String in
            // `/tmp/…/Sources/Shapes/Dead.swift:9:6: error: message (unused_declaration)` → `Sources/Shapes/Dead.swift:9: message`
            let parts = line.split(separator: ":", maxSplits: 4).map(String.init)
            let file = Paths.relative(parts[0], to: folder.resolvingSymlinksInPath().path)
            return "\(file):\(parts[1]): \(parts[4].dropFirst())"
        }.sorted()
        let expected = try expectedDeadCodeFindings()
        XCTAssertEqual(found.count, expected.count, "\(found)")
        for (finding, expectation) in zip(found, expected) {
            XCTAssertTrue(finding.hasPrefix(expectation), "\(finding)\ndoes not start with\n\(expectation)")
        }
        XCTAssertTrue(result.errorText.contains("note: 1 `#if` branch the build did not compile was not analysed "
                                                + "(Sources/Shapes/Dead.swift:31)"), result.errorText)
    }

    private func checkExplainSaysTheChain() async throws {
        let result = try await run(["analyze", "--explain", "square", "--explain", "formatHelper()"])
        XCTAssertEqual(result.termination, .exited(0), result.errorText)
        XCTAssertEqual(result.outputText, """
            `square(_:)` — Sources/Shapes/API.swift:5:6 — s:6Shapes6squareyS2dF
              used:
                `area(of:)` is a root: public API
                `area(of:)` uses `square(_:)` at Sources/Shapes/API.swift:2:47
            `formatHelper()` — Sources/Shapes/Dead.swift:14:6 — s:6Shapes12formatHelperSSyF
              unused: no root reaches it
              referenced only by `legacyFormat()` (Sources/Shapes/Dead.swift:13:6), itself unused

            """)
    }

    /// With `include_public_and_open` the package is the whole world: unused API is dead
    /// too, and `public` that only its own module uses is said.
    private func checkTheClosedWorldOfIncludePublic() async throws {
        try write("closed.yml", "analyzer_rules: [unused_declaration]\nunused_declaration: {include_public_and_open: true}\n")
        let result = try await run(["analyze", "--dead-code", "--quiet", "--config", "closed.yml"])
        XCTAssertTrue(result.outputText.contains(
            "Witnesses.swift:26:13: error: `scaled(_:)` is public, but nothing outside `Shapes` uses it (unused_declaration)"),
            result.outputText)
        XCTAssertTrue(result.outputText.contains("API.swift:7:12: error: `Canvas` is unused: nothing references it"), result.outputText)
        XCTAssertFalse(result.outputText.contains("`area(of:)` is public"), "the tool and the tests use it: \(result.outputText)")
    }

    /// `require_explicit_imports`: a module used only through another's `@_exported import`
    /// is a missing import, unless `allowed_transitive_imports` lets that module bring it.
    private func checkExplicitImports() async throws {
        try write("explicit.yml", "unused_import: {require_explicit_imports: true}\n")
        var result = try await run(["analyze", "--only-rule", "unused_import", "--quiet", "--config", "explicit.yml"])
        let missing = result.outputText.split(separator: "\n").filter { $0.contains("Missing import") }
            .map { $0.split(separator: "/").last! }
        XCTAssertEqual(missing, ["Tracking.swift:1:1: warning: Missing import Observation (unused_import)"], result.outputText)
        try write("allowed.yml", """
            unused_import:
              require_explicit_imports: true
              allowed_transitive_imports: [{module: Shapes, allowed_transitive_imports: [Observation]}]

            """)
        result = try await run(["analyze", "--only-rule", "unused_import", "--quiet", "--config", "allowed.yml"])
        XCTAssertFalse(result.outputText.contains("Missing import"), result.outputText)
    }

    /// Without `--dead-code`, `unused_declaration` is SwiftLint's: a declaration with no
    /// reference at all. A dead cycle's members refer to each other: only reachability finds them.
    private func checkSwiftLintsMode() async throws {
        let result = try await run(["analyze", "--quiet", "Sources/Shapes/Dead.swift"])
        let lines = result.outputText.split(separator: "\n").map { $0.split(separator: "/").last.map(String.init) ?? "" }
        XCTAssertEqual(lines, [
            "Dead.swift:3:13: error: Declarations should be referenced at least once within all files linted (unused_declaration)",
            "Dead.swift:5:10: error: Declarations should be referenced at least once within all files linted (unused_declaration)",
            "Dead.swift:13:6: error: Declarations should be referenced at least once within all files linted (unused_declaration)",
            "Dead.swift:36:6: error: Declarations should be referenced at least once within all files linted (unused_declaration)",
        ])
    }

    /// `analyze --fix` removes an unused import only when `swift build --build-tests` passes without it.
    private func checkFixRemovesUnusedImportsTheBuildConfirms() async throws {
        let greeting = "Sources/shapes-tool/Greeting.swift"
        XCTAssertTrue(try read(greeting).hasPrefix("import Observation"))
        let result = try await run(["analyze", "--only-rule", "unused_import", "--fix", greeting])
        XCTAssertEqual(result.termination, .exited(0), result.errorText)
        XCTAssertTrue(result.errorText.contains("1 imports removed, 0 kept (the build needs them); 1 build"), result.errorText)
        let fixed = try read(greeting)
        XCTAssertTrue(fixed.hasPrefix("\nfunc greeting()"), fixed)
    }
}
