import ToolCore

/// Applies a file's in-source commands to its violations as SwiftLint does
/// (its `Linter` and `Region` are the reference): a violation inside a region
/// that disables its rule (or `all`) is dropped; then, with
/// `superfluous_disable_command` on, a disable of a rule that ran and found
/// nothing in its region is reported, and so is a disable naming no rule at
/// all. A disable of a rule that did not run — off in the configuration, or a
/// SwiftLint rule swiftlint-lite does not implement — is never superfluous:
/// nothing says it would have found nothing.
struct CommandFilter {
    static let superfluousRuleID = "superfluous_disable_command"

    let regions: [CommandRegion]

    /// What the checks need to know about the run.
    struct Rules {
        /// The identifiers a disable may name besides SwiftLint's: ours, the
        /// custom rules', `all` and `custom_rules`.
        let ours: Set<String>
        /// Every identifier a disable may name. SwiftLint's are added only here,
        /// when a file's commands name a rule: reading their list costs a
        /// fifth of a run's start-up.
        var known: Set<String> { ours.union(SwiftLintRuleCatalogue.entries.keys) }
        /// The rules that ran (custom ones included).
        let ran: Set<String>
        /// The custom rules that ran: `custom_rules` disables them all.
        let custom: Set<String>
        /// nil when `superfluous_disable_command` is off.
        let superfluousSeverity: Severity?
    }

    func apply(to violations: [Diagnostic], path: String, rules: Rules) -> [Diagnostic] {
        guard !regions.isEmpty else { return violations }
        var kept = violations.filter { violation in
            guard let region = regions.first(where: { $0.contains(Self.location(of: violation)) }) else { return true }
            return !Self.disables(region, violation.ruleID, rules: rules)
        }
        if let severity = rules.superfluousSeverity {
            let findings = unused(by: violations, rules: rules) + unknown(rules: rules)
            kept += findings.map { place, message in
                // A `:previous`/`:this`/`:next` command acts on a whole line: SwiftLint names the line only.
                Diagnostic(file: path, line: place.line, column: place.column, severity: severity,
                           ruleID: Self.superfluousRuleID, message: message)
            }
        }
        return kept
    }

    private static func location(of violation: Diagnostic) -> CommandLocation {
        CommandLocation(line: violation.line, column: violation.column)
    }

    private static func disables(_ region: CommandRegion, _ rule: String, rules: Rules) -> Bool {
        region.disabled.contains(rule) || region.disabled.contains("all")
            || (rules.custom.contains(rule) && region.disabled.contains("custom_rules"))
    }

    /// Disables of rules that ran, in regions where their rule found nothing.
    private func unused(by violations: [Diagnostic], rules: Rules) -> [(CommandLocation, String)] {
        let perIdentifier = CommandRegions.perIdentifier(regions)
        let exempt = perIdentifier.filter { [Self.superfluousRuleID, "all"].contains($0.identifier) }.map(\.region)
        return perIdentifier.compactMap { identifier, region in
            guard rules.ran.contains(identifier) || (identifier == "custom_rules" && !rules.custom.isEmpty),
                  !exempt.contains(where: { $0.contains(region.start) })
            else { return nil }
            let triggered = violations.contains { violation in
                (violation.ruleID == identifier || (identifier == "custom_rules" && rules.custom.contains(violation.ruleID)))
                    && region.contains(Self.location(of: violation))
            }
            guard !triggered else { return nil }
            return (region.start, "SwiftLint rule '\(identifier)' did not trigger a violation in the disabled region; "
                + "remove the disable command")
        }
    }

    /// Disabled identifiers that name no rule, once per region they stay disabled in.
    private func unknown(rules: Rules) -> [(CommandLocation, String)] {
        let known = rules.known
        return regions.flatMap { region -> [(CommandLocation, String)] in
            guard !region.disabled.contains("all"), !region.disabled.contains(Self.superfluousRuleID) else { return [] }
            return region.disabled.subtracting(known).sorted().map { identifier in
                let guess = Suggestion.closest(to: identifier, among: known).map { "; did you mean '\($0)'?" } ?? ""
                return (region.start, "'\(identifier)' is not a valid SwiftLint rule; remove it from the disable command\(guess)")
            }
        }
    }
}
