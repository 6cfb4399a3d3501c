import Foundation
import ToolCore
import XCTest

/// The `swiftlint-lite` executable, run as a user runs it, on files made here.
final class SwiftLintLiteTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftlint-lite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func write(_ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    func run(_ arguments: [String], input: String? = nil) async throws -> ProcessResult {
        let cache = arguments.first == "rules" ? [] : ["--cache-path", folder.path + "/.cache"]
        var command = Command(.executable(try Self.tool.path, arguments: arguments + cache))
        command.workingDirectory = folder.path
        command.environment = ["NO_COLOR": "1"]
        if let input { command.input = .bytes(Array(input.utf8)) }
        return try await command.run()
    }

    private static var tool: URL {
        get throws {
            var products = Bundle.main.bundleURL
            if products.pathExtension == "xctest" { products.deleteLastPathComponent() }
            let url = products.appendingPathComponent("swiftlint-lite")
            guard FileManager.default.isExecutableFile(atPath: url.path) else {
                throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
            }
            return url
        }
    }

    /// The cache keys results by what runs: `--only-rule` after a whole run is not
    /// answered with the whole run's findings (it was, before the selection was part of the key).
    func testOnlyRuleAfterACachedRunReportsOnlyThatRule() async throws {
        try write("Sources/Two.swift", "let value = [\n    1,\n]\n// TODO: later\n")
        var result = try await run(["--quiet"])
        XCTAssertTrue(result.outputText.contains("(trailing_comma)"), result.outputText)
        result = try await run(["--quiet", "--only-rule", "todo"])
        XCTAssertTrue(result.outputText.contains("(todo)"), result.outputText)
        XCTAssertFalse(result.outputText.contains("(trailing_comma)"), result.outputText)
    }

    func testCleanFilesExitZeroAndWarningsToo() async throws {
        try write("Sources/Clean.swift", "let value = 1\n")
        var result = try await run([])
        XCTAssertEqual(result.termination, .exited(0), result.errorText)
        XCTAssertEqual(result.outputText, "")
        try write("Sources/Warn.swift", "let value = 2 \n")
        result = try await run(["--quiet"])
        XCTAssertEqual(result.termination, .exited(0))
        let expected = "Warn.swift:1:14: warning: Lines should not have trailing whitespace (trailing_whitespace)\n"
        XCTAssertTrue(result.outputText.hasSuffix(expected), result.outputText)
    }

    func testErrorsAndStrictExitTwo() async throws {
        try write("A.swift", "let value = 2 \n")
        let strict = try await run(["--strict", "--quiet"])
        XCTAssertEqual(strict.termination, .exited(2))
        XCTAssertTrue(strict.outputText.contains(": error: "), strict.outputText)
        try write(".lint.yml", "trailing_whitespace: error\n")
        let configured = try await run(["--quiet"])
        XCTAssertEqual(configured.termination, .exited(2))
        let lenient = try await run(["--quiet", "--lenient"])
        XCTAssertEqual(lenient.termination, .exited(0))
    }

    func testNoLintableFilesHasItsOwnExitCodeUnlessAllowed() async throws {
        try write("README.md", "# nothing to lint\n")
        let result = try await run([])
        XCTAssertEqual(result.termination, .exited(1))
        XCTAssertTrue(result.errorText.contains("no lintable files"), result.errorText)
        try write(".lint.yml", "allow_zero_lintable_files: true\n")
        let allowed = try await run([])
        XCTAssertEqual(allowed.termination, .exited(0), allowed.errorText)
    }

    /// As SwiftLint: what the configuration gets wrong is a warning at its
    /// place, and the run goes on without it; `--strict-config` (or
    /// `strict_config: true`) makes each an error, and nothing is linted.
    func testConfigurationMistakesWarnAtTheirPlaceAndStrictConfigMakesThemErrors() async throws {
        try write("A.swift", "let value = 2 \n")
        try write(".lint.yml", "disabled_rules:\n  - trailing_whitespac\nline_length:\n  warnnig: 3\n")
        let lenient = try await run([])
        XCTAssertEqual(lenient.termination, .exited(0), lenient.errorText)
        XCTAssertTrue(lenient.outputText.contains("(trailing_whitespace)"), lenient.outputText)
        let misspelt = ".lint.yml:2:5: warning: `trailing_whitespac` is not a rule identifier; did you mean `trailing_whitespace`?"
        XCTAssertTrue(lenient.errorText.contains(misspelt), lenient.errorText)
        XCTAssertTrue(lenient.errorText.contains(".lint.yml:4:3: warning: unknown key `warnnig` in `line_length`; "
            + "did you mean `warning`?"), lenient.errorText)

        for strict in [["--strict-config"], []] {
            if strict.isEmpty { try write(".lint.yml", "strict_config: true\ndisabled_rules:\n  - trailing_whitespac\n") }
            let result = try await run(strict)
            XCTAssertEqual(result.termination, .exited(2))
            XCTAssertEqual(result.outputText, "")
            XCTAssertTrue(result.errorText.contains(":5: error: `trailing_whitespac` is not a rule identifier"), result.errorText)
        }
    }

    func testAnAliasBombConfigurationIsRefusedInUnderASecondAndAHundredMegabytes() async throws {
        try write("Empty.swift", "")
        try write("bomb.yml", """
            a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
            b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
            c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
            d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
            e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
            f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
            g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
            h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
            i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]

            """)
        // GNU time reports the tool's own peak memory (KiB) and seconds on its last line.
        var command = Command(.executable("/usr/bin/time", arguments: [
            "-f", "%M %e", try Self.tool.path, "lint", "--no-cache", "--config", "bomb.yml", "Empty.swift",
        ]))
        command.workingDirectory = folder.path
        command.timeout = .seconds(30)
        let result = try await command.run()
        XCTAssertEqual(result.termination, .exited(2), result.errorText)
        XCTAssertTrue(result.errorText.contains("bomb.yml:6:4: error: aliases here expand the configuration past 100000 values"),
                      result.errorText)
        let usage = try XCTUnwrap(result.errorText.split(separator: "\n").last?.split(separator: " "))
        let (kilobytes, seconds) = (try XCTUnwrap(Int(usage[0])), try XCTUnwrap(Double(usage[1])))
        XCTAssertLessThan(kilobytes, 100 * 1024)
        XCTAssertLessThan(seconds, 1)
    }

    func testSwiftLintConfigurationIsReadWhenThereIsNoLintYml() async throws {
        try write("A.swift", "let value = 2 \n")
        try write(".swiftlint.yml", "disabled_rules: [trailing_whitespace]\n")
        let result = try await run(["--quiet"])
        XCTAssertEqual(result.termination, .exited(0))
        XCTAssertEqual(result.outputText, "")
    }

    func testIncludedAndExcludedGlobsAreRelativeToTheConfiguration() async throws {
        try write("Sources/A.swift", "let alpha = 1 \n")
        try write("Sources/Generated/B.swift", "let beta = 1 \n")
        try write("Other/C.swift", "let gamma = 1 \n")
        try write(".lint.yml", "included: [Sources]\nexcluded: [\"**/Generated\"]\n")
        let result = try await run(["--quiet", "--reporter", "json"])
        let entries = try JSONSerialization.jsonObject(with: Data(result.outputText.utf8)) as? [[String: Any]]
        XCTAssertEqual(entries?.compactMap { ($0["file"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent } }, ["A.swift"])
    }

    func testUnreadableOrNonUTF8FilesAreReportedAndTheRestLinted() async throws {
        try write("Good.swift", "let value = 1 \n")
        try Data([0x6C, 0x65, 0x74, 0xE9, 0x0A]).write(to: folder.appendingPathComponent("Latin1.swift"))
        let result = try await run(["--quiet"])
        XCTAssertEqual(result.termination, .exited(0))
        XCTAssertTrue(result.errorText.contains("Latin1.swift: is not valid UTF-8 text, skipped"), result.errorText)
        XCTAssertTrue(result.outputText.contains("Good.swift:1:14"), result.outputText)
    }

    func testASourceFileOverTheSizeLimitIsReportedAndSkipped() async throws {
        try write("Good.swift", "let value = 1 \n")
        // 10 MiB of zeros past a line of Swift (sparse: no disk), over the default limit.
        let huge = folder.appendingPathComponent("Huge.swift")
        try Data("let big = 1\n".utf8).write(to: huge)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 11 << 20)
        try handle.close()
        var result = try await run(["--quiet"])
        XCTAssertEqual(result.termination, .exited(0))
        XCTAssertTrue(result.errorText.contains("Huge.swift: is 11 MiB, over the 10 MiB limit for a source file, skipped"),
                      result.errorText)
        XCTAssertTrue(result.outputText.contains("Good.swift:1:14"), result.outputText)
        // The limit is the configuration's: a smaller one skips smaller files.
        try write("Medium.swift", "let medium = 1\n" + String(repeating: "// padding\n", count: 200_000))
        try write(".lint.yml", "max_file_size_mb: 2\n")
        result = try await run(["--quiet", "Medium.swift"])
        XCTAssertTrue(result.errorText.contains("Medium.swift: is 2.1 MiB, over the 2 MiB limit for a source file, skipped"),
                      result.errorText)
    }

    func testStandardInputAndFixThroughStandardInput() async throws {
        let linted = try await run(["--use-stdin", "--stdin-path", "Piped.swift", "--quiet"], input: "let x = 1;  \n")
        XCTAssertTrue(linted.outputText.hasPrefix("Piped.swift:1:"), linted.outputText)
        let fixed = try await run(["--use-stdin", "--fix", "--quiet"], input: "let x = 1  \n")
        XCTAssertEqual(fixed.outputText, "let x = 1\n")
    }

    func testFixWritesFilesAndASecondFixChangesNothing() async throws {
        try write("A.swift", "let a = 1  \nlet b = 2\t\n")
        _ = try await run(["--fix", "--quiet"])
        XCTAssertEqual(try read("A.swift"), "let a = 1\nlet b = 2\n")
        let again = try await run(["--fix"])
        XCTAssertTrue(again.errorText.contains("0 fixes"), again.errorText)
        XCTAssertEqual(try read("A.swift"), "let a = 1\nlet b = 2\n")
    }

    /// A command naming an analyzer rule names a rule of ours now (`analyze` runs
    /// it): `lint` says nothing of it, neither a notice nor a superfluous disable,
    /// from a cold run and a warm one alike.
    func testCommandsNamingAnalyzerRulesAreOursAndSilentInLint() async throws {
        let source = "// swiftlint:disable:next unused_import\nlet names = items.map { $0 }\n"
        try write(".swiftlint.yml", "opt_in_rules: [superfluous_disable_command]\n")
        try write("A.swift", source)
        for run in ["cold", "warm"] {
            let result = try await self.run(["--quiet"])
            XCTAssertEqual(result.termination, .exited(0), run)
            XCTAssertEqual(result.outputText, "", run)
            XCTAssertFalse(result.errorText.contains("unused_import"), "\(run): \(result.errorText)")
        }
    }

    func testRulesMissingListsSwiftLintRulesWeDoNotImplementAndWhichTheConfigurationNames() async throws {
        try write(".swiftlint.yml", "analyzer_rules: [unused_import]\nopt_in_rules: [empty_count]\n")
        let result = try await run(["rules", "--missing"])
        XCTAssertEqual(result.termination, .exited(0), result.errorText)
        let lines = result.outputText.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        // Every rule of SwiftLint's catalogue is implemented: the syntax decides most, `analyze` the analyzer rules.
        XCTAssertEqual(lines, ["identifier kind configuration reason",
                               "0 SwiftLint 0.65.0 rules are not implemented; the configuration names 0 of them"],
                       result.outputText)
    }

    /// The flags a SwiftLint CI script passes do what they do in SwiftLint.
    func testSwiftLintsCommandLineFlags() async throws {
        try write("App/Sources/A.swift", "let value = other as! Int \n")
        try write("App/Generated/B.swift", "let value = other as! Int \n")
        try write("App/.swiftlint.yml", "excluded: [Generated]\nforce_cast: warning\n")  // an error by default
        let written = try await run(["--working-directory", "App", "--only-rule", "force_cast", "--reporter", "json",
                                     "--output", "report.json", "--quiet", "--progress"])
        XCTAssertEqual(written.termination, .exited(0), written.errorText)
        XCTAssertEqual(written.outputText, "")
        let report = try read("App/report.json")
        XCTAssertTrue(report.contains("\"force_cast\"") && !report.contains("trailing_whitespace"), report)
        // A file named on the command line is linted though excluded, unless --force-exclude.
        let named = try await run(["--working-directory", "App", "--quiet", "Generated/B.swift"])
        XCTAssertTrue(named.outputText.contains("B.swift"), named.outputText)
        let forced = try await run(["--working-directory", "App", "--quiet", "--force-exclude", "--use-alternative-excluding",
                                    "--allow-zero-lintable-files", "Generated/B.swift"])
        XCTAssertEqual(forced.termination, .exited(0), forced.errorText)
        XCTAssertFalse(forced.outputText.contains("B.swift"), forced.outputText + forced.errorText)
        let unknown = try await run(["--no-such-flag"])
        XCTAssertEqual(unknown.termination, .exited(64), "an unknown flag stays a usage error")
    }

    func testInSourceCommandsAndSuperfluousDisables() async throws {
        try write("A.swift", """
            let alpha = 1  // swiftlint:disable:this trailing_whitespace\u{20}
            // swiftlint:disable:next force_cast
            let beta = 2
            // lint:disable trailing_whitespac
            """ + "\n")
        let result = try await run(["--quiet"])
        let lines = result.outputText.split(separator: "\n").map { $0.split(separator: "/").last.map(String.init) ?? "" }
        // Reported where SwiftLint reports them: where the disabled region starts (a `:next` region is a whole line).
        XCTAssertEqual(lines, [
            "A.swift:3: warning: SwiftLint rule 'force_cast' did not trigger a violation in the disabled region; "
                + "remove the disable command (superfluous_disable_command)",
            "A.swift:4:35: warning: 'trailing_whitespac' is not a valid SwiftLint rule; remove it from the disable command; "
                + "did you mean 'trailing_whitespace'? (superfluous_disable_command)",
        ])
    }

    func testRulesCatalogueAsTableAndJSON() async throws {
        let table = try await run(["rules"])
        XCTAssertTrue(table.outputText.contains("trailing_whitespace"), table.outputText)
        let json = try await run(["rules", "--json"])
        let entries = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.outputText.utf8)) as? [[String: Any]])
        let lineLength = try XCTUnwrap(entries.first { $0["identifier"] as? String == "line_length" })
        XCTAssertEqual(lineLength["kind"] as? String, "metrics")
        XCTAssertEqual(lineLength["correctable"] as? Bool, false)
        XCTAssertEqual(entries.first { $0["identifier"] as? String == "trailing_whitespace" }?["correctable"] as? Bool, true)
    }

    func testUnknownReporterIsAUsageError() async throws {
        try write("A.swift", "let a = 1\n")
        let result = try await run(["--reporter", "jsno"])
        XCTAssertEqual(result.termination, .exited(2))
        XCTAssertTrue(result.errorText.contains("did you mean `json`?"), result.errorText)
    }
}

