import LintEngine
import ToolCore

/// A finding as the editor shows it: a range over the text it points at.
enum DiagnosticRanges {
    /// The range starts where the finding is and covers the word there (an
    /// identifier or keyword), else one character; a finding without a column
    /// covers its whole line.
    static func convert(_ finding: ToolCore.Diagnostic, in text: String, encoding: PositionEncoding) -> LSPDiagnostic {
        convert(finding, lines: text.split(separator: "\n", omittingEmptySubsequences: false), encoding: encoding)
    }

    /// The findings of one text, its lines split once.
    /// Each links to its rule's page when `links` gives one.
    static func convert(_ findings: [ToolCore.Diagnostic], in text: String, encoding: PositionEncoding,
                        links: RuleLinks? = nil) -> [LSPDiagnostic] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return findings.map { convert($0, lines: lines, encoding: encoding, links: links) }
    }

    private static func convert(_ finding: ToolCore.Diagnostic, lines: [Substring], encoding: PositionEncoding,
                                links: RuleLinks? = nil) -> LSPDiagnostic {
        let lineIndex = max(0, finding.line - 1)
        let line = lineIndex < lines.count ? lines[lineIndex] : ""
        let utf16 = Array(line.utf16)
        let startUnit: Int, endUnit: Int
        if let column = finding.column {
            startUnit = min(max(0, column - 1), utf16.count)
            endUnit = wordEnd(in: utf16, from: startUnit)
        } else {
            startUnit = 0
            endUnit = utf16.count
        }
        let range = Range(start: Position(line: lineIndex, character: units(startUnit, in: line, encoding)),
                          end: Position(line: lineIndex, character: units(endUnit, in: line, encoding)))
        let isUnneeded = finding.ruleID == "superfluous_disable_command"
        let page = links?.href(for: finding.ruleID).map(CodeDescription.init(href:))
        return LSPDiagnostic(range: range, severity: finding.severity == .error ? 1 : 2, code: finding.ruleID,
                             codeDescription: page, source: "swiftlint-lite", message: finding.message,
                             tags: isUnneeded ? [1] : nil)
    }

    private static func wordEnd(in utf16: [UInt16], from start: Int) -> Int {
        guard start < utf16.count else { return start }
        guard isWordUnit(utf16[start]) else {
            // One character (a surrogate pair is one).
            return (0xD800...0xDBFF).contains(utf16[start]) && start + 1 < utf16.count ? start + 2 : start + 1
        }
        var end = start
        while end < utf16.count, isWordUnit(utf16[end]) { end += 1 }
        return end
    }

    /// A UTF-16 offset in the line, in the negotiated encoding's units.
    static func units(_ utf16Offset: Int, in line: Substring, _ encoding: PositionEncoding) -> Int {
        guard encoding == .utf8 else { return utf16Offset }
        let index = String.Index(utf16Offset: utf16Offset, in: line)
        return line.utf8.distance(from: line.startIndex, to: index)
    }
}

/// A UTF-16 unit of an identifier or keyword (ASCII letters, digits, `_`): the
/// extent of a finding's range and of a rule id under the cursor.
func isWordUnit(_ unit: UInt16) -> Bool {
    (unit >= 48 && unit <= 57) || (unit >= 65 && unit <= 90) || (unit >= 97 && unit <= 122) || unit == 95
}
