import LintEngine

/// Rules that prefer the safe, idiomatic spelling of a construct.
let idiomaticRules: [any Rule.Type] = [
    ForceCastRule.self,
]
