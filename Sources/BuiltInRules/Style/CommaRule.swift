import LintEngine
@_spi(RawSyntax) import SwiftSyntax
import ToolCore

/// Commas read as in prose, tight to the item before and one space before
/// the next, so lists look alike everywhere.
public struct CommaRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "comma",
        name: "Comma Spacing",
        summary: "There should be no space before and one after any comma",
        kind: .style,
        nonTriggeringExamples: [
            "func abc(a: String, b: String) { }\n",
            "abc(a: \"string\", b: \"string\")\n",
            "enum a { case a, b, c }\n",
            "func abc(\n  a: String,  // comment\n  bcd: String // comment\n) {\n}\n",
            "func abc(\n  a: String,\n  bcd: String\n) {\n}\n",
            "#imageLiteral(resourceName: \"foo,bar,baz\")\n",
            "storeBytes(of: 0x2E /* '.' */, as: CChar.self)\n",
            "enum E {\n  case appends(ExpectationMessage, /* Appended Message */ String)\n}\n",
        ],
        triggeringExamples: [
            "func abc(a: String↓ ,b: String) { }\n",
            "func abc(a: String↓ ,b: String↓ ,c: String↓ ,d: String) { }\n",
            "abc(a: \"string\"↓,b: \"string\")\n",
            "enum a { case a↓ ,b }\n",
            "let result = plus(\n    first: 3↓ , // #683\n    second: 4\n)\n",
            "Logger.logError(\"Hat is too large\"↓,  info: [])\n",
        ],
        corrections: [
            Correction("func abc(a: String↓,b: String) {}\n", "func abc(a: String, b: String) {}\n"),
            Correction("abc(a: \"string\"↓  ,  b: \"string\")\n", "abc(a: \"string\", b: \"string\")\n"),
            Correction("enum a { case a↓  ,b }\n", "enum a { case a, b }\n"),
            Correction("let a = [1↓,1↓,1↓,1]\n", "let a = [1, 1, 1, 1]\n"),
            Correction("let result = plus(\n    first: 3↓ , // #683\n    second: 4\n)\n",
                       "let result = plus(\n    first: 3, // #683\n    second: 4\n)\n"),
            Correction("Logger.logError(\"Hat is too large\"↓,  info: [])\n",
                       "Logger.logError(\"Hat is too large\", info: [])\n"),
            Correction("f(a↓,/* b */ c)\n", "f(a, /* b */ c)\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(TokenSyntax.self) { token in
            guard token.rawTokenKind == .comma, token.presence == .present else { return }
            check(token, in: file)
        }
    }

    private func check(_ comma: TokenSyntax, in file: LintFile) {
        guard let previous = comma.previousToken(viewMode: .sourceAccurate),
              let next = comma.nextToken(viewMode: .sourceAccurate) else { return }
        let before = previous.trailingTrivia
        let nextOnNewLine = StyleSupport.hasNewline(next.leadingTrivia)
        let rightSpacingOK = nextOnNewLine || comma.trailingTrivia.first == .spaces(1)

        if !before.isEmpty, !StyleSupport.hasBlockComment(before) {
            // Space before the comma: remove it, and fix the space after too.
            let start = previous.endPositionBeforeTrailingTrivia
            var fix: Diagnostic.Fix?
            if !StyleSupport.hasComment(before), !StyleSupport.hasComment(comma.leadingTrivia) {
                let afterFix = rightSpacingOK ? nil : StyleSupport.singleSpaceFix(after: comma)
                fix = .init(start: start.utf8Offset, end: afterFix?.end ?? comma.endPositionBeforeTrailingTrivia.utf8Offset,
                            replacement: "," + (afterFix?.replacement ?? ""))
            }
            file.report(self, at: start, Self.description.summary, fix: fix)
            return
        }
        guard !rightSpacingOK else { return }
        file.report(self, at: comma.positionAfterSkippingLeadingTrivia, Self.description.summary,
                    fix: StyleSupport.singleSpaceFix(after: comma))
    }
}
