/// Which rules run, as SwiftLint's configuration says it (its "rules mode"):
/// the default rules plus opt-ins minus disabled ones, or exactly a list.
/// Identifiers here are current ones (former identifiers already mapped).
public enum RuleSelection: Equatable, Sendable {
    /// `disabled_rules` and `opt_in_rules`: every default rule not disabled, and the opted-in ones.
    case standard(disabled: Set<String>, optIn: Set<String>)
    /// `only_rules:` in a configuration file.
    case only(Set<String>)
    /// `--only-rule` on the command line: wins over every file.
    case onlyCommandLine(Set<String>)

    public static let defaults = RuleSelection.standard(disabled: [], optIn: [])

    /// This selection with a child configuration's laid over it, as SwiftLint
    /// merges them (`child_config`, a later `--config`, a nested `.swiftlint.yml`):
    /// a child's opt-in re-enables what the parent disabled, a child's disable
    /// removes a parent's opt-in, a child's `only_rules` replaces the parent's
    /// choice, and `--only-rule` stays as it is but loses what a child disables.
    ///
    /// - Parameter isOptIn: whether a rule is opt-in (an opt-in list keeps only those).
    public func merged(withChild child: RuleSelection, isOptIn: (String) -> Bool) -> RuleSelection {
        switch (child, self) {
        case (.onlyCommandLine, _):
            return child
        case (.only, .onlyCommandLine):
            return self
        case (.only, _):
            return child
        case (.standard(let disabled, _), .onlyCommandLine(let rules)):
            return .onlyCommandLine(rules.subtracting(disabled))
        case (.standard(let disabled, let optIn), .only(let rules)):
            return .only(optIn.union(rules).subtracting(disabled))
        case (.standard(let disabled, let optIn), .standard(let parentDisabled, let parentOptIn)):
            return .standard(disabled: disabled.union(parentDisabled.subtracting(optIn)),
                             optIn: optIn.union(parentOptIn.subtracting(disabled)).filter(isOptIn))
        }
    }

    /// The same choice with `identifier` turned on (`analyze --dead-code` turns on `unused_declaration`).
    public func including(_ identifier: String) -> RuleSelection {
        switch self {
        case .standard(let disabled, let optIn):
            .standard(disabled: disabled.subtracting([identifier]), optIn: optIn.union([identifier]))
        case .only(let rules):
            .only(rules.union([identifier]))
        case .onlyCommandLine(let rules):
            .onlyCommandLine(rules.union([identifier]))
        }
    }

    /// Whether the rule `identifier` runs (`isOptIn`: it is off by default).
    public func selects(_ identifier: String, isOptIn: Bool) -> Bool {
        switch self {
        case .standard(let disabled, let optIn):
            !disabled.contains(identifier) && (!isOptIn || optIn.contains(identifier))
        case .only(let rules), .onlyCommandLine(let rules):
            rules.contains(identifier)
        }
    }

    /// Whether the custom rule `identifier` runs: listed by its own name or
    /// as `custom_rules` where a list decides, not disabled otherwise.
    public func selectsCustomRule(_ identifier: String) -> Bool {
        switch self {
        case .standard(let disabled, _):
            !disabled.contains(identifier) && !disabled.contains("custom_rules")
        case .only(let rules), .onlyCommandLine(let rules):
            rules.contains(identifier) || rules.contains("custom_rules")
        }
    }
}
