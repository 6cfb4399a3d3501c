import ArgumentParser
@testable import SwiftHookLite
import XCTest

/// The quick path reads what git runs on every push exactly as ArgumentParser
/// does, and leaves everything else to ArgumentParser.
final class RunQuickParsingTests: XCTestCase {
    func testWhatGitRunsReadsAsArgumentParserReadsIt() throws {
        let accepted: [[String]] = [
            ["run", "pre-push"],
            ["run", "pre-push", "origin"],
            ["run", "pre-push", "origin", "git@example.com:team/repo.git"],
            ["run", "pre-push", "upstream", "/path with space/remote.git"],
        ]
        for arguments in accepted {
            let quick = try XCTUnwrap(RunOptions(quickParsing: arguments), "declined \(arguments)")
            let parsed = try XCTUnwrap(SwiftHookLite.parseAsRoot(arguments) as? RunCommand, "\(arguments)")
            XCTAssertEqual(quick, parsed.options, "\(arguments)")
        }
    }

    func testEverythingElseIsLeftToArgumentParser() {
        let declined: [[String]] = [
            [], ["run"], ["install"], ["--help"], ["run", "--help"], ["run", "pre-push", "--dry-run"],
            ["run", "pre-push", "--from", "a"], ["run", "pre-push", "origin", "url", "extra"],
            ["run", "pre-commit", "origin"], ["run", "pre-push", "-"], ["run", "pre-push", "help"],
        ]
        for arguments in declined {
            XCTAssertNil(RunOptions(quickParsing: arguments), "accepted \(arguments)")
        }
    }
}
