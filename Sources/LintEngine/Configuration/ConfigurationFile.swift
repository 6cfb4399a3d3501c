import ToolCore

/// What one `.swiftlint.yml` / `.lint.yml` says, read as SwiftLint reads it:
/// every key SwiftLint accepts, rule identifiers checked against ours and
/// SwiftLint's, and what it reads past (an unknown key, a SwiftLint rule
/// swiftlint-lite does not implement, a rule block of the wrong shape)
/// reported as a warning through ``Swift/Decoder/configWarnings`` rather than
/// refused. ``LintConfiguration`` merges such files into what a run uses.
struct ConfigurationFile: Decodable {
    var rules = RuleSelection.defaults
    /// `only_rules` beside `disabled_rules` or `opt_in_rules` in the same file:
    /// SwiftLint refuses the whole configuration.
    var mixesOnlyRules = false
    var ruleOptions: [String: any RuleOptions] = [:]
    var customRules: [CustomRuleDefinition] = []
    /// As written: relative to the file's folder, or absolute; paths or globs.
    var included: [String] = []
    var excluded: [String] = []
    var reporter: String?
    var strict = false
    var lenient = false
    var warningThreshold: Int?
    var allowZeroLintableFiles = false
    var maxFileSize: Int?
    var cachePath: String?
    /// Ours: the team's rules package (`native_rules: {path: BuiltInRules}`).
    var nativeRules: String?
    var baseline: String?
    var writeBaseline: String?
    /// Ours: every configuration warning is an error.
    var strictConfig = false

    /// Keys besides rule identifiers: SwiftLint's, then swiftlint-lite's own.
    static let topLevelKeys = [
        "disabled_rules", "opt_in_rules", "enabled_rules", "only_rules", "analyzer_rules", "included", "excluded",
        "reporter", "strict", "lenient", "warning_threshold", "allow_zero_lintable_files", "custom_rules", "cache_path",
        "check_for_updates", "swiftlint_version", "indentation", "baseline", "write_baseline", "strict_baseline",
        "remote_timeout", "remote_timeout_if_cached", "child_config", "parent_config",
        "max_file_size_mb", "strict_config", "extends", "native_rules",
    ]

    /// `decoder.userInfo` must carry the ``RuleRegistry`` under this key.
    static let registryKey = CodingUserInfoKey(rawValue: "swiftlint-lite.rule-registry")!

    init() {}

    init(from decoder: any Decoder) throws {
        guard let registry = decoder.userInfo[Self.registryKey] as? RuleRegistry else {
            preconditionFailure("decode a ConfigurationFile with its RuleRegistry in userInfo")
        }
        let container = try decoder.container(keyedBy: AnyKey.self)
        let warnings = decoder.configWarnings
        // Offer every valid key as a suggestion for a misspelt one: asking
        // `contains` tells the configuration decoder the key is known.
        for name in Self.topLevelKeys + registry.identifiers { _ = container.contains(AnyKey(name)) }
        try readSettings(from: container, warnings: warnings)
        let custom = try container.decodeIfPresent([String: CustomRuleDefinition].self, forKey: AnyKey("custom_rules")) ?? [:]
        customRules = custom.map { $0.value.named($0.key) }.sorted { $0.identifier < $1.identifier }
        let names = RuleNames(registry: registry, customRules: Set(custom.keys), warnings: warnings)
        try readRuleLists(from: container, names: names)
        readRuleOptions(from: container, registry: registry, warnings: warnings)
    }

