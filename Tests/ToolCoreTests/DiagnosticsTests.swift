import Foundation
import ToolCore
import XCTest

final class DiagnosticsTests: XCTestCase {
    private let sample = [
        Diagnostic(file: "b.swift", line: 2, column: 5, severity: .error, ruleID: "force_cast", message: "Force casts should be avoided"),
        Diagnostic(
            file: "a.swift", line: 10, column: nil, severity: .warning, ruleID: "line_length",
            message: "Line should be 120 characters or less: currently 130 characters"),
        Diagnostic(file: "a.swift", line: 3, column: 1, severity: .warning, ruleID: "todo", message: "TODOs should be resolved, 50%: a,b"),
    ]

    func testReportOrderIsFileLineColumnRule() {
        let sorted = sample.sorted(by: Diagnostic.reportOrder)
        XCTAssertEqual(sorted.map { "\($0.file):\($0.line)" }, ["a.swift:3", "a.swift:10", "b.swift:2"])
    }

    func testSortedForReportKeepsTheOrderOfEqualPlacesAsSortingDoes() {
        // Same place, same rule: only the message tells them apart; exact ties keep their order.
        var tie = sample[2]
        tie.severity = .error
        let same = Diagnostic(file: "a.swift", line: 3, column: 1, severity: .warning, ruleID: "todo", message: "A TODO")
        let diagnostics = sample + [tie, same] + sample.reversed()
        let expected = diagnostics.sorted(by: Diagnostic.reportOrder)
        XCTAssertEqual(diagnostics.sortedForReport(), expected)
        XCTAssertEqual(expected.map(\.severity), [.warning, .warning, .error, .warning, .warning, .warning, .error, .error])
    }

    func testSortingInPlaceFollowsEveryCycleOfThePermutation() {
        // Many files in a shuffled order make permutations with cycles of every length.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            var diagnostics = (0..<40).map { index in
                Diagnostic(file: "f\(index % 7).swift", line: index % 5 + 1, column: index % 3 + 1, severity: .warning,
                           ruleID: "rule", message: "m\(index)")
            }
            diagnostics.shuffle(using: &generator)
            let expected = diagnostics.sorted(by: Diagnostic.reportOrder)
            diagnostics.sortForReport()
            XCTAssertEqual(diagnostics, expected)
        }
    }

    func testXcodeFormatEscapesEachFilesNameOnItsOwnLines() {
        let strange = Diagnostic(file: "a\u{1B}[2J.swift", line: 1, column: 2, severity: .warning, ruleID: "todo", message: "x\ty")
        XCTAssertEqual(XcodeReporter().report([sample[0], strange, strange, sample[1]]), """
            b.swift:2:5: error: Force casts should be avoided (force_cast)
            a\\x1b[2J.swift:1:2: warning: x\\ty (todo)
            a\\x1b[2J.swift:1:2: warning: x\\ty (todo)
            a.swift:10: warning: Line should be 120 characters or less: currently 130 characters (line_length)

            """)
        XCTAssertEqual(XcodeReporter().line(for: strange), "a\\x1b[2J.swift:1:2: warning: x\\ty (todo)")
        let numbers = Diagnostic(file: "é.swift", line: 1009, column: 0, severity: .error, ruleID: "r", message: "ü")
        XCTAssertEqual(XcodeReporter().line(for: numbers), "é.swift:1009:0: error: ü (r)")
    }

    func testXcodeFormat() {
        XCTAssertEqual(XcodeReporter().report([sample[0], sample[1]]), """
            b.swift:2:5: error: Force casts should be avoided (force_cast)
            a.swift:10: warning: Line should be 120 characters or less: currently 130 characters (line_length)

            """)
    }

    func testALongXcodeReportIsWrittenInPartsInOrder() {
        // More lines than one part holds, a file's findings crossing parts.
        let diagnostics = (0..<10_000).map {
            Diagnostic(file: "F\($0 / 3_000).swift", line: $0 + 1, column: $0 % 7 == 0 ? nil : 3, severity: .warning,
                       ruleID: "rule", message: "finding \($0)")
        }
        let expected = diagnostics.map { XcodeReporter().line(for: $0) + "\n" }.joined()
        XCTAssertEqual(XcodeReporter().report(diagnostics), expected)
        let parts = XcodeReporter().reportParts(diagnostics)
        XCTAssertEqual(parts.count, 3)
        XCTAssertEqual(parts.joined(), expected)
    }

    func testALineLongerThanTheWritersFirstGuessIsWrittenWhole() {
        let long = String(repeating: "ab€", count: 400)
        let diagnostic = Diagnostic(file: "a.swift", line: 1_234_567, column: 10, severity: .warning, ruleID: "rule", message: long)
        XCTAssertEqual(XcodeReporter().line(for: diagnostic), "a.swift:1234567:10: warning: \(long) (rule)")
    }

    func testSortingFindingsAlreadyInOrderKeepsThemAndOneOutOfPlaceAtTheEndIsMoved() {
        var diagnostics = sample.sortedForReport()
        let sorted = diagnostics
        diagnostics.sortForReport()
        XCTAssertEqual(diagnostics, sorted)
        diagnostics.append(Diagnostic(file: "a.swift", line: 1, severity: .warning, ruleID: "r", message: "first"))
        diagnostics.sortForReport()
        XCTAssertEqual(diagnostics.map(\.line), [1, 3, 10, 2])
        XCTAssertEqual(sorted.count, 3)
    }

    func testJSONHasSwiftLintsShape() throws {
        let data = Data(JSONReporter().report([sample[0]]).utf8)
        let objects = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        XCTAssertEqual(objects.count, 1)
        XCTAssertEqual(Set(objects[0].keys), ["file", "line", "character", "severity", "type", "rule_id", "reason"])
        XCTAssertEqual(objects[0]["severity"] as? String, "Error")
        XCTAssertEqual(objects[0]["type"] as? String, "Force Cast")
        XCTAssertEqual(objects[0]["character"] as? Int, 5)
    }

    func testGitHubActionsEscapesItsSpecialCharacters() {
        XCTAssertEqual(GitHubActionsReporter().report([sample[2]]),
                       "::warning file=a.swift,line=3,col=1::TODOs should be resolved, 50%25: a,b (todo)\n")
    }

    func testUnknownReporterSuggestsAName() {
        XCTAssertThrowsError(try DiagnosticReporters.named("jsn")) { error in
            XCTAssertTrue("\(error)".contains("did you mean `json`?"), "\(error)")
        }
        XCTAssertEqual(try DiagnosticReporters.named("xcode").name, "xcode")
    }

    func testColorsOnlyOnATerminalWithoutNoColor() {
        XCTAssertTrue(Terminal(environment: [:], outputIsTTY: true, errorIsTTY: true).colorsOutput)
        XCTAssertFalse(Terminal(environment: ["NO_COLOR": "1"], outputIsTTY: true, errorIsTTY: true).colorsOutput)
        XCTAssertFalse(Terminal(environment: [:], outputIsTTY: false, errorIsTTY: true).colorsOutput)
        XCTAssertFalse(Terminal(environment: ["CI": "true"], outputIsTTY: true, errorIsTTY: true).showsProgress)
        XCTAssertEqual(Terminal.styled("x", .red, enabled: false), "x")
        XCTAssertEqual(Terminal.styled("x", .red, enabled: true), "\u{1B}[31mx\u{1B}[0m")
    }
}

