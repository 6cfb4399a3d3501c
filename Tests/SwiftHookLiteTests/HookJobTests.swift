import Foundation
import ToolCore
import XCTest

/// What jobs do with a push: skip, pass, fail (and block it), time out, use the
/// cache, lint the pushed bytes; and how install keeps a foreign hook.
final class HookJobTests: XCTestCase {
    private func scenario(_ yaml: String) async throws -> PushScenario {
        let scenario = try await PushScenario(recordJob: false)
        try await scenario.commit("base", ["Sources/A.swift": "let alpha = 1\n"])
        let first = try await scenario.push("origin", "main")
        XCTAssertTrue(first.accepted, first.output)
        try scenario.configure(yaml)
        return scenario
    }

    private func remoteHead(_ scenario: PushScenario, _ branch: String) async throws -> String? {
        let arguments = ["--git-dir", scenario.remote, "rev-parse", "--verify", "-q", branch]
        let result = try await Command(.executable("git", arguments: arguments)).run()
        return result.succeeded ? result.outputText.trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }

    func testNothingMatchingAJobsGlobSkipsItAndLetsThePushThrough() async throws {
        let scenario = try await scenario("""
            pre-push:
              jobs:
                - name: docs
                  run: exit 1
                  glob: "*.md"
            """)
        try await scenario.commit("code", ["Sources/B.swift": "let beta = 2\n"])
        let pushed = try await scenario.push("origin", "main")
        XCTAssertTrue(pushed.accepted, pushed.output)
        XCTAssertTrue(pushed.output.contains("SKIP"), pushed.output)
        XCTAssertTrue(pushed.output.contains("no matching files"), pushed.output)
    }

    func testAFailingJobBlocksThePushForReal() async throws {
        let scenario = try await scenario("""
            pre-push:
              jobs:
                - name: check
                  run: echo found a problem in {files}; exit 3
                  fail_text: Fix it, or SKIP=check git push
            """)
        let before = try await remoteHead(scenario, "main")
        let tip = try await scenario.commit("bad", ["Sources/Bad file.swift": "let bad = 1\n"])
        let pushed = try await scenario.push("origin", "main")
        XCTAssertFalse(pushed.accepted)
        XCTAssertTrue(pushed.output.contains("found a problem in Sources/Bad file.swift"), pushed.output)
        XCTAssertTrue(pushed.output.contains("hint: Fix it, or SKIP=check git push"), pushed.output)
        let after = try await remoteHead(scenario, "main")
        XCTAssertEqual(after, before)
        XCTAssertNotEqual(after, tip)
    }

    func testSkipAndSwiftHookVariablesBypassJobsForOnePush() async throws {
        let scenario = try await scenario("""
            pre-push:
              jobs:
                - name: check
                  run: exit 1
            """)
        try await scenario.commit("next", ["Sources/C.swift": "let gamma = 3\n"])
        var command = Command(.executable("git", arguments: ["push", "-q", "origin", "main"]), workingDirectory: scenario.work)
        command.environment = ["SKIP": "check"]
        let skipped = try await command.run()
        XCTAssertTrue(skipped.succeeded, skipped.errorText)
        XCTAssertTrue(skipped.errorText.contains("SKIP=check"), skipped.errorText)
        try await scenario.commit("more", ["Sources/D.swift": "let delta = 4\n"])
        command.environment = ["SWIFTHOOK": "0"]
        let bypassed = try await command.run()
        XCTAssertTrue(bypassed.succeeded, bypassed.errorText)
    }