    private mutating func readSettings(from container: KeyedDecodingContainer<AnyKey>, warnings: ConfigWarningCollector?) throws {
        included = try RuleNames.list(AnyKey("included"), in: container).compactMap(\.name)
        excluded = try RuleNames.list(AnyKey("excluded"), in: container).compactMap(\.name)
        reporter = try container.decodeIfPresent(String.self, forKey: AnyKey("reporter"))
        strict = try container.decodeIfPresent(Bool.self, forKey: AnyKey("strict")) ?? false
        lenient = try container.decodeIfPresent(Bool.self, forKey: AnyKey("lenient")) ?? false
        strictConfig = try container.decodeIfPresent(Bool.self, forKey: AnyKey("strict_config")) ?? false
        warningThreshold = try container.decodeIfPresent(Int.self, forKey: AnyKey("warning_threshold"))
        allowZeroLintableFiles = try container.decodeIfPresent(Bool.self, forKey: AnyKey("allow_zero_lintable_files")) ?? false
        cachePath = try container.decodeIfPresent(String.self, forKey: AnyKey("cache_path"))
        nativeRules = try container.decodeIfPresent(NativeRulesSetting.self, forKey: AnyKey("native_rules"))?.path
        baseline = try container.decodeIfPresent(String.self, forKey: AnyKey("baseline"))
        writeBaseline = try container.decodeIfPresent(String.self, forKey: AnyKey("write_baseline"))
        if let megabytes = try container.decodeIfPresent(Int.self, forKey: AnyKey("max_file_size_mb")) {
            guard megabytes > 0 else {
                throw DecodingError.dataCorruptedError(forKey: AnyKey("max_file_size_mb"), in: container,
                                                       debugDescription: "must be a positive number of MiB, got \(megabytes)")
            }
            maxFileSize = megabytes << 20
        }
        try SwiftLintOnlyKeys.check(container, warnings: warnings)
    }

    private mutating func readRuleLists(from container: KeyedDecodingContainer<AnyKey>, names: RuleNames) throws {
        // `enabled_rules` is SwiftLint's former name of `opt_in_rules`, read only without it.
        let optInKey = container.contains(AnyKey("opt_in_rules")) ? "opt_in_rules" : "enabled_rules"
        let disabled = try names.checked(AnyKey("disabled_rules"), in: container)
        let optIn = try names.checked(AnyKey(optInKey), in: container, allowingAll: true)
        let only = try names.checked(AnyKey("only_rules"), in: container)
        // As SwiftLint: analyzer rules join the opt-ins, or the `only_rules` list;
        // only `analyze` runs them.
        let analyzer = try names.checked(AnyKey("analyzer_rules"), in: container, analyzerList: true)
        if !only.isEmpty {
            mixesOnlyRules = !disabled.isEmpty || !optIn.isEmpty
            rules = .only(only.union(analyzer))
        } else {
            rules = .standard(disabled: disabled, optIn: optIn.union(analyzer))
        }
    }

    /// Each rule's block. One of the wrong shape is left out with a warning
    /// and the rule keeps its defaults, as in SwiftLint.
    private mutating func readRuleOptions(
        from container: KeyedDecodingContainer<AnyKey>, registry: RuleRegistry, warnings: ConfigWarningCollector?
    ) {
        for key in container.allKeys {
            guard let rule = registry[key.stringValue] else {
                if let entry = SwiftLintRuleCatalogue.entries[key.stringValue], !Self.topLevelKeys.contains(key.stringValue) {
                    _ = container.contains(key)
                    let message = entry.kind == .analyzer
                        ? RuleNames.analyzerNamed(entry.identifier) : RuleNames.notImplemented(entry.identifier)
                    warnings?.warn(at: container.codingPath + [key], message, atKey: true)
                }
                continue
            }
            do {
                ruleOptions[rule.identifier] = try rule.decodeOptions(from: container.superDecoder(forKey: key))
            } catch {
                warnings?.warn(at: container.codingPath + [key], "invalid configuration for the `\(rule.identifier)` rule: "
                    + "\(ConfigError.describe(error)); it keeps its defaults, as in SwiftLint")
            }
        }
    }
}

/// A coding key for any string or list index.
struct AnyKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init(_ string: String) { stringValue = string; intValue = nil }
    init(stringValue: String) { self.init(stringValue) }
    init(intValue: Int) { stringValue = String(intValue); self.intValue = intValue }
}

/// `native_rules: {path: BuiltInRules}`: where the team's rules package is, relative to the file.
private struct NativeRulesSetting: Decodable {
    let path: String
}
