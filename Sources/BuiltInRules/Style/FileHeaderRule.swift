import LintEngine
import SwiftSyntax
import ToolCore

/// A project's files start alike — a license, a copyright line, or nothing
/// at all — and a header copied from elsewhere (a template's `Created by`,
/// another company's copyright) is easy to miss in review.
///
/// As SwiftLint reads it, the header is the run of comments at the top of
/// the file (after a shebang line), up to the first doc comment or code;
/// `swiftlint:` command comments are skipped. A forbidden string or pattern
/// is reported where it first matches in the header; a required one that
/// does not match is reported at the header's start, or at the first code
/// when there is no header. With no option set, `Copyright` (any case, as a
/// word) is forbidden. `SWIFTLINT_CURRENT_FILENAME` in an option stands for
/// the file's name.
public struct FileHeaderRule: FileRule {
    public static let description = RuleDescription(
        identifier: "file_header",
        name: "File Header",
        summary: "Header comments should be consistent with project patterns. The SWIFTLINT_CURRENT_FILENAME placeholder "
            + "can optionally be used in the required and forbidden patterns. It will be replaced by the real file name.",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            // A pattern written as a YAML block scalar ends in a line break, as the header does.
            Example("//\n// Toolkit\n//\n\nimport Foundation\n",
                    options: "{required_pattern: \"\\\\/\\\\/\\\\n\\\\/\\\\/ Toolkit\\\\n\\\\/\\\\/\\\\n\"}"),
            "let owner = \"Copyright\"\n",
            "let year = 2024 // Copyright\n",
            "let year = 2024\n// Copyright\n",
            "/// Copyright belongs to the documentation, not to the header.\nstruct Notice {}\n",
            "// Licensed under the MIT license.\n\nimport Foundation\n",
            "// copyrighted material follows\nimport Foundation\n",
            Example("// Toolkit – the **Layout module\n", options: "{required_string: \"**Layout\"}"),
            Example("//\n// Toolkit – the **Layout module\n", options: "{required_string: \"**Layout\"}"),
            Example("// Copyright © 2021 Acme\n", options: "{required_pattern: \"\\\\d{4} Acme\"}"),
            Example("// swiftlint:disable:next force_cast\n// Copyright © 2021 Acme\n", options: "{required_pattern: \"^// Copyright\"}"),
            Example("/* Docs at https://example.com/toolkit */\n",
                    options: "{required_string: \"/* Docs at https://example.com/toolkit */\"}"),
            Example("// Copyright\n", options: "{forbidden_string: \"**Internal use only.\"}"),
            Example("let note = \"**Internal use only.\"\n", options: "{forbidden_string: \"**Internal use only.\"}"),
            Example("let note = 1 // **Internal use only.\n", options: "{forbidden_string: \"**Internal use only.\"}"),
            Example("// Layout.m\n", options: "{forbidden_pattern: \"\\\\s\\\\w+\\\\.swift\"}"),
            Example("/// A great tool with tests.\nclass Tool {}\n", options: "{forbidden_pattern: \"[tT]ests\"}"),
            Example("// Layout.swift\n", options: "{required_string: \"// SWIFTLINT_CURRENT_FILENAME\"}", path: "Layout.swift"),
            Example("// Other.swift\n", options: "{forbidden_string: \"// SWIFTLINT_CURRENT_FILENAME\"}", path: "Layout.swift"),
            Example("// Layout+Grid.swift\n// 2024\n", options: "{required_pattern: \"// SWIFTLINT_CURRENT_FILENAME\\n.*\\\\d{4}\"}",
                    path: "Layout+Grid.swift"),
            Example("#!/usr/bin/env swift\n// Acme tools\nprint(1)\n", options: "{required_pattern: \"^// Acme\"}"),
            Example("\n/// Documented.\nstruct Notice {}\n", options: "{forbidden_pattern: \".\"}"),
        ],
        triggeringExamples: [
            "// ↓Copyright\n",
            "//\n// ↓Copyright\n",
            "//\n//  Toolkit.swift\n//  Toolkit\n//\n//  Created by Somebody on 02/03/21.\n"
                + "//  ↓Copyright © 2021 Acme. All rights reserved.\n//\n",
            "/* Generated file.\n   ↓COPYRIGHT Acme */\nimport Foundation\n",
            Example("↓// Copyright\n", options: "{required_string: \"**Layout\"}"),
            Example("↓let note = \"**Layout\"\n", options: "{required_string: \"**Layout\"}"),
            Example("↓let year = 2024 // **Layout\n", options: "{required_string: \"**Layout\"}"),
            Example("↓let year = 2024\n// **Layout\n", options: "{required_string: \"**Layout\"}"),
            Example("\n\n↓import Foundation\n", options: "{required_string: \"**Layout\"}"),
            Example("↓/// **Layout\nstruct Notice {}\n", options: "{required_string: \"**Layout\"}"),
            Example("↓// Copyright © 2021 Elsewhere\n", options: "{required_pattern: \"\\\\d{4} Acme\"}"),
            Example("↓/* Docs at https://example.org/other */\n",
                    options: "{required_string: \"/* Docs at https://example.com/toolkit */\"}"),
            Example("// ↓**Internal use only.\n", options: "{forbidden_string: \"**Internal use only.\"}"),
            Example("//\n// ↓**Internal use only.\n", options: "{forbidden_string: \"**Internal use only.\"}"),
            Example("//↓ Layout.swift\n", options: "{forbidden_pattern: \"\\\\s\\\\w+\\\\.swift\"}"),
            Example("// Layout↓Tests.swift\n", options: "{forbidden_pattern: \"[tT]ests\"}"),
            Example("↓// Other.swift\n", options: "{required_string: \"// SWIFTLINT_CURRENT_FILENAME\"}", path: "Layout.swift"),
            Example("↓// layout.swift\n", options: "{required_string: \"// SWIFTLINT_CURRENT_FILENAME\"}", path: "Layout.swift"),
            Example("↓// Layout.swift\n", options: "{forbidden_string: \"// SWIFTLINT_CURRENT_FILENAME\"}", path: "Layout.swift"),
            Example("// Notes\n↓// Layout+Grid.swift\n", options: "{forbidden_pattern: \"// SWIFTLINT_CURRENT_FILENAME\"}",
                    path: "Layout+Grid.swift"),
            Example("↓// Header\n", options: "{forbidden_pattern: \".\"}"),
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// Text the header must contain (matched literally).
        public var requiredString: String?
        /// A regular expression the header must match; ignored when `required_string` is set.
        public var requiredPattern: String?
        /// Text the header must not contain (matched literally).
        public var forbiddenString: String?
        /// A regular expression the header must not match; ignored when `forbidden_string` is set.
        public var forbiddenPattern: String?

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case requiredString = "required_string"
            case requiredPattern = "required_pattern"
            case forbiddenString = "forbidden_string"
            case forbiddenPattern = "forbidden_pattern"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            requiredString = try container.decodeIfPresent(String.self, forKey: .requiredString)
            requiredPattern = try container.decodeIfPresent(String.self, forKey: .requiredPattern)
            forbiddenString = try container.decodeIfPresent(String.self, forKey: .forbiddenString)
            forbiddenPattern = try container.decodeIfPresent(String.self, forKey: .forbiddenPattern)
            // A pattern that does not compile is a configuration error, as in SwiftLint.
            for (key, pattern) in [(CodingKeys.requiredPattern, requiredPattern), (.forbiddenPattern, forbiddenPattern)] {
                guard let pattern, (try? Regex(pattern.replacing(FileHeaderRule.placeholder, with: "name"))) == nil else { continue }
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "invalid pattern '\(pattern)'")
            }
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    /// Stands for the file's name in the options.
    static let placeholder = "SWIFTLINT_CURRENT_FILENAME"
    private static let message = "Header comments should be consistent with project patterns"

