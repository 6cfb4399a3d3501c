import ToolCore

/// JUnit XML: each violation a failed test case, for CI systems that only read test reports.
public struct JUnitReporter: DiagnosticReporter {
    public init() {}
    public let name = "junit"
    public let summary = "JUnit XML (one failing test case per violation)"

    public func report(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        xml += "<testsuites failures=\"\(diagnostics.count - errors)\" errors=\"\(errors)\">\n"
        xml += "\t<testsuite failures=\"\(diagnostics.count - errors)\" errors=\"\(errors)\" name=\"swiftlint-lite\">\n"
        for diagnostic in diagnostics {
            let place = "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column ?? 1)"
            xml += "\t\t<testcase classname=\"Formatting Test\" name=\"\(xmlEscaped(place))\">\n"
            xml += "\t\t\t<failure message=\"\(xmlEscaped(diagnostic.message))\">"
            xml += "\(xmlEscaped(diagnostic.severity.rawValue)): \(xmlEscaped(diagnostic.ruleID))</failure>\n"
            xml += "\t\t</testcase>\n"
        }
        return xml + "\t</testsuite>\n</testsuites>\n"
    }
}
