import LintEngine

/// Rules that measure size and complexity against thresholds.
let metricsRules: [any Rule.Type] = [
    FileLengthRule.self,
    LineLengthRule.self,
    CyclomaticComplexityRule.self,
    FunctionBodyLengthRule.self,
    FunctionParameterCountRule.self,
    LargeTupleRule.self,
    NestingRule.self,
    TypeBodyLengthRule.self,
    EnumCaseAssociatedValuesCountRule.self,
    ClosureBodyLengthRule.self,
]
