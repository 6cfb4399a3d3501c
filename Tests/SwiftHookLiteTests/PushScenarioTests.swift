import Foundation
import ToolCore
import XCTest

/// Real pushes to a local bare remote, through the installed hook: which
/// commits and files does the hook see? Each scenario runs in a SHA-1
/// repository (read with libgit2) and in a SHA-256 one (which libgit2 1.5
/// cannot open: read with git's plumbing), and must see the same.
final class PushScenarioTests: XCTestCase {
    private func mainWithHistory(_ format: PushScenario.ObjectFormat) async throws -> PushScenario {
        let scenario = try await PushScenario(objectFormat: format)
        try await scenario.commit("base", ["Sources/A.swift": "let a = 1\n", "README.md": "hi\n"])
        let first = try await scenario.push("origin", "main")
        XCTAssertTrue(first.accepted, first.output)
        _ = try scenario.recordedContext()
        return scenario
    }

    func testNewBranchSendsOnlyItsOwnThreeCommits() async throws {
        try await inEachObjectFormat { format in
            let scenario = try await mainWithHistory(format)
            try await scenario.git("checkout", "-q", "-b", "feature")
            for index in 1...3 { try await scenario.commit("c\(index)", ["Sources/F\(index).swift": "let f = \(index)\n"]) }
            let pushed = try await scenario.push("origin", "feature")
            XCTAssertTrue(pushed.accepted, pushed.output)
            let context = try XCTUnwrap(try scenario.recordedContext())
            XCTAssertEqual(context.refs.first?.commits.count, 3)
            XCTAssertEqual(context.refs.first?.commits.first?.count, format == .sha1 ? 40 : 64)
            XCTAssertEqual(context.files, ["Sources/F1.swift", "Sources/F2.swift", "Sources/F3.swift"])
        }
    }

    func testNewBranchWithoutAnyRemoteTrackingRefsSendsItsHistory() async throws {
        try await inEachObjectFormat { format in
            let scenario = try await PushScenario(objectFormat: format)
            try await scenario.commit("one", ["a.txt": "a"])
            try await scenario.commit("two", ["b.txt": "b"])
            let pushed = try await scenario.push("origin", "main")
            XCTAssertTrue(pushed.accepted, pushed.output)
            let context = try XCTUnwrap(try scenario.recordedContext())
            XCTAssertEqual(context.refs.first?.commits.count, 2)
            XCTAssertEqual(context.files, ["a.txt", "b.txt"])
        }
    }

    func testFastForwardSendsTheNewCommitsOnly() async throws {
        try await inEachObjectFormat { format in
            let scenario = try await mainWithHistory(format)
            try await scenario.commit("next", ["Sources/B.swift": "let b = 2\n"])
            _ = try await scenario.push("origin", "main")
            let context = try XCTUnwrap(try scenario.recordedContext())
            XCTAssertEqual(context.files, ["Sources/B.swift"])
            XCTAssertEqual(context.refs.first?.commits.count, 1)
        }
    }

    func testABranchThatIsNotCheckedOut() async throws {
        try await inEachObjectFormat { format in
            let scenario = try await mainWithHistory(format)
            try await scenario.git("checkout", "-q", "-b", "other")
            try await scenario.commit("other", ["Sources/Other.swift": "let o = 1\n"])
            try await scenario.git("checkout", "-q", "main")
            _ = try await scenario.push("origin", "other")
            let context = try XCTUnwrap(try scenario.recordedContext())
            XCTAssertEqual(context.files, ["Sources/Other.swift"])
        }
    }

    func testForcePushAfterRebasingOntoAnAdvancedMainSendsTheBranchsOwnFiles() async throws {
        try await inEachObjectFormat { format in
            let scenario = try await mainWithHistory(format)
            try await scenario.git("checkout", "-q", "-b", "feature")
            try await scenario.commit("feature", ["Sources/Feature.swift": "let f = 1\n"])
            _ = try await scenario.push("origin", "feature")
            _ = try scenario.recordedContext()
            try await scenario.git("checkout", "-q", "main")
            try await scenario.commit("upstream", ["Sources/Upstream.swift": "let u = 1\n"])
            _ = try await scenario.push("origin", "main")
            _ = try scenario.recordedContext()
            try await scenario.git("checkout", "-q", "feature")
            try await scenario.git("rebase", "-q", "main")
            let pushed = try await scenario.push("--force", "origin", "feature")
            XCTAssertTrue(pushed.accepted, pushed.output)
            let context = try XCTUnwrap(try scenario.recordedContext())
            XCTAssertEqual(context.files, ["Sources/Feature.swift"])
            XCTAssertEqual(context.refs.first?.commits.count, 1)
        }
    }

