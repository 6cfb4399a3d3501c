import ArgumentParser
@testable import SwiftLintLiteCLI
import XCTest

/// The quick argument path must read every list it accepts exactly as
/// ArgumentParser does, and hand everything else to ArgumentParser.
final class QuickParsingTests: XCTestCase {
    func testEveryAcceptedListReadsAsArgumentParserReadsIt() throws {
        let accepted: [[String]] = [
            [],
            ["lint"],
            ["Sources"],
            ["lint", "Sources", "Tests/A.swift", "with space.swift", "ünïcode.swift", ""],
            ["--quiet", "--no-cache", "Small.swift"],
            ["Small.swift", "--strict", "--reporter", "json"],
            ["--config", "a.yml", "x", "--config", "b.yml"],
            ["lint", "--use-stdin", "--stdin-path", "Sources/A.swift", "--reporter", "sarif"],
            ["--cache-path", "/tmp/cache", "--jobs", "3", "--lenient"],
            ["--fix", "--quiet", "Sources"],
            ["--baseline", "old.json", "--write-baseline", "new.json", "."],
            ["--jobs", "+2"],
            // The flags a SwiftLint CI script passes.
            ["--strict-config", "--force-exclude", "--use-alternative-excluding", "--progress", "Sources"],
            ["--output", "report.json", "--reporter", "json", "--working-directory", "App"],
            ["--only-rule", "force_cast", "--only-rule", "line_length", "--allow-zero-lintable-files"],
            // What the SwiftPM build-tool plugin passes.
            ["lint", "--quiet", "--force-exclude", "--cache-path", "/w/cache", "--stamp", "/w/G.lint-stamp.swift", "A.swift"],
        ]
        for arguments in accepted {
            let quick = try XCTUnwrap(LintOptions(quickParsing: arguments), "declined \(arguments)")
            let parsed = try XCTUnwrap(SwiftLintLiteCLI.parseAsRoot(arguments) as? LintCommand, "\(arguments)")
            XCTAssertEqual(quick, parsed.options, "\(arguments)")
        }
    }

    func testEverythingElseIsLeftToArgumentParser() {
        let declined: [[String]] = [
            ["--help"], ["-h"], ["lint", "--help"], ["--version"], ["help"], ["rules"], ["version"],
            ["rules", "--json"], ["lint", "lint"], ["Sources", "rules"],
            ["--reporter=json"], ["--reporter"], ["--reporter", "json", "--reporter", "xcode"],
            ["--config", "--strict"], ["--strict", "--strict"], ["--", "-odd.swift"], ["-"],
            ["--jobs", "many"], ["--jobs", "0"], ["--jobs", "-1"], ["--strict", "--lenient"],
            ["--stdin-path", "A.swift"], ["--unknown"], ["--generate-completion-script", "bash"],
            ["--output", "a", "--output", "b"], ["--only-rule"], ["--stamp", "s.swift", "--fix"],
        ]
        for arguments in declined {
            XCTAssertNil(LintOptions(quickParsing: arguments), "accepted \(arguments)")
        }
    }

    /// What the quick path declines for a contradiction, ArgumentParser reports.
    func testContradictionsAreUsageErrorsThroughArgumentParser() {
        for arguments in [["--strict", "--lenient"], ["--jobs", "0"], ["--stdin-path", "A.swift"],
                          ["--fix", "--stamp", "s.swift"]] {
            XCTAssertThrowsError(try SwiftLintLiteCLI.parseAsRoot(arguments), "\(arguments)") { error in
                XCTAssertEqual(SwiftLintLiteCLI.exitCode(for: error), .validationFailure)
            }
        }
    }
}