extension SwiftLintLiteTests {
    func testABaselineHidesKnownViolationsEvenWhenLinesMove() async throws {
        try write("A.swift", "let value = thing as! Int\nlet other = 1\n")
        let recorded = try await run(["--quiet", "--write-baseline", "baseline.json"])
        XCTAssertTrue(recorded.outputText.contains("force_cast"), recorded.outputText)
        let written = try read("baseline.json")
        XCTAssertTrue(written.contains("\"rule_id\" : \"force_cast\""), written)
        // Lines inserted above move the old finding; a new finding appears.
        try write("A.swift", "import Foundation\n\nlet value = thing as! Int\nlet other = 1\nlet third = more as! String\n")
        let filtered = try await run(["--quiet", "--baseline", "baseline.json"])
        let lines = filtered.outputText.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, filtered.outputText)
        XCTAssertTrue(lines.first?.contains("A.swift:5:") ?? false, filtered.outputText)
    }

    func testAMissingBaselineIsAClearError() async throws {
        try write("A.swift", "let value = 1\n")
        let result = try await run(["--baseline", "nope.json"])
        XCTAssertEqual(result.termination, .exited(2))
        XCTAssertTrue(result.errorText.contains("nope.json: cannot read the baseline"), result.errorText)
    }
}

/// Every input fuzzing found (Tests/Fuzz/TARGET/…) replayed through the same
/// code the fuzzer drove: each one crashed, hung or blew up memory once.
final class FuzzRegressionTests: XCTestCase {
    func testEveryInputFuzzingFoundRunsCleanly() async throws {
        var products = Bundle.main.bundleURL
        if products.pathExtension == "xctest" { products.deleteLastPathComponent() }
        let tool = products.appendingPathComponent("fuzz-targets").path
        let inputs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz").path
        let targets = try FileManager.default.contentsOfDirectory(atPath: inputs).sorted()
        XCTAssertFalse(targets.isEmpty)
        for target in targets {
            let folder = inputs + "/" + target
            let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted().map { folder + "/" + $0 }
            var command = Command(.executable(tool, arguments: [target] + files))
            command.timeout = .seconds(60)
            let result = try await command.run()
            XCTAssertEqual(result.termination, .exited(0), "\(target): \(result.errorText.suffix(2_000))")
            XCTAssertTrue(result.outputText.contains("\(files.count) inputs, no crash"), result.outputText)
        }
    }
}
