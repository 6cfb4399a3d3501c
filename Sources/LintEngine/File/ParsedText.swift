import SwiftParser
import SwiftSyntax
import ToolCore

/// A text and its syntax tree, kept by a caller that lints version after version
/// of one document (the language server): the next version is reparsed
/// incrementally — swift-syntax reuses every node the change leaves alone.
public struct ParsedText: Sendable {
    public let text: String
    /// nil for a text whose brackets nest too deep to parse (``ParserLimits``).
    let parse: IncrementalParseResult?

    public init(parsing text: String) {
        self.init(text: text, transition: nil)
    }

    private init(text: String, transition: IncrementalParseTransition?) {
        self.text = text
        parse = ParserLimits.tooDeepBrackets(in: text) == nil
            ? Parser.parseIncrementally(source: text, parseTransition: transition) : nil
    }

    public var tree: SourceFileSyntax? { parse?.tree }

    /// `newText` parsed, reusing this tree outside the bytes that changed (the
    /// span between the longest common prefix and suffix: edits skipped between
    /// two lints count as one). A tree that does not spell `newText` back is
    /// thrown away for a full parse — a wrong tree must never reach the rules.
    public func reparsed(as newText: String) -> ParsedText {
        guard let edit = Self.change(from: text, to: newText) else { return self }
        guard let parse else { return ParsedText(parsing: newText) }
        let incremental = ParsedText(text: newText, transition: IncrementalParseTransition(
            previousIncrementalParseResult: parse, edits: ConcurrentEdits(edit)))
        guard let tree = incremental.tree, tree.totalLength.utf8Length == newText.utf8.count else {
            return ParsedText(parsing: newText)
        }
        return incremental
    }

    /// The one edit that turns `old` into `new`, in UTF-8 offsets; nil when they are the same.
    static func change(from old: String, to new: String) -> SourceEdit? {
        var old = old, new = new
        return old.withUTF8 { before in
            new.withUTF8 { after -> SourceEdit? in
                let common = min(before.count, after.count)
                var prefix = 0
                while prefix < common, before[prefix] == after[prefix] { prefix += 1 }
                if prefix == common, before.count == after.count { return nil }
                var suffix = 0
                while suffix < common - prefix, before[before.count - 1 - suffix] == after[after.count - 1 - suffix] { suffix += 1 }
                return SourceEdit(range: AbsolutePosition(utf8Offset: prefix)..<AbsolutePosition(utf8Offset: before.count - suffix),
                                  replacement: Array(after[prefix..<(after.count - suffix)]))
            }
        }
    }
}