/// Names that are not UTF-8 survive as text and turn back into their bytes.
final class LosslessTextTests: XCTestCase {
    func testEveryByteSequenceRoundTrips() {
        var generator = SystemRandomNumberGenerator()
        let samples: [[UInt8]] = [
            Array("plain ü 🎉".utf8), [0x63, 0x61, 0x66, 0xE9], [0xFF, 0xFE, 0x00, 0x41], [0xE2, 0x82], [0xF4, 0x8F, 0xBC, 0x80],
        ] + (0..<2_000).map { _ in
            (0..<Int.random(in: 0...12, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        }
        for bytes in samples {
            let text = LosslessText.decode(bytes)
            XCTAssertEqual(LosslessText.bytes(text), bytes, "\(bytes)")
            XCTAssertEqual(LosslessText.holdsRawBytes(text), String(validating: bytes, as: UTF8.self) == nil, "\(bytes)")
        }
        XCTAssertEqual(LosslessText.display(LosslessText.decode([0x63, 0x61, 0x66, 0xE9])), "caf\\xe9")
    }
}

/// What a message echoes is spelt out, never acted on by the terminal.
final class EchoedTextTests: XCTestCase {
    func testControlsBidiOverridesAndRawBytesAreSpeltOut() {
        XCTAssertEqual(EchoedText.escaped("plain ünïcode 🎉"), "plain ünïcode 🎉")
        XCTAssertEqual(EchoedText.escaped("\u{1B}[31mred\u{07}\n\t\u{7F}"), "\\x1b[31mred\\x07\\n\\t\\x7f")
        XCTAssertEqual(EchoedText.escaped("a\u{202E}b\u{85}"), "a\\u{202e}b\\u{85}")
        XCTAssertEqual(EchoedText.escaped(LosslessText.decode([0x61, 0xFF, 0x00])), "a\\xff\\x00")
    }

    func testAConfigurationErrorEchoesAValueSpeltOut() {
        let error = ConfigError(source: ".lint.yml", line: 2, column: 11, message: "got `\u{1B}[2Jwarn`")
        XCTAssertEqual(error.description, ".lint.yml:2:11: error: got `\\x1b[2Jwarn`")
    }
}
