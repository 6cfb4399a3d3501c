import Foundation
@testable import Git
import ToolCore
import XCTest

/// A throwaway repository driven with the git command line (the fixture side
/// only: what is under test reads it through libgit2 or git's plumbing).
final class ScratchRepository {
    let path: String

    init(objectFormat: String = "sha1") async throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("git-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try await git("init", "-q", "-b", "main", "--object-format=" + objectFormat)
        try await git("config", "user.email", "test@example.com")
        try await git("config", "user.name", "Test")
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    @discardableResult
    func git(_ arguments: String...) async throws -> String {
        var command = Command(.executable("git", arguments: arguments))
        command.workingDirectory = path
        let result = try await command.run()
        guard result.succeeded else { throw GitFixtureError(message: "git \(arguments.joined(separator: " ")): \(result.errorText)") }
        return result.outputText.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func write(_ file: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(file)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    /// Writes the files and commits them; returns the new commit's id.
    @discardableResult
    func commit(_ message: String, _ files: [String: String] = [:]) async throws -> String {
        for (file, text) in files { try write(file, text) }
        try await git("add", "-A")
        try await git("commit", "-q", "--allow-empty", "-m", message)
        return try await git("rev-parse", "HEAD")
    }
}

struct GitFixtureError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

final class GitTests: XCTestCase {
    /// The repository at `path` opened both ways: every answer must agree.
    func backends(_ path: String) throws -> [any Repository] {
        [try Libgit2Repository(discoveringFrom: path), try GitCommandRepository(discoveringFrom: path)]
    }

    func testCommitsReachableFromATipButNotFromHiddenOnes() async throws {
        let scratch = try await ScratchRepository()
        let base = try await scratch.commit("base", ["a.txt": "a"])
        try await scratch.git("checkout", "-q", "-b", "feature")
        let one = try await scratch.commit("one", ["b.txt": "b"])
        let two = try await scratch.commit("two", ["c.txt": "c"])
        for repository in try backends(scratch.path) {
            let found = try repository.commits(from: [ObjectID(hex: two)!], hiding: [ObjectID(hex: base)!])
            XCTAssertEqual(found.map(\.hex), [one, two])
            XCTAssertEqual(try repository.commits(from: [ObjectID(hex: two)!]).count, 3)
            // An id the object database does not have is skipped, not fatal.
            let unknown = ObjectID(hex: String(repeating: "1", count: 40))!
            XCTAssertEqual(try repository.commits(from: [ObjectID(hex: two)!], hiding: [unknown]).count, 3)
        }
    }

    func testReferenceTargetsSkipDanglingAndMissingOnesAndHideTheRest() async throws {
        let scratch = try await ScratchRepository()
        let base = try await scratch.commit("base", ["a.txt": "a"])
        try await scratch.git("update-ref", "refs/remotes/origin/main", base)
        // The state after the remote renamed master to main and `git fetch --prune`.
        try await scratch.git("symbolic-ref", "refs/remotes/origin/HEAD", "refs/remotes/origin/master")
        // A ref naming an object that is not here (written by hand, as a broken fetch leaves it).
        let missing = String(repeating: "7", count: 40)
        try "\(missing)\n".write(toFile: scratch.path + "/.git/refs/remotes/origin/gone", atomically: false, encoding: .utf8)
        let tip = try await scratch.commit("next", ["b.txt": "b"])
        for repository in try backends(scratch.path) {
            let targets = try repository.referenceTargets(matching: "refs/remotes/origin/*")
            XCTAssertEqual(targets.ids.map(\.hex), [base])
            XCTAssertEqual(targets.unresolvable, ["refs/remotes/origin/HEAD", "refs/remotes/origin/gone"])
            XCTAssertEqual(try repository.referenceTargets(matching: "refs/remotes/none/*").ids, [])
            XCTAssertEqual(try repository.commits(from: [ObjectID(hex: tip)!], hiding: targets.ids).map(\.hex), [tip])
        }
    }

    func testChangesWithRenamesDeletionsAndOddNames() async throws {
        let scratch = try await ScratchRepository()
        let body = String(repeating: "line of text that stays the same\n", count: 20)
        try await scratch.commit("base", ["old name.swift": body, "gone.swift": "x\n", "keep.swift": "1\n"])
        try await scratch.git("mv", "old name.swift", "Ünïcode \"quoted\".swift")
        try await scratch.git("rm", "-q", "gone.swift")
        let tip = try await scratch.commit("change", ["keep.swift": "2\n", "new.swift": "n\n"])
        for repository in try backends(scratch.path) {
            let changes = try repository.changes(in: ObjectID(hex: tip)!).sorted { $0.path < $1.path }
            XCTAssertEqual(changes, [
                FileChange(kind: .deleted, path: "gone.swift", previousPath: nil),
                FileChange(kind: .modified, path: "keep.swift", previousPath: nil),
                FileChange(kind: .added, path: "new.swift", previousPath: nil),
                FileChange(kind: .renamed, path: "Ünïcode \"quoted\".swift", previousPath: "old name.swift"),
            ])
        }
    }

    /// `git diff-tree -r` is the reference, for the tree walk alone and, with
    /// `-M`, for the changes with renames (which take libgit2's similarity
    /// detection): every kind of change in nested folders, a file becoming a
    /// folder and back, a mode change, a link becoming a file, and a submodule
    /// bump (not a file: left out).
    func testChangesAgreeWithGitDiffTree() async throws {
        let scratch = try await ScratchRepository()
        let body = String(repeating: "a line that stays the same\n", count: 20)
        // The submodule has no folder in the work tree: `git add -A` must pass it by.
        func commit(_ message: String, _ files: [String: String] = [:]) async throws -> String {
            for (file, text) in files { try scratch.write(file, text) }
            try await scratch.git("add", "-A", "--", ".", ":(exclude)sub")
            try await scratch.git("commit", "-q", "-m", message)
            return try await scratch.git("rev-parse", "HEAD")
        }
        var commits = [try await commit("base", [
            "a/b/c.txt": "c\n", "a/d.txt": "d\n", "e.txt": "e\n", "exec.sh": "echo\n", "f": "f\n",
            "g/one.txt": "1\n", "g/two/three.txt": "3\n", "moved/old.swift": body, "same/x.txt": "x\n",
        ])]
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/link", withDestinationPath: "e.txt")
        try await scratch.git("update-index", "--add", "--cacheinfo", "160000,\(commits[0]),sub")
        commits.append(try await commit("link and submodule"))

        for gone in ["f", "g", "link", "a/d.txt"] { try FileManager.default.removeItem(atPath: scratch.path + "/" + gone) }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scratch.path + "/exec.sh")
        try await scratch.git("update-index", "--cacheinfo", "160000,\(commits[1]),sub")
        commits.append(try await commit("every kind but renames", [
            "a/b/c.txt": "c2\n", "f/inside.txt": "now a folder\n", "g": "now a file\n", "link": "a file now\n",
            "new/n.txt": "n\n",
        ]))
        commits.append(try await commit("modified only", ["a/b/c.txt": "c3\n"]))

        try await scratch.git("mv", "moved/old.swift", "moved/renamed.swift")
        try await scratch.git("rm", "-q", "e.txt")
        commits.append(try await commit("rename", ["moved/renamed.swift": body + "one more\n", "z.txt": "z\n"]))

        let repository = try Libgit2Repository(discoveringFrom: scratch.path)
        let plumbing = try GitCommandRepository(discoveringFrom: scratch.path)
        let describe = { (change: FileChange) in "\(change.kind) \(change.previousPath.map { $0 + " -> " } ?? "")\(change.path)" }
        var kinds = Set<String>()
        for id in commits.dropFirst() {
            let walked = try TreeComparison(repository: repository).changes(
                from: try Commit(lookup: ObjectID(hex: id)!, in: repository).parents().first?.tree(),
                to: try Commit(lookup: ObjectID(hex: id)!, in: repository).tree())
            let walkedByGit = try await Self.diffTree(id, in: scratch, renames: false)
            XCTAssertEqual(walked.map(describe).sorted(), walkedByGit, id)
            let changes = try repository.changes(in: ObjectID(hex: id)!)
            let changedByGit = try await Self.diffTree(id, in: scratch, renames: true)
            XCTAssertEqual(changes.map(describe).sorted(), changedByGit, id)
            XCTAssertEqual(try plumbing.changes(in: ObjectID(hex: id)!).map(describe).sorted(), changedByGit, id)
            kinds.formUnion(changes.map(\.kind.rawValue))
        }
        XCTAssertEqual(kinds, ["added", "modified", "deleted", "renamed", "type-changed"])
    }

    /// What `git diff-tree -r` says `commit` changes, submodules left out, as `kind [old -> ]path` lines.
    private static func diffTree(_ commit: String, in scratch: ScratchRepository, renames: Bool) async throws -> [String] {
        let raw = try await scratch.git("diff-tree", "-r", "-z", "--no-commit-id", "--raw", renames ? "-M" : "--no-renames", commit)
        var fields = raw.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)[...]
        var lines: [String] = []
        while let meta = fields.popFirst(), !meta.isEmpty {
            let parts = meta.split(separator: " "), status = String(parts[4].prefix(1))
            let first = fields.popFirst()!, second = status == "R" ? fields.popFirst() : nil
            guard parts[0] != ":160000", parts[1] != "160000" else { continue }
            let kind = ["A": "added", "M": "modified", "D": "deleted", "R": "renamed", "T": "typeChanged"][status]!
            lines.append(second.map { "\(kind) \(first) -> \($0)" } ?? "\(kind) \(first)")
        }
        return lines.sorted()
    }

    func testAMergeChangesOnlyWhatItsResultIntroduced() async throws {
        let scratch = try await ScratchRepository()
        try await scratch.commit("base", ["shared.txt": "base\n"])
        try await scratch.git("checkout", "-q", "-b", "side")
        try await scratch.commit("side", ["side.txt": "side\n", "shared.txt": "side\n"])
        try await scratch.git("checkout", "-q", "main")
        try await scratch.commit("main", ["main.txt": "main\n", "shared.txt": "main\n"])
        _ = try? await scratch.git("merge", "-q", "side", "-m", "merge")
        try scratch.write("shared.txt", "resolved\n")
        try await scratch.git("add", "-A")
        try await scratch.git("commit", "-q", "--no-edit")
        let merge = try await scratch.git("rev-parse", "HEAD")
        for repository in try backends(scratch.path) {
            XCTAssertEqual(try repository.changes(in: ObjectID(hex: merge)!).map(\.path), ["shared.txt"])
        }
    }

    func testReadingBlobsFromACommitNotTheWorkTree() async throws {
        let scratch = try await ScratchRepository()
        let tip = try await scratch.commit("base", ["Sources/a.swift": "let committed = 1\n"])
        try scratch.write("Sources/a.swift", "let edited = 2\n")
        for repository in try backends(scratch.path) {
            let blob = try XCTUnwrap(try repository.blob(at: "Sources/a.swift", in: ObjectID(hex: tip)!))
            XCTAssertEqual(String(decoding: blob.bytes, as: UTF8.self), "let committed = 1\n")
            XCTAssertFalse(blob.isBinary)
            XCTAssertNil(try repository.blob(at: "Sources/missing.swift", in: ObjectID(hex: tip)!))
            XCTAssertNil(try repository.blob(at: "Sources", in: ObjectID(hex: tip)!))
        }
    }

    /// A work-tree file stands in for a blob only when it hashes to the blob's
    /// id (checked against `git hash-object`); links, edits and folders do not.
    func testAWorkTreeFileIsTheBlobOnlyWhenItHashesToItsID() async throws {
        let scratch = try await ScratchRepository()
        let text = "let committed = 1\n", binary = "a\u{0}b"
        try await scratch.commit("base", ["a.swift": text, "edited.swift": "let x = 1\n", "data.bin": binary])
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/link.swift", withDestinationPath: "a.swift")
        try scratch.write("edited.swift", "let x = 2\n")
        let ids = try await scratch.git("hash-object", "a.swift", "data.bin", "--", "edited.swift").split(separator: "\n")
        let id = try XCTUnwrap(ObjectID(hex: String(ids[0])))
        let copy = try XCTUnwrap(Blob(workTreeFile: scratch.path + "/a.swift", matching: id))
        XCTAssertEqual(copy.bytes, Array(text.utf8))
        XCTAssertFalse(copy.isBinary)
        let data = try XCTUnwrap(Blob(workTreeFile: scratch.path + "/data.bin", matching: ObjectID(hex: String(ids[1]))!))
        XCTAssertTrue(data.isBinary)
        let committedEdit = try await scratch.git("rev-parse", "HEAD:edited.swift")
        XCTAssertNil(Blob(workTreeFile: scratch.path + "/edited.swift", matching: ObjectID(hex: committedEdit)!))
        XCTAssertNotNil(Blob(workTreeFile: scratch.path + "/edited.swift", matching: ObjectID(hex: String(ids[2]))!))
        XCTAssertNil(Blob(workTreeFile: scratch.path + "/link.swift", matching: id))
        XCTAssertNil(Blob(workTreeFile: scratch.path, matching: id))
    }

    func testAnnotatedTagsPeelToTheirCommit() async throws {
        let scratch = try await ScratchRepository()
        let tip = try await scratch.commit("base", ["a.txt": "a"])
        try await scratch.git("tag", "-a", "v1", "-m", "release")
        let tag = try await scratch.git("rev-parse", "v1")
        XCTAssertNotEqual(tag, tip)
        let repository = try Libgit2Repository(discoveringFrom: scratch.path)
        XCTAssertEqual(try repository.commit(peeling: ObjectID(hex: tag)!).hex, tip)
    }

    func testStateBranchAndConfiguration() async throws {
        let scratch = try await ScratchRepository()
        try await scratch.commit("base")
        for repository in try backends(scratch.path + "/") {
            XCTAssertEqual(repository.currentBranch, "main")
            XCTAssertNil(repository.operationInProgress)
            XCTAssertNil(repository.configValue("core.hooksPath"))
            try repository.setConfigValue("core.hooksPath", to: "hooks")
            let configured = try await scratch.git("config", "core.hooksPath")
            XCTAssertEqual(configured, "hooks")
            try repository.setConfigValue("core.hooksPath", to: nil)
            XCTAssertNil(repository.configValue("core.hooksPath"))
        }
    }

    func testObjectIDs() {
        XCTAssertNil(ObjectID(hex: "xyz"))
        XCTAssertNil(ObjectID(hex: String(repeating: "g", count: 40)))
        XCTAssertNil(ObjectID(hex: String(repeating: "0", count: 41)))
        XCTAssertTrue(ObjectID(hex: String(repeating: "0", count: 40))!.isZero)
        XCTAssertTrue(ObjectID(hex: String(repeating: "0", count: 64))!.isZero)
        let hex = "0123456789abcdef0123456789abcdef01234567"
        XCTAssertEqual(ObjectID(hex: hex)?.hex, hex)
        XCTAssertEqual(ObjectID(hex: hex.uppercased())?.hex, hex)
        let long = hex + "89abcdef0123456789abcdef"
        XCTAssertEqual(ObjectID(hex: long)?.hex, long)
        XCTAssertEqual(ObjectID(hex: long)?.byteCount, 32)
        // A SHA-256 id is not the SHA-1 id with its first 40 digits.
        XCTAssertNotEqual(ObjectID(hex: long), ObjectID(hex: hex))
    }

    /// Sources/Git/Libgit2/OfflineStart.swift: the link replaces libgit2's TLS and SSH
    /// set-up, and the repository still reads.
    func testLibgit2StartsWithoutItsNetworkSetUp() async throws {
        #if os(Linux)
        XCTAssertTrue(Libgit2.startedOffline)
        #endif
        let scratch = try await ScratchRepository()
        let tip = try await scratch.commit("base", ["a.txt": "a\n"])
        let repository = try Libgit2Repository(discoveringFrom: scratch.path)
        XCTAssertEqual(try repository.resolve("HEAD").hex, tip)
    }

    func testOpeningSomethingThatIsNotARepositoryFails() {
        XCTAssertThrowsError(try Libgit2Repository(discoveringFrom: "/proc"))
    }
}

extension GitTests {
    /// In a shallow clone the walk ends where git's does: at `.git/shallow`.
    func testAShallowCloneWalksAsGitRevListDoes() async throws {
        let scratch = try await ScratchRepository()
        for index in 1...4 { try await scratch.commit("c\(index)", ["f\(index).txt": "\(index)"]) }
        let clone = scratch.path + "-shallow"
        defer { try? FileManager.default.removeItem(atPath: clone) }
        try await scratch.git("clone", "-q", "--depth", "2", "file://" + scratch.path, clone)
        try await scratch.git("-C", clone, "-c", "user.email=t@e", "-c", "user.name=T", "commit", "-q", "--allow-empty", "-m", "new")
        let repository = try Libgit2Repository(discoveringFrom: clone)
        XCTAssertEqual(repository.shallowBoundary.count, 1)
        let head = try repository.resolve("HEAD")
        let expected = try await scratch.git("-C", clone, "rev-list", "--reverse", "--topo-order", "HEAD")
        XCTAssertEqual(try repository.commits(from: [head]).map(\.hex).joined(separator: "\n"),
                       expected.trimmingCharacters(in: .whitespacesAndNewlines))
        let hidden = try repository.resolve("origin/main")
        XCTAssertEqual(try repository.commits(from: [head], hiding: [hidden]), [head])
        // The boundary commit has no parent here: it adds what it holds, as a root does.
        let boundary = try XCTUnwrap(repository.shallowBoundary.first)
        XCTAssertEqual(try repository.changes(in: boundary).map(\.path), ["f1.txt", "f2.txt", "f3.txt"])
        let plumbing = try GitCommandRepository(discoveringFrom: clone)
        XCTAssertEqual(try plumbing.commits(from: [head]), try repository.commits(from: [head]))
        XCTAssertEqual(try plumbing.commits(from: [head], hiding: [hidden]), [head])
        XCTAssertEqual(try plumbing.changes(in: boundary).map(\.path), ["f1.txt", "f2.txt", "f3.txt"])
    }
}
