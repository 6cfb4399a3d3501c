import ToolCore

/// Checkstyle XML, read by Jenkins and many CI dashboards.
public struct CheckstyleReporter: DiagnosticReporter {
    public init() {}
    public let name = "checkstyle"
    public let summary = "Checkstyle XML"

    public func report(_ diagnostics: [Diagnostic]) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">\n"
        let byFile = Dictionary(grouping: diagnostics, by: \.file)
        for file in byFile.keys.sorted() {
            xml += "\t<file name=\"\(xmlEscaped(file))\">\n"
            for diagnostic in byFile[file] ?? [] {
                xml += "\t\t<error line=\"\(diagnostic.line)\" column=\"\(diagnostic.column ?? 1)\" "
                xml += "severity=\"\(diagnostic.severity.rawValue)\" message=\"\(xmlEscaped(diagnostic.message))\" "
                xml += "source=\"swiftlint-lite.rules.\(xmlEscaped(diagnostic.ruleID))\"/>\n"
            }
            xml += "\t</file>\n"
        }
        return xml + "</checkstyle>\n"
    }
}
