import LintEngine
import SwiftSyntax
import ToolCore

/// `contains(_:)` says what is asked; `range(of:) != nil` computes a range
/// only to throw it away and test whether there was one.
public struct ContainsOverRangeNilComparisonRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "contains_over_range_nil_comparison",
        name: "Contains over Range Comparison to Nil",
        summary: "Prefer `contains` over `range(of:) != nil` and `range(of:) == nil`",
        kind: .performance,
        isOptIn: true,
        nonTriggeringExamples: [
            "let span = headline.range(of: \"breaking\")",
            "headline.contains(\"breaking\")",
            "!headline.contains(\"breaking\")",
            "headline.range(of: keyword, options: .caseInsensitive) != nil",
            "headline.range(at: 2) != nil",
            "headline.firstRange(of: \"breaking\") != nil",
            "nil != headline.range(of: \"breaking\")",
            "headline.range(of: \"breaking\") != other",
            "let found = fallback ?? headline.range(of: \"breaking\") != nil",
        ],
        triggeringExamples: [
            "↓headline.range(of: \"breaking\") != nil",
            "↓headline.range(of: \"breaking\") == nil",
            "if isVisible && ↓headline.range(of: keyword) != nil {}",
            "let found = (↓headline.range(of: keyword)) != nil",
            "guard ↓headline.lowercased().range(of: keyword) == nil else { return }",
            "let badge = ↓headline.range(of: keyword) != nil ? \"hot\" : \"\"",
            "let found = ↓headline.range(of: keyword) != nil && isVisible",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["range"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(SequenceExprSyntax.self) { node in
            for operand in LintSupport.operandsComparedWithNil(in: node) {
                guard let call = operand.unparenthesizedCall, Self.isRangeOf(call) else { continue }
                file.report(self, at: call.positionAfterSkippingLeadingTrivia, Self.description.summary)
            }
        }
    }

    /// `x.range(of: y)`: one argument, labelled `of`.
    private static func isRangeOf(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.count == 1 && call.arguments.first?.label?.text == "of" && call.callsMember(named: "range")
    }
}
