import LintEngine
@_spi(RawSyntax) import SwiftSyntax
import ToolCore

/// One space after a full stop is the modern convention; two or more in a
/// comment are a typewriter habit that leaves prose unevenly spaced.
public struct PeriodSpacingRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "period_spacing",
        name: "Period Spacing",
        summary: "Periods should not be followed by more than one space",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "let ratio = 1.5",
            "let limit = Int.max",
            "let limit = Int. max",
            "let limit = Int.  max",
            "// First. Second.",
            "///   - index: Position of the item. Zero based.",
            "// range: Closed.\n//        Inclusive.",
            "/**\nThe first paragraph ends here.\n\n- A list item follows.\n**/",
            "let text = \"Done.  Next\"",
        ],
        triggeringExamples: [
            "/* Keep this around. ↓ It is used by the loader. */",
            "// Keep this around. ↓ It is used by the loader.",
            "// One. Two. ↓ Three.",
            "// One. Two. ↓ Three. ↓  Four.",
            "// Three. ↓  Four. ↓   Five.",
            "///   - index: Position of the item. ↓ Zero based.",
            "let ratio = 1.5 // Rough. ↓ Estimate.",
            "// Tabbed.\t↓\tText.",
        ],
        corrections: [
            Correction("/* Around. ↓ Used by the loader. */", "/* Around. Used by the loader. */"),
            Correction("// Around. ↓ Used by the loader.", "// Around. Used by the loader."),
            Correction("// One. Two. ↓ Three.", "// One. Two. Three."),
            Correction("// One. Two. ↓ Three. ↓  Four.", "// One. Two. Three. Four."),
            Correction("// Three. ↓  Four. ↓   Five.", "// Three. Four. Five."),
            Correction("///   - index: Position. ↓ Zero based.", "///   - index: Position. Zero based."),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // Most files hold no `.` and two blanks anywhere: one pass over the bytes
        // spares them a look at every token's trivia.
        guard Self.holdsPeriodAndBlanks(file.text) else { return }
        walk.on(TokenSyntax.self) { token in
            // Only trivia whose text holds `.` and two blanks is split into pieces.
            let view = token.tokenView
            let mayMatch = (view.leadingTriviaByteLength > 4 && view.leadingTrivia { Self.holdsPeriodAndBlanks(trivia: $0) })
                || (view.trailingTriviaByteLength > 4 && view.trailingTrivia { Self.holdsPeriodAndBlanks(trivia: $0) })
            guard mayMatch else { return }
            token.forEachTriviaPiece { piece, position in
                guard let text = Self.commentText(of: piece) else { return }
                check(text, at: position.utf8Offset, in: file)
            }
        }
    }

    /// Each `.` followed by two or more blanks (SwiftLint's `\.[^\S\r\n]{2,}`):
    /// reported at the second blank, which is where the removal starts.
    private func check(_ comment: String, at base: Int, in file: LintFile) {
        let bytes = Array(comment.utf8)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == Self.period else {
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count, Self.isBlank(bytes[end]) { end += 1 }
            if end - index - 1 >= 2 {
                let start = base + index + 2
                file.report(self, at: AbsolutePosition(utf8Offset: start), Self.description.summary,
                            fix: .init(start: start, end: base + end, replacement: ""))
            }
            index = end
        }
    }

    private static let period = UInt8(ascii: ".")

    private static func holdsPeriodAndBlanks(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(holdsPeriodAndBlanks)
    }

    private static func holdsPeriodAndBlanks(trivia: SyntaxText) -> Bool {
        holdsPeriodAndBlanks(UnsafeBufferPointer(start: trivia.baseAddress, count: trivia.count))
    }

    private static func holdsPeriodAndBlanks(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        while let index = ByteSearch.firstIndex(of: period, in: bytes, from: start), index + 2 < bytes.count {
            if isBlank(bytes[index + 1]) && isBlank(bytes[index + 2]) { return true }
            start = index + 1
        }
        return false
    }

    /// Whitespace other than line breaks, as `[^\S\r\n]` for ASCII (space, tab, vertical tab, form feed).
    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C
    }

    private static func commentText(of piece: TriviaPiece) -> String? {
        switch piece {
        case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text):
            return text
        default:
            return nil
        }
    }
}
