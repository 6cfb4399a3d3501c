import LintEngine
import SwiftSyntax
import ToolCore

/// A second branch with the same conditions as an earlier one can never run
/// (or is a copy-paste slip); either way it deserves a look.
public struct DuplicateConditionsRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "duplicate_conditions",
        name: "Duplicate Conditions",
        summary: "Duplicate sets of conditions in the same branch instruction should be avoided",
        kind: .lint,
        nonTriggeringExamples: [
            "if x < 5 { foo() } else if y == \"s\" { bar() }",
            "if x < 5 { foo() }\nif x < 5 { bar() }",
            "if x < 5, y == \"s\" { foo() } else if x < 5 { bar() }",
            "if let a = b { } else if let a = c { }",
            "switch x {\ncase \"a\": foo()\ncase \"b\": bar()\ndefault: baz()\n}",
            "switch x {\ncase .a(let v) where v > 0: foo()\ncase .a(let v): bar()\n}",
        ],
        triggeringExamples: [
            "if ↓x < 5 { foo() } else if y == \"s\" { bar() } else if ↓x < 5 { baz() }",
            "if ↓x < 5, y == \"s\" { foo() } else if ↓y == \"s\", x < 5 { bar() }",
            "if ↓let a = b { } else if ↓let a = b { }",
            "switch x {\ncase ↓\"a\", \"b\": foo()\ncase \"c\", ↓\"a\": bar()\ndefault: baz()\n}",
            "switch x {\ncase ↓.a(let v) where v > 0: foo()\ncase ↓.a(let v) where v > 0: bar()\n}",
        ]
    )

    public let options: ErrorSeverityOption
    public init(options: ErrorSeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(IfExprSyntax.self) { node in
            // Each chain once, from its first `if`; most have no `else if` at all.
            guard node.elseBody?.is(IfExprSyntax.self) == true else { return }
            if let parent = node.parent?.as(IfExprSyntax.self), parent.elseBody?.id == node.id { return }
            var branches: [(key: Set<String>, position: AbsolutePosition)] = []
            var current: IfExprSyntax? = node
            while let branch = current {
                let key = Set(branch.conditions.map { file.sourceText(of: $0.condition) })
                branches.append((key, branch.conditions.positionAfterSkippingLeadingTrivia))
                current = branch.elseBody?.as(IfExprSyntax.self)
            }
            report(branches, in: file)
        }
        walk.on(SwitchExprSyntax.self) { node in
            var items: [(key: Set<String>, position: AbsolutePosition)] = []
            for case .switchCase(let switchCase) in node.cases {
                guard case .case(let label) = switchCase.label else { continue }
                for item in label.caseItems {
                    let key = file.sourceText(of: item.pattern) + (item.whereClause.map { " " + file.sourceText(of: $0.condition) } ?? "")
                    items.append(([key], item.positionAfterSkippingLeadingTrivia))
                }
            }
            report(items, in: file)
        }
    }

    /// Reports every entry whose key occurs more than once, each occurrence.
    private func report(_ entries: [(key: Set<String>, position: AbsolutePosition)], in file: LintFile) {
        var counts: [Set<String>: Int] = [:]
        for entry in entries { counts[entry.key, default: 0] += 1 }
        for entry in entries where counts[entry.key, default: 0] > 1 {
            file.report(self, at: entry.position, Self.description.summary)
        }
    }
}
