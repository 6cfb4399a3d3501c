import LintEngine
import SwiftSyntax
import ToolCore

/// `foo ()` looks like two things, a name and a tuple; a call is written
/// `foo()`.
public struct NoSpaceInMethodCallRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "no_space_in_method_call",
        name: "No Space in Method Call",
        summary: "Don't add a space between the method name and the parentheses",
        kind: .style,
        nonTriggeringExamples: [
            "foo()\n",
            "object.foo()\n",
            "object.foo(1)\n",
            "object.foo(value: 1)\n",
            "object.foo { print($0) }\n",
            "list.sorted { $0.0 < $1.0 }.map { $0.value }\n",
            "self.init(rgb: (Int) (colorInt))\n",
            "Button {\n    print(\"Button tapped\")\n} label: {\n    Text(\"Button\")\n}\n",
        ],
        triggeringExamples: [
            "foo↓ ()\n",
            "object.foo↓ ()\n",
            "object.foo↓ (1)\n",
            "object.foo↓ (value: 1)\n",
            "object.foo↓ () {}\n",
            "object.foo↓     ()\n",
            "object.foo↓     (value: 1) { x in print(x) }\n",
        ],
        corrections: [
            Correction("foo↓ ()\n", "foo()\n"),
            Correction("object.foo↓ (value: 1)\n", "object.foo(value: 1)\n"),
            Correction("object.foo↓ () {}\n", "object.foo() {}\n"),
            Correction("object.foo↓     ()\n", "object.foo()\n"),
            Correction("object.foo↓ /* why */ ()\n", "object.foo /* why */ ()\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionCallExprSyntax.self) { node in
            // `(Int) (value)` calls a parenthesized expression; leave it be.
            guard node.leftParen != nil, !node.calledExpression.is(TupleExprSyntax.self) else { return }
            let trivia = node.calledExpression.trailingTrivia
            guard !trivia.isEmpty else { return }
            let start = node.calledExpression.endPositionBeforeTrailingTrivia
            let fix = StyleSupport.hasComment(trivia) ? nil
                : StyleSupport.deletion(from: start, to: node.calledExpression.endPosition)
            file.report(self, at: start, Self.description.summary, fix: fix)
        }
    }
}
