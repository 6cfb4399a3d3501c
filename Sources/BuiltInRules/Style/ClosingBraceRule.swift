import LintEngine
@_spi(RawSyntax) import SwiftSyntax
import ToolCore

/// `{ … } )` with a gap reads like a mistake; a closure argument should close
/// as `})`.
public struct ClosingBraceRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "closing_brace",
        name: "Closing Brace Spacing",
        summary: "Closing brace with closing parenthesis should not have any whitespaces in the middle",
        kind: .style,
        nonTriggeringExamples: [
            "[].map({ })\n",
            "[].map(\n  { }\n)\n",
            "foo(bar: { $0 }, baz: 1)\n",
            "if a { } else { }\n",
        ],
        triggeringExamples: [
            "[].map({ ↓} )\n",
            "[].map({ ↓}\t)\n",
            "foo({ x in\n    print(x)\n↓}  )\n",
        ],
        corrections: [
            Correction("[].map({ ↓} )\n", "[].map({ })\n"),
            Correction("[].map({ ↓}\t\t)\n", "[].map({ })\n"),
            Correction("foo({ x in\n    print(x)\n↓}  )\n", "foo({ x in\n    print(x)\n})\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(TokenSyntax.self) { token in
            // Without trailing trivia, `}` is directly followed by the next
            // token or by a line break: cheap to rule out before looking ahead.
            guard token.rawTokenKind == .rightBrace, token.trailingTriviaLength.utf8Length > 0 else { return }
            check(token, in: file)
        }
    }

    private func check(_ brace: TokenSyntax, in file: LintFile) {
        guard let next = brace.nextToken(viewMode: .sourceAccurate), next.rawTokenKind == .rightParen,
              !StyleSupport.hasNewline(next.leadingTrivia) else { return }
        let gap = brace.trailingTrivia
        // Comments in the gap are kept: report, but leave the fix to a person.
        let fix: Diagnostic.Fix? = StyleSupport.hasComment(gap) || !next.leadingTrivia.isEmpty ? nil : .init(
            start: brace.endPositionBeforeTrailingTrivia.utf8Offset,
            end: next.positionAfterSkippingLeadingTrivia.utf8Offset, replacement: "")
        file.report(self, at: brace.positionAfterSkippingLeadingTrivia, Self.description.summary, fix: fix)
    }
}
