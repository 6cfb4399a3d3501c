import Foundation
import ToolCore
import XCTest

/// The `swiftdoc-lite` commands and their options, run as a user runs them.
final class CommandLineTests: XCTestCase {
    private func showcase() throws -> URL {
        try TestSupport.showcase(for: self).deletingLastPathComponent()
    }

    func testHelpDocumentsEveryOption() async throws {
        let work = try TestSupport.temporaryFolder(for: self)
        let generate = try await TestSupport.run(["generate", "--help"], in: work)
        for option in ["--output", "--format", "--module", "--target", "--min-access", "--source-url", "--strict", "--reporter",
                       "--quiet", "--watch", "<package-dir>"] {
            XCTAssertTrue(generate.outputText.contains(option), "generate --help lacks \(option)")
        }
        let coverage = try await TestSupport.run(["coverage", "--help"], in: work)
        for option in ["--minimum-coverage", "--baseline", "--write-baseline", "--reporter", "--min-access"] {
            XCTAssertTrue(coverage.outputText.contains(option), "coverage --help lacks \(option)")
        }
    }

    func testUsageAndConfigurationErrorsExitTwo() async throws {
        let work = try showcase()
        let reporter = try await TestSupport.run(["generate", "Showcase", "--reporter", "xcod"], in: work)
        XCTAssertEqual(reporter.termination, .exited(2))
        XCTAssertTrue(reporter.errorText.contains("did you mean `xcode`?"), reporter.errorText)
        let target = try await TestSupport.run(["generate", "Showcase", "--target", "Geometri"], in: work)
        XCTAssertEqual(target.termination, .exited(2))
        XCTAssertTrue(target.errorText.contains("no module `Geometri` in Package.swift; did you mean `Geometry`?"), target.errorText)
        let access = try await TestSupport.run(["generate", "Showcase", "--min-access", "exported"], in: work)
        XCTAssertEqual(access.termination, .exited(64))
        let noManifest = try await TestSupport.run(["generate", "."], in: work)
        XCTAssertEqual(noManifest.termination, .exited(2))
        XCTAssertTrue(noManifest.errorText.contains("Package.swift"), noManifest.errorText)
        let library = try await TestSupport.run(["generate", "Showcase", "--standard-library", "Showcase"], in: work)
        XCTAssertEqual(library.termination, .exited(2))
        XCTAssertTrue(library.errorText.contains("no Swift.swiftmodule/*.swiftinterface in `Showcase`"),
                      library.errorText)
        XCTAssertFalse(FileManager.default.fileExists(atPath: work.appendingPathComponent("Showcase/.build/swiftdoc-lite").path))
    }

    func testAMissingStandardLibraryIsANoteNotAFailure() async throws {
        let work = try showcase()
        var command = Command(.executable(try TestSupport.tool.path, arguments: ["coverage", "Showcase"]),
                              workingDirectory: work.path)
        command.environment = ["PATH": "/nonexistent", "NO_COLOR": "1"]  // no toolchain on it
        let result = try await command.run()
        XCTAssertEqual(result.termination, .exited(0), result.errorText)
        XCTAssertTrue(result.errorText.contains("note: the standard library's interfaces are not beside the `swift` on PATH"),
                      result.errorText)
    }

