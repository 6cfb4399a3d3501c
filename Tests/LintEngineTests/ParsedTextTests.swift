import LintEngine
import BuiltInRules
import SwiftSyntax
import ToolCore
import XCTest

/// The language server lints each version of a document from a tree reparsed
/// incrementally; its findings must be those of a fresh parse, edit after edit.
final class ParsedTextTests: XCTestCase {
    func testEachEditedVersionLintsAsAFreshParseDoes() throws {
        let linter = Linter(registry: .standard, configuration: try LintConfiguration.parse(
            yaml: "opt_in_rules: [all]\n", registry: .standard))
        var text = try String(contentsOfFile: #filePath.replacingOccurrences(
            of: "Tests/LintEngineTests/ParsedTextTests.swift", with: "Sources/LintEngine/Linter.swift"), encoding: .utf8)
        var parsed = ParsedText(parsing: text)
        // Typing and deleting at the start, the middle and the end: some versions do not parse.
        let edits: [(at: Double, remove: Int, insert: String)] = [
            (0.5, 0, "x"), (0.5, 1, ""), (0.5, 0, "func f( {"), (0.5, 9, ""), (0.1, 0, "let 😀 = [1,2];\n"),
            (0.9, 20, ""), (0.0, 0, "\u{FEFF}"), (1.0, 0, "}\n}\n"), (0.3, 5, "\r\n"), (0.7, 0, "\"unterminated"),
        ]
        for (number, edit) in edits.enumerated() {
            var bytes = Array(text.utf8)
            let offset = Int(Double(bytes.count - edit.remove) * edit.at)
            bytes.replaceSubrange(offset..<(offset + edit.remove), with: Array(edit.insert.utf8))
            text = String(decoding: bytes, as: UTF8.self)
            parsed = parsed.reparsed(as: text)
            XCTAssertEqual(parsed.tree?.description, text, "edit \(number): the tree spells the text")
            XCTAssertEqual(linter.lint(parsed, path: "Linter.swift"), linter.lint(source: text, path: "Linter.swift"),
                           "edit \(number)")
        }
    }

    func testBracketsTooDeepToParseAreReportedNotParsed() {
        let parsed = ParsedText(parsing: "let x = 1\n").reparsed(as: "let x = " + String(repeating: "[", count: 40) + "\n")
        XCTAssertNil(parsed.tree)
        XCTAssertEqual(Linter(registry: .standard).lint(parsed, path: "a.swift").map(\.ruleID), ["syntax_error"])
    }
}
