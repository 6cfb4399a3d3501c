import ToolCore

/// A Markdown table, for pull-request comments.
public struct MarkdownReporter: DiagnosticReporter {
    public init() {}
    public let name = "markdown"
    public let summary = "a Markdown table (for pull-request comments)"

    public func report(_ diagnostics: [Diagnostic]) -> String {
        var table = "file | line | severity | reason | rule_id\n--- | --- | --- | --- | ---\n"
        for diagnostic in diagnostics {
            let severity = diagnostic.severity == .error ? ":stop\\_sign: Error" : ":warning: Warning"
            table += "\(cell(diagnostic.file)) | \(diagnostic.line) | \(severity) | \(cell(diagnostic.message)) | \(diagnostic.ruleID)\n"
        }
        return table
    }

    private func cell(_ text: String) -> String {
        text.replacing("|", with: "\\|").replacing("\n", with: " ")
    }
}
