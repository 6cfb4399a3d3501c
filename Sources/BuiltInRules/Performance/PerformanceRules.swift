import LintEngine

/// Rules that prefer the cheaper spelling of the same result.
let performanceRules: [any Rule.Type] = [
    ReduceBooleanRule.self,
    ContainsOverFirstNotNilRule.self,
    EmptyStringRule.self,
    ContainsOverFilterIsEmptyRule.self,
    ContainsOverRangeNilComparisonRule.self,
    EmptyCollectionLiteralRule.self,
    FlatMapOverMapReduceRule.self,
    LastWhereRule.self,
    SortedFirstLastRule.self,
    ReduceIntoRule.self,
    FinalTestCaseRule.self,
]
