import LintEngine
import SwiftSyntax
import ToolCore

/// A label no `break` or `continue` names makes the reader look for the
/// jump that uses it.
public struct UnusedControlFlowLabelRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "unused_control_flow_label",
        name: "Unused Control Flow Label",
        summary: "Unused control flow label should be removed",
        kind: .lint,
        nonTriggeringExamples: [
            "loop: while true { break loop }",
            "loop: while true { continue loop }",
            "loop:\n    while true { break loop }",
            "while true { break }",
            "loop: for x in array { break loop }",
            "label: switch number {\ncase 1: print(\"1\")\ncase 2: print(\"2\")\ndefault: break label\n}",
            "loop: repeat {\n    if x == 10 {\n        break loop\n    }\n} while true",
        ],
        triggeringExamples: [
            "↓loop: while true { break }",
            "↓loop: while true { break loop1 }",
            "↓loop: while true { break outerLoop }",
            "↓loop: for x in array { break }",
            "↓label: switch number {\ncase 1: print(\"1\")\ncase 2: print(\"2\")\ndefault: break\n}",
            "↓loop: repeat {\n    if x == 10 {\n        break\n    }\n} while true",
        ],
        corrections: [
            Correction("↓loop: while true { break }", "while true { break }"),
            Correction("↓loop: while true { break loop1 }", "while true { break loop1 }"),
            Correction("↓loop: for x in array { break }", "for x in array { break }"),
            Correction("↓label: switch number {\ncase 1: print(\"1\")\ndefault: break\n}",
                       "switch number {\ncase 1: print(\"1\")\ndefault: break\n}"),
            Correction("func f() {\n    ↓loop: repeat {\n        break\n    } while true\n}",
                       "func f() {\n    repeat {\n        break\n    } while true\n}"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    private struct OpenLabel {
        let id: SyntaxIdentifier
        let name: String
        var isUsed = false
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        var open: [OpenLabel] = []
        func use(_ label: TokenSyntax?) {
            guard let name = label?.text else { return }
            for index in open.indices where open[index].name == name { open[index].isUsed = true }
        }
        walk.on(LabeledStmtSyntax.self) { open.append(OpenLabel(id: $0.id, name: $0.label.text)) }
        walk.on(BreakStmtSyntax.self) { use($0.label) }
        walk.on(ContinueStmtSyntax.self) { use($0.label) }
        walk.after(LabeledStmtSyntax.self) { node in
            guard open.last?.id == node.id, let label = open.popLast(), !label.isUsed else { return }
            let start = node.label.positionAfterSkippingLeadingTrivia
            file.report(self, at: start, Self.description.summary,
                        fix: .init(start: start.utf8Offset, end: node.statement.positionAfterSkippingLeadingTrivia.utf8Offset,
                                   replacement: ""))
        }
    }
}
