import LintEngine
import SwiftSyntax
import ToolCore

/// `map() { … }`: the empty parentheses say nothing when the only argument
/// is the trailing closure.
public struct EmptyParenthesesWithTrailingClosureRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "empty_parentheses_with_trailing_closure",
        name: "Empty Parentheses with Trailing Closure",
        summary: "When using trailing closures, empty parentheses should be avoided after the method call",
        kind: .style,
        nonTriggeringExamples: [
            "[1, 2].map { $0 + 1 }\n",
            "[1, 2].map({ $0 + 1 })\n",
            "[1, 2].reduce(0) { $0 + $1 }\n",
            "[1, 2].map { number in\n number + 1 \n}\n",
            "let isEmpty = [1, 2].isEmpty()\n",
            "UIView.animate(withDuration: 0.3, animations: {\n   view.alpha = 0\n}, completion: { _ in\n   ()\n})\n",
        ],
        triggeringExamples: [
            "[1, 2].map↓() { $0 + 1 }\n",
            "[1, 2].map↓( ) { $0 + 1 }\n",
            "[1, 2].map↓() { number in\n number + 1 \n}\n",
            "func foo() -> [Int] {\n    return [1, 2].map↓() { $0 + 1 }\n}\n",
            "Button↓() {\n} label: {\n}\n",
        ],
        corrections: [
            Correction("[1, 2].map↓() { $0 + 1 }\n", "[1, 2].map { $0 + 1 }\n"),
            Correction("[1, 2].map↓( ) { $0 + 1 }\n", "[1, 2].map { $0 + 1 }\n"),
            Correction("[1, 2].map↓(  ){ number in\n number + 1 \n}\n", "[1, 2].map { number in\n number + 1 \n}\n"),
            Correction("func foo() -> [Int] {\n    return [1, 2].map↓() { $0 + 1 }\n}\n",
                       "func foo() -> [Int] {\n    return [1, 2].map { $0 + 1 }\n}\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionCallExprSyntax.self) { node in
            guard let closure = node.trailingClosure, node.arguments.isEmpty,
                  let leftParen = node.leftParen, leftParen.presence == .present,
                  let rightParen = node.rightParen, rightParen.presence == .present else { return }
            // From the end of the called name to the closure: `map() {` becomes `map {`.
            let called = node.calledExpression
            let gapHasComment = StyleSupport.hasComment(called.trailingTrivia) || StyleSupport.hasComment(leftParen.leadingTrivia)
                || StyleSupport.hasComment(leftParen.trailingTrivia) || StyleSupport.hasComment(rightParen.leadingTrivia)
                || StyleSupport.hasComment(rightParen.trailingTrivia) || StyleSupport.hasComment(closure.leadingTrivia)
            let fix: Diagnostic.Fix? = gapHasComment ? nil : .init(
                start: called.endPositionBeforeTrailingTrivia.utf8Offset,
                end: closure.positionAfterSkippingLeadingTrivia.utf8Offset, replacement: " ")
            file.report(self, at: leftParen.positionAfterSkippingLeadingTrivia, Self.description.summary, fix: fix)
        }
    }
}
