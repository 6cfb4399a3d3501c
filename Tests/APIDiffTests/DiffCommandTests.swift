import Foundation
import ToolCore
import XCTest

/// `swiftdoc-lite diff` on a real git repository with tagged versions.
final class DiffCommandTests: XCTestCase {
    var folder: URL!

    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("api-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try await git("init", "-q", "-b", "main")
        try await git("config", "user.email", "test@example.com")
        try await git("config", "user.name", "Test")
        try write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])],
                                  targets: [.target(name: "Kit"), .executableTarget(name: "tool")])
            """)
        try write("Sources/tool/main.swift", "public func notAPI() {}\n")
        try write("Sources/Kit/Kit.swift", """
            public enum Mode { case fast }
            public func load(from path: String) -> Int { 0 }
            public func scale(_ value: Int) -> Int { value }
            """)
        try await git("add", ".")
        try await git("commit", "-q", "-m", "1.0")
        try await git("tag", "v1.0.0")
        try write("Sources/Kit/Kit.swift", """
            public enum Mode { case fast; case safe }
            public func scale(_ value: Double) -> Int { 0 }
            public func reset() {}
            """)
        try write("Sources/tool/main.swift", "")
        try await git("commit", "-q", "-am", "1.1")
        try await git("tag", "v1.1.0")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    private func git(_ arguments: String...) async throws -> ProcessResult {
        var command = Command(.executable("git", arguments: arguments))
        command.workingDirectory = folder.path
        let result = try await command.run()
        XCTAssertTrue(result.succeeded, result.errorText)
        return result
    }

    func write(_ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (text + "\n").write(to: url, atomically: false, encoding: .utf8)
    }

    func swiftdoc(_ arguments: String...) async throws -> ProcessResult {
        var products = Bundle.main.bundleURL
        if products.pathExtension == "xctest" { products.deleteLastPathComponent() }
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            products = bundle.bundleURL.deletingLastPathComponent()
        }
        var command = Command(.executable(products.appendingPathComponent("swiftdoc-lite").path, arguments: arguments))
        command.workingDirectory = folder.path
        command.timeout = .seconds(120)
        return try await command.run()
    }

    func testTwoTagsAreComparedFromGitsObjectsAndABreakExitsTwo() async throws {
        let result = try await swiftdoc("diff", "v1.0.0", "v1.1.0", "--reporter", "json")
        XCTAssertEqual(result.termination, .exited(2), result.errorText)
        let changes = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.outputText.utf8)) as? [[String: Any]])
        let found = Set(changes.map { "\($0["kind"]!) \($0["check"]!) \($0["symbol"]!)" })
        XCTAssertEqual(found, [
            "breaking removed_declaration Kit.load(from:)",
            "breaking changed_type Kit.scale(_:)",
            "potentially-breaking enum_case_added Kit.Mode.safe",
            "additive added_declaration Kit.reset()",
        ])
        // A removal points at the old version's place; the rest at the new one's.
        let removal = try XCTUnwrap(changes.first { $0["check"] as? String == "removed_declaration" })
        XCTAssertTrue(removal["location"] is NSNull)
        XCTAssertEqual((removal["old_location"] as? [String: Any])?["line"] as? Int, 2)
        let added = try XCTUnwrap(changes.first { $0["check"] as? String == "added_declaration" })
        XCTAssertEqual((added["location"] as? [String: Any])?["file"] as? String, "Sources/Kit/Kit.swift")
        XCTAssertEqual((added["location"] as? [String: Any])?["line"] as? Int, 3)
        // Nothing was checked out: the work tree is the last commit's.
        let status = try await git("status", "--porcelain")
        XCTAssertEqual(status.outputText, "")
    }

    func testTheWorkTreeIsTheDefaultNewVersionAndAdditionsAloneExitZero() async throws {
        try write("Sources/Kit/Extra.swift", "public struct Extra {}")
        let text = try await swiftdoc("diff", "v1.1.0")
        XCTAssertEqual(text.termination, .exited(0), text.errorText)
        XCTAssertEqual(text.outputText, "Additive (1)\nSources/Kit/Extra.swift:1:1: note: Kit.Extra: new [added_declaration]\n")
        let markdown = try await swiftdoc("diff", "v1.0.0", "v1.1.0", "--reporter", "markdown")
        XCTAssertTrue(markdown.outputText.hasPrefix("## API changes from v1.0.0 to v1.1.0\n\n### Breaking\n\n"), markdown.outputText)
        XCTAssertTrue(markdown.outputText.contains("- `Kit.load(from:)`: `load(from:)` was removed or renamed (`removed_declaration`)"))
    }

    func testSemverFailsOnlyWhenTheVersionStepIsTooSmall() async throws {
        let minor = try await swiftdoc("diff", "v1.0.0", "v1.1.0", "--semver")
        XCTAssertEqual(minor.termination, .exited(2))
        XCTAssertTrue(minor.errorText.contains("semver: v1.0.0 → v1.1.0 is a minor step; the changes need a major one: too small"),
                      minor.errorText)
        try await git("tag", "v2.0.0", "v1.1.0")
        let major = try await swiftdoc("diff", "v1.0.0", "v2.0.0", "--semver")
        XCTAssertEqual(major.termination, .exited(0), major.errorText)
        XCTAssertTrue(major.errorText.contains("is a major step; the changes need a major one: ok"))
        let noVersion = try await swiftdoc("diff", "v1.0.0", "--semver")
        XCTAssertEqual(noVersion.termination, .exited(64), "a usage error: the work tree has no version")
        // The work tree (here as v1.1.0 is) judged as the version it is about to be released as.
        let asMinor = try await swiftdoc("diff", "v1.0.0", "--semver", "--new-version", "1.1.0")
        XCTAssertEqual(asMinor.termination, .exited(2), asMinor.errorText)
        XCTAssertTrue(asMinor.errorText.contains("semver: v1.0.0 → 1.1.0 is a minor step"), asMinor.errorText)
        let asMajor = try await swiftdoc("diff", "v1.0.0", "--semver", "--new-version", "2.0.0")
        XCTAssertEqual(asMajor.termination, .exited(0), asMajor.errorText)
        // A clone without tags names the old version's commit and the version it was released as.
        let commit = try await git("rev-parse", "v1.0.0^{commit}").outputText.trimmingCharacters(in: .whitespacesAndNewlines)
        let byCommit = try await swiftdoc("diff", commit, "--semver", "--old-version", "1.0.0", "--new-version", "1.1.0")
        XCTAssertEqual(byCommit.termination, .exited(2), byCommit.errorText)
        XCTAssertTrue(byCommit.errorText.contains("semver: 1.0.0 → 1.1.0 is a minor step"), byCommit.errorText)
    }

    func testGitHubAnnotationsMarkBreaksAsErrors() async throws {
        let result = try await swiftdoc("diff", "v1.0.0", "v1.1.0", "--reporter", "github-actions-logging")
        XCTAssertEqual(result.termination, .exited(2))
        let lines = result.outputText.split(separator: "\n")
        let removal = "::error file=Sources/Kit/Kit.swift,line=2,col=1::Kit.load(from:)"
        XCTAssertTrue(lines.contains { $0.hasPrefix(removal) }, result.outputText)
        XCTAssertTrue(lines.contains { $0.hasPrefix("::warning file=Sources/Kit/Kit.swift,line=1,col=") && $0.contains("Kit.Mode.safe") })
        XCTAssertFalse(result.outputText.contains("Kit.reset()"), "additions are not annotated")
    }

    func testSARIFLogsTheBreaksForCodeScanning() async throws {
        let result = try await swiftdoc("diff", "v1.0.0", "v1.1.0", "--reporter", "sarif")
        XCTAssertEqual(result.termination, .exited(2))
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.outputText.utf8)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual((run["tool"] as? [String: [String: Any]])?["driver"]?["name"] as? String, "swiftdoc-lite diff")
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        let removal = try XCTUnwrap(results.first { ($0["message"] as? [String: String])?["text"]?.hasPrefix("Kit.load(from:)") == true })
        XCTAssertEqual(removal["ruleId"] as? String, "removed_declaration")
        XCTAssertEqual(removal["level"] as? String, "error")
        XCTAssertFalse(result.outputText.contains("Kit.reset()"), "additions are not problems")
    }

    func testAllowedBreaksAreShownWithTheirReasonAndDoNotFail() async throws {
        try write(".swiftdoc.yml", """
            api-diff:
              allow:
                - check: removed_declaration
                  symbol: Kit.load(from:)
                  reason: deprecated in 1.0, removed as announced
                - check: changed_type
                  symbol: Kit.scale(_:)
                  reason: Double was always meant
                - check: removed_declaration
                  symbol: Kit.gone()
                  reason: stale
            """)
        let result = try await swiftdoc("diff", "v1.0.0", "v1.1.0")
        XCTAssertEqual(result.termination, .exited(0), result.errorText)
        XCTAssertTrue(result.outputText.contains("[removed_declaration] (allowed: deprecated in 1.0, removed as announced)"),
                      result.outputText)
        XCTAssertTrue(result.errorText.contains("the allowed `removed_declaration` of `Kit.gone()` matches no change"), result.errorText)
        let semver = try await swiftdoc("diff", "v1.0.0", "v1.1.0", "--semver")
        XCTAssertEqual(semver.termination, .exited(0), "with the breaks allowed, a minor step is enough: \(semver.errorText)")
    }

    func testAnAllowlistEntryWithoutAReasonIsAnErrorAtItsPlace() async throws {
        try write(".swiftdoc.yml", "api-diff:\n  allow:\n    - check: removed_declaration\n      symbol: Kit.load(from:)")
        let result = try await swiftdoc("diff", "v1.0.0", "v1.1.0")
        XCTAssertEqual(result.termination, .exited(2))
        XCTAssertTrue(result.errorText.contains(".swiftdoc.yml:3:"), result.errorText)
        XCTAssertTrue(result.errorText.contains("`reason` is required"), result.errorText)
    }

    func testAProductNamesItsModulesAndAnUnknownOneIsAnError() async throws {
        let kit = try await swiftdoc("diff", "v1.0.0", "v1.1.0", "--product", "Kit", "--reporter", "json")
        XCTAssertEqual(kit.termination, .exited(2), kit.errorText)
        XCTAssertEqual((try JSONSerialization.jsonObject(with: Data(kit.outputText.utf8)) as? [Any])?.count, 4)
        let typo = try await swiftdoc("diff", "v1.0.0", "v1.1.0", "--product", "Kt")
        XCTAssertEqual(typo.termination, .exited(2))
        XCTAssertTrue(typo.errorText.contains("no library product `Kt` in Package.swift; did you mean `Kit`?"), typo.errorText)
    }

    func testAnUnknownRevisionIsAClearError() async throws {
        let result = try await swiftdoc("diff", "v9")
        XCTAssertEqual(result.termination, .exited(2))
        XCTAssertTrue(result.errorText.contains("v9"), result.errorText)
    }

    func testListChecksNamesEveryCheckAndGivesItsExamplesAsJSON() async throws {
        let text = try await swiftdoc("diff", "--list-checks")
        XCTAssertEqual(text.termination, .exited(0), text.errorText)
        XCTAssertTrue(text.outputText.contains("frozen_layout_changed"), text.outputText)
        XCTAssertTrue(text.outputText.split(separator: "\n").contains { $0.hasPrefix("removed_declaration ") })
        let json = try await swiftdoc("diff", "--list-checks", "--reporter", "json")
        let checks = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.standardOutput)) as? [[String: Any]])
        XCTAssertEqual(checks.count, text.outputText.split(separator: "\n").count)
        for check in checks {
            let examples = check["examples"] as? [[String: Any]] ?? []
            XCTAssertFalse(examples.isEmpty, "\(check["id"] ?? "?") has examples")
            XCTAssertNotNil(examples.first?["old"] as? String)
            XCTAssertNotNil(examples.first?["expected"] as? [String])
        }
        let missing = try await swiftdoc("diff")
        XCTAssertEqual(missing.termination, .exited(64), "OLD is needed unless the checks are listed")
    }

    // MARK: - Versioned docs

    func testVersionsMakeOneSiteWithASwitcherAndWhatsNew() async throws {
        let output = folder.appendingPathComponent("site").path
        let result = try await swiftdoc("generate", "--versions", "v1.*", "--output", output, "--target", "Kit",
                                        "--standard-library", "none")
        XCTAssertEqual(result.termination, .exited(0), result.errorText)
        let read = { (path: String) throws -> String in try String(contentsOfFile: output + "/" + path, encoding: .utf8) }
        XCTAssertTrue(try read("index.html").contains("url=v1.1.0/index.html"), "the top page leads to the newest version")
        let reset = try read("v1.1.0/Kit/functions/reset.html")
        XCTAssertTrue(reset.contains("<details class=\"versions\"><summary>Version v1.1.0</summary>"), reset)
        XCTAssertTrue(reset.contains("<a href=\"../../../v1.1.0/Kit/functions/reset.html\" aria-current=\"page\">v1.1.0</a>"), reset)
        XCTAssertTrue(reset.contains("<a href=\"../../../v1.0.0/index.html\">v1.0.0</a>"),
                      "a page the other version lacks links to that version's overview, never to nothing")
        let mode = try read("v1.0.0/Kit/Mode.html")
        XCTAssertTrue(mode.contains("<a href=\"../../v1.1.0/Kit/Mode.html\">v1.1.0</a>"), mode)
        let notes = try read("v1.1.0/whats-new.html")
        XCTAssertTrue(notes.contains("<h1>What’s new in v1.1.0</h1>"), notes)
        let added = "<h2 id=\"notes-1\">Added</h2>\n<ul>\n"
            + "<li><a href=\"Kit/functions/reset.html#func-reset()\"><code>Kit.reset()</code></a>: new</li>"
        XCTAssertTrue(notes.contains(added), notes)
        let removed = "<code>Kit.load(from:)</code>: <code>load(from:)</code> was removed or renamed "
            + "(<a href=\"../v1.0.0/Kit/functions/load.html#func-load(from:)\">in v1.0.0</a>)"
        XCTAssertTrue(notes.contains(removed), "a removal links to the old page")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output + "/v1.0.0/whats-new.html"),
                       "the first version has nothing to compare with")
        let again = folder.appendingPathComponent("again").path
        _ = try await swiftdoc("generate", "--versions", "v1.0.0,v1.1.0", "--output", again, "--target", "Kit",
                               "--standard-library", "none")
        let same = try await Command(.executable("diff", arguments: ["-r", output, again])).run()
        XCTAssertTrue(same.succeeded, "the same versions give the same bytes: \(same.outputText)")
    }

    func testVersionsThatMatchNoTagAreAnError() async throws {
        let result = try await swiftdoc("generate", "--versions", "v9.*", "--output", folder.appendingPathComponent("none").path)
        XCTAssertEqual(result.termination, .exited(1))
        XCTAssertTrue(result.errorText.contains("no tag matches --versions v9.*"), result.errorText)
    }
}
