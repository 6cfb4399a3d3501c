import LintEngine
import SwiftSyntax
import ToolCore

/// `contains(where:)` stops at the first match; `filter { }.isEmpty` builds
/// the whole filtered array only to ask whether it has anything in it.
public struct ContainsOverFilterIsEmptyRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "contains_over_filter_is_empty",
        name: "Contains over Filter is Empty",
        summary: "Prefer `contains` over using `filter(where:).isEmpty`",
        kind: .performance,
        isOptIn: true,
        nonTriggeringExamples: [
            "let several = scores.filter(where: { $0 > 90 }).count > 1",
            "let single = scores.filter { $0 > 90 }.count == 1",
            "let notSingle = scores.filter { $0 > 90 }.count != 1",
            "let hasTop = scores.contains(where: { $0 > 90 })",
            "let noTop = !scores.contains(where: { $0 > 90 })",
            "let hasPerfect = scores.contains(100)",
            "let isBlank = scores.isEmpty",
            "let isBlank = scores.map { $0 * 2 }.isEmpty",
            "let isBlank = scores.filter { $0 > 90 }.first.isEmpty",
        ],
        triggeringExamples: [
            "let noTop = ↓scores.filter(where: { $0 > 90 }).isEmpty",
            "let hasTop = !↓scores.filter(where: { $0 > 90 }).isEmpty",
            "let noTop = ↓scores.filter { $0 > 90 }.isEmpty",
            "let noTop = ↓scores.filter(where: isExcellent).isEmpty",
            "let noTop = ↓(scores.filter { $0 > 90 }).isEmpty",
            "let noTop = ↓report.scores.map(\\.value).filter({ $0 > 90 }).isEmpty",
            "let noTop = ↓scores\n    .filter { $0 > 90 }\n    .isEmpty",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["filter"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(MemberAccessExprSyntax.self) { node in
            // `x.filter(…).isEmpty`, the call possibly in parentheses; reported
            // where the whole member access starts, as SwiftLint does.
            guard node.declName.baseName.text == "isEmpty",
                  let call = node.base?.unparenthesizedCall, call.callsMember(named: "filter")
            else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}
