import LintEngine
import SwiftSyntax
import ToolCore

/// `last(where:)` searches from the end and stops at the first match;
/// `filter { }.last` builds the whole filtered array to keep one element.
public struct LastWhereRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "last_where",
        name: "Last Where",
        summary: "Prefer using `.last(where:)` over `.filter { }.last` in collections",
        kind: .performance,
        isOptIn: true,
        nonTriggeringExamples: [
            "tokens.filter(ignored.contains).isEmpty && tokens.last == .comma",
            "orders.last(where: { $0.total > 100 })",
            "scan(input: input).filter { $0.last == .newline }",
            "(orders.filter { $0.isPaid }.prefix(3)).last",
            "results.filter(\"status = 'done'\").last",
            "store?.objects(Order.self).filter(NSPredicate(format: \"total > %d\", limit)).last",
            "orders.filter { $0.isPaid }.lastIndex(of: target)",
            "orders.filter { $0.isPaid }.first",
        ],
        triggeringExamples: [
            "↓orders.filter { $0.total > 100 }.last",
            "↓orders.filter({ $0.total > 100 }).last",
            "↓orders.map { $0.total }.filter({ $0 > 100 }).last",
            "↓orders.map { $0.total }.filter({ $0 > 100 }).last?.description",
            "↓orders.filter(isOverdue).last",
            "↓orders.filter({ $0.total > 100 })\n.last",
            "(↓orders.filter { $0.isPaid }).last",
            "let recent = ↓orders.filter { $0.isPaid }.last!",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["filter"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(MemberAccessExprSyntax.self) { node in
            guard let call = node.arrayFilterCall(beforeMember: "last") else { return }
            file.report(self, at: call.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}
