import LintEngine
import SwiftSyntax
import ToolCore

/// A case whose only statement is `fallthrough` is a second pattern for the
/// next case: list both patterns in one `case a, b:` instead.
public struct NoFallthroughOnlyRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "no_fallthrough_only",
        name: "No Fallthrough only",
        summary: "Fallthroughs can only be used if the `case` contains at least one other statement",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "switch myvar {\ncase 1:\n    var a = 1\n    fallthrough\ncase 2:\n    var a = 2\n}",
            Example("switch myvar {\ncase \"a\":\n    var one = 1\n    var two = 2\n    fallthrough\ncase \"b\": /* comment */\n"
                    + "    var three = 3\n}"),
            "switch myvar {\ncase 1:\n    let one = 1\ncase 2:\n    // comment\n    var two = 2\n}",
            "switch myvar {\ncase .alpha:\n    var one = 1\ncase .beta:\n    var three = 3\n    fallthrough\ndefault:\n    var four = 4\n}",
            Example("switch enumInstance {\ncase .caseA:\n    print(\"it's a\")\ncase .caseB:\n    fallthrough\n@unknown default:\n"
                    + "    print(\"it's not a\")\n}"),
        ],
        triggeringExamples: [
            "switch myvar {\ncase 1:\n    ↓fallthrough\ncase 2:\n    var a = 1\n}",
            "switch myvar {\ncase 1:\n    var a = 2\ncase 2:\n    ↓fallthrough\ncase 3:\n    var a = 3\n}",
            "switch myvar {\ncase 1: // comment\n    ↓fallthrough\n}",
            "switch myvar {\ncase 1: /* multi\n    line\n    comment */\n    ↓fallthrough\ncase 2:\n    var a = 2\n}",
            Example("let aPoint = (1, -1)\nswitch aPoint {\ncase let (x, y) where x == y:\n    let A = \"A\"\n"
                    + "case let (x, y) where x == -y:\n    ↓fallthrough\ndefault:\n    let B = \"B\"\n}"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(SwitchCaseListSyntax.self) { list in
            let cases = list.compactMap { $0.as(SwitchCaseSyntax.self) }
            for (index, switchCase) in cases.enumerated() {
                guard switchCase.statements.count == 1,
                      let statement = switchCase.statements.first, statement.item.is(FallThroughStmtSyntax.self)
                else { continue }
                // `@unknown default` cannot share a case with other patterns.
                if index + 1 < cases.count, cases[index + 1].attribute != nil { continue }
                file.report(self, at: statement.positionAfterSkippingLeadingTrivia, Self.description.summary)
            }
        }
    }
}
