import ToolCore

/// Every output format `swiftlint-lite --reporter` accepts: the core's
/// (`xcode`, `json`, `github-actions-logging`) and the linter's own.
public enum LintReporters {
    public static let all: [any DiagnosticReporter] = DiagnosticReporters.all + [
        SARIFReporter(), CheckstyleReporter(), JUnitReporter(), CodeClimateReporter(),
        MarkdownReporter(), SummaryReporter(),
    ]
}

/// Escapes text for XML attributes and content.
func xmlEscaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
        switch character {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&apos;"
        default: result.append(character)
        }
    }
    return result
}