    func testATimedOutJobIsKilledWithEverythingItStarted() async throws {
        let scenario = try await scenario("""
            pre-push:
              jobs:
                - name: hang
                  run: sleep 1000 & echo "child $!"; sleep 1000
                  timeout: 1
            """)
        try await scenario.commit("next", ["Sources/E.swift": "let epsilon = 5\n"])
        let started = ContinuousClock.now
        let pushed = try await scenario.push("origin", "main")
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(30))
        XCTAssertFalse(pushed.accepted)
        XCTAssertTrue(pushed.output.contains("timeout"), pushed.output)
        let child = pushed.output.split(separator: "\n").first { $0.contains("child ") }
            .flatMap { $0.split(separator: " ").last }.flatMap { Int32($0) }
        let pid = try XCTUnwrap(child, pushed.output)
        try await Task.sleep(for: .milliseconds(300))
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/proc/\(pid)/cmdline") && Self.isAlive(pid), "sleep \(pid) survived")
    }

    static func isAlive(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(close, offsetBy: 2)] != "Z"
    }

    func testLintChecksThePushedContentNotTheWorkTree() async throws {
        let scenario = try await scenario("""
            pre-push:
              jobs:
                - name: lint
                  lint: true
            """)
        try scenario.write(".lint.yml", "only_rules: [force_cast]\nforce_cast: error\n")
        try await scenario.commit("config")
        _ = try await scenario.push("origin", "main")
        // Committed with a violation, then fixed in the work tree only: what leaves is still bad.
        try await scenario.commit("bad cast", ["Sources/Cast.swift": "let value = thing as! Int\n"])
        try scenario.write("Sources/Cast.swift", "let value = thing as? Int\n")
        let blocked = try await scenario.push("origin", "main")
        XCTAssertFalse(blocked.accepted, blocked.output)
        XCTAssertTrue(blocked.output.contains("Sources/Cast.swift:1:19: error:"), blocked.output)
        // Committed clean; a bad edit left unstaged does not block.
        try await scenario.commit("good cast")
        try scenario.write("Sources/Cast.swift", "let value = thing as! Int\n")
        let accepted = try await scenario.push("origin", "main")
        XCTAssertTrue(accepted.accepted, accepted.output)
    }

    func testAnAmendThatOnlyChangesTheMessagePassesFromTheCache() async throws {
        let scenario = try await scenario("""
            pre-push:
              jobs:
                - name: slow
                  run: sleep 0.2; echo checked {files}
            """)
        try await scenario.commit("work", ["Sources/F.swift": "let phi = 6\n"])
        let first = try await scenario.push("origin", "HEAD:refs/heads/feature")
        XCTAssertTrue(first.accepted, first.output)
        XCTAssertFalse(first.output.contains("cached"), first.output)
        try await scenario.git("commit", "-q", "--amend", "-m", "better message")
        let second = try await scenario.push("--force", "origin", "HEAD:refs/heads/feature")
        XCTAssertTrue(second.accepted, second.output)
        XCTAssertTrue(second.output.contains("PASS (cached)"), second.output)
    }

    func testAnEmptyConfigurationLetsEveryPushThrough() async throws {
        let scenario = try await PushScenario(recordJob: false)
        try await scenario.commit("base", ["a.txt": "a"])
        let pushed = try await scenario.push("origin", "main")
        XCTAssertTrue(pushed.accepted, pushed.output)
    }

    func testABrokenConfigurationBlocksWithItsLocation() async throws {
        let scenario = try await scenario("""
            pre-push:
              jobs:
                - name: lint
                  lint: true
            """)
        try scenario.configure("pre-push:\n  jobs:\n    - name: x\n      runn: true\n")
        try await scenario.commit("next", ["b.txt": "b"])
        let pushed = try await scenario.push("origin", "main")
        XCTAssertFalse(pushed.accepted)
        let expected = ".swifthook.yml:4:7: error: unknown key `runn` in `pre-push.jobs[0]`; did you mean `run`?"
        XCTAssertTrue(pushed.output.contains(expected), pushed.output)
    }

    func testAnAliasBombConfigurationBlocksThePushAtOnce() async throws {
        let scenario = try await scenario("pre-push:\n  jobs: []\n")
        let levels = "abcdefghi".map(String.init)
        let bomb = levels.indices.map { index in
            let item = index == 0 ? "x" : "*" + levels[index - 1]
            return "\(levels[index]): &\(levels[index]) [\(Array(repeating: item, count: 9).joined(separator: ","))]"
        }
        try scenario.configure(bomb.joined(separator: "\n") + "\n")
        try await scenario.commit("next", ["b.txt": "b"])
        let start = ContinuousClock.now
        let pushed = try await scenario.push("origin", "main")
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(5)) // git's own work included
        XCTAssertFalse(pushed.accepted)
        XCTAssertTrue(pushed.output.contains(".swifthook.yml:6:4: error: aliases here expand"), pushed.output)
    }

    func testDryRunPrintsThePlanAsJSON() async throws {
        let scenario = try await scenario("""
            pre-push:
              jobs:
                - name: swift
                  run: echo {files}
                  glob: "**/*.swift"
                - name: docs
                  run: echo {files}
                  glob: "*.md"
            """)
        let base = try await scenario.git("rev-parse", "HEAD")
        try await scenario.commit("next", ["Sources/G.swift": "let g = 7\n"])
        let result = try await scenario.swifthook(
            "run", "pre-push", "origin", "url", "--from", base, "--to", "HEAD", "--dry-run", "--format", "json")
        XCTAssertTrue(result.succeeded, result.errorText)
        let plan = try PushContext.decoder.decode(PushContext.self, from: Data(result.standardOutput))
        XCTAssertEqual(plan.files, ["Sources/G.swift"])
        XCTAssertEqual(plan.jobs?.map(\.name), ["swift", "docs"])
        XCTAssertEqual(plan.jobs?.first?.files, ["Sources/G.swift"])
        XCTAssertEqual(plan.jobs?.last?.skippedReason, "no matching files")
    }

    func testBinaryFilesAreFlaggedAndGivenToTheJobsTheirGlobsMatch() async throws {
        let scenario = try await scenario("""
            pre-push:
              jobs:
                - name: everything
                  run: echo {files}
                - name: images
                  run: echo {files}
                  glob: "*.png"
            """)
        let base = try await scenario.git("rev-parse", "HEAD")
        try scenario.write("Sources/H.swift", "let h = 8\n")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0x00, 0x01, 0x02]).write(to: URL(fileURLWithPath: scenario.work + "/logo.png"))
        try await scenario.commit("assets")
        let json = try await scenario.swifthook(
            "run", "pre-push", "origin", "url", "--from", base, "--to", "HEAD", "--dry-run", "--format", "json")
        let plan = try PushContext.decoder.decode(PushContext.self, from: Data(json.standardOutput))
        XCTAssertEqual(plan.files, ["Sources/H.swift", "logo.png"])
        XCTAssertEqual(plan.jobs?.first?.files, ["Sources/H.swift", "logo.png"])
        XCTAssertEqual(plan.jobs?.last?.files, ["logo.png"])
        let text = try await scenario.swifthook("run", "pre-push", "origin", "url", "--from", base, "--to", "HEAD", "--dry-run")
        XCTAssertTrue(text.outputText.contains("  logo.png (binary)\n"), text.outputText)
        XCTAssertTrue(text.outputText.contains("  Sources/H.swift\n"), text.outputText)
    }

    func testAForeignHookIsKeptChainedAndRestored() async throws {
        let scenario = try await PushScenario(recordJob: false)
        let hooks = scenario.work + "/.git/hooks"
        try await scenario.swifthook("uninstall")
        let foreign = "#!/bin/sh\ncat > \"\(scenario.root)/foreign-input\"\necho foreign ran >&2\n"
        try foreign.write(toFile: hooks + "/pre-push", atomically: false, encoding: .utf8)
        chmod(hooks + "/pre-push", 0o755)
        let installed = try await scenario.swifthook("install")
        XCTAssertTrue(installed.outputText.contains("kept"), installed.outputText)
        XCTAssertEqual(try String(contentsOfFile: hooks + "/pre-push.swifthook-chained", encoding: .utf8), foreign)
        try await scenario.commit("base", ["a.txt": "a"])
        let pushed = try await scenario.push("origin", "main")
        XCTAssertTrue(pushed.accepted, pushed.output)
        let replayed = try String(contentsOfFile: scenario.root + "/foreign-input", encoding: .utf8)
        XCTAssertTrue(replayed.hasPrefix("refs/heads/main "), replayed)
        let removed = try await scenario.swifthook("uninstall")
        XCTAssertTrue(removed.outputText.contains("restored"), removed.outputText)
        XCTAssertEqual(try String(contentsOfFile: hooks + "/pre-push", encoding: .utf8), foreign)
        XCTAssertFalse(FileManager.default.fileExists(atPath: hooks + "/pre-push.swifthook-chained"))
    }
}

