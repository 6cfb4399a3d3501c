import Foundation
import ToolCore
import XCTest

/// Real pushes from the states real repositories are in: refs that point
/// nowhere, linked worktrees, shallow clones, big pushes. The hook must never
/// block a good push nor let a bad one through.
final class RealRepositoryTests: XCTestCase {
    func pushedMain() async throws -> PushScenario {
        let scenario = try await PushScenario()
        try await scenario.commit("base", ["Sources/A.swift": "let a = 1\n"])
        let first = try await scenario.push("origin", "main")
        XCTAssertTrue(first.accepted, first.output)
        _ = try scenario.recordedContext()
        return scenario
    }

    func testADanglingOriginHEADIsSkippedWithANoteNotFatal() async throws {
        let scenario = try await pushedMain()
        // The remote renamed its default branch; `git fetch --prune` left origin/HEAD dangling.
        try await scenario.git("symbolic-ref", "refs/remotes/origin/HEAD", "refs/remotes/origin/master")
        try await scenario.commit("next", ["Sources/B.swift": "let b = 2\n"])
        let pushed = try await scenario.push("origin", "main")
        XCTAssertTrue(pushed.accepted, pushed.output)
        XCTAssertTrue(pushed.output.contains(
            "note: skipped refs/remotes/origin/HEAD: it points to nothing in this repository (`git remote set-head origin -a` mends it)"),
            pushed.output)
        // origin/main still hides what the remote has: only the new commit is sent.
        let context = try XCTUnwrap(try scenario.recordedContext())
        XCTAssertEqual(context.files, ["Sources/B.swift"])
        XCTAssertEqual(context.refs.first?.commits.count, 1)
    }
}

extension RealRepositoryTests {
    func failingJobScenario(_ format: PushScenario.ObjectFormat = .sha1) async throws -> PushScenario {
        let scenario = try await PushScenario(recordJob: false, objectFormat: format)
        try scenario.configure("pre-push:\n  jobs:\n    - name: refuse\n      glob: \"*.bad\"\n      run: exit 1\n")
        try await scenario.commit("base", ["a.txt": "a"])
        let first = try await scenario.push("origin", "main")
        XCTAssertTrue(first.accepted, first.output)
        return scenario
    }

    func swifthook(_ arguments: [String], in folder: String, home: String? = nil) async throws -> ProcessResult {
        var command = Command(.executable(try PushScenario.tool, arguments: arguments), workingDirectory: folder)
        if let home { command.environment = ["HOME": home, "XDG_CONFIG_HOME": home + "/.config"] }
        return try await command.run()
    }

    func testInstallInALinkedWorktreeWritesTheHookGitRuns() async throws {
        try await inEachObjectFormat { format in
            let scenario = try await failingJobScenario(format)
            try await scenario.swifthook("uninstall")
            let worktree = scenario.root + "/linked"
            try await scenario.git("worktree", "add", "-q", worktree, "-b", "side")
            let installed = try await swifthook(["install"], in: worktree)
            XCTAssertEqual(installed.outputText, "installed \(scenario.work)/.git/hooks/pre-push\n", installed.errorText)
            XCTAssertFalse(FileManager.default.fileExists(atPath: scenario.work + "/.git/worktrees/linked/hooks/pre-push"))

            // A push from the worktree goes through the hook: the bad file blocks it, a good one passes.
            try ".swifthook.yml\n".write(toFile: scenario.work + "/.git/info/exclude", atomically: false, encoding: .utf8)
            try FileManager.default.copyItem(atPath: scenario.work + "/.swifthook.yml", toPath: worktree + "/.swifthook.yml")
            try await commit("key.bad", "x", message: "bad", in: worktree)
            var pushed = try await push(["origin", "side"], in: worktree)
            XCTAssertFalse(pushed.accepted, pushed.output)
            XCTAssertTrue(pushed.output.contains("FAIL"), pushed.output)
            try await git(["reset", "-q", "--hard", "HEAD~1"], in: worktree)
            try await commit("fine.txt", "y", message: "good", in: worktree)
            pushed = try await push(["origin", "side"], in: worktree)
            XCTAssertTrue(pushed.accepted, pushed.output)
        }
    }

