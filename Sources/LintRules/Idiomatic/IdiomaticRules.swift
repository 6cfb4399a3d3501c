import LintEngine

/// Rules that prefer the safe, idiomatic spelling of a construct.
let idiomaticRules: [any Rule.Type] = [
    ForceCastRule.self,
    ContainsOverFilterCountRule.self,
    EmptyCountRule.self,
    FatalErrorMessageRule.self,
    FirstWhereRule.self,
    ForceTryRule.self,
    ForceUnwrappingRule.self,
    ImplicitlyUnwrappedOptionalRule.self,
    LegacyConstructorRule.self,
    RedundantDiscardableLetRule.self,
    RedundantOptionalInitializationRule.self,
    SyntacticSugarRule.self,
    ToggleBoolRule.self,
    UnusedClosureParameterRule.self,
]
