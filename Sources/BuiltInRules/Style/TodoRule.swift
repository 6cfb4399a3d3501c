// swiftlint:disable todo - the rule's own documentation names what it looks for.
import LintEngine
import SwiftSyntax
import ToolCore

/// TODO and FIXME comments mark unfinished work; listing them as warnings
/// keeps them from being forgotten.
public struct TodoRule: LineRule {
    public static let description = RuleDescription(
        identifier: "todo",
        name: "Todo",
        summary: "TODOs and FIXMEs should be resolved.",
        kind: .lint,
        nonTriggeringExamples: [
            "// notaTODO:\n",
            "// notaFIXME:\n",
            "// TODOs are tracked elsewhere\n",
            "let s = \"TODO: not a comment\"\n",
            Example("// FIXME: only TODOs count here\n", options: "{only: [TODO]}"),
        ],
        triggeringExamples: [
            "// ↓TODO:\n",
            "// ↓FIXME:\n",
            "// ↓TODO(note)\n",
            "/* ↓FIXME: */\n",
            "/** ↓TODO: */\n",
            "let a = 1 // ↓TODO: remove\n",
            "/*\n ↓TODO: one\n ↓FIXME: two\n */\n",
            Example("// ↓TODO: this\n// FIXME: not this\n", options: "{only: [TODO]}"),
        ]
    )

    public enum Keyword: String, ConfigEnum {
        case todo = "TODO"
        case fixme = "FIXME"
    }

    public struct Options: RuleOptions, Equatable {
        public var severity = Severity.warning
        public var only: [Keyword] = [.todo, .fixme]

        public init() {}

        enum CodingKeys: String, CodingKey { case severity, only }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            only = try container.decodeIfPresent([Keyword].self, forKey: .only) ?? only
        }
    }

    public let options: Options
    private let keywords: [[UInt8]]

    public init(options: Options) {
        self.options = options
        keywords = options.only.map { Array($0.rawValue.utf8) }
    }

    /// Most files have no TODO: one search of the whole file spares a search per line.
    public func attach(to checks: inout FileChecks, in file: LintFile) {
        guard options.only.contains(where: { ByteSearch.range(of: $0.rawValue, in: file.text) != nil }) else { return }
        checks.lineRules.append(self)
    }

    public func check(_ line: SourceLine, in file: LintFile) {
        for keyword in keywords {
            for offset in StyleSupport.occurrences(of: keyword, in: line.text.utf8) {
                check(keyword, at: line.startOffset + offset, in: file)
            }
        }
    }

    private func check(_ keyword: [UInt8], at offset: Int, in file: LintFile) {
        guard let comment = StyleSupport.comment(at: offset, in: file.tree),
              let text = StyleSupport.text(of: comment.piece) else { return }
        let bytes = Array(text.utf8)
        let start = offset - comment.start
        var end = start + keyword.count
        // Whole words only: `TODO:`, `TODO(x)`, `TODO` — not `TODOs` or `notaTODO`.
        guard !Self.isWordCharacter(before: start, in: bytes) else { return }
        if end < bytes.count, bytes[end] == UInt8(ascii: ":") {
            end += 1
        } else if Self.isWordCharacter(at: end, in: bytes) {
            return
        }
        let kind = keyword.first == UInt8(ascii: "F") ? "FIXMEs" : "TODOs"
        let note = Self.note(String(decoding: bytes[end...], as: UTF8.self))
        let message = note.isEmpty ? "\(kind) should be resolved" : "\(kind) should be resolved (\(note))"
        file.report(self, at: AbsolutePosition(utf8Offset: offset), message)
    }

    /// What follows the keyword, as SwiftLint quotes it: trimmed, cut to 30
    /// characters, and up to the end of its line.
    private static func note(_ rest: String) -> Substring {
        var note = Substring(rest).drop { $0 == " " || $0 == "\t" }
        while let last = note.last, last == " " || last == "\t" { note.removeLast() }
        if note.utf16.count > 30 { note = note.prefix(30) + "..." }
        return note.prefix { $0 != "\n" && $0 != "\r\n" && $0 != "\r" }
    }

    private static func isWordCharacter(before index: Int, in bytes: [UInt8]) -> Bool {
        guard index > 0 else { return false }
        var start = index - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return isWordCharacter(at: start, in: bytes)
    }

    /// Letters, digits, marks and `_`: the characters of a regex word.
    private static func isWordCharacter(at index: Int, in bytes: [UInt8]) -> Bool {
        guard index < bytes.count else { return false }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        guard let scalar = String(decoding: bytes[index..<end], as: UTF8.self).unicodeScalars.first else { return false }
        let properties = scalar.properties
        return scalar == "_" || properties.isAlphabetic || properties.numericType == .decimal
            || properties.generalCategory == .nonspacingMark || properties.generalCategory == .spacingMark
    }
}
// swiftlint:enable todo