    func testInstallWritesIntoTheRepositorysOwnCoreHooksPath() async throws {
        let scenario = try await failingJobScenario()
        try await scenario.swifthook("uninstall")
        try await scenario.git("config", "core.hooksPath", ".githooks")
        let installed = try await scenario.swifthook("install")
        XCTAssertEqual(installed.outputText, "installed .githooks/pre-push\n", installed.errorText)
        try await scenario.commit("bad", ["key.bad": "x"])
        let pushed = try await scenario.push("origin", "main")
        XCTAssertFalse(pushed.accepted, pushed.output)
        let removed = try await scenario.swifthook("uninstall")
        XCTAssertEqual(removed.outputText, "removed the pre-push hook\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: scenario.work + "/.githooks/pre-push"))
    }

    func testAGlobalOrHuskyHooksPathIsRefusedWithCommandsThatWork() async throws {
        let scenario = try await PushScenario(recordJob: false)
        let home = scenario.root + "/home"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        try "[core]\n\thooksPath = ~/shared-hooks\n".write(toFile: home + "/.gitconfig", atomically: false, encoding: .utf8)
        let global = try await swifthook(["install"], in: scenario.work, home: home)
        XCTAssertEqual(global.termination, .exited(1))
        XCTAssertTrue(global.errorText.contains("core.hooksPath is set in your global git configuration to '~/shared-hooks'"),
                      global.errorText)
        XCTAssertTrue(global.errorText.contains("git config --global --unset core.hooksPath"), global.errorText)

        try await scenario.git("config", "core.hooksPath", ".husky/_")
        let husky = try await scenario.swifthook("install")
        XCTAssertEqual(husky.termination, .exited(1))
        XCTAssertTrue(husky.errorText.contains("Add this line to .husky/pre-push instead:\n  swifthook-lite run pre-push \"$@\""),
                      husky.errorText)
        XCTAssertFalse(FileManager.default.fileExists(atPath: scenario.work + "/.husky/_/pre-push"))
    }

    /// Writes `name` in the repository at `folder` and commits it.
    func commit(_ name: String, _ text: String, message: String, in folder: String) async throws {
        try text.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
        try await git(["add", name], in: folder)
        try await git(["commit", "-q", "-m", message], in: folder)
    }

    @discardableResult
    func git(_ arguments: [String], in folder: String) async throws -> ProcessResult {
        let result = try await Command(.executable("git", arguments: arguments), workingDirectory: folder).run()
        XCTAssertTrue(result.succeeded, "git \(arguments): \(result.errorText)")
        return result
    }

    func push(_ arguments: [String], in folder: String) async throws -> (accepted: Bool, output: String) {
        var command = Command(.executable("git", arguments: ["push", "-q"] + arguments), workingDirectory: folder)
        command.environment = ["NO_COLOR": "1"]
        let result = try await command.run()
        return (result.succeeded, result.outputText + result.errorText)
    }
}

extension RealRepositoryTests {
    func testAShallowCloneChecksTheCommitsItHasAndBlocksABadOne() async throws {
        let scenario = try await failingJobScenario()
        for index in 1...3 { try await scenario.commit("c\(index)", ["f\(index).txt": "\(index)"]) }
        let seeded = try await scenario.push("origin", "main")
        XCTAssertTrue(seeded.accepted, seeded.output)
        let clone = scenario.root + "/shallow"
        try await git(["clone", "-q", "--depth", "1", "file://" + scenario.remote, clone], in: scenario.root)
        try await git(["config", "user.email", "test@example.com"], in: clone)
        try await git(["config", "user.name", "Test"], in: clone)
        try FileManager.default.copyItem(atPath: scenario.work + "/.swifthook.yml", toPath: clone + "/.swifthook.yml")
        try ".swifthook.yml\n".write(toFile: clone + "/.git/info/exclude", atomically: false, encoding: .utf8)
        _ = try await swifthook(["install"], in: clone)

        try await commit("key.bad", "x", message: "bad", in: clone)
        let blocked = try await push(["origin", "HEAD:main"], in: clone)
        XCTAssertFalse(blocked.accepted, blocked.output)
        XCTAssertTrue(blocked.output.contains("1 ref, 1 commit, 1 file"), blocked.output)

        try await git(["reset", "-q", "--hard", "HEAD~1"], in: clone)
        try await commit("fine.txt", "y", message: "good", in: clone)
        let accepted = try await push(["origin", "HEAD:feature"], in: clone)
        XCTAssertTrue(accepted.accepted, accepted.output)
        XCTAssertTrue(accepted.output.contains("1 ref, 1 commit, 1 file"), accepted.output)
    }
}

extension RealRepositoryTests {
    func testAnAnnotatedTagOfABlobOrATreeSendsNoFilesAndGoesThrough() async throws {
        let scenario = try await failingJobScenario()
        try await scenario.commit("bad", ["key.bad": "x"])
        let blob = try await scenario.git("rev-parse", "HEAD:key.bad")
        let tree = try await scenario.git("rev-parse", "HEAD^{tree}")
        try await scenario.git("tag", "-a", "-m", "a blob", "blob-tag", blob)
        try await scenario.git("tag", "-a", "-m", "a tree", "tree-tag", tree)
        let pushed = try await scenario.push("origin", "blob-tag", "tree-tag")
        XCTAssertTrue(pushed.accepted, pushed.output)
        // The commit that holds the bad file is still checked when it is pushed.
        let branch = try await scenario.push("origin", "main")
        XCTAssertFalse(branch.accepted, branch.output)
    }
}

extension RealRepositoryTests {
    /// Planning was quadratic in files per folder (libgit2 parsed a big folder's
    /// tree again for every file in it): 4 s here for this push in a debug build.
    func testPlanningSixThousandFilesInOneFolderIsFast() async throws {
        let scenario = try await PushScenario(recordJob: false)
        for index in 1...1_000 { try scenario.write("d/m\(index).txt", "\(index)\n") }
        let base = try await scenario.commit("base")
        for index in 1...1_000 { try scenario.write("d/m\(index).txt", "x\(index)\n") }
        for index in 1...5_000 { try scenario.write("d/a\(index).txt", "\(index)\n") }
        let tip = try await scenario.commit("wide")
        try scenario.configure("pre-push:\n  jobs:\n    - name: all\n      run: \"true\"\n")
        let start = ContinuousClock.now
        let planned = try await scenario.swifthook("run", "pre-push", "--from", base, "--to", tip, "--dry-run")
        let elapsed = ContinuousClock.now - start
        XCTAssertTrue(planned.outputText.contains("files (6000):"), planned.outputText.prefix(300) + planned.errorText)
        XCTAssertLessThan(elapsed, .milliseconds(1_500), "a debug build; the release build takes a tenth of that")
    }
}
