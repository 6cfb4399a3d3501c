import LintEngine
import SwiftSyntax
import ToolCore

/// Xcode lists `// MARK:` comments in its jump bar only when they are spelt
/// exactly; a near miss silently drops the section.
public struct MarkRule: LineRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "mark",
        name: "Mark",
        summary: "MARK comment should be in valid format. e.g. '// MARK: ...' or '// MARK: - ...'",
        kind: .lint,
        nonTriggeringExamples: [
            "// MARK: good\n",
            "// MARK: - good\n",
            "// MARK: -\n",
            "// BOOKMARK\n",
            "// MARK: --- This is good. ---\n",
            "// Mark text\n",
            "//  MarkdownText.swift\n",
            "/*\nfunc test1() {\n}\n//MARK: mark\n*/\n",
            "let s = \"\"\"\n//MARK: in a string\n\"\"\"\n",
        ],
        triggeringExamples: [
            "↓//MARK: bad\n",
            "↓// MARK:bad\n",
            "↓//  MARK: bad\n",
            "↓// MARK: -bad\n",
            "↓// MARK:- bad\n",
            "↓// Mark: bad\n",
            "↓// MARK bad\n",
            "↓// MARKL:\n",
            "↓/// MARK:\n",
            "// MARK: good\nfunc foo() {\n    let bar = 0\n      ↓//MARK: bad\n}\n",
        ],
        corrections: [
            Correction("↓//MARK: comment\n", "// MARK: comment\n"),
            Correction("↓// MARK:  comment\n", "// MARK: comment\n"),
            Correction("↓// MARK:- comment\n", "// MARK: - comment\n"),
            Correction("↓// MARK: -  comment\n", "// MARK: - comment\n"),
            Correction("↓// Mark: - comment\n", "// MARK: - comment\n"),
            Correction("↓// MARK - comment\n", "// MARK: - comment\n"),
            Correction("↓// MARKL:\n", "// MARK:\n"),
            Correction("↓// MARKK -\n", "// MARK: -\n"),
            Correction("↓/// MARK comment\n", "// MARK: comment\n"),
            Correction("↓//MARK:- Top\nstruct MarkTest {}\n    ↓// MARK:- Bad mark\nextension MarkTest {}\n",
                       "// MARK: - Top\nstruct MarkTest {}\n    // MARK: - Bad mark\nextension MarkTest {}\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func check(_ line: SourceLine, in file: LintFile) {
        // A comment of its own line, spelling a mark: `// MARK`, `//mark`, `/// Mark`…
        let bytes = line.text.utf8
        guard let start = bytes.firstIndex(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }),
              Self.looksLikeMark(bytes[start...]) else { return }
        let offset = line.startOffset + bytes.distance(from: bytes.startIndex, to: start)
        guard let comment = StyleSupport.comment(at: offset, in: file.tree), comment.isLeading, comment.start == offset
        else { return }
        switch comment.piece {
        case .lineComment(let text), .docLineComment(let text):
            guard let corrected = Self.corrected(text) else { return }
            file.report(self, at: AbsolutePosition(utf8Offset: offset), Self.description.summary,
                        fix: .init(start: offset, end: offset + text.utf8.count, replacement: corrected))
        default:
            return
        }
    }

    /// Cheap test on the line's bytes before looking at the tree: `//`, an
    /// optional third `/`, spaces, then `MARK`, `Mark` or `mark`.
    private static func looksLikeMark(_ bytes: Substring.UTF8View.SubSequence) -> Bool {
        var rest = bytes[...]
        guard rest.starts(with: "//".utf8) else { return false }
        rest = rest.dropFirst(2)
        if rest.first == UInt8(ascii: "/") { rest = rest.dropFirst() }
        rest = rest.drop { $0 == UInt8(ascii: " ") }
        return rest.starts(with: "MARK".utf8) || rest.starts(with: "Mark".utf8) || rest.starts(with: "mark".utf8)
    }

    /// The comment rewritten as a valid mark, or `nil` when it is valid or
    /// not a mark at all (SwiftLint's patterns, spelt out by hand).
    static func corrected(_ text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        guard !isValid(scalars), let (markEnd, dashEnd) = badMarkPrefix(scalars) else { return nil }
        var corrected = "// MARK: " + (dashEnd > markEnd ? "- " : "")
        corrected.unicodeScalars.append(contentsOf: scalars[dashEnd...])
        if text.last != " ", corrected.last == " " { corrected.removeLast() }
        return corrected
    }

    /// Where the mark keyword with its colon and spaces ends, and where the
    /// optional `-` and its spaces end, for a comment that starts like a mark.
    private static func badMarkPrefix(_ text: [Unicode.Scalar]) -> (Int, Int)? {
        var index = 0
        func skip(_ scalar: Unicode.Scalar) { while index < text.count, text[index] == scalar { index += 1 } }
        func starts(with word: String) -> Bool { text[index...].starts(with: word.unicodeScalars) }

        guard starts(with: "//") else { return nil }
        index += 2
        if index < text.count, text[index] == "/" { index += 1 }
        skip(" ")
        if starts(with: "MARK"), index + 4 < text.count, !text[index + 4].properties.isWhitespace, text[index + 4] != ":" {
            index += 5
        } else if starts(with: "Mark") || starts(with: "mark") || starts(with: "MARK") {
            index += 4
        } else {
            return nil
        }
        skip(" ")
        if index < text.count, text[index] == ":" { index += 1 }
        skip(" ")
        let markEnd = index
        if index < text.count, text[index] == "-" { index += 1 }
        skip(" ")
        return (markEnd, index)
    }

    /// SwiftLint's accepted forms: `// MARK:`, `// MARK: text`, `// MARK: -`,
    /// `// MARK: - text`; and comments merely starting with the word "mark".
    private static func isValid(_ text: [Unicode.Scalar]) -> Bool {
        let prefix = Array("// MARK:".unicodeScalars)
        if text.starts(with: prefix) {
            let rest = text[prefix.count...]
            if rest.isEmpty { return true }
            if rest.first == " ", isValidMarkText(rest.dropFirst()) { return true }
        }
        return startsWithWordMark(text)
    }

    /// After `// MARK: `: dashes alone, dashes then one space and text, or text
    /// whose first word is not a dash.
    private static func isValidMarkText(_ rest: ArraySlice<Unicode.Scalar>) -> Bool {
        func startsWithNonSpace(_ text: ArraySlice<Unicode.Scalar>) -> Bool {
            text.first.map { !$0.properties.isWhitespace } ?? false
        }
        let dashes = rest.prefix { $0 == "-" }.count
        if dashes > 0 {
            let after = rest.dropFirst(dashes)
            if after.isEmpty || after.elementsEqual([" "]) { return true }
            return after.first == " " && startsWithNonSpace(after.dropFirst())
        }
        let word = rest.prefix { $0 != " " && $0 != "-" }.count
        guard word > 0 else { return false }
        for length in 1...word {
            let remainder = rest.dropFirst(length)
            if remainder.isEmpty || startsWithNonSpace(remainder) { return true }
            guard remainder.first == " " else { continue }
            let afterSpace = remainder.dropFirst()
            if afterSpace.isEmpty || startsWithNonSpace(afterSpace) { return true }
        }
        return false
    }

    /// `// Mark text`, `///  mark…`: prose that happens to start with "mark".
    private static func startsWithWordMark(_ text: [Unicode.Scalar]) -> Bool {
        var rest = text[...]
        guard rest.starts(with: "//".unicodeScalars) else { return false }
        rest = rest.dropFirst(2)
        if rest.first == "/" { rest = rest.dropFirst() }
        let spaces = rest.prefix { $0 == " " }.count
        guard spaces > 0 else { return false }
        rest = rest.dropFirst(spaces)
        guard rest.starts(with: "Mark".unicodeScalars) || rest.starts(with: "mark".unicodeScalars) else { return false }
        rest = rest.dropFirst(4)
        return rest.first.map { $0 != ":" } ?? false
    }
}
