import ToolCore

/// A table of violation counts per rule, most frequent first.
public struct SummaryReporter: DiagnosticReporter {
    public init() {}
    public let name = "summary"
    public let summary = "a table of violation counts per rule"

    public func report(_ diagnostics: [Diagnostic]) -> String {
        let byRule = Dictionary(grouping: diagnostics, by: \.ruleID)
        let rows = byRule.map { rule, found in
            (rule: rule, warnings: found.filter { $0.severity == .warning }.count,
             errors: found.filter { $0.severity == .error }.count, total: found.count,
             files: Set(found.map(\.file)).count)
        }.sorted { ($1.total, $0.rule) < ($0.total, $1.rule) }
        let header = ["rule identifier", "warnings", "errors", "total violations", "files"]
        var lines = rows.map { [$0.rule, String($0.warnings), String($0.errors), String($0.total), String($0.files)] }
        lines.append(["Total", String(rows.reduce(0) { $0 + $1.warnings }), String(rows.reduce(0) { $0 + $1.errors }),
                      String(diagnostics.count), String(Set(diagnostics.map(\.file)).count), ])
        return TextTable(header: header, rows: lines).rendered
    }
}

/// A plain-text table with a ruled header.
struct TextTable {
    let header: [String]
    let rows: [[String]]

    var rendered: String {
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            zip(cells, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }.joined(separator: " | ")
                .trimmingTrailingSpaces() + "\n"
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "-+-") + "\n"
        return line(header) + rule + rows.map(line).joined()
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
    }
}
