import LintEngine
import SwiftSyntax
import ToolCore

/// `reduce(true) { $0 && … }` visits every element; `allSatisfy` and
/// `contains` stop at the first one that decides the answer, and say what
/// they compute.
public struct ReduceBooleanRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "reduce_boolean",
        name: "Reduce Boolean",
        summary: "Prefer using `.allSatisfy()` or `.contains()` over `reduce(true)` or `reduce(false)`.",
        kind: .performance,
        nonTriggeringExamples: [
            "nums.reduce(0) { $0.0 + $0.1 }\n",
            "nums.reduce(0.0) { $0.0 + $0.1 }\n",
            "nums.reduce(initial: true) { $0.0 && $0.1 == 3 }\n",
        ],
        triggeringExamples: [
            "let allNines = nums.↓reduce(true) { $0.0 && $0.1 == 9 }\n",
            "let anyNines = nums.↓reduce(false) { $0.0 || $0.1 == 9 }\n",
            "let allValid = validators.↓reduce(true) { $0 && $1(input) }\n",
            "let anyValid = validators.↓reduce(false, { $0 || $1(input) })\n",
            "nums.↓reduce(into: true) { (r: inout Bool, s) in r = r && (s == 3) }\n",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["reduce"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.onCall(named: ["reduce"]) { node in
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                  member.declName.baseName.text == "reduce",
                  let first = node.arguments.first, first.label == nil || first.label?.text == "into",
                  let literal = first.expression.as(BooleanLiteralExprSyntax.self) else { return }
            let suggestion = literal.literal.isKeyword(.true) ? "allSatisfy" : "contains"
            file.report(self, at: member.declName.baseName.positionAfterSkippingLeadingTrivia,
                        "Use `\(suggestion)` instead")
        }
    }
}
