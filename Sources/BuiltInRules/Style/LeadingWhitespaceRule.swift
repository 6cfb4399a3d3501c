import LintEngine
import ToolCore

/// Blank lines or spaces before the first line of a file are noise that
/// editors and templates leave behind.
public struct LeadingWhitespaceRule: FileRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "leading_whitespace",
        name: "Leading Whitespace",
        summary: "Files should not contain leading whitespace",
        kind: .style,
        nonTriggeringExamples: [
            "//\n",
            "import Foundation\n",
            "let a = 0\n\n  let b = 1\n",
        ],
        triggeringExamples: [
            "↓\n//\n",
            "↓ //\n",
            "↓\t\nimport Foundation\n",
        ],
        corrections: [
            Correction("\n //\n", "//\n"),
            Correction("\n\n\timport Foundation\n", "import Foundation\n"),
            Correction("  let a = 0\n", "let a = 0\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func check(_ file: LintFile) {
        let leading = file.text.utf8.prefix { Self.isWhitespace($0) }.count
        guard leading > 0 else { return }
        file.report(self, line: 1, column: 1, Self.description.summary,
                    fix: .init(start: 0, end: leading, replacement: ""))
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C: true
        default: false
        }
    }
}
