import Foundation
import ToolCore
import XCTest

/// Real pushes, through the installed hook to a local bare remote, of the
/// kinds careful users make that once slipped through (or were blocked
/// wrongly): a repository named by `--git-dir`, names that differ only in
/// their Unicode normalization, symbolic links, ref conditions on a push of
/// several refs, a lint configuration that changed, `core.autocrlf`.
final class SlipThroughTests: XCTestCase {
    /// A scenario whose job fails when a pushed file holds `forbidden`.
    private func forbiddenLineScenario() async throws -> PushScenario {
        let scenario = try await PushScenario(recordJob: false)
        try scenario.configure("""
            pre-push:
              jobs:
                - name: forbidden
                  run: "! grep -l forbidden {files}"
            """)
        try await scenario.commit("base", ["a.txt": "fine\n"])
        let first = try await scenario.push("origin", "main")
        XCTAssertTrue(first.accepted, first.output)
        return scenario
    }

    /// `git <options> push -q origin main` run in `folder`, with `environment` added.
    private func push(
        _ options: [String], from folder: String, environment: [String: String] = [:], refs: [String] = ["main"]
    ) async throws -> (accepted: Bool, output: String) {
        var command = Command(.executable("git", arguments: options + ["push", "-q", "origin"] + refs), workingDirectory: folder)
        command.environment = environment.merging(["NO_COLOR": "1"]) { first, _ in first }
        command.timeout = .seconds(120)
        let result = try await command.run()
        return (result.succeeded, result.outputText + result.errorText)
    }

    // MARK: 1. The repository git names

    func testGitDirAndWorkTreeFromAnUnrelatedFolderAreChecked() async throws {
        let scenario = try await forbiddenLineScenario()
        let elsewhere = scenario.root + "/elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        try await scenario.commit("bad", ["b.txt": "forbidden\n"])
        let options = ["--git-dir=\(scenario.work)/.git", "--work-tree=\(scenario.work)"]
        var pushed = try await push(options, from: elsewhere)
        XCTAssertFalse(pushed.accepted, pushed.output)
        XCTAssertTrue(pushed.output.contains("FAIL           forbidden"), pushed.output)
        XCTAssertTrue(pushed.output.contains("b.txt"), pushed.output)

        // Relative paths, as typed: relative to where git runs.
        pushed = try await push(["--git-dir=../work/.git", "--work-tree=../work"], from: elsewhere)
        XCTAssertFalse(pushed.accepted, pushed.output)
        XCTAssertTrue(pushed.output.contains("FAIL           forbidden"), pushed.output)

        try await scenario.git("reset", "-q", "--hard", "HEAD~1")
        try await scenario.commit("good", ["c.txt": "fine\n"])
        pushed = try await push(options, from: elsewhere)
        XCTAssertTrue(pushed.accepted, pushed.output)
    }

    func testGitDirFromInsideAnotherRepositoryChecksTheNamedOne() async throws {
        let scenario = try await forbiddenLineScenario()
        let other = scenario.root + "/other"
        try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
        _ = try await Command(.executable("git", arguments: ["init", "-q", other]), workingDirectory: scenario.root).run()
        try await scenario.commit("bad", ["b.txt": "forbidden\n"])
        let pushed = try await push(["--git-dir=\(scenario.work)/.git", "--work-tree=\(scenario.work)"], from: other)
        XCTAssertFalse(pushed.accepted, pushed.output)
        XCTAssertTrue(pushed.output.contains("FAIL           forbidden"), pushed.output)
        XCTAssertFalse(pushed.output.contains("no object"), pushed.output)
    }

    func testGitDirWhoseConfigurationNamesTheWorkTree() async throws {
        let scenario = try await forbiddenLineScenario()
        try await scenario.git("config", "core.worktree", scenario.work)
        let elsewhere = scenario.root + "/elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        try await scenario.commit("bad", ["b.txt": "forbidden\n"])
        var pushed = try await push([], from: elsewhere, environment: ["GIT_DIR": scenario.work + "/.git"])
        XCTAssertFalse(pushed.accepted, pushed.output)
        XCTAssertTrue(pushed.output.contains("FAIL           forbidden"), pushed.output)
        XCTAssertFalse(pushed.output.contains("cannot open a git repository"), pushed.output)

        try await scenario.git("reset", "-q", "--hard", "HEAD~1")
        pushed = try await push([], from: elsewhere, environment: ["GIT_DIR": scenario.work + "/.git"])
        XCTAssertTrue(pushed.accepted, pushed.output)
    }

