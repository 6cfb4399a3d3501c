import LintEngine
@testable import BuiltInRules
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
import XCTest

/// Shortcuts that read trivia, names or a node's traits without the full work
/// must answer as the full work does.
final class TriviaReadingTests: XCTestCase {
    /// The code lines are read from the raw tree's byte counts; a missing token (code the
    /// parser expected and the text lacks) spells its kind's text but takes no bytes.
    func testCodeLinesOfBrokenCodeAreTheLinesItsTokensStandOn() {
        let text = "func f(a: Int {\n    g(\n}\n\n\nlet x = [1,\n\n\nstruct S {\n    var y: = \n\n}\n\n"
        let file = LintFile(path: "a.swift", text: text, tree: Parser.parse(source: text))
        var expected = Set<Int>()
        for token in file.tree.tokens(viewMode: .sourceAccurate) where !token.text.isEmpty {
            let first = file.location(of: token.positionAfterSkippingLeadingTrivia).line
            expected.formUnion(first...file.location(of: token.endPositionBeforeTrailingTrivia).line)
        }
        XCTAssertTrue(file.tree.hasError)
        XCTAssertEqual(Set((1...file.lines.count).filter(file.codeLines.contains)), expected)
    }

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

    func testTraitsReadByKindAnswerAsTheProtocolCasts() {
        let source = """
            @available(*, deprecated) public final class Box<@Wrapped T>: Base {
                @MainActor private static var count: Int { 0 }
                #if DEBUG
                @objc nonisolated func run(@Sendable _ body: @escaping @Sendable (inout Int) -> Void) {
                    let run = { @MainActor (value: Int) in print(value) }
                    run(1)
                }
                #endif
                init?() {}
                deinit {}
                subscript(index: Int) -> Int { index }
                typealias Name = String
            }
            public enum Mode { case fast(__owned Int), slow }
            extension Box: Sendable where T: Sendable {}
            protocol Named { associatedtype ID }
            actor Worker {}
            @resultBuilder struct Builder {}
            import struct Foundation.Date
            precedencegroup Lower { associativity: left }
            func f(_ values: some Sequence<Int>) -> (@escaping () -> Void)? { nil }
            struct S {
                #if os(Linux)
                @inlinable
                #endif
                func g() {}
            }
            """
        var nodes: [Syntax] = []
        func collect(_ node: Syntax) {
            nodes.append(node)
            for child in node.children(viewMode: .all) { collect(child) }
        }
        collect(Syntax(Parser.parse(source: source)))
        for node in nodes {
            let attributes = node.asProtocol((any WithAttributesSyntax).self)?.attributes
            XCTAssertEqual(node.attributeList?.id, attributes?.id, "\(node.kind)")
            let modifiers = node.asProtocol((any WithModifiersSyntax).self)?.modifiers
            XCTAssertEqual(node.modifierList?.id, modifiers?.id, "\(node.kind)")
            XCTAssertEqual(node.asDeclGroup?.id, node.asProtocol((any DeclGroupSyntax).self)?.id, "\(node.kind)")
        }
        XCTAssertGreaterThan(nodes.count, 300)
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