    public func check(_ file: LintFile) {
        let header = FileHeaderComments(of: file.tree)
        let fileName = file.fileName
        let required = requiredMatcher(fileName: fileName)
        guard let start = header.start, let end = header.end else {
            guard required != nil else { return }
            if let code = header.firstNonComment {
                file.report(self, at: code, Self.message)
            } else {
                file.report(self, line: 1, column: nil, Self.message)
            }
            return
        }
        // The header's last line break belongs to it: patterns written as YAML
        // block scalars (`required_pattern: |`) end in one, and SwiftLint
        // matches them (SWXMLHash's and Stencil's configurations).
        let text = file.text(from: start, to: end + Self.lineBreakLength(at: end, in: file.text))
        if let forbidden = forbiddenMatcher(fileName: fileName, header: text), let offset = forbidden.firstMatch(in: text) {
            file.report(self, at: AbsolutePosition(utf8Offset: start + offset), Self.message)
        }
        if let required, required.firstMatch(in: text) == nil {
            file.report(self, at: AbsolutePosition(utf8Offset: start), Self.message)
        }
    }

    private static func lineBreakLength(at offset: Int, in text: String) -> Int {
        let bytes = text.utf8.dropFirst(offset).prefix(2)
        if bytes.first == UInt8(ascii: "\n") { return 1 }
        return bytes.elementsEqual("\r\n".utf8) ? 2 : 0
    }

    private func requiredMatcher(fileName: String) -> HeaderMatcher? {
        if let text = options.requiredString { return .literal(text.replacing(Self.placeholder, with: fileName)) }
        return options.requiredPattern.flatMap { HeaderMatcher.pattern($0, fileName: fileName) }
    }

