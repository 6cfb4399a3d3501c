import LintEngine

/// Every rule of the catalogue. Add a new rule's type here.
public let allRules: [any Rule.Type] = [
    FileLengthRule.self,
    ForceCastRule.self,
    LineLengthRule.self,
    SuperfluousDisableCommandRule.self,
    SyntaxErrorRule.self,
    TrailingWhitespaceRule.self,
]

extension RuleRegistry {
    /// The registry of every rule in the catalogue.
    public static let standard = RuleRegistry(allRules)
}
