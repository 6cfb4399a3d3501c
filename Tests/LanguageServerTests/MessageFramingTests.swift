import Foundation
@testable import LanguageServer
import ToolCore
import XCTest

/// The JSON-RPC frames and the document edits, without a process.
final class MessageFramingTests: XCTestCase {
    private func reader(_ text: String, chunk: Int = 7) -> MessageReader {
        var remaining = Array(text.utf8)[...]
        return MessageReader { bytes in
            let part = remaining.prefix(chunk)
            remaining = remaining.dropFirst(part.count)
            bytes.append(contentsOf: part)
            return part.count
        }
    }

    func testFramesAreReadAcrossChunksAndHeadersInAnyCase() throws {
        var frames = reader("Content-Length: 2\r\n\r\n{}content-length:4\r\nContent-Type: x\r\n\r\nnull")
        XCTAssertEqual(try frames.next().map { String(decoding: $0, as: UTF8.self) }, "{}")
        XCTAssertEqual(try frames.next().map { String(decoding: $0, as: UTF8.self) }, "null")
        XCTAssertNil(try frames.next())
    }

    func testAFrameWithoutALengthOrOverTheLimitIsReportedAndTheNextOneRead() throws {
        var frames = reader("X: 1\r\n\r\nContent-Length: 999999999\r\n\r\nContent-Length: 2\r\n\r\n[]")
        XCTAssertThrowsError(try frames.next()) { XCTAssertEqual($0 as? FramingError, .missingContentLength) }
        XCTAssertThrowsError(try frames.next()) { XCTAssertEqual($0 as? FramingError, .tooLarge(999_999_999)) }
    }

    func testAFrameWithATooShortLengthCostsItselfAndTheStreamGetsBackInStep() throws {
        let body = #"{"jsonrpc":"2.0","id":3}"#
        var frames = reader("Content-Length: 5\r\n\r\n\(body)Content-Length: 4\r\nContent-Type: x\r\n\r\ntrue")
        XCTAssertEqual(try frames.next().map { String(decoding: $0, as: UTF8.self) }, #"{"jso"#)
        // The rest of the first body runs into the next headers; the length there is still found.
        XCTAssertEqual(try frames.next().map { String(decoding: $0, as: UTF8.self) }, "true")
        XCTAssertNil(try frames.next())
    }

    func testRangeChangesCountUTF16OrUTF8AsNegotiated() {
        var document = Document(uri: "file:///a.swift", version: 1, text: "let 😀 = 1\nlet b = 2\n")
        // UTF-16: the emoji is two units; replace `1` (character 9 on line 0).
        document.apply([TextDocumentContentChangeEvent(
            range: Range(start: Position(line: 0, character: 9), end: Position(line: 0, character: 10)), text: "3")],
                       encoding: .utf16)
        XCTAssertEqual(document.text, "let 😀 = 3\nlet b = 2\n")
        // UTF-8: the emoji is four bytes.
        document.apply([TextDocumentContentChangeEvent(
            range: Range(start: Position(line: 0, character: 11), end: Position(line: 0, character: 12)), text: "4")],
                       encoding: .utf8)
        XCTAssertEqual(document.text, "let 😀 = 4\nlet b = 2\n")
        document.apply([TextDocumentContentChangeEvent(range: nil, text: "whole\n")], encoding: .utf16)
        XCTAssertEqual(document.text, "whole\n")
    }

    /// Ranges from the engine's columns (UTF-16 units after a byte-order mark, as the command
    /// line prints them: `1:12 force_cast`, `2:10 trailing_semicolon` for this text) to either
    /// encoding, with an emoji, a two-byte letter, CRLF line ends and a BOM.
    func testDiagnosticRangesAreExactWithEmojiCRLFAndAByteOrderMark() {
        let text = "\u{FEFF}let 😀 = x as! Int\r\nlet é = 2;\r\n"
        let found = [
            ToolCore.Diagnostic(file: "a.swift", line: 1, column: 12, severity: .error, ruleID: "force_cast", message: ""),
            ToolCore.Diagnostic(file: "a.swift", line: 2, column: 10, severity: .warning, ruleID: "trailing_semicolon", message: ""),
            ToolCore.Diagnostic(file: "a.swift", line: 2, severity: .warning, ruleID: "line_rule", message: ""),
        ]
        let spans = { (encoding: PositionEncoding) in
            DiagnosticRanges.convert(found, in: text, encoding: encoding).map {
                [$0.range.start.line, $0.range.start.character, $0.range.end.line, $0.range.end.character]
            }
        }
        // UTF-16: the BOM is one unit, the emoji two; the word `as`; one character `;`; a whole line stops before `\r`.
        XCTAssertEqual(spans(.utf16), [[0, 12, 0, 14], [1, 9, 1, 10], [1, 0, 1, 10]])
        // UTF-8: the BOM three bytes, the emoji four, `é` two.
        XCTAssertEqual(spans(.utf8), [[0, 16, 0, 18], [1, 10, 1, 11], [1, 0, 1, 11]])
    }

    func testPublishedDiagnosticsAreTheJSONTheEncoderWouldWrite() throws {
        let range = Range(start: Position(line: 3, character: 4), end: Position(line: 3, character: 9))
        let params = PublishDiagnosticsParams(uri: "file:///a%20b/c.swift", version: 7, diagnostics: [
            LSPDiagnostic(range: range, severity: 1, code: "force_cast", codeDescription: CodeDescription(href: "file:///r/force_cast.md"),
                          source: "swiftlint-lite", message: "Say \"no\" \\ to\ttabs\n, \u{1}é😀", tags: nil),
            LSPDiagnostic(range: range, severity: 2, code: "superfluous_disable_command", codeDescription: nil,
                          source: "swiftlint-lite", message: "", tags: [1]),
        ])
        XCTAssertEqual(try JSONDecoder().decode(PublishDiagnosticsParams.self, from: Data(params.json)), params)
        var unversioned = params
        unversioned.version = nil
        XCTAssertEqual(try JSONDecoder().decode(PublishDiagnosticsParams.self, from: Data(unversioned.json)), unversioned)
    }
}