    private func forbiddenMatcher(fileName: String, header: String) -> HeaderMatcher? {
        if let text = options.forbiddenString { return .literal(text.replacing(Self.placeholder, with: fileName)) }
        if let pattern = options.forbiddenPattern { return HeaderMatcher.pattern(pattern, fileName: fileName) }
        guard options.requiredString == nil, options.requiredPattern == nil else { return nil }
        // SwiftLint's default, `\bCopyright\b` in any case: a byte search, as a
        // regex per file cost 2% of a run with every rule on.
        return .word("copyright")
    }
}

/// What a header option looks for: text as written, or a regular expression.
private enum HeaderMatcher {
    case literal(String)
    case regex(Regex<AnyRegexOutput>)
    /// An ASCII word in any case, between word boundaries (lower-case here).
    case word(String)

    /// A pattern with the file's name (its regex metacharacters escaped) in
    /// place of the placeholder, compiled as SwiftLint compiles it: `^` and
    /// `$` match at line breaks, `.` matches them too.
    static func pattern(_ pattern: String, fileName: String) -> HeaderMatcher? {
        let escapedName = fileName.map { "\\^$.|?*+()[]{}/-".contains($0) ? "\\\($0)" : String($0) }.joined()
        guard let regex = try? Regex(pattern.replacing(FileHeaderRule.placeholder, with: escapedName)) else { return nil }
        return .regex(regex.anchorsMatchLineEndings().dotMatchesNewlines().wordBoundaryKind(.simple))
    }

    /// The UTF-8 offset in `text` where the first match starts.
    func firstMatch(in text: String) -> Int? {
        let found: Range<String.Index>?
        switch self {
        case .literal(let literal): found = literal.isEmpty ? text.startIndex..<text.startIndex : text.firstRange(of: literal)
        case .regex(let regex): found = text.firstMatch(of: regex)?.range
        case .word(let word): return Self.offset(ofWord: Array(word.utf8), in: text)
        }
        return found.map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) }
    }

    /// Where `word` (lower-case ASCII) first stands alone in `text`, in any case.
    /// A byte of a non-ASCII character counts as a word character, as the
    /// letters most such characters are.
    private static func offset(ofWord word: [UInt8], in text: String) -> Int? {
        let bytes = Array(text.utf8)
        guard bytes.count >= word.count else { return nil }
        func isWordByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
        }
        for start in 0...(bytes.count - word.count) {
            guard start == 0 || !isWordByte(bytes[start - 1]),
                  start + word.count == bytes.count || !isWordByte(bytes[start + word.count]),
                  word.indices.allSatisfy({ (bytes[start + $0] | 0x20) == word[$0] })
            else { continue }
            return start
        }
        return nil
    }
}

/// The header comments at the top of a file, as UTF-8 offsets from the start
/// of the first to the end of the last, and where the first doc comment or
/// code after them starts.
private struct FileHeaderComments {
    private(set) var start: Int?
    private(set) var end: Int?
    private(set) var firstNonComment: AbsolutePosition?

    init(of tree: SourceFileSyntax) {
        // The header is in the leading trivia of the first token after the shebang.
        guard let token = tree.tokens(viewMode: .sourceAccurate).first(where: { !Self.isShebang($0) }) else { return }
        var offset = token.position.utf8Offset
        for piece in token.leadingTrivia {
            let length = piece.sourceLength.utf8Length
            defer { offset += length }
            switch piece {
            case .lineComment(let text) where Self.isCommand(text):
                continue
            case .lineComment, .blockComment:
                if start == nil { start = offset }
                end = offset + length
            case .spaces, .tabs, .newlines, .carriageReturns, .carriageReturnLineFeeds, .formfeeds, .verticalTabs:
                continue
            default:
                // A doc comment (or anything else) ends the header.
                firstNonComment = AbsolutePosition(utf8Offset: offset)
                return
            }
        }
        if token.tokenKind != .endOfFile { firstNonComment = token.positionAfterSkippingLeadingTrivia }
    }

    private static func isShebang(_ token: TokenSyntax) -> Bool {
        if case .shebang = token.tokenKind { return true }
        return false
    }

    /// A `// swiftlint:…` command (or swiftlint-lite's `// lint:…`).
    private static func isCommand(_ text: String) -> Bool {
        // Byte searches: `String.contains(_:)` sets up a searcher per call, and this
        // runs for every line of every file's licence header.
        if ByteSearch.contains("swiftlint:", in: text) { return true }
        guard let offset = ByteSearch.firstOffset(of: "lint:", in: text) else { return false }
        return text.utf8.prefix(offset).allSatisfy { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: " ") }
    }
}
