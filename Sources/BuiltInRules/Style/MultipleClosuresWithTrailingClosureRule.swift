import LintEngine
import SwiftSyntax
import ToolCore

/// With several closure arguments, a trailing one hides which parameter it
/// fills; labelled arguments (or multiple trailing closures) say it.
public struct MultipleClosuresWithTrailingClosureRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "multiple_closures_with_trailing_closure",
        name: "Multiple Closures with Trailing Closure",
        summary: "Trailing closure syntax should not be used when passing more than one closure argument",
        kind: .style,
        nonTriggeringExamples: [
            "foo.map { $0 + 1 }\n",
            "foo.reduce(0) { $0 + $1 }\n",
            "if let foo = bar.map({ $0 + 1 }) {\n\n}\n",
            "foo.something(param1: { $0 }, param2: { $0 + 1 })\n",
            "UIView.animate(withDuration: 1.0) {\n    someView.alpha = 0.0\n}\n",
            "foo.method { print(0) } arg2: { print(1) }\n",
            "foo.methodWithParenArgs((0, 1), arg2: (0, 1, 2)) { $0 } arg4: { $0 }\n",
        ],
        triggeringExamples: [
            "foo.something(param1: { $0 }) ↓{ $0 + 1 }\n",
            "UIView.animate(withDuration: 1.0, animations: {\n    someView.alpha = 0.0\n}) ↓{ _ in\n    someView.removeFromSuperview()\n"
                + "}\n",
            "foo.multipleTrailing(arg1: { $0 }) ↓{ $0 } arg3: { $0 }\n",
            "foo.methodWithParenArgs(param1: { $0 }, param2: (0, 1), (0, 1)) ↓{ $0 }\n",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionCallExprSyntax.self) { node in
            guard let trailingClosure = node.trailingClosure,
                  node.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) }) else { return }
            file.report(self, at: trailingClosure.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}
