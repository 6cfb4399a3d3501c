import Foundation

/// SARIF 2.1.0, the format GitHub code scanning uploads.
public struct SARIFReporter: DiagnosticReporter {
    /// The tool the log names as its driver.
    public let toolName: String

    public init(toolName: String = "swiftlint-lite") {
        self.toolName = toolName
    }

    public let name = "sarif"
    public let summary = "SARIF 2.1.0 (GitHub code scanning)"

    public func report(_ diagnostics: [Diagnostic]) -> String {
        let ruleIDs = Array(Set(diagnostics.map(\.ruleID))).sorted()
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": [
                    "name": toolName,
                    "version": SuiteVersion.current,
                    "informationUri": "https://github.com/swift-tooling-lite",
                    "rules": ruleIDs.map { ["id": $0, "name": $0] },
                ] as [String: Any], ],
                "results": diagnostics.map(result),
            ] as [String: Any], ],
        ]
        let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? JSONSerialization.data(withJSONObject: log, options: options)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func result(_ diagnostic: Diagnostic) -> [String: Any] {
        var region: [String: Any] = ["startLine": diagnostic.line]
        if let column = diagnostic.column { region["startColumn"] = column }
        return [
            "ruleId": diagnostic.ruleID,
            "level": diagnostic.severity == .error ? "error" : "warning",
            "message": ["text": diagnostic.message],
            "locations": [[
                "physicalLocation": [
                    "artifactLocation": ["uri": Self.uri(diagnostic.file)],
                    "region": region,
                ] as [String: Any],
            ], ],
        ]
    }

    /// Relative paths stay relative (SARIF resolves them against the checkout);
    /// absolute ones become `file://` URIs.
    static func uri(_ path: String) -> String {
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