    func testReportersPrintFindingsForMachines() async throws {
        let work = try showcase()
        let json = try await TestSupport.run(["generate", "Showcase", "-o", "site", "--reporter", "json", "--quiet"], in: work)
        let entries = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.outputText.utf8)) as? [[String: Any]])
        XCTAssertEqual(entries.compactMap { $0["rule_id"] as? String }.sorted(), [
            "doc_parameter_missing", "doc_parameter_unknown", "doc_returns_void", "doc_throws_nonthrowing", "docc_catalog", "docc_catalog",
            "unresolved_link", "unresolved_link", "unresolved_link",
        ])
        let github = try await TestSupport.run(["coverage", "Showcase", "--reporter", "github-actions-logging", "--quiet"], in: work)
        XCTAssertTrue(github.outputText.hasPrefix("::warning file=Showcase/Sources/Geometry/Polygon.swift,line=6,col=5::"),
                      github.outputText)
    }

    func testExplicitModulesTargetsAndAccessLevels() async throws {
        let work = try showcase()
        let explicit = try await TestSupport.run(["generate", "--module", "Tools=Showcase/Sources/Tools", "-o", "out",
                                                  "--format", "json", "--quiet"], in: work)
        XCTAssertEqual(explicit.termination, .exited(0), explicit.errorText)
        let model = try TestSupport.text(work.appendingPathComponent("out/symbols.json"))
        XCTAssertTrue(model.contains("\"name\" : \"Tools\""), model)
        XCTAssertFalse(model.contains("\"title\" : \"Circle\""), "only the module given")

        let packageLevel = try await TestSupport.run(["generate", "Showcase", "--target", "Toolbox", "--min-access", "package",
                                                  "-o", "internal", "--format", "json", "--quiet"], in: work)
        XCTAssertEqual(packageLevel.termination, .exited(0), packageLevel.errorText)
        let packageModel = try TestSupport.text(work.appendingPathComponent("internal/symbols.json"))
        XCTAssertTrue(packageModel.contains("\"title\" : \"packageOnly()\""))
        XCTAssertFalse(packageModel.contains("\"name\" : \"Geometry\""), "--target keeps only Toolbox")
    }

    func testStrictPassesOnACleanPackage() async throws {
        let work = try TestSupport.temporaryFolder(for: self)
        let sources = work.appendingPathComponent("Sources/Clean")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data("/// A value.\npublic struct Value {\n    /// Creates one.\n    public init() {}\n}\n".utf8)
            .write(to: sources.appendingPathComponent("Value.swift"))
        let result = try await TestSupport.run(["generate", "--module", "Clean=Sources/Clean", "-o", "docs", "--strict"], in: work)
        XCTAssertEqual(result.termination, .exited(0), result.outputText + result.errorText)
        XCTAssertEqual(result.outputText, "")
        XCTAssertTrue(result.errorText.contains("Generated documentation for 2 symbols in 1 module(s)"), result.errorText)
    }

    func testWatchRegeneratesAfterASourceChanges() async throws {
        let work = try showcase()
        let site = work.appendingPathComponent("site")
        let watcher = Task { try await TestSupport.run(["generate", "Showcase", "-o", "site", "--watch", "--quiet"], in: work) }
        defer { watcher.cancel() }
        try await Self.waitFor { FileManager.default.fileExists(atPath: site.appendingPathComponent("Geometry/Circle.html").path) }
        try Data("/// Added while watching.\npublic func added() {}\n".utf8)
            .write(to: work.appendingPathComponent("Showcase/Sources/Geometry/Added.swift"))
        try await Self.waitFor { FileManager.default.fileExists(atPath: site.appendingPathComponent("Geometry/functions/added.html").path) }
        watcher.cancel()
        _ = try? await watcher.value
    }

    /// Polls `condition` every 100 ms for up to 60 s.
    private static func waitFor(_ condition: () -> Bool) async throws {
        for _ in 0..<600 {
            if condition() { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        XCTFail("timed out")
    }

    // MARK: - Coverage

    func testMinimumCoverageGatesTheRun() async throws {
        let work = try showcase()
        let passing = try await TestSupport.run(["coverage", "Showcase", "--minimum-coverage", "95"], in: work)
        XCTAssertEqual(passing.termination, .exited(0), passing.errorText)
        XCTAssertTrue(passing.errorText.contains("Total                           59      62      95.2%"), passing.errorText)
        let failing = try await TestSupport.run(["coverage", "Showcase", "--minimum-coverage", "96"], in: work)
        XCTAssertEqual(failing.termination, .exited(1))
        XCTAssertTrue(failing.errorText.contains("error: documentation coverage 95.2% is below the minimum of 96.0%"),
                      failing.errorText)
    }

    func testABaselineFailsOnlyOnNewlyUndocumentedAPI() async throws {
        let work = try showcase()
        let written = try await TestSupport.run(["coverage", "Showcase", "--write-baseline", "baseline.json"], in: work)
        XCTAssertEqual(written.termination, .exited(0), written.errorText)
        let baseline = try TestSupport.text(work.appendingPathComponent("baseline.json"))
        XCTAssertTrue(baseline.contains("\"Geometry Polygon.area var area: Double { get }\""), baseline)

        let unchanged = try await TestSupport.run(["coverage", "Showcase", "--baseline", "baseline.json", "--quiet"], in: work)
        XCTAssertEqual(unchanged.termination, .exited(0), unchanged.outputText)
        XCTAssertEqual(unchanged.outputText, "")

        try Data("public func undocumented() {}\n".utf8).write(to: work.appendingPathComponent("Showcase/Sources/Geometry/New.swift"))
        let grown = try await TestSupport.run(["coverage", "Showcase", "--baseline", "baseline.json", "--quiet"], in: work)
        XCTAssertEqual(grown.termination, .exited(1))
        XCTAssertEqual(grown.outputText,
                       "Showcase/Sources/Geometry/New.swift:1:1: warning: "
                        + "public function `undocumented()` is not documented (missing_docs)\n")
        XCTAssertTrue(grown.errorText.contains("1 undocumented symbol(s) not in the baseline"), grown.errorText)

        let missing = try await TestSupport.run(["coverage", "Showcase", "--baseline", "nope.json"], in: work)
        XCTAssertEqual(missing.termination, .exited(2))
    }
}
