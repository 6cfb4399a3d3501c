import LintEngine
@_spi(RawSyntax) import SwiftSyntax
import ToolCore

/// `// text` reads as prose; `//text` looks like commented-out code.
public struct CommentSpacingRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "comment_spacing",
        name: "Comment Spacing",
        summary: "Prefer at least one space after slashes for comments",
        kind: .lint,
        nonTriggeringExamples: [
            "// This is a comment\n",
            "/// Triple slash comment\n",
            "/// Multiline triple-slash\n///   - This is indented\n",
            "// - MARK: Mark comment\n",
            "//: Swift Playground prose section\n",
            "///////////////////////////////////////////////\n// Comment with some lines of slashes boxing it\n"
                + "///////////////////////////////////////////////\n",
            "//:#localized(key: \"SwiftPlaygroundLocalizedProse\")\n",
            "/* Asterisk comment */\n",
            "/*:\n    Multiline Swift Playground prose section\n*/\n",
            "let url = \"https://example.com\"\n",
            "/* see //foo */ let x = 1\n",
        ],
        triggeringExamples: [
            "//↓Something\n",
            "//↓MARK\n",
            "//↓👨‍👨‍👦‍👦Something\n",
            "func a() {\n    //↓This needs refactoring\n    print(\"Something\")\n}\n//↓We should improve above function\n",
            "///↓This is a comment\n",
            "/// Multiline triple-slash\n///↓This line is incorrect, though\n",
            "//↓- MARK: Mark comment\n",
            "//:↓Swift Playground prose section\n",
            "let x = 1 //↓one\n",
        ],
        corrections: [
            Correction("//↓Something\n", "// Something\n"),
            Correction("//↓- MARK: Mark comment\n", "// - MARK: Mark comment\n"),
            Correction("/// Multiline triple-slash\n///↓This line is incorrect, though\n",
                       "/// Multiline triple-slash\n/// This line is incorrect, though\n"),
            Correction("func a() {\n    //↓This needs refactoring\n    print(\"Something\")\n}\n//↓We should improve above function\n",
                       "func a() {\n    // This needs refactoring\n    print(\"Something\")\n}\n// We should improve above function\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // Comments live in trivia; its raw text is scanned in place (no trivia
        // pieces are built), and only tokens with two bytes of trivia or more.
        walk.on(TokenSyntax.self) { token in
            let view = token.tokenView
            if view.leadingTriviaByteLength > 1 {
                view.leadingTrivia { check($0, startingAt: token.position.utf8Offset, in: file) }
            }
            if view.trailingTriviaByteLength > 1 {
                view.trailingTrivia { check($0, startingAt: token.endPositionBeforeTrailingTrivia.utf8Offset, in: file) }
            }
        }
    }

    /// Finds the line comments in trivia text starting at byte `base` of the
    /// file, skipping (nested) block comments.
    private func check(_ trivia: SyntaxText, startingAt base: Int, in file: LintFile) {
        trivia.withContiguousStorageIfAvailable { bytes in
            var index = 0
            while index + 1 < bytes.count {
                guard bytes[index] == Self.slash else { index += 1; continue }
                if bytes[index + 1] == Self.star {
                    index = Self.endOfBlockComment(in: bytes, from: index)
                } else if bytes[index + 1] == Self.slash {
                    var end = index
                    while end < bytes.count, bytes[end] != Self.newline, bytes[end] != Self.carriageReturn { end += 1 }
                    if let offset = Self.violationOffset(in: UnsafeBufferPointer(rebasing: bytes[index..<end])) {
                        let at = base + index + offset
                        file.report(self, at: AbsolutePosition(utf8Offset: at), Self.description.summary,
                                    fix: .init(start: at, end: at, replacement: " "))
                    }
                    index = end
                } else {
                    index += 1
                }
            }
        }
    }

    private static let slash = UInt8(ascii: "/")
    private static let star = UInt8(ascii: "*")
    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    /// The index after the block comment opening at `start` (they nest).
    private static func endOfBlockComment(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var depth = 0
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == slash, bytes[index + 1] == star {
                depth += 1
                index += 2
            } else if bytes[index] == star, bytes[index + 1] == slash {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return bytes.count
    }

    /// The offset in the comment of the first character after its slashes
    /// when no space comes first: `//x` and `//:x` (but `//:#…`, the
    /// playground markup, may run on).
    private static func violationOffset(in comment: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while index < comment.count, comment[index] == slash { index += 1 }
        guard index < comment.count else { return nil }
        if comment[index] == UInt8(ascii: ":") {
            index += 1
            guard index < comment.count, comment[index] != UInt8(ascii: "#") else { return nil }
        }
        return startsWithWhitespace(UnsafeBufferPointer(rebasing: comment[index...])) ? nil : index
    }

    /// Whether the bytes start with a whitespace character, as a regex's `\s`.
    private static func startsWithWhitespace(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first else { return false }
        if first < 0x80 { return first == 0x20 || (0x09...0x0D).contains(first) }
        return String(decoding: bytes.prefix(4), as: UTF8.self).first?.isWhitespace ?? false
    }
}