extension HookJobTests {
    func testCheckoutPushedRunsOnThePushedTreeAndStdinReplaysTheRefLines() async throws {
        let scenario = try await scenario("""
            pre-push:
              parallel: false
              jobs:
                - name: pushed
                  run: cat Sources/A.swift; exit 1
                  checkout: pushed
                - name: stdin
                  run: cat; exit 1
                  use_stdin: true
                - name: worktree
                  run: cat {files}; exit 1
            """)
        try await scenario.commit("pushed content", ["Sources/A.swift": "let pushed = 1\n"])
        try scenario.write("Sources/A.swift", "let edited = 2\n")
        let pushed = try await scenario.push("origin", "main")
        XCTAssertFalse(pushed.accepted)
        XCTAssertTrue(pushed.output.contains("│ let pushed = 1"), pushed.output)
        XCTAssertTrue(pushed.output.contains("│ refs/heads/main "), pushed.output)
        XCTAssertTrue(pushed.output.contains("│ let edited = 2"), pushed.output)
        XCTAssertTrue(pushed.output.contains("Sources/A.swift in the work tree differs from what is pushed"), pushed.output)
    }

    /// The warning compares bytes: a same-sized edit is caught, an untouched
    /// file and an untouched symbolic link are not reported.
    func testTheWorkTreeWarningNamesOnlyFilesWhoseContentDiffers() async throws {
        let scenario = try await scenario("""
            pre-push:
              jobs:
                - name: worktree
                  run: cat {files}; exit 1
            """)
        try scenario.write("Sources/B.swift", "let beta = 1\n")
        try scenario.write("Sources/C.swift", "let gamma = 1\n")
        try FileManager.default.createSymbolicLink(atPath: scenario.work + "/Sources/Link.swift", withDestinationPath: "C.swift")
        try await scenario.commit("three files")
        try scenario.write("Sources/B.swift", "let beta = 2\n")
        let pushed = try await scenario.push("origin", "main")
        XCTAssertFalse(pushed.accepted)
        XCTAssertTrue(pushed.output.contains("Sources/B.swift in the work tree differs from what is pushed"), pushed.output)
        XCTAssertFalse(pushed.output.contains("Sources/C.swift in the work tree differs"), pushed.output)
        XCTAssertFalse(pushed.output.contains("Sources/Link.swift in the work tree differs"), pushed.output)
        XCTAssertTrue(pushed.output.contains("│ let gamma = 1"), pushed.output)
    }

    func testFailFastStopsJobsThatHaveNotStarted() async throws {
        let scenario = try await scenario("""
            pre-push:
              parallel: false
              fail_fast: true
              jobs:
                - name: fails
                  run: exit 1
                - name: never
                  run: echo should not run
            """)
        try await scenario.commit("next", ["b.txt": "b"])
        let pushed = try await scenario.push("origin", "main")
        XCTAssertFalse(pushed.accepted)
        XCTAssertTrue(pushed.output.contains("STOPPED        never"), pushed.output)
        XCTAssertFalse(pushed.output.contains("should not run"), pushed.output)
    }
}
