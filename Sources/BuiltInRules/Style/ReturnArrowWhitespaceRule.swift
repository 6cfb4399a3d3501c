import LintEngine
import SwiftSyntax
import ToolCore

/// `->` set off by one space on each side reads as one symbol between the
/// parameters and the return type.
public struct ReturnArrowWhitespaceRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "return_arrow_whitespace",
        name: "Returning Whitespace",
        summary: "Return arrow and return type should be separated by a single space or on a separate line",
        kind: .style,
        nonTriggeringExamples: [
            "func abc() -> Int {}\n",
            "func abc() -> [Int] {}\n",
            "var abc = {(param: Int) -> Void in }\n",
            "func abc() ->\n    Int {}\n",
            "func abc()\n    -> Int {}\n",
            "typealias SuccessBlock = ((Data) -> Void)\n",
            "func f<T>(x: T) where T: Equatable\n    -> Int {\n    return 1\n}\n",
        ],
        triggeringExamples: [
            "func abc()↓->Int {}\n",
            "func abc()↓-> Int {}\n",
            "func abc()↓ ->Int {}\n",
            "func abc()↓  ->  Int {}\n",
            "var abc = {(param: Int)↓ ->Bool in }\n",
            "typealias SuccessBlock = ((Data)↓->Void)\n",
            "func abc()\n  ↓->  Int {}\n",
            "func abc()↓  ->\n  Int {}\n",
        ],
        corrections: [
            Correction("func abc()↓->Int {}\n", "func abc() -> Int {}\n"),
            Correction("func abc()↓-> Int {}\n", "func abc() -> Int {}\n"),
            Correction("func abc()↓ ->Int {}\n", "func abc() -> Int {}\n"),
            Correction("func abc()↓  ->  Int {}\n", "func abc() -> Int {}\n"),
            Correction("func abc()\n  ↓->  Int {}\n", "func abc()\n  -> Int {}\n"),
            Correction("func abc()↓  ->\n  Int {}\n", "func abc() ->\n  Int {}\n"),
            Correction("let f: (Int)↓->Void\n", "let f: (Int) -> Void\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // Function signatures, closure signatures and function types all
        // spell their arrow in a return clause (subscripts are left alone, as
        // SwiftLint does).
        walk.on(ReturnClauseSyntax.self) { node in
            switch node.parent?.kind {
            case .functionType, .functionSignature, .closureSignature: check(node.arrow, in: file)
            default: break
            }
        }
    }

    private func check(_ arrow: TokenSyntax, in file: LintFile) {
        guard arrow.presence == .present,
              let previous = arrow.previousToken(viewMode: .sourceAccurate),
              let next = arrow.nextToken(viewMode: .sourceAccurate) else { return }
        let startsLine = StyleSupport.hasNewline(arrow.leadingTrivia)
        let endsLine = StyleSupport.hasNewline(next.leadingTrivia)
        let badBefore = !startsLine && !StyleSupport.isSingleSpace(previous.trailingTrivia)
        let badAfter = !endsLine && !StyleSupport.isSingleSpace(arrow.trailingTrivia)
        guard badBefore || badAfter else { return }

        // The gap to rewrite: from the end of what precedes the arrow (or the
        // arrow itself when it starts a line) to the end of its own spacing.
        let start = startsLine ? arrow.positionAfterSkippingLeadingTrivia : previous.endPositionBeforeTrailingTrivia
        let end = endsLine ? arrow.endPositionBeforeTrailingTrivia : arrow.endPosition
        let replacement = (startsLine ? "" : " ") + "->" + (endsLine ? "" : " ")
        let gapHasComment = StyleSupport.hasComment(arrow.trailingTrivia)
            || (!startsLine && (StyleSupport.hasComment(previous.trailingTrivia) || !arrow.leadingTrivia.isEmpty))
        let fix: Diagnostic.Fix? = gapHasComment ? nil : .init(start: start.utf8Offset, end: end.utf8Offset, replacement: replacement)
        file.report(self, at: start, Self.description.summary, fix: fix)
    }
}
