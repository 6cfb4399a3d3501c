import LintEngine
import SwiftSyntax
import ToolCore

/// Helpers shared by the whitespace and punctuation rules in `Style/`.
///
/// Kept in a namespace rather than as extensions on SwiftSyntax types, so the
/// names cannot collide with helpers of other rule areas in this module.
enum StyleSupport {
    /// Whether the trivia holds a line break.
    static func hasNewline(_ trivia: Trivia) -> Bool {
        trivia.contains { $0.isNewline }
    }

    /// Whether the trivia holds a comment of any kind.
    static func hasComment(_ trivia: Trivia) -> Bool {
        trivia.contains { $0.isComment }
    }

    /// Whether the trivia holds a `/* … */` comment.
    static func hasBlockComment(_ trivia: Trivia) -> Bool {
        trivia.contains {
            switch $0 {
            case .blockComment, .docBlockComment: true
            default: false
            }
        }
    }

    /// Exactly one space, the spacing most rules ask for.
    static func isSingleSpace(_ trivia: Trivia) -> Bool {
        trivia.count == 1 && trivia[trivia.startIndex] == .spaces(1)
    }

    /// UTF-8 length of the leading run of spaces and tabs in `trivia`.
    static func leadingBlankLength(_ trivia: Trivia) -> Int {
        var length = 0
        for piece in trivia {
            guard piece.isSpaceOrTab else { break }
            length += piece.sourceLength.utf8Length
        }
        return length
    }

    /// A fix that makes the gap after `token` (its trailing trivia) start
    /// with exactly one space: the first run of spaces and tabs becomes one
    /// space, or a space is inserted. Comments after the run are kept.
    static func singleSpaceFix(after token: TokenSyntax) -> Diagnostic.Fix {
        let start = token.endPositionBeforeTrailingTrivia.utf8Offset
        return Diagnostic.Fix(start: start, end: start + leadingBlankLength(token.trailingTrivia), replacement: " ")
    }

    /// The comment around byte `offset` of the file, found from the tree:
    /// the trivia piece, the offset where it starts, and whether it is in a
    /// token's leading trivia. `nil` when the offset is not in a comment
    /// (code, a string literal, whitespace).
    static func comment(at offset: Int, in tree: SourceFileSyntax) -> (piece: TriviaPiece, start: Int, isLeading: Bool)? {
        guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset)) else { return nil }
        return comment(at: offset, inTriviaOf: token)
    }

    /// ``comment(at:in:)`` for an offset at or before `token`, found by stepping
    /// back from the token rather than down from the root (a descent costs
    /// thousands of instructions in a long file).
    static func comment(at offset: Int, before token: TokenSyntax) -> (piece: TriviaPiece, start: Int, isLeading: Bool)? {
        var token = token
        while offset < token.position.utf8Offset, let previous = token.previousToken(viewMode: .sourceAccurate) { token = previous }
        return comment(at: offset, inTriviaOf: token)
    }

    /// The comment piece around `offset` in the trivia of `token`, which holds `offset`.
    private static func comment(at offset: Int, inTriviaOf token: TokenSyntax) -> (piece: TriviaPiece, start: Int, isLeading: Bool)? {
        let position = AbsolutePosition(utf8Offset: offset)
        let isLeading = position < token.positionAfterSkippingLeadingTrivia
        if !isLeading, position < token.endPositionBeforeTrailingTrivia { return nil }
        var start = isLeading ? token.position.utf8Offset : token.endPositionBeforeTrailingTrivia.utf8Offset
        for piece in isLeading ? token.leadingTrivia : token.trailingTrivia {
            let end = start + piece.sourceLength.utf8Length
            if offset < end { return piece.isComment ? (piece, start, isLeading) : nil }
            start = end
        }
        return nil
    }

    /// The text of a comment piece.
    static func text(of comment: TriviaPiece) -> String? {
        switch comment {
        case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text): text
        default: nil
        }
    }

    /// Byte offsets in `bytes` where `word` starts.
    static func occurrences(of word: [UInt8], in bytes: Substring.UTF8View) -> [Int] {
        guard let first = word.first, bytes.count >= word.count else { return [] }
        // Every line of every file goes through here: scan the contiguous
        // bytes, not the view's indices.
        let search = { (buffer: UnsafeBufferPointer<UInt8>) -> [Int] in
            var found: [Int] = []
            var offset = 0
            let last = buffer.count - word.count
            while offset <= last {
                if buffer[offset] == first, word.indices.allSatisfy({ buffer[offset + $0] == word[$0] }) {
                    found.append(offset)
                }
                offset += 1
            }
            return found
        }
        return bytes.withContiguousStorageIfAvailable(search) ?? Array(bytes).withUnsafeBufferPointer(search)
    }
}

// MARK: - Fixes made of several edits

extension StyleSupport {
    /// Whether bytes `start..<end` of the file hold a `/`: in the punctuation a
    /// fix removes, a slash can only belong to a comment, which a fix must keep.
    static func mayHoldComment(in file: LintFile, from start: Int, to end: Int) -> Bool {
        file.bytes(from: start, to: end).contains(UInt8(ascii: "/"))
    }

