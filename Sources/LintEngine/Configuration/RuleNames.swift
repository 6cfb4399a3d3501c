import ToolCore

/// Checks the rule identifiers a configuration file lists: ours (former names
/// mapped to current ones) and the file's custom rules are kept; a SwiftLint
/// rule swiftlint-lite does not implement, or a name no one knows, is left out
/// with a warning at its place; an empty entry is skipped.
struct RuleNames {
    let registry: RuleRegistry
    let customRules: Set<String>
    let warnings: ConfigWarningCollector?

    /// The checked identifiers of the list under `key` (a list, or one name).
    ///
    /// - Parameters:
    ///   - allowingAll: `all` stands for every opt-in rule (`opt_in_rules: [all]`).
    ///   - analyzerList: `analyzer_rules`: rules that need the compiler's index, which
    ///     `analyze` runs; one of SwiftLint's not implemented here is noted.
    func checked(
        _ key: AnyKey, in container: KeyedDecodingContainer<AnyKey>, allowingAll: Bool = false, analyzerList: Bool = false
    ) throws -> Set<String> {
        var kept = Set<String>()
        for entry in try Self.list(key, in: container) {
            guard let name = entry.name, !name.isEmpty else { continue }
            var place: [any CodingKey] = container.codingPath
            place.append(key)
            if let index = entry.index { place.append(AnyKey(intValue: index)) }
            if analyzerList {
                if let rule = registry[name], rule.description.requiresIndex {
                    kept.insert(rule.identifier)
                } else if registry[name] != nil {
                    warnings?.warn(at: place, "`\(name)` is not an analyzer rule: list it in `opt_in_rules` (`lint` runs it)")
                } else if SwiftLintRuleCatalogue.entries[name]?.kind == .analyzer {
                    warnings?.warn(at: place, Self.analyzerListed(name), severity: .note)
                } else {
                    warnings?.warn(at: place, unknown(name))
                }
            } else if allowingAll, name == "all" {
                kept.formUnion(registry.rules.filter { $0.description.isOptIn && !$0.description.requiresIndex }.map { $0.identifier })
            } else if let rule = registry[name] {
                kept.insert(rule.identifier)
            } else if customRules.contains(name) || name == "custom_rules" {
                kept.insert(name)
            } else {
                warnings?.warn(at: place, unknown(name))
            }
        }
        return kept
    }

    private func unknown(_ name: String) -> String {
        if let entry = SwiftLintRuleCatalogue.entries[name] {
            return entry.kind == .analyzer ? Self.analyzerNamed(name) : Self.notImplemented(entry.identifier)
        }
        let known = registry.identifiers + Array(customRules)
        let guess = Suggestion.closest(to: name, among: known + SwiftLintRuleCatalogue.identifiers)
            .map { "; did you mean `\($0)`?" } ?? "; `swiftlint-lite rules` lists them"
        return "`\(name)` is not a rule identifier\(guess)"
    }

    static func analyzerListed(_ name: String) -> String {
        "`\(name)` is a SwiftLint analyzer rule swiftlint-lite does not implement yet, so `swiftlint-lite analyze` "
            + "does not run it (`swiftlint-lite rules --missing` lists those)"
    }

    static func analyzerNamed(_ name: String) -> String {
        "`\(name)` is a SwiftLint analyzer rule swiftlint-lite does not implement yet; skipped"
    }

    static func notImplemented(_ identifier: String) -> String {
        "`\(identifier)` is a SwiftLint rule, not implemented by swiftlint-lite; skipped "
            + "(`swiftlint-lite rules --missing` lists those)"
    }

    /// The SwiftLint rule a configuration warning says is not run here (not
    /// implemented, or an analyzer rule), if it says so.
    static func notImplementedRule(in warning: ConfigError) -> String? {
        let name = String(warning.message.dropFirst().prefix { $0 != "`" })
        let messages = [notImplemented(name), analyzerListed(name), analyzerNamed(name)]
        return messages.contains(warning.message) ? name : nil
    }

    /// The entries of a list of names, with their index, or the one name a
    /// plain string gives (SwiftLint reads `only_rules: line_length` as a list
    /// of one); an empty or null entry has no name.
    static func list(_ key: AnyKey, in container: KeyedDecodingContainer<AnyKey>) throws -> [(name: String?, index: Int?)] {
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return [] }
        if let one = try? container.decode(String.self, forKey: key) { return [(one, nil)] }
        let entries = try container.decode([String?].self, forKey: key)
        return entries.enumerated().map { ($0.element, $0.offset) }
    }
}

/// Top-level keys SwiftLint reads that change nothing in swiftlint-lite but
/// may stop it: accepted so that a SwiftLint configuration reads unchanged.
enum SwiftLintOnlyKeys {
    /// `swiftlint_version` pins the SwiftLint a configuration is written for.
    /// SwiftLint lints nothing (and exits 2) when it is another version, so a
    /// pin other than the version swiftlint-lite follows is an error here too.
    static func check(_ container: KeyedDecodingContainer<AnyKey>, warnings: ConfigWarningCollector?) throws {
        let key = AnyKey("swiftlint_version")
        guard container.contains(key) else { return }
        let pinned = (try? container.decode(String.self, forKey: key))
            ?? (try? container.decode(Double.self, forKey: key)).map { String(describing: $0) } ?? ""
        let version = SwiftLintRuleCatalogue.version
        guard pinned != version else { return }
        throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: """
            the configuration asks for SwiftLint \(pinned), and swiftlint-lite follows SwiftLint \(version): as \
            SwiftLint does when the running version is not the pinned one, nothing is linted; set \
            `swiftlint_version: \(version)` or remove the key
            """)
    }
}
