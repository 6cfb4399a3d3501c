import LintEngine
import SwiftSyntax
import ToolCore

/// Swift's cases do not fall through: a `break` after other statements does
/// nothing but suggest, wrongly, that it is needed.
public struct UnneededBreakInSwitchRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "unneeded_break_in_switch",
        name: "Unneeded Break in Switch",
        summary: "Avoid using unneeded break statements",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "switch foo {\ncase .bar:\n    break\n}",
            "switch foo {\ndefault:\n    break\n}",
            "switch foo {\ncase .bar:\n    for i in [0, 1, 2] { break }\n}",
            "switch foo {\ncase .bar:\n    if true { break }\n}",
            "switch foo {\ncase .bar:\n    something()\n}",
            "outer: for x in xs {\n    switch x {\n    case 1:\n        f()\n        break outer\n    default:\n        g()\n    }\n}",
            Example("for item in items {\n    if bar() {\n        do {\n            try foo()\n        } catch {\n            bar()\n"
                    + "            break\n        }\n    }\n}"),
        ],
        triggeringExamples: [
            "switch foo {\ncase .bar:\n    something()\n    ↓break\n}",
            "switch foo {\ncase .bar:\n    something()\n    ↓break // comment\n}",
            "switch foo {\ndefault:\n    something()\n    ↓break\n}",
            "switch foo {\ncase .foo, .foo2 where condition:\n    something()\n    ↓break\n}",
        ],
        corrections: [
            Correction("switch foo {\ncase .bar:\n    something()\n    ↓break\n}", "switch foo {\ncase .bar:\n    something()\n}"),
            Correction("switch foo {\ncase .bar:\n    something()\n    ↓break // line comment\n}",
                       "switch foo {\ncase .bar:\n    something()\n    // line comment\n}"),
            Correction("switch foo {\ncase .bar:\n    something()\n    // done\n    ↓break\n}",
                       "switch foo {\ncase .bar:\n    something()\n    // done\n}"),
            Correction("switch foo {\ncase .bar:\n    something()\n    ↓break\n    /*\n    block comment\n    */\n}",
                       "switch foo {\ncase .bar:\n    something()\n    /*\n    block comment\n    */\n}"),
            Correction("switch foo {\ndefault:\n    something()\n    ↓break\n}", "switch foo {\ndefault:\n    something()\n}"),
            Correction("switch foo {\ncase .foo, .foo2 where condition:\n    something()\n    ↓break\n}",
                       "switch foo {\ncase .foo, .foo2 where condition:\n    something()\n}"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(SwitchCaseSyntax.self) { node in
            guard node.statements.count > 1, let last = node.statements.last,
                  let breakStmt = last.item.as(BreakStmtSyntax.self), breakStmt.label == nil
            else { return }
            file.report(self, at: last.positionAfterSkippingLeadingTrivia, Self.description.summary, fix: Self.fix(removing: last))
        }
    }

    /// Deletes the `break` line when the statement is alone on it; keeps a
    /// comment that follows it on its line. Nil when other code shares the line.
    private static func fix(removing item: CodeBlockItemSyntax) -> Diagnostic.Fix? {
        guard let first = item.firstToken(viewMode: .sourceAccurate), let lastToken = item.lastToken(viewMode: .sourceAccurate),
              let lastBreak = first.leadingTrivia.pieces.lastIndex(where: \.isNewline)
        else { return nil }
        let trailing = lastToken.trailingTrivia
        let start = item.positionAfterSkippingLeadingTrivia.utf8Offset
        if trailing.contains(where: \.isComment) {
            // `break // why` → `// why`: drop the keyword and the spaces after it.
            let blanks = trailing.prefix { $0.isSpaceOrTab }.reduce(0) { $0 + $1.sourceLength.utf8Length }
            return Diagnostic.Fix(start: start, end: lastToken.endPositionBeforeTrailingTrivia.utf8Offset + blanks, replacement: "")
        }
        // The line break and indentation before `break` go with it; a comment above it stays.
        let kept = first.leadingTrivia.pieces[..<lastBreak].reduce(0) { $0 + $1.sourceLength.utf8Length }
        return Diagnostic.Fix(start: first.position.utf8Offset + kept, end: lastToken.endPosition.utf8Offset, replacement: "")
    }
}
