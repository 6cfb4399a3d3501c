import XCTest

/// The built-in `api-breakage` job on real pushes of version tags and release branches.
final class APIBreakageJobTests: XCTestCase {
    private static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])],
                              targets: [.target(name: "Kit")])
        """

    /// A package released as v1.0.0 (pushed), then a commit that removes a public function.
    private func releasedPackageThenABreak() async throws -> PushScenario {
        let scenario = try await PushScenario(recordJob: false)
        try scenario.configure("""
            pre-push:
              jobs:
                - name: api
                  api-breakage: true
            """)
        try await scenario.commit("1.0", ["Package.swift": Self.manifest,
                                          "Sources/Kit/Kit.swift": "public func load() {}\npublic func save() {}\n"])
        try await scenario.git("tag", "v1.0.0")
        let first = try await scenario.push("origin", "main", "v1.0.0")
        XCTAssertTrue(first.accepted, first.output)
        try await scenario.commit("drop save", ["Sources/Kit/Kit.swift": "public func load() {}\npublic func reset() {}\n"])
        return scenario
    }

    func testABreakTaggedAsAMinorReleaseIsBlockedAndAsAMajorOneGoesThrough() async throws {
        let scenario = try await releasedPackageThenABreak()
        try await scenario.git("tag", "v1.1.0")
        let minor = try await scenario.push("origin", "main", "v1.1.0")
        XCTAssertFalse(minor.accepted, "a removal in a minor release must not reach the remote")
        XCTAssertTrue(minor.output.contains("removed_declaration"), minor.output)
        XCTAssertTrue(minor.output.contains("semver: v1.0.0 → v1.1.0 is a minor step; the changes need a major one: too small"),
                      minor.output)
        try await scenario.git("tag", "v2.0.0")
        let major = try await scenario.push("origin", "main", "v2.0.0")
        XCTAssertTrue(major.accepted, major.output)
    }

    func testATagOfACommitAlreadyOnTheRemoteIsStillJudged() async throws {
        let scenario = try await releasedPackageThenABreak()
        let branch = try await scenario.push("origin", "main")
        XCTAssertTrue(branch.accepted, "a branch that is no release is not the job's: \(branch.output)")
        try await scenario.git("tag", "-a", "-m", "patch", "v1.0.1")
        let patch = try await scenario.push("origin", "v1.0.1")
        XCTAssertFalse(patch.accepted, patch.output)
        XCTAssertTrue(patch.output.contains("is a patch step; the changes need a major one: too small"), patch.output)
    }

    func testAReleaseBranchMayAddAPIButNotBreakIt() async throws {
        let scenario = try await releasedPackageThenABreak()
        try await scenario.git("checkout", "-q", "-b", "release/next", "v1.0.0")
        try await scenario.commit("add", ["Sources/Kit/Kit.swift": "public func load() {}\npublic func save() {}\npublic func more() {}\n"])
        let additive = try await scenario.push("origin", "release/next")
        XCTAssertTrue(additive.accepted, "an addition on a release branch goes through: \(additive.output)")
        try await scenario.commit("break", ["Sources/Kit/Kit.swift": "public func more() {}\n"])
        let breaking = try await scenario.push("origin", "release/next")
        XCTAssertFalse(breaking.accepted, breaking.output)
        XCTAssertTrue(breaking.output.contains("release/next names no version: a release branch may add API, not break it: it breaks"),
                      breaking.output)
    }
}
