import LintEngine
import ToolCore

/// A finding as the editor shows it: a range over the text it points at.
enum DiagnosticRanges {
    /// The range starts where the finding is and covers the word there (an
    /// identifier or keyword), else one character; a finding without a column
    /// covers its whole line.
    static func convert(_ finding: ToolCore.Diagnostic, in text: String, encoding: PositionEncoding) -> LSPDiagnostic {
        convert(finding, positions: TextPositions(text), encoding: encoding)
    }

    /// The findings of one text, its line table made once (from its bytes: a
    /// keystroke's lint should not pay for splitting the text into Characters).
    /// Each links to its rule's page when `links` gives one.
    static func convert(_ findings: [ToolCore.Diagnostic], in text: String, encoding: PositionEncoding,
                        links: RuleLinks? = nil) -> [LSPDiagnostic] {
        let positions = TextPositions(text)
        return findings.map { convert($0, positions: positions, encoding: encoding, links: links) }
    }

    private static func convert(_ finding: ToolCore.Diagnostic, positions: TextPositions, encoding: PositionEncoding,
                                links: RuleLinks? = nil) -> LSPDiagnostic {
        let lineIndex = max(0, finding.line - 1)
        let line = positions.lineContent(lineIndex)
        let start: Int, end: Int  // UTF-8 offsets in the text
        if let column = finding.column {
            // The engine's columns count UTF-16 units after a byte-order mark, as SwiftLint's do.
            let bom = lineIndex == 0 && positions.startsWithByteOrderMark ? 3 : 0
            start = positions.offset(ofUTF16Units: column - 1, from: line.lowerBound + bom, before: line.upperBound)
            end = positions.wordEnd(from: start, before: line.upperBound)
        } else {
            (start, end) = (line.lowerBound, line.upperBound)
        }
        let range = positions.range(from: start, to: end, encoding: encoding)
        let isUnneeded = finding.ruleID == "superfluous_disable_command"
        let page = links?.href(for: finding.ruleID).map(CodeDescription.init(href:))
        return LSPDiagnostic(range: range, severity: finding.severity == .error ? 1 : 2, code: finding.ruleID,
                             codeDescription: page, source: "swiftlint-lite", message: finding.message,
                             tags: isUnneeded ? [1] : nil)
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
