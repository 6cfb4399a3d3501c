import ToolCore

/// Applies a file's in-source commands to its violations: drops the ones a
/// command disables, and reports commands that disabled nothing (or name a
/// rule that does not exist) as `superfluous_disable_command`.
struct CommandFilter {
    static let superfluousRuleID = "superfluous_disable_command"

    let commands: [InSourceCommand]

    /// - Parameters:
    ///   - knownRules: every rule identifier there is.
    ///   - enabledRules: the rules that ran: only for those can a disable be
    ///     known to be superfluous.
    ///   - superfluousSeverity: nil when `superfluous_disable_command` is off.
    func apply(
        to violations: [Diagnostic], path: String, knownRules: Set<String>, enabledRules: Set<String>,
        superfluousSeverity: Severity?
    ) -> [Diagnostic] {
        guard !commands.isEmpty else { return violations }
        var used = Set<UsedDisable>()
        var kept = violations.filter { violation in
            guard let command = disablingCommand(for: violation) else { return true }
            used.insert(UsedDisable(command: command, rule: violation.ruleID))
            return false
        }
        if let severity = superfluousSeverity {
            kept += superfluous(used: used, path: path, knownRules: knownRules, enabledRules: enabledRules, severity: severity)
        }
        return kept
    }

    private struct UsedDisable: Hashable {
        let command: Int
        let rule: String
    }

    /// The index of the command that disables `violation`, if any.
    private func disablingCommand(for violation: Diagnostic) -> Int? {
        let rule = violation.ruleID
        // One-line commands win over the state set by whole-region ones.
        for (index, command) in commands.enumerated().reversed() where command.scope != .rest {
            guard command.rules.contains(rule) || command.coversAllRules else { continue }
            let line = switch command.scope {
            case .previous: command.line - 1
            case .next: command.line + 1
            default: command.line
            }
            if line == violation.line { return command.action == .disable ? index : nil }
        }
        let place = (violation.line, violation.column ?? Int.max)
        let deciding = commands.indices.last { index in
            let command = commands[index]
            return command.scope == .rest && (command.line, command.column) <= place
                && (command.rules.contains(rule) || command.coversAllRules)
        }
        guard let deciding, commands[deciding].action == .disable else { return nil }
        return deciding
    }

    private func superfluous(
        used: Set<UsedDisable>, path: String, knownRules: Set<String>, enabledRules: Set<String>, severity: Severity
    ) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (index, command) in commands.enumerated() where command.action == .disable {
            for rule in command.rules where rule != "all" {
                let message: String
                if !knownRules.contains(rule) {
                    let guess = Suggestion.closest(to: rule, among: knownRules).map { "; did you mean '\($0)'?" } ?? ""
                    message = "'\(rule)' is not a valid rule\(guess)"
                } else if enabledRules.contains(rule), rule != Self.superfluousRuleID,
                          !used.contains(UsedDisable(command: index, rule: rule)) {
                    message = "The disabled '\(rule)' rule was not triggered in its region; remove the disable command"
                } else {
                    continue
                }
                findings.append(Diagnostic(file: path, line: command.line, column: command.column,
                                           severity: severity, ruleID: Self.superfluousRuleID, message: message))
            }
        }
        return findings
    }
}
