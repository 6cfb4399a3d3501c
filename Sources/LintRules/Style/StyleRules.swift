import LintEngine

/// Rules about whitespace, punctuation and layout.
let styleRules: [any Rule.Type] = [
    TrailingWhitespaceRule.self,
]
