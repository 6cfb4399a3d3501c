import LintEngine
import ToolCore

/// Code the parser cannot read. The engine reports the parser's own
/// diagnostics under this rule and lints the rest of the tree as far as it goes.
public struct SyntaxErrorRule: FileRule {
    public static let description = RuleDescription(
        identifier: "syntax_error",
        name: "Syntax Error",
        summary: "The file should parse as Swift",
        kind: .lint,
        nonTriggeringExamples: ["let x = 1\n"],
        triggeringExamples: ["let x = (1, 2↓\n"]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func check(_ file: LintFile) {}
}
