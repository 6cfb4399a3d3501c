import LintEngine

/// Rules about the names of identifiers and types.
let namingRules: [any Rule.Type] = [
    GenericTypeNameRule.self,
    IdentifierNameRule.self,
    TypeNameRule.self,
]
