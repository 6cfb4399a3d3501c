import Foundation
import ToolCore
import XCTest

extension SwiftLintLiteTests {
    /// A file made read-only is not rewritten: the run names it and why, reports
    /// its violations as left, fixes the other files, and exits non-zero.
    func testFixLeavesAReadOnlyFileAloneAndSaysSo() async throws {
        try write("A.swift", "let a = 1  \n")
        try write("B.swift", "let b = 2  \n")
        let locked = folder.appendingPathComponent("A.swift").path
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: locked)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: locked) }
        let result = try await run(["--fix"])
        XCTAssertEqual(result.termination, .exited(2), result.errorText)
        XCTAssertTrue(result.errorText.contains("A.swift: is read-only (no write permission)"), result.errorText)
        XCTAssertTrue(result.errorText.contains("violations left; 1 file could not be written."), result.errorText)
        XCTAssertTrue(result.outputText.contains("A.swift:1:10: warning"), result.outputText)
        XCTAssertEqual(try read("A.swift"), "let a = 1  \n")
        XCTAssertEqual(try read("B.swift"), "let b = 2\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: locked)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o444)
    }
}
