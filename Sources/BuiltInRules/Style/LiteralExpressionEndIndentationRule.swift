import LintEngine
import SwiftSyntax
import ToolCore

/// The closing bracket of a multi-line array or dictionary lines up with the
/// line that opened it, so the literal's extent shows at a glance.
public struct LiteralExpressionEndIndentationRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "literal_expression_end_indentation",
        name: "Literal Expression End Indentation",
        summary: "Array and dictionary literal end should have the same indentation as the line that started it",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "[1, 2, 3]\n",
            "[1,\n 2\n]\n",
            "[\n   1,\n   2\n]\n",
            "[\n   1,\n   2]\n",
            "   let x = [\n       1,\n       2\n   ]\n",
            "[key: 2, key2: 3]\n",
            "[key: 1,\n key2: 2\n]\n",
            "[\n   key: 0,\n   key2: 20\n]\n",
        ],
        triggeringExamples: [
            "let x = [\n   1,\n   2\n   ↓]\n",
            "   let x = [\n       1,\n       2\n↓]\n",
            "let x = [\n   key: value\n   ↓]\n",
        ],
        corrections: [
            Correction("let x = [\n   key: value\n   ↓]\n", "let x = [\n   key: value\n]\n"),
            Correction("   let x = [\n       1,\n       2\n↓]\n", "   let x = [\n       1,\n       2\n   ]\n"),
            Correction("let x = [\n   1,\n   2\n   ↓]\n", "let x = [\n   1,\n   2\n]\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(ArrayExprSyntax.self) { node in
            guard let first = node.elements.first, let last = node.elements.last else { return }
            check(node.leftSquare, first: Syntax(first), last: Syntax(last), node.rightSquare, in: file)
        }
        walk.on(DictionaryExprSyntax.self) { node in
            guard case .elements(let elements) = node.content, let first = elements.first, let last = elements.last else { return }
            check(node.leftSquare, first: Syntax(first), last: Syntax(last.value), node.rightSquare, in: file)
        }
    }

    /// Checks a literal whose elements start below its opening bracket and
    /// whose closing bracket is on a line of its own.
    private func check(_ open: TokenSyntax, first: Syntax, last: Syntax, _ close: TokenSyntax, in file: LintFile) {
        let startLine = file.location(of: open.positionAfterSkippingLeadingTrivia).line
        guard file.location(of: first.positionAfterSkippingLeadingTrivia).line != startLine else { return }
        let closePosition = close.positionAfterSkippingLeadingTrivia
        let end = file.location(of: closePosition)
        guard file.location(of: last.positionAfterSkippingLeadingTrivia).line != end.line,
              startLine <= file.lines.count, end.line <= file.lines.count else { return }
        let startText = file.lines[startLine - 1].text
        let indentation = startText.prefix { $0 == " " || $0 == "\t" }
        let endLine = file.lines[end.line - 1]
        let before = endLine.text.utf8.prefix(end.column - 1)
        let actual = String(decoding: before, as: UTF8.self).count
        guard indentation.count != actual else { return }
        // Re-indent only when nothing but blanks precedes the bracket.
        let onlyBlanks = before.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let fix = onlyBlanks
            ? Diagnostic.Fix(start: endLine.startOffset, end: closePosition.utf8Offset, replacement: String(indentation)) : nil
        file.report(self, at: closePosition,
                    Self.description.summary + "; expected indentation of \(indentation.count), got \(actual)", fix: fix)
    }
}
