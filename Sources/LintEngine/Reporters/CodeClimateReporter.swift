import Foundation
import ToolCore

/// Code Climate's issue format, which GitLab's code quality report reads.
public struct CodeClimateReporter: DiagnosticReporter {
    public init() {}
    public let name = "codeclimate"
    public let summary = "Code Climate JSON (GitLab code quality)"

    public func report(_ diagnostics: [Diagnostic]) -> String {
        let issues: [[String: Any]] = diagnostics.map { diagnostic in
            [
                "type": "issue",
                "check_name": diagnostic.ruleID,
                "description": diagnostic.message,
                "categories": ["Style"],
                "engine_name": "swiftlint-lite",
                "severity": diagnostic.severity == .error ? "major" : "minor",
                "fingerprint": Self.fingerprint(diagnostic),
                "location": ["path": diagnostic.file, "lines": ["begin": diagnostic.line, "end": diagnostic.line]],
            ]
        }
        let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? JSONSerialization.data(withJSONObject: issues, options: options)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Stable across runs: the same finding keeps its fingerprint.
    static func fingerprint(_ diagnostic: Diagnostic) -> String {
        let text = "\(diagnostic.file)|\(diagnostic.line)|\(diagnostic.column ?? 0)|\(diagnostic.ruleID)|\(diagnostic.message)"
        return String(ContentHash.of(Array(text.utf8)), radix: 16)
    }
}
