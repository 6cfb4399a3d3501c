import LintEngine
import SwiftSyntax
import ToolCore

/// `min()` and `max()` find the element in one pass; `sorted().first` and
/// `sorted().last` sort the whole collection (and allocate a copy) to read one end.
public struct SortedFirstLastRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "sorted_first_last",
        name: "Min or Max over Sorted First or Last",
        summary: "Prefer using `min()` or `max()` over `sorted().first` or `sorted().last`",
        kind: .performance,
        isOptIn: true,
        nonTriggeringExamples: [
            "let lowest = scores.min()",
            "let lowest = scores.min(by: { $0.rank < $1.rank })",
            "let lowest = scores.min(by: >)",
            "let highest = scores.max()",
            "let highest = scores.max(by: { $0.rank < $1.rank })",
            "let newest = records.sorted(byKeyPath: #keyPath(Record.date)).last",
            "let oldest = records.sorted(byKeyPath: \"date\", ascending: true).first",
            "scores.sorted().firstIndex(of: target)",
            "scores.sorted().lastIndex(of: target)",
            "scores.sorted().firstIndex(where: isWinning)",
            "scores.sorted().lastIndex(where: isWinning)",
            "scores.sorted().firstIndex { $0 == target }",
            "scores.sorted().lastIndex { $0 == target }",
            "scores.sorted().first(where: isWinning)",
            "scores.sorted().last(where: isWinning)",
            "scores.sorted().first { $0 > target }",
            "scores.sorted().last { $0 > target }",
            "scores.sorted().prefix(3).first",
            "scores.sorted(using: comparator).first",
        ],
        triggeringExamples: [
            "↓scores.sorted().first",
            "↓scores.sorted(by: { $0.rank < $1.rank }).first",
            "↓scores.sorted(by: >).first",
            "↓scores.map { $0 * 2 }.sorted().first",
            "↓scores.sorted(by: compareRanks).first",
            "↓scores.map { $0 * 2 }.sorted { $0.rank < $1.rank }.first",
            "↓scores.sorted().last",
            "↓scores.sorted().last?.celebrate()",
            "↓scores.sorted(by: { $0.rank < $1.rank }).last",
            "↓scores.map { $0 * 2 }.sorted().last",
            "↓scores.sorted(by: compareRanks).last",
            "↓scores.map { $0 * 2 }.sorted { $0.rank < $1.rank }.last",
            "↓scores.map { $0 * 2 }.sorted { $0.first < $1.first }.last",
            "let best = ↓(scores.sorted()).last",
            "↓scores.sorted()\n    .first",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["sorted"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(MemberAccessExprSyntax.self) { node in
            let name = node.declName.baseName.text
            guard name == "first" || name == "last",
                  // `first(where:)`, `last { … }`: a search, not an end of the sorted array.
                  node.parent?.is(FunctionCallExprSyntax.self) != true,
                  let call = node.base?.unparenthesizedCall, call.callsMember(named: "sorted"),
                  call.arguments.allSatisfy({ $0.label?.text == "by" }), call.arguments.count <= 1
            else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}
