@testable import LintRules
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
import XCTest

/// Shortcuts that read trivia or names without the full work must answer as
/// the full work does.
final class TriviaReadingTests: XCTestCase {
    func testTheLastLineCommentIsReadFromTheEndAsTheParserSplitsIt() throws {
        let answered: [(trivia: String, fast: Bool?)] = [
            ("/// Doc.\n", true), ("// Plain.\n", false), ("//// Four slashes.\n", true), ("///\n", true),
            ("/// Doc.\n// Plain after it.\n", false), ("// Plain.\n/// Doc.\n\n\n    ", true),
            ("\t  ///Doc.\r\n", true), ("/// Doc.\r", true), ("// a */ b\n", nil), ("/** Block. */\n", nil),
            ("/*\n/// Inside a block.\n*/\n", nil), ("/* x\n/// x */ // z\n", nil), ("/* a */ /// b\n", nil),
            ("/// Doc.\n/* Block. */\n", nil), ("\n\n", false),
        ]
        for (trivia, fast) in answered {
            let token = try XCTUnwrap(Parser.parse(source: trivia + "func f() {}").firstToken(viewMode: .sourceAccurate))
            let read = token.tokenView.leadingTrivia { MissingDocsRule.lastLineCommentIsDoc($0) }
            XCTAssertEqual(read, fast, "\(trivia.debugDescription)")
            let lastPiece = token.leadingTrivia.pieces.last { !$0.isWhitespace }
            let parsed: Bool = switch lastPiece {
            case .docLineComment?, .docBlockComment?: true
            default: false
            }
            if let read { XCTAssertEqual(read, parsed, "\(trivia.debugDescription) against the parsed pieces") }
        }
    }

    func testANameSummaryRulesOutOnlyNamesItCannotHold() throws {
        var summary = NameSummary()
        for name in ["value", "$count", "index"] { summary.insert(name) }
        for name in ["value", "count", "$count", "index", "`index`"] {
            XCTAssertTrue(summary.mayContain(NameSummary(name)), name)
        }
        let token = Parser.parse(source: "`value` + 1").firstToken(viewMode: .sourceAccurate)
        XCTAssertTrue(summary.mayContain(NameSummary(try XCTUnwrap(token).rawText)), "a token's raw text, backticks left out")
        for name in ["values", "total", "x"] {
            XCTAssertFalse(summary.mayContain(NameSummary(name)), name)
        }
        XCTAssertFalse(NameSummary().mayContain(NameSummary("value")))
    }
}