    /// Several edits as one fix: a violation carries one fix, and a correction
    /// may touch several places (both parentheses of each condition). The text
    /// between the edits is kept. `nil` when there is no edit or edits overlap.
    static func combinedFix(_ edits: [Diagnostic.Fix], in file: LintFile) -> Diagnostic.Fix? {
        let edits = edits.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
        guard let first = edits.first, let last = edits.last else { return nil }
        if edits.count == 1 { return first }
        var replacement = ""
        var cursor = first.start
        for edit in edits {
            guard edit.start >= cursor else { return nil }
            replacement += file.text(from: cursor, to: edit.start)
            replacement += edit.replacement
            cursor = edit.end
        }
        return Diagnostic.Fix(start: first.start, end: max(last.end, cursor), replacement: replacement)
    }

    /// A fix that deletes bytes `start..<end`.
    static func deletion(from start: AbsolutePosition, to end: AbsolutePosition) -> Diagnostic.Fix {
        Diagnostic.Fix(start: start.utf8Offset, end: end.utf8Offset, replacement: "")
    }
}

// MARK: - Operator precedence

extension StyleSupport {
    /// How tightly the standard operators bind, higher binding tighter, as in
    /// the standard library's precedence groups. Sequence expressions arrive
    /// unfolded; rules that need an operand of a binary operator read it from
    /// the neighbouring elements and these levels.
    enum Precedence: Int, Comparable {
        case assignment = 1, ternary, disjunction, conjunction, comparison, nilCoalescing, casting,
             rangeFormation, addition, multiplication, bitwiseShift

        static func < (a: Precedence, b: Precedence) -> Bool { a.rawValue < b.rawValue }
    }

    /// The precedence of an operator element of a sequence expression; `nil`
    /// for an operand or an operator declared outside the standard library.
    static func precedence(of element: ExprSyntax) -> Precedence? {
        switch element.kind {
        case .assignmentExpr: return .assignment
        case .unresolvedTernaryExpr: return .ternary
        case .unresolvedAsExpr, .unresolvedIsExpr: return .casting
        case .binaryOperatorExpr:
            guard let binary = element.as(BinaryOperatorExprSyntax.self) else { return nil }
            return precedence(ofOperator: binary.operator.text)
        default: return nil
        }
    }

    /// The precedence of a standard binary operator spelt `text`.
    static func precedence(ofOperator text: String) -> Precedence? {
        switch text {
        case "<<", ">>", "&<<", "&>>": .bitwiseShift
        case "*", "/", "%", "&*", "&": .multiplication
        case "+", "-", "&+", "&-", "|", "^": .addition
        case "..<", "...": .rangeFormation
        case "??": .nilCoalescing
        case "<", "<=", ">", ">=", "==", "!=", "===", "!==", "~=", ".==", ".!=", ".<", ".<=", ".>", ".>=": .comparison
        case "&&": .conjunction
        case "||": .disjunction
        case "=", "*=", "/=", "%=", "+=", "-=", "<<=", ">>=", "&=", "|=", "^=", "&*=", "&+=", "&-=", "&<<=", "&>>=":
            .assignment
        default: nil
        }
    }
}

/// Byte-level scanning of a file's text, for rules that follow SwiftLint's
/// regular expressions over lines (`vertical_whitespace_opening_braces` …).
/// A line as a span of the file's bytes, without its terminator: trivial to
/// copy, where a ``SourceLine`` retains its text (for rules that read every
/// line of every file from the bytes).
struct LineSpan {
    /// 1-based.
    let number: Int
    let start: Int
    let end: Int

    /// Line `index` of `lines`, its end found from where the next line starts
    /// (a ``SourceLine``'s `endOffset` counts its text's bytes, retaining the text).
    init(_ lines: [SourceLine], _ index: Int, bytes: UnsafeBufferPointer<UInt8>) {
        number = index + 1
        start = lines[index].startOffset
        var end = index + 1 < lines.count ? lines[index + 1].startOffset : bytes.count
        // `\n`, `\r\n` or a lone `\r` (a last line without one ends at the end of the file).
        if end > start, bytes[end - 1] == LineBytes.lineFeed {
            end -= 1
            if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        } else if end > start, bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        self.end = end
    }
}

enum LineBytes {
    static let lineFeed = UInt8(ascii: "\n")

    /// The first line feed at or after `start`.
    static func nextLineFeed(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        ByteSearch.firstIndex(of: lineFeed, in: bytes, from: start)
    }

    /// The first byte at or after `start` that is not a space or a tab.
    static func afterBlanks(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count, isBlank(bytes[index]) { index += 1 }
        return index
    }

    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// The bytes of whitespace trivia: blanks, line breaks, vertical tab, form feed.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        isBlank(byte) || byte == lineFeed || byte == UInt8(ascii: "\r") || byte == 0x0B || byte == 0x0C
    }
}

extension StyleSupport {
    /// Whether `position` is a line break in a token's leading trivia — not
    /// in a comment, a string literal or other token text. `tree` is any node
    /// around the position: the smaller, the shorter the search.
    static func isLineBreakBetweenTokens(_ position: AbsolutePosition, in tree: some SyntaxProtocol) -> Bool {
        guard let token = tree.token(at: position), position < token.positionAfterSkippingLeadingTrivia else {
            return false
        }
        var start = token.position
        for piece in token.leadingTrivia {
            let end = start.advanced(by: piece.sourceLength.utf8Length)
            if position < end { return piece.isNewline }
            start = end
        }
        return false
    }
}
