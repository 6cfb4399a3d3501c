import Foundation
import ToolCore
import XCTest

/// `swiftdoc-lite diff --baseline` / `--write-baseline`: the API as a checked-in file.
extension DiffCommandTests {
    func testABaselineFileIsTheOldVersionAndOnlyTheAPIChangesIt() async throws {
        let written = try await swiftdoc("diff", "--write-baseline", "api/Kit.json", "--module", "Kit=Sources/Kit")
        XCTAssertEqual(written.termination, .exited(0), written.errorText)
        let baseline = try String(contentsOf: folder.appendingPathComponent("api/Kit.json"), encoding: .utf8)
        XCTAssertTrue(baseline.contains("\"reset()\""), baseline)
        XCTAssertFalse(baseline.contains(folder.path), "a baseline names files relative to the module's folder")

        // Moving declarations and documenting them is not an API change: the file stays the same.
        try write("Sources/Kit/Kit.swift", """
            /// Resets.
            public func reset() {}

            public enum Mode { case fast; case safe }
            /// Scales.
            public func scale(_ value: Double) -> Int { 0 }
            """)
        let again = try await swiftdoc("diff", "--write-baseline", "api/Kit.json", "--module", "Kit=Sources/Kit")
        XCTAssertEqual(again.termination, .exited(0), again.errorText)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("api/Kit.json"), encoding: .utf8), baseline)
        let unchanged = try await swiftdoc("diff", "--baseline", "api/Kit.json", "--module", "Kit=Sources/Kit")
        XCTAssertEqual(unchanged.termination, .exited(0), unchanged.outputText + unchanged.errorText)

        // A removal breaks against the baseline, without git.
        try write("Sources/Kit/Kit.swift", "public enum Mode { case fast; case safe }\npublic func scale(_ value: Double) -> Int { 0 }")
        let removed = try await swiftdoc("diff", "--baseline", "api/Kit.json", "--module", "Kit=Sources/Kit", "--reporter", "json")
        XCTAssertEqual(removed.termination, .exited(2), removed.errorText)
        XCTAssertTrue(removed.outputText.contains("removed_declaration"), removed.outputText)
        XCTAssertTrue(removed.outputText.contains("Kit.reset()"), removed.outputText)
    }

    func testABaselineThatIsNotOneIsAnErrorNamingTheFileAndTheFix() async throws {
        try write("api/Kit.json", "{\"not\": \"a baseline\"}")
        let result = try await swiftdoc("diff", "--baseline", "api/Kit.json", "--module", "Kit=Sources/Kit")
        XCTAssertEqual(result.termination, .exited(2))
        XCTAssertTrue(result.errorText.contains("api/Kit.json"), result.errorText)
        XCTAssertTrue(result.errorText.contains("--write-baseline"), result.errorText)
        let both = try await swiftdoc("diff", "v1.0.0", "--baseline", "api/Kit.json")
        XCTAssertNotEqual(both.termination, .exited(0))
        XCTAssertTrue(both.errorText.contains("one of OLD, --baseline and --write-baseline"), both.errorText)
    }
}
