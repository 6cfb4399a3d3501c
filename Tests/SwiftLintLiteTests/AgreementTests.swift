import Foundation
import ToolCore
import XCTest

/// Agreement with SwiftLint's own output, finding for finding: SwiftLint 0.63.2's
/// findings with every rule on (recorded data, `Agreement/*.json.xz`, see its
/// README) against what `swiftlint-lite` reports on the same corpus with the
/// same configuration. Findings are compared by file, line, column, rule,
/// severity and message; every difference must be in `Agreement/differences.json`, per
/// corpus and rule with its count on each side, and every rule there carries
/// its reason. A difference that appears, grows or shrinks fails the test, so
/// the list stays exactly the residue (`AGREEMENT_RECORD=1` rewrites the counts
/// after a rule is fixed; the reasons are kept and reviewed by hand).
final class AgreementTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Agreement")
    private static let corpora = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".corpora")

    func testSwiftArgumentParserAgreesWithSwiftLint() async throws { try await checkAgreement("swift-argument-parser") }
    func testSwiftCollectionsAgreesWithSwiftLint() async throws { try await checkAgreement("swift-collections") }
    func testSwiftNIOAgreesWithSwiftLint() async throws { try await checkAgreement("swift-nio") }

    func testEveryGeneralDifferenceHasAKindAndAnExample() throws {
        let general = try Self.differencesDocument().general ?? [:]
        XCTAssertEqual(Set(general.keys), ["crlf_line_table", "hidden_folders"])
        for (topic, reason) in general {
            XCTAssertTrue(Self.kinds.union(["by-design"]).contains(reason.kind), "\(topic): kind \(reason.kind)")
            XCTAssertTrue(reason.reason.contains("`"), "\(topic): no example")
        }
    }

    /// A finding as both sides are compared: file, line, column, rule, severity, message.
    private struct Finding: Hashable {
        let file: String
        let line: Int
        let column: Int
        let rule: String
        let severity: String
        let message: String
    }

    /// The kinds of accepted difference (see `DifferenceReason`).
    private static let kinds: Set = ["swiftlint-0.65", "swiftlint-bug", "not-in-swiftlint", "swift-syntax"]

    private func checkAgreement(_ corpus: String) async throws {
        let root = Self.corpora.appendingPathComponent(corpus)
        guard FileManager.default.fileExists(atPath: root.path) else {
            throw XCTSkip("\(corpus) is not in .corpora (scripts/fetch-corpora.sh clones it)")
        }
        let recorded = try await Self.recordedFindings(corpus)
        let ours = try await Self.ourFindings(in: root, configuration: recorded.configuration)
        var differences: [String: (swiftLintOnly: Int, oursOnly: Int, example: String)] = [:]
        for (finding, count) in Self.subtracting(ours, from: recorded.findings) {
            differences[finding.rule, default: (0, 0, "")].swiftLintOnly += count
            if differences[finding.rule]?.example.isEmpty == true { differences[finding.rule]?.example = "SwiftLint only: \(finding)" }
        }
        for (finding, count) in Self.subtracting(recorded.findings, from: ours) {
            differences[finding.rule, default: (0, 0, "")].oursOnly += count
            if differences[finding.rule]?.example.isEmpty == true { differences[finding.rule]?.example = "ours only: \(finding)" }
        }
        var document = try Self.differencesDocument()
        let measured = differences.mapValues { [$0.swiftLintOnly, $0.oursOnly] }
        if ProcessInfo.processInfo.environment["AGREEMENT_RECORD"] == "1" {
            document.counts[corpus] = measured
            try Self.write(document)
            return
        }
        let accepted = document.counts[corpus] ?? [:]
        for rule in Set(measured.keys).union(accepted.keys).sorted() where measured[rule] != accepted[rule] {
            XCTFail("""
                \(corpus), \(rule): SwiftLint only / ours only \(measured[rule] ?? [0, 0]), \
                accepted \(accepted[rule] ?? [0, 0]); \(differences[rule]?.example ?? "")
                """)
        }
        for rule in measured.keys {
            guard let reason = document.rules[rule] else {
                XCTFail("\(rule) differs from SwiftLint on \(corpus) and differences.json gives no reason")
                continue
            }
            XCTAssertTrue(Self.kinds.contains(reason.kind), "\(rule): kind \(reason.kind)")
            XCTAssertFalse(reason.reason.isEmpty, "\(rule): no reason")
        }
        let total = recorded.findings.values.reduce(0, +)
        let agreeing = total - differences.values.reduce(0) { $0 + $1.swiftLintOnly }
        print("\(corpus): \(agreeing) of \(total) SwiftLint findings matched; \(differences.count) rules differ")
    }

    /// `left` less `right`, counting repeats.
    private static func subtracting(_ right: [Finding: Int], from left: [Finding: Int]) -> [Finding: Int] {
        left.reduce(into: [:]) { result, entry in
            let remaining = entry.value - (right[entry.key] ?? 0)
            if remaining > 0 { result[entry.key] = remaining }
        }
    }

    private static func recordedFindings(_ corpus: String) async throws -> (configuration: String, findings: [Finding: Int]) {
        let file = folder.appendingPathComponent("\(corpus)-all.json.xz").path
        var command = Command(.executable("xz", arguments: ["-dc", file]))
        command.captureLimit = 256 << 20
        let unpacked = try await command.run()
        XCTAssertTrue(unpacked.succeeded, unpacked.errorText)
        let object = try JSONSerialization.jsonObject(with: Data(unpacked.outputText.utf8)) as? [String: Any]
        let configuration = object?["config"] as? String ?? ""
        var findings: [Finding: Int] = [:]
        for case let row as [Any] in object?["findings"] as? [Any] ?? [] {
            guard row.count >= 6, let file = row[0] as? String, let line = row[1] as? Int, let column = row[2] as? Int,
                  let rule = row[3] as? String, let severity = row[4] as? String, let message = row[5] as? String
            else { continue }
            let finding = Finding(file: file, line: line, column: column, rule: rule, severity: severity, message: message)
            findings[finding, default: 0] += 1
        }
        return (configuration, findings)
    }

    /// `swiftlint-lite lint` in the corpus's root with the recorded configuration, as JSON.
    private static func ourFindings(in root: URL, configuration: String) async throws -> [Finding: Int] {
        let configurationFile = FileManager.default.temporaryDirectory.appendingPathComponent("agreement-\(UUID().uuidString).yml")
        try (configuration + "\n").write(to: configurationFile, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: configurationFile) }
        var products = Bundle.main.bundleURL
        if products.pathExtension == "xctest" { products.deleteLastPathComponent() }
        let tool = products.appendingPathComponent("swiftlint-lite").path
        var command = Command(.executable(tool, arguments: [
            "lint", "--quiet", "--no-cache", "--reporter", "json", "--config", configurationFile.path,
        ]), workingDirectory: root.path)
        command.timeout = .seconds(900)
        command.captureLimit = 256 << 20
        let result = try await command.run()
        let rows = try JSONSerialization.jsonObject(with: Data(result.outputText.utf8)) as? [[String: Any]] ?? []
        let prefix = root.resolvingSymlinksInPath().path + "/"
        var findings: [Finding: Int] = [:]
        for row in rows {
            guard let path = row["file"] as? String, let rule = row["rule_id"] as? String,
                  let severity = row["severity"] as? String, let message = row["reason"] as? String else { continue }
            let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            let file = resolved.hasPrefix(prefix) ? String(resolved.dropFirst(prefix.count)) : resolved
            let finding = Finding(file: file, line: row["line"] as? Int ?? 0, column: row["character"] as? Int ?? 0,
                                  rule: rule, severity: severity.lowercased(), message: message)
            findings[finding, default: 0] += 1
        }
        return findings
    }

    // MARK: - The accepted differences

    /// Why a rule differs.
    private struct DifferenceReason: Codable {
        /// `swiftlint-0.65`: the rule is new or changed in 0.64 or 0.65, which we
        /// follow; `swiftlint-bug`: SwiftLint is plainly wrong and we keep the right
        /// answer; `not-in-swiftlint`: a rule of our own that `all` turns on;
        /// `swift-syntax`: SwiftLint's parser (its own swift-syntax) reads a file
        /// that ours (603.0.1, pinned) rejects.
        let kind: String
        let reason: String
    }

    private struct Differences: Codable {
        var rules: [String: DifferenceReason]
        /// Differences of no one rule (line ends, which files are linted), by topic;
        /// kind `by-design` besides the rules' kinds.
        var general: [String: DifferenceReason]?
        /// Per corpus and rule: [SwiftLint only, ours only].
        var counts: [String: [String: [Int]]]
    }

    private static var differencesFile: URL { folder.appendingPathComponent("differences.json") }

    private static func differencesDocument() throws -> Differences {
        try JSONDecoder().decode(Differences.self, from: Data(contentsOf: differencesFile))
    }

    private static func write(_ document: Differences) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try AtomicFile.write(Array(try encoder.encode(document)) + [10], to: differencesFile.path)
    }
}
