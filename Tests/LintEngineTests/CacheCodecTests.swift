@testable import LintEngine
import ToolCore
import XCTest

final class CacheCodecTests: XCTestCase {
    func testRoundTripKeepsEveryFieldIncludingAwkwardText() throws {
        let diagnostics = [
            Diagnostic(file: "a\tb.swift", line: 3, column: nil, severity: .error, ruleID: "custom\\rule",
                       message: "tab\there, newline\nthere, backslash \\ and ✓"),
            Diagnostic(file: "a\tb.swift", line: 4, column: 7, severity: .warning, ruleID: "trailing_whitespace",
                       message: "m", fix: .init(start: 10, end: 12, replacement: "\n\t\\")),
        ]
        var store = LintCache.Store(run: 7, entries: [:])
        store.entries["a\tb.swift"] = LintCache.Entry(size: 12, modified: 1_700_000_000_123_456_789, hash: "00ff",
                                                    diagnostics: diagnostics, run: 6)
        store.entries["empty.swift"] = LintCache.Entry(size: 0, modified: 1, hash: "ab", diagnostics: [], run: 7)
        let decoded = try XCTUnwrap(CacheCodec.decode(CacheCodec.encode(store)))
        XCTAssertEqual(decoded.run, 7)
        XCTAssertEqual(decoded.entries["a\tb.swift"]?.diagnostics, diagnostics)
        XCTAssertEqual(decoded.entries["a\tb.swift"]?.modified, 1_700_000_000_123_456_789)
        XCTAssertEqual(decoded.entries["empty.swift"]?.diagnostics, [])
    }

    func testTruncatedOrForeignTextIsRejected() {
        var store = LintCache.Store(run: 1, entries: [:])
        store.entries["x.swift"] = LintCache.Entry(
            size: 1, modified: 1, hash: "h",
            diagnostics: [Diagnostic(file: "x.swift", line: 1, severity: .warning, ruleID: "r", message: "m")], run: 1)
        let text = CacheCodec.encode(store)
        XCTAssertNotNil(CacheCodec.decode(text))
        XCTAssertNil(CacheCodec.decode(String(text.dropLast(8))))
        XCTAssertNil(CacheCodec.decode("{\"run\": 1}"))
        XCTAssertNil(CacheCodec.decode(""))
    }

    func testByteSearchFindsOnlyWholeNeedles() {
        XCTAssertEqual(ByteSearch.firstOffset(of: "lint:", in: "// swiftlint:disable x"), 8)
        XCTAssertNil(ByteSearch.firstOffset(of: "lint:", in: "lint"))
        XCTAssertNil(ByteSearch.firstOffset(of: "lint:", in: ""))
        XCTAssertEqual(ByteSearch.firstOffset(of: "ab", in: "aab"), 1)
        XCTAssertTrue(ByteSearch.contains("é", in: "café"))
    }
}
