import Foundation
import ToolCore
import XCTest

/// Real pushes from the states real repositories are in: refs that point
/// nowhere, linked worktrees, shallow clones, big pushes. The hook must never
/// block a good push nor let a bad one through.
final class RealRepositoryTests: XCTestCase {
    private func pushedMain() async throws -> PushScenario {
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
