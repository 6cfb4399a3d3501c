import Foundation
import LintEngine
import ToolCore
import XCTest

/// The halving `analyze --fix` does for `unused_import`, on real files; the
/// build is a judge that reads them (the real `swift build` is run by
/// `SwiftLintLiteTests.testFixRemovesUnusedImportsTheBuildConfirms`).
final class VerifiedImportRemovalTests: XCTestCase {
    func testRemovesWhatTheBuildConfirmsAndKeepsWhatItNeeds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("A.swift").path
        let second = folder.appendingPathComponent("B.swift").path
        try "import Alpha\nimport Beta\nimport Gamma\nlet a = 1\n".write(toFile: first, atomically: true, encoding: .utf8)
        try "import Delta\nlet b = 2".write(toFile: second, atomically: true, encoding: .utf8)
        let findings = [(first, 1), (first, 2), (first, 3), (second, 1)].map { file, line in
            Diagnostic(file: file, line: line, column: 1, severity: .warning, ruleID: "unused_import", message: "Unused import")
        }
        // The "compiler" needs Beta in A.swift; everything else may go.
        var builds: [String] = []
        let outcome = try VerifiedImportRemoval.apply(findings) {
            let text = (try? String(contentsOfFile: first, encoding: .utf8)) ?? ""
            builds.append(text)
            return text.contains("import Beta")
        }
        XCTAssertEqual(try String(contentsOfFile: first, encoding: .utf8), "import Beta\nlet a = 1\n")
        XCTAssertEqual(try String(contentsOfFile: second, encoding: .utf8), "let b = 2")
        XCTAssertEqual(outcome.removed.map(\.line).sorted(), [1, 1, 3])
        XCTAssertEqual(outcome.kept.map(\.line), [2])
        XCTAssertEqual(outcome.kept.first?.message, "Unused import (kept: the package does not build without it)")
        // All four at once fails; halves: {A:1, A:2} fails → A:1 passes, A:2 fails; {A:3, B:1} passes.
        XCTAssertEqual(outcome.builds, 5)
        XCTAssertEqual(builds.count, 5)
    }
}
