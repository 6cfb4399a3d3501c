import LintEngine
import SwiftSyntax
import ToolCore

/// `fallthrough` runs the next case's body without checking its pattern, which
/// is easy to miss when reading or reordering cases; listing the patterns
/// together in one case says the same thing plainly.
public struct FallthroughRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "fallthrough",
        name: "Fallthrough",
        summary: "Fallthrough should be avoided",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "switch direction {\ncase .north, .south, .east:\n  move()\ndefault:\n  stay()\n}\n",
            "switch value {\ncase 1:\n  handleOne()\ncase 2:\n  break\n}\n",
            "let fallthroughCount = 3\n",
        ],
        triggeringExamples: [
            "switch direction {\ncase .north:\n  ↓fallthrough\ncase .south:\n  move()\n}\n",
            "switch code {\ncase 401:\n  logOut()\n  ↓fallthrough\ncase 403:\n  showError()\ndefault:\n  break\n}\n",
            "func handle(_ level: Int) {\n  switch level {\n  case 3: warn(); ↓fallthrough\n"
                + "  case 2: ↓fallthrough\n  default: log()\n  }\n}\n",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["fallthrough"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FallThroughStmtSyntax.self) { node in
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}
