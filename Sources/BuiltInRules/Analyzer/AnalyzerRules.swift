import LintEngine

/// Rules that need the compiler's index (SwiftLint's analyzer rules): `analyze` runs them.
let analyzerRules: [any Rule.Type] = [
    ExplicitSelfRule.self,
    TypesafeArrayInitRule.self,
    CaptureVariableRule.self,
    UnusedDeclarationRule.self,
    UnusedImportRule.self,
]
