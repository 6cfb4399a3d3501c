import LintEngine

/// Rules that find likely bugs and broken commands.
let lintRules: [any Rule.Type] = [
    SuperfluousDisableCommandRule.self,
    SyntaxErrorRule.self,
]
