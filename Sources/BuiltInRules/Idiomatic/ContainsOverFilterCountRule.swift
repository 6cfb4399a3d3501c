import LintEngine
import SwiftSyntax
import ToolCore

/// `contains(where:)` stops at the first match; `filter { }.count` builds and
/// counts the whole filtered array just to compare with zero.
public struct ContainsOverFilterCountRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "contains_over_filter_count",
        name: "Contains over Filter Count",
        summary: "Prefer `contains` over comparing `filter(where:).count` to 0",
        kind: .performance,
        isOptIn: true,
        nonTriggeringExamples: [
            "let result = myList.filter(where: { $0 % 2 == 0 }).count > 1",
            "let result = myList.filter { $0 % 2 == 0 }.count == 1",
            "let result = myList.filter(where: { $0 % 2 == 0 }).count != 01",
            "let result = myList.contains(where: { $0 % 2 == 0 })",
            "let result = !myList.contains(where: { $0 % 2 == 0 })",
            "let result = myList.contains(10)",
        ],
        triggeringExamples: [
            "let result = ↓myList.filter(where: { $0 % 2 == 0 }).count > 0",
            "let result = ↓myList.filter { $0 % 2 == 0 }.count == 0",
            "let result = ↓myList.filter(where: someFunction).count != 0",
            "let result = ↓myList.filter { $0 % 2 == 0 }.count == 0x0",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["filter"] }

    private static let comparisons: Set<String> = ["==", "!=", ">"]

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(SequenceExprSyntax.self) { node in
            // Only a whole `x.filter(…).count <op> 0` sequence, as SwiftLint checks it.
            let elements = node.elements
            guard elements.count == 3, let first = elements.first, let last = elements.last,
                  last.isZeroLiteral,
                  let op = elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text,
                  Self.comparisons.contains(op),
                  let count = first.as(MemberAccessExprSyntax.self), count.declName.baseName.text == "count",
                  let call = count.base?.unparenthesizedCall, call.callsMember(named: "filter")
            else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}
