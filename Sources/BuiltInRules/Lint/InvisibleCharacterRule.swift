import LintEngine
import SwiftSyntax
import ToolCore

/// A zero-width character pasted into a string literal makes two strings that
/// look the same compare unequal (a URL host that never resolves, a key that is
/// never found), and no reviewer can see it.
public struct InvisibleCharacterRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "invisible_character",
        name: "Invisible Character",
        summary: "Disallows invisible characters like zero-width space (U+200B), zero-width non-joiner (U+200C), "
            + "and FEFF formatting character (U+FEFF) in string literals as they can cause hard-to-debug issues",
        kind: .lint,
        nonTriggeringExamples: [
            "let s = \"Hello World\"",
            "let s = \"Hello\\tWorld\"",
            "let s = \"zero\\u{200B}width, written as an escape\"",
            "// a comment with \u{200B} is not a string",
            Example("let s = \"soft\u{00AD}hyphen\""),
        ],
        triggeringExamples: [
            "let host = \"api↓\u{200B}.example.com\"",
            "let s = \"a↓\u{200C}b↓\u{FEFF}c\"",
            "let s = \"\"\"\n  line↓\u{200B}\n  \"\"\"",
            "let s = \"\\(name)↓\u{FEFF}\"",
            Example("let s = \"soft↓\u{00AD}hyphen\"", options: "{additional_code_points: [\"00AD\"]}"),
        ],
        corrections: [
            Correction("let host = \"api↓\u{200B}.example.com\"", "let host = \"api.example.com\""),
            Correction("let s = \"a↓\u{200C}b↓\u{FEFF}c\"", "let s = \"abc\""),
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.error
        /// More code points to flag, as hex (`"00AD"`, `"200D"`), besides U+200B, U+200C and U+FEFF.
        public var additionalCodePoints: [String] = []

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case additionalCodePoints = "additional_code_points"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            additionalCodePoints = try container.decodeIfPresent([String].self, forKey: .additionalCodePoints)
                ?? additionalCodePoints
        }

        /// Every flagged scalar value.
        var codePoints: Set<UInt32> {
            Set([0x200B, 0x200C, 0xFEFF] + additionalCodePoints.compactMap { UInt32($0, radix: 16) })
        }
    }

    private static let names: [UInt32: String] = [
        0x200B: "zero width space", 0x200C: "zero width non-joiner", 0xFEFF: "zero width no-break space",
    ]

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        let flagged = options.codePoints
        walk.on(StringSegmentSyntax.self) { node in
            var offset = node.content.positionAfterSkippingLeadingTrivia.utf8Offset
            for scalar in node.content.text.unicodeScalars {
                let width = UTF8.width(scalar)
                if flagged.contains(scalar.value) {
                    let code = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
                    let name = Self.names[scalar.value].map { " (\($0))" } ?? ""
                    file.report(self, at: AbsolutePosition(utf8Offset: offset),
                                "String literal should not contain invisible character \(code)\(name)",
                                fix: .init(start: offset, end: offset + width, replacement: ""))
                }
                offset += width
            }
        }
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