    // MARK: 2. Every path is a byte string

    func testNamesThatDifferOnlyInUnicodeNormalizationAreTwoFiles() async throws {
        let scenario = try await forbiddenLineScenario()
        let composed = "caf\u{E9}.txt", decomposed = "cafe\u{301}.txt"
        XCTAssertNotEqual(Array(composed.utf8), Array(decomposed.utf8))
        try scenario.write(decomposed, "fine\n")
        // `String.write(toFile:)` keeps the scalars: the file system gets two names.
        try scenario.write(composed, "forbidden\n")
        try await scenario.git("add", "-A")
        try await scenario.git("commit", "-q", "-m", "two cafés")
        let listed = try await scenario.git("ls-files", "-z")
        XCTAssertEqual(listed.split(separator: "\0").filter { $0.hasPrefix("caf") }.count, 2)

        let dryRun = try await scenario.swifthook("run", "pre-push", "--from", "origin/main", "--to", "HEAD", "--dry-run",
                                                  "--format", "json")
        let context = try PushContext.decoder.decode(PushContext.self, from: Data(dryRun.outputText.utf8))
        XCTAssertEqual(context.files.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) },
                       [Array(composed.utf8), Array(decomposed.utf8)].sorted { $0.lexicographicallyPrecedes($1) })

        let pushed = try await scenario.push("origin", "main")
        XCTAssertFalse(pushed.accepted, pushed.output)
        XCTAssertTrue(pushed.output.contains("FAIL           forbidden"), pushed.output)
    }

    // MARK: 3. Symbolic links

    func testTheLintSkipsSymbolicLinksAndOtherJobsGetThem() async throws {
        let scenario = try await PushScenario(recordJob: false)
        let listed = scenario.root + "/listed"
        try scenario.configure("""
            pre-push:
              jobs:
                - name: lint
                  lint: true
                - name: list
                  run: printf '%s\\n' {files} > '\(listed)'
            """)
        try await scenario.commit("base", ["README.md": "x\n"])
        _ = try await scenario.push("origin", "main")
        try scenario.write("Sources/A/Shared.swift", "let shared = 1\n")
        try FileManager.default.createDirectory(atPath: scenario.work + "/Sources/B", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scenario.work + "/Sources/B/Shared.swift",
                                                   withDestinationPath: "../A/Shared.swift")
        try await scenario.git("add", "-A")
        try await scenario.git("commit", "-q", "-m", "shared through a link")
        let pushed = try await scenario.push("origin", "main")
        XCTAssertTrue(pushed.accepted, pushed.output)
        XCTAssertFalse(pushed.output.contains("FAIL"), pushed.output)
        XCTAssertEqual(try String(contentsOfFile: listed, encoding: .utf8), "Sources/A/Shared.swift\nSources/B/Shared.swift\n")

        // The link alone: the lint has nothing to lint.
        try FileManager.default.removeItem(atPath: scenario.work + "/Sources/B/Shared.swift")
        try FileManager.default.createSymbolicLink(atPath: scenario.work + "/Sources/B/Shared.swift",
                                                   withDestinationPath: "../A/../A/Shared.swift")
        try await scenario.git("add", "-A")
        try await scenario.git("commit", "-q", "-m", "the link moved")
        let dryRun = try await scenario.swifthook("run", "pre-push", "--from", "origin/main", "--to", "HEAD", "--dry-run")
        XCTAssertTrue(dryRun.outputText.contains("lint: skipped — no matching files"), dryRun.outputText)
        let linkOnly = try await scenario.push("origin", "main")
        XCTAssertTrue(linkOnly.accepted, linkOnly.output)
        XCTAssertTrue(linkOnly.output.contains("SKIP") && linkOnly.output.contains("lint — no matching files"), linkOnly.output)
    }

    // MARK: 4. Ref conditions hold per ref

    func testSkipByRefLeavesOutOnlyThatRef() async throws {
        let scenario = try await forbiddenLineScenario()
        try scenario.configure("""
            pre-push:
              jobs:
                - name: forbidden
                  run: "! grep -l forbidden {files}"
                  skip: [{ref: "wip/*"}]
            """)
        try await scenario.git("checkout", "-q", "-b", "wip/x")
        try await scenario.commit("draft", ["draft.txt": "forbidden, but a draft\n"])
        try await scenario.git("checkout", "-q", "main")
        try await scenario.commit("bad", ["b.txt": "forbidden\n"])
        var pushed = try await scenario.push("origin", "wip/x", "main")
        XCTAssertFalse(pushed.accepted, pushed.output)
        XCTAssertTrue(pushed.output.contains("b.txt"), pushed.output)
        XCTAssertFalse(pushed.output.contains("draft.txt"), pushed.output)

        try await scenario.git("reset", "-q", "--hard", "HEAD~1")
        try await scenario.commit("good", ["c.txt": "fine\n"])
        pushed = try await scenario.push("origin", "wip/x", "main")
        XCTAssertTrue(pushed.accepted, pushed.output)
    }

    func testOnlyByRefTakesOnlyThatRefsFiles() async throws {
        let scenario = try await forbiddenLineScenario()
        try scenario.configure("""
            pre-push:
              jobs:
                - name: forbidden
                  run: "! grep -l forbidden {files}"
                  only: [{ref: main}]
            """)
        try await scenario.git("checkout", "-q", "-b", "feat")
        try await scenario.commit("feature", ["feat.txt": "forbidden on a feature branch\n"])
        try await scenario.git("checkout", "-q", "main")
        try await scenario.commit("good", ["c.txt": "fine\n"])
        let dryRun = try await scenario.swifthook("run", "pre-push", "--from", "origin/main", "--to", "HEAD", "--dry-run")
        XCTAssertTrue(dryRun.outputText.contains("forbidden: runs on 1 file"), dryRun.outputText)
        var pushed = try await scenario.push("origin", "feat", "main")
        XCTAssertTrue(pushed.accepted, pushed.output)

        try await scenario.commit("bad", ["b.txt": "forbidden\n"])
        pushed = try await scenario.push("origin", "feat", "main")
        XCTAssertFalse(pushed.accepted, pushed.output)
        XCTAssertTrue(pushed.output.contains("b.txt"), pushed.output)
        XCTAssertFalse(pushed.output.contains("feat.txt"), pushed.output)
    }

    // MARK: 5. The lint cache keys on the configuration

    func testAChangedLintConfigurationIsNotAnsweredFromTheCache() async throws {
        let scenario = try await PushScenario(recordJob: false)
        try scenario.configure("pre-push:\n  jobs:\n    - name: lint\n      lint: true\n")
        try await scenario.commit("base", ["README.md": "x\n"])
        _ = try await scenario.push("origin", "main")
        let long = "let text = \"" + String(repeating: "a", count: 60) + "\"\n"
        try await scenario.git("checkout", "-q", "-b", "topic")
        try await scenario.commit("a long line", ["Sources/Long.swift": long])
        var pushed = try await scenario.push("origin", "topic")
        XCTAssertTrue(pushed.accepted, pushed.output)
        XCTAssertTrue(pushed.output.contains("PASS           lint"), pushed.output)

        // The same blob again, on a rebased branch, after the lint got stricter.
        try scenario.write(".swiftlint.yml", "line_length:\n  warning: 40\n  error: 50\n")
        try await scenario.git("add", ".swiftlint.yml")
        try await scenario.git("commit", "-q", "-m", "stricter lines")
        try await scenario.git("checkout", "-q", "main")
        try await scenario.commit("main moves", ["Other.txt": "other\n"])  // the lint takes the same files again
        try await scenario.git("checkout", "-q", "topic")
        try await scenario.git("rebase", "-q", "main")
        pushed = try await scenario.push("-f", "origin", "topic")
        XCTAssertFalse(pushed.accepted, pushed.output)
        XCTAssertTrue(pushed.output.contains("Sources/Long.swift:1:1: error: Line should be 50 characters or less"), pushed.output)
        XCTAssertFalse(pushed.output.contains("CACHED"), pushed.output)
    }

    // MARK: 6. Planning a long push

    /// 400 commits, each changing three files of a 5,000-file folder (before:
    /// every commit's folder parsed into strings and kept in libgit2's cache,
    /// 13 s and 180 MB in a debug build; now a fraction of a second).
    func testALongPushThroughABigFolderIsPlannedQuicklyInLittleMemory() async throws {
        let scenario = try await PushScenario(recordJob: false)
        try scenario.configure("pre-push:\n  jobs:\n    - name: all\n      run: \"true\"\n")
        for index in 1...5_000 { try scenario.write("d/f\(index).txt", "\(index)\n") }
        try await scenario.commit("base")
        _ = try await scenario.push("origin", "main")
        var stream = ""
        for commit in 0..<400 {
            stream += "commit refs/heads/main\ncommitter Test <test@example.com> \(1_700_000_000 + commit) +0000\ndata 7\nchange\n"
            if commit == 0 { stream += "from refs/heads/main^0\n" }
            for part in 0..<3 {
                let data = "v\(commit)-\(part)\n"
                stream += "M 100644 inline d/f\((commit * 7 + part * 1_663) % 5_000 + 1).txt\ndata \(data.utf8.count)\n\(data)"
            }
            stream += "\n"
        }
        var importer = Command(.executable("git", arguments: ["fast-import", "--quiet"]), workingDirectory: scenario.work)
        importer.input = .bytes(Array(stream.utf8))
        let imported = try await importer.run()
        XCTAssertTrue(imported.succeeded, imported.errorText)
        try await scenario.git("reset", "-q", "--hard")

        let memory = scenario.root + "/memory"
        var push = Command(.executable("/usr/bin/time", arguments: ["-f", "%M", "-o", memory, "git", "push", "-q", "origin", "main"]),
                           workingDirectory: scenario.work)
        push.environment = ["NO_COLOR": "1"]
        let started = ContinuousClock.now
        let pushed = try await push.run()
        let elapsed = ContinuousClock.now - started
        XCTAssertTrue(pushed.succeeded, pushed.errorText)
        XCTAssertTrue(pushed.errorText.contains("1 ref, 400 commits, 1200 files"), pushed.errorText)
        let recorded = try String(contentsOfFile: memory, encoding: .utf8)
        let kilobytes = try XCTUnwrap(Int(recorded.trimmingCharacters(in: .whitespacesAndNewlines)))
        XCTAssertLessThan(kilobytes, 120 * 1_024, "peak memory of the push and its hook")
        XCTAssertLessThan(elapsed, .seconds(6), "the push with its hook")
    }

    // MARK: 7. What git compares

    func testAnAutocrlfWorkTreeIsNotWarnedAbout() async throws {
        let scenario = try await PushScenario(recordJob: false)
        try scenario.configure("pre-push:\n  jobs:\n    - name: cat\n      run: cat {files} > /dev/null\n")
        try await scenario.git("config", "core.autocrlf", "true")
        try await scenario.commit("base", ["README.md": "x\n"])
        _ = try await scenario.push("origin", "main")
        try scenario.write("w.txt", "one\r\ntwo\r\n")
        try await scenario.git("add", "w.txt")
        try await scenario.git("commit", "-q", "-m", "crlf in the work tree")
        let status = try await scenario.git("status", "--porcelain")
        XCTAssertEqual(status, "", "git status is clean")
        let stored = try await scenario.git("cat-file", "-p", "HEAD:w.txt")
        XCTAssertEqual(stored, "one\ntwo", "git stores LF")
        var pushed = try await scenario.push("origin", "main")
        XCTAssertTrue(pushed.accepted, pushed.output)
        XCTAssertFalse(pushed.output.contains("differs from what is pushed"), pushed.output)

        // A change `git status` shows is still said.
        try await scenario.commit("three", ["w.txt": "one\r\nthree\r\n"])
        try scenario.write("w.txt", "one\r\nedited after the commit\r\n")
        pushed = try await scenario.push("origin", "main")
        XCTAssertTrue(pushed.output.contains("warning: w.txt in the work tree differs from what is pushed"), pushed.output)
        XCTAssertTrue(pushed.accepted, pushed.output)
    }
}
