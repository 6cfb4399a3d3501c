import ToolCore
import XCTest

extension SwiftLintLiteTests {
    /// The build-tool plugin's stamp: written after a passing run only, so a
    /// failed build lints again next time.
    func testTheStampIsWrittenOnlyWhenTheRunPasses() async throws {
        try write(".lint.yml", "force_cast: warning\n")  // an error by default: a warning-only run passes
        try write("A.swift", "let value = other as! Int\n")
        let passing = try await run(["--quiet", "--stamp", "A.lint-stamp.swift", "A.swift"])
        XCTAssertEqual(passing.termination, .exited(0), passing.errorText)
        XCTAssertTrue(passing.outputText.contains("A.swift:1:19: warning"), "findings still printed: \(passing.outputText)")
        XCTAssertTrue(try read("A.lint-stamp.swift").hasPrefix("// "))
        try write("B.swift", "let value = other as! Int\n")
        let failing = try await run(["--quiet", "--strict", "--stamp", "B.lint-stamp.swift", "B.swift"])
        XCTAssertEqual(failing.termination, .exited(2))
        XCTAssertThrowsError(try read("B.lint-stamp.swift"))
    }
}
