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
        let position = AbsolutePosition(utf8Offset: offset)
        guard let token = tree.token(at: position) else { return nil }
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