    func testForcePushAfterRewritingSendsTheNewCommitsFiles() async throws {
        try await inEachObjectFormat { format in
            let scenario = try await mainWithHistory(format)
            try await scenario.git("checkout", "-q", "-b", "feature")
            try await scenario.commit("first try", ["Sources/Old.swift": "let o = 1\n"])
            _ = try await scenario.push("origin", "feature")
            _ = try scenario.recordedContext()
            try await scenario.git("reset", "-q", "--hard", "main")
            try await scenario.commit("second try", ["Sources/New.swift": "let n = 1\n"])
            _ = try await scenario.push("--force", "origin", "feature")
            let context = try XCTUnwrap(try scenario.recordedContext())
            XCTAssertEqual(context.files, ["Sources/New.swift"])
        }
    }

    func testBranchDeletionRunsNoJob() async throws {
        try await inEachObjectFormat { format in
            let scenario = try await mainWithHistory(format)
            try await scenario.git("checkout", "-q", "-b", "doomed")
            try await scenario.commit("d", ["d.txt": "d"])
            _ = try await scenario.push("origin", "doomed")
            _ = try scenario.recordedContext()
            let deleted = try await scenario.push("origin", "--delete", "doomed")
            XCTAssertTrue(deleted.accepted, deleted.output)
            XCTAssertNil(try scenario.recordedContext(), "the record job must not run on a deletion")
            XCTAssertTrue(deleted.output.contains("the push sends no commits"), deleted.output)
        }
    }

    func testTagOfAPushedCommitSendsNothingNewButATagOfNewWorkDoes() async throws {
        try await inEachObjectFormat { format in
            let scenario = try await mainWithHistory(format)
            try await scenario.git("tag", "-a", "v1", "-m", "v1")
            _ = try await scenario.push("origin", "v1")
            XCTAssertNil(try scenario.recordedContext())
            try await scenario.commit("unpushed", ["Sources/T.swift": "let t = 1\n"])
            try await scenario.git("tag", "v2")
            _ = try await scenario.push("origin", "v2")
            let context = try XCTUnwrap(try scenario.recordedContext())
            XCTAssertEqual(context.refs.first?.remoteRef, "refs/tags/v2")
            XCTAssertEqual(context.files, ["Sources/T.swift"])
        }
    }

    func testTwoRefsInOnePushAreBothRead() async throws {
        try await inEachObjectFormat { format in
            let scenario = try await mainWithHistory(format)
            try await scenario.git("checkout", "-q", "-b", "one")
            try await scenario.commit("one", ["Sources/One.swift": "let one = 1\n"])
            try await scenario.git("checkout", "-q", "main")
            try await scenario.git("checkout", "-q", "-b", "two")
            try await scenario.commit("two", ["Sources/Two.swift": "let two = 2\n"])
            _ = try await scenario.push("origin", "one", "two")
            let context = try XCTUnwrap(try scenario.recordedContext())
            XCTAssertEqual(context.refs.map(\.remoteRef).sorted(), ["refs/heads/one", "refs/heads/two"])
            XCTAssertEqual(context.files, ["Sources/One.swift", "Sources/Two.swift"])
        }
    }

    func testRenamesDeletionsAndAwkwardNames() async throws {
        try await inEachObjectFormat { format in
            let scenario = try await mainWithHistory(format)
            let body = String(repeating: "let unchanged = 1\n", count: 30)
            try await scenario.commit("setup", ["Sources/Before.swift": body, "Sources/Doomed.swift": "let d = 1\n"])
            _ = try await scenario.push("origin", "main")
            _ = try scenario.recordedContext()
            try await scenario.git("mv", "Sources/Before.swift", "Sources/Äfter 'quoted'.swift")
            try await scenario.git("rm", "-q", "Sources/Doomed.swift")
            try await scenario.commit("change", ["Sources/with space.swift": "let s = 1\n"])
            _ = try await scenario.push("origin", "main")
            let context = try XCTUnwrap(try scenario.recordedContext())
            XCTAssertEqual(context.files, ["Sources/with space.swift", "Sources/Äfter 'quoted'.swift"])
            XCTAssertEqual(context.deleted, ["Sources/Before.swift", "Sources/Doomed.swift"])
        }
    }

    func testAMergeCommitSendsTheMergedBranchsFilesButNotUpstreamsAlreadyPushed() async throws {
        try await inEachObjectFormat { format in
            let scenario = try await mainWithHistory(format)
            try await scenario.git("checkout", "-q", "-b", "side")
            try await scenario.commit("side", ["Sources/Side.swift": "let s = 1\n"])
            try await scenario.git("checkout", "-q", "main")
            try await scenario.commit("main work", ["Sources/Main.swift": "let m = 1\n"])
            _ = try await scenario.push("origin", "main")
            _ = try scenario.recordedContext()
            try await scenario.git("merge", "-q", "--no-edit", "side")
            _ = try await scenario.push("origin", "main")
            let context = try XCTUnwrap(try scenario.recordedContext())
            XCTAssertEqual(context.refs.first?.commits.count, 2, "the side commit and the merge")
            XCTAssertEqual(context.files, ["Sources/Side.swift"])
        }
    }
}
