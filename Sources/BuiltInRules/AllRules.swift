import LintEngine

/// Every rule of the catalogue, from the per-kind lists beside this file.
public let allRules: [any Rule.Type] =
    lintRules + idiomaticRules + styleRules + metricsRules + namingRules + performanceRules + concurrencyRules
        + analyzerRules

extension RuleRegistry {
    /// The registry of every rule in the catalogue, and in a team's linter its own
    /// rules too (``NativeRules``, installed before this is first read).
    public static let standard = RuleRegistry(allRules + NativeRules.compiledIn)
}
