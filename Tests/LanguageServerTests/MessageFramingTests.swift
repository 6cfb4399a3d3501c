@testable import LanguageServer
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
}
