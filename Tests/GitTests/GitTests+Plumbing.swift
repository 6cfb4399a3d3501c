import Foundation
@testable import Git
import XCTest

extension GitTests {
    /// libgit2 1.5 cannot open a repository of the SHA-256 object format: it
    /// opens through git's plumbing, and answers as git does.
    func testASHA256RepositoryIsReadThroughGitsPlumbing() async throws {
        let scratch = try await ScratchRepository(objectFormat: "sha256")
        XCTAssertThrowsError(try Libgit2Repository(discoveringFrom: scratch.path))
        let base = try await scratch.commit("base", ["Sources/a.swift": "let a = 1\n", "old.txt": String(repeating: "same\n", count: 20)])
        try await scratch.git("mv", "old.txt", "new.txt")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/link", withDestinationPath: "Sources/a.swift")
        try scratch.write("tool.sh", "echo\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scratch.path + "/tool.sh")
        let tip = try await scratch.commit("next", ["Sources/a.swift": "let a = 2\n"])
        try scratch.write("Sources/a.swift", "let edited = 3\n")

        let repository = try openRepository(discoveringFrom: scratch.path + "/Sources")
        XCTAssertTrue(repository is GitCommandRepository)
        XCTAssertEqual(repository.objectIDByteCount, 32)
        XCTAssertEqual(repository.workDirectory, scratch.path + "/")
        XCTAssertEqual(repository.currentBranch, "main")
        let tipID = try repository.resolve("HEAD")
        XCTAssertEqual(tipID.hex, tip)
        XCTAssertEqual(try repository.commits(from: [tipID]).map(\.hex), [base, tip])
        XCTAssertEqual(try repository.changes(in: tipID).map { "\($0.kind) \($0.path)" },
                       ["modified Sources/a.swift", "added link", "renamed new.txt", "added tool.sh"])

        let blob = try XCTUnwrap(try repository.blob(at: "Sources/a.swift", in: tipID))
        XCTAssertEqual(blob.bytes, Array("let a = 2\n".utf8))
        let blobHex = try await scratch.git("rev-parse", "HEAD:Sources/a.swift")
        XCTAssertEqual(try repository.blobID(at: "Sources/a.swift", in: tipID)?.hex, blobHex)
        XCTAssertEqual(try repository.blob(at: "tool.sh", in: tipID)?.mode, 0o100755)
        XCTAssertEqual(try repository.blob(at: "link", in: tipID)?.mode, 0o120000)
        XCTAssertNil(try repository.blob(at: "Sources", in: tipID))
        // The work tree's copy stands in for a blob when its SHA-256 says so.
        try scratch.write("Sources/a.swift", "let a = 2\n")
        XCTAssertNotNil(Blob(workTreeFile: scratch.path + "/Sources/a.swift", matching: blob.id))
        try scratch.write("Sources/a.swift", "let edited = 3\n")
        XCTAssertNil(Blob(workTreeFile: scratch.path + "/Sources/a.swift", matching: blob.id))

        let treeHex = try await scratch.git("rev-parse", "HEAD^{tree}")
        XCTAssertEqual(try repository.treeID(of: tipID).hex, treeHex)
        let export = scratch.path + "-export"
        defer { try? FileManager.default.removeItem(atPath: export) }
        try FileManager.default.createDirectory(atPath: export, withIntermediateDirectories: true)
        try repository.export(tipID, to: export)
        XCTAssertEqual(try String(contentsOfFile: export + "/Sources/a.swift", encoding: .utf8), "let a = 2\n")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: export + "/link"), "Sources/a.swift")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: export + "/tool.sh"))
        let status = try await scratch.git("status", "--porcelain")
        XCTAssertEqual(status, "M Sources/a.swift", "the export left the index alone")
    }

    /// Tags of blobs name no commit; a missing id is an error, as in libgit2.
    func testPeelingTagsAgreesInBothReaders() async throws {
        let scratch = try await ScratchRepository()
        let tip = try await scratch.commit("base", ["a.txt": "a\n"])
        try await scratch.git("tag", "-a", "v1", "-m", "release")
        let blob = try await scratch.git("rev-parse", "HEAD:a.txt")
        try await scratch.git("tag", "-a", "blob-tag", "-m", "a blob", blob)
        let tags = try await scratch.git("rev-parse", "v1", "blob-tag").split(separator: "\n")
        let tagOfCommit = try XCTUnwrap(ObjectID(hex: tags[0])), tagOfBlob = try XCTUnwrap(ObjectID(hex: tags[1]))
        for repository in try backends(scratch.path) {
            XCTAssertEqual(try repository.commitIfAny(peeling: tagOfCommit)?.hex, tip)
            XCTAssertNil(try repository.commitIfAny(peeling: tagOfBlob))
            XCTAssertThrowsError(try repository.commitIfAny(peeling: ObjectID(hex: String(repeating: "5", count: 40))!))
            XCTAssertFalse(repository.contains(ObjectID(hex: String(repeating: "5", count: 64))!))
        }
    }
}

extension GitTests {
    /// Extensions libgit2 1.5 refuses — `worktreeConfig`, and `partialClone`,
    /// which every `git clone --filter=blob:none` sets — open through git's plumbing.
    func testRepositoriesWithExtensionsLibgit2DoesNotKnowOpenThroughGit() async throws {
        let scratch = try await ScratchRepository()
        let tip = try await scratch.commit("base", ["Sources/a.swift": "let a = 1\n"])
        try await scratch.git("config", "uploadpack.allowFilter", "true")
        let clone = scratch.path + "-blobless"
        defer { try? FileManager.default.removeItem(atPath: clone) }
        try await scratch.git("clone", "-q", "--filter=blob:none", "--no-checkout", "file://" + scratch.path, clone)
        try await scratch.git("-C", clone, "config", "extensions.worktreeConfig", "true")
        XCTAssertThrowsError(try Libgit2Repository(discoveringFrom: clone))
        let repository = try openRepository(discoveringFrom: clone)
        XCTAssertTrue(repository is GitCommandRepository)
        let id = try XCTUnwrap(ObjectID(hex: tip))
        XCTAssertEqual(try repository.changes(in: id).map(\.path), ["Sources/a.swift"])
        // The blob is not in the clone: git fetches it on demand, as it would for `git show`.
        XCTAssertEqual(try repository.blob(at: "Sources/a.swift", in: id)?.bytes, Array("let a = 1\n".utf8))
    }
}
