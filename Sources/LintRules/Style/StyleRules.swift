import LintEngine

/// Rules about whitespace, punctuation and layout.
let styleRules: [any Rule.Type] = [
    TrailingWhitespaceRule.self,
    TrailingNewlineRule.self,
    VerticalWhitespaceRule.self,
    LeadingWhitespaceRule.self,
    TrailingSemicolonRule.self,
    ColonRule.self,
    CommaRule.self,
    OpeningBraceRule.self,
    ClosingBraceRule.self,
    StatementPositionRule.self,
    ReturnArrowWhitespaceRule.self,
    MarkRule.self,
    TodoRule.self,
    EmptyParenthesesWithTrailingClosureRule.self,
    EmptyParametersRule.self,
    VoidReturnRule.self,
    RedundantVoidReturnRule.self,
    TrailingCommaRule.self,
]
