import Foundation
import ToolCore

/// `.lint.yml`: SwiftLint's `.swiftlint.yml` keys, read with the same shapes.
public struct LintConfiguration: Decodable, Sendable {
    public var disabledRules: [String] = []
    public var optInRules: [String] = []
    /// When set, exactly these rules run.
    public var onlyRules: [String]?
    /// Paths or globs to lint (relative to the configuration's folder); empty: everything.
    public var included: [String] = []
    /// Paths or globs never linted.
    public var excluded: [String] = []
    public var reporter: String?
    /// Warnings count as errors.
    public var strict = false
    /// Errors count as warnings.
    public var lenient = false
    /// More warnings than this fail the run as an error would.
    public var warningThreshold: Int?
    public var allowZeroLintableFiles = false
    /// Larger source files are reported and skipped (`max_file_size_mb`, ours).
    public var maxFileSize = SourceFile.defaultSizeLimit
    /// Options of rules configured by their identifier key.
    public var ruleOptions: [String: any RuleOptions] = [:]
    public var customRules: [CustomRuleDefinition] = []
    /// The files it was read from, lowest precedence first (empty for the defaults).
    public var files: [String] = []
    /// A digest of everything the configuration says (see ``ToolCore/ConfigLayer/fingerprint(of:)``).
    public var fingerprint = ConfigLayer.fingerprint(of: [])

    /// The default configuration: default rules, default options.
    public init() {}

    /// Keys whose lists add up from a parent configuration to its child.
    public static let appendingLists: Set<String> = ["disabled_rules", "opt_in_rules", "included", "excluded"]

    /// `decoder.userInfo` must carry the ``RuleRegistry`` under this key.
    public static let registryKey = CodingUserInfoKey(rawValue: "swiftlint-lite.rule-registry")!

    /// Every top-level key besides rule identifiers. The last four are
    /// SwiftLint's, accepted for compatibility; they change nothing here.
    static let topLevelKeys = [
        "disabled_rules", "opt_in_rules", "only_rules", "included", "excluded", "reporter", "strict", "lenient",
        "warning_threshold", "allow_zero_lintable_files", "custom_rules", "max_file_size_mb",
        "analyzer_rules", "check_for_updates", "baseline", "write_baseline",
    ]

    public init(from decoder: any Decoder) throws {
        guard let registry = decoder.userInfo[Self.registryKey] as? RuleRegistry else {
            preconditionFailure("decode LintConfiguration with its RuleRegistry in userInfo")
        }
        let container = try decoder.container(keyedBy: AnyKey.self)
        // Offer every valid key as a suggestion for a misspelt one: asking
        // `contains` tells the configuration decoder the key is known.
        for name in Self.topLevelKeys + registry.identifiers { _ = container.contains(AnyKey(name)) }

        disabledRules = try container.decodeIfPresent([String].self, forKey: AnyKey("disabled_rules")) ?? []
        optInRules = try container.decodeIfPresent([String].self, forKey: AnyKey("opt_in_rules")) ?? []
        onlyRules = try container.decodeIfPresent([String].self, forKey: AnyKey("only_rules"))
        included = try container.decodeIfPresent([String].self, forKey: AnyKey("included")) ?? []
        excluded = try container.decodeIfPresent([String].self, forKey: AnyKey("excluded")) ?? []
        reporter = try container.decodeIfPresent(String.self, forKey: AnyKey("reporter"))
        strict = try container.decodeIfPresent(Bool.self, forKey: AnyKey("strict")) ?? false
        lenient = try container.decodeIfPresent(Bool.self, forKey: AnyKey("lenient")) ?? false
        warningThreshold = try container.decodeIfPresent(Int.self, forKey: AnyKey("warning_threshold"))
        allowZeroLintableFiles = try container.decodeIfPresent(Bool.self, forKey: AnyKey("allow_zero_lintable_files")) ?? false
        if let megabytes = try container.decodeIfPresent(Int.self, forKey: AnyKey("max_file_size_mb")) {
            guard megabytes > 0 else {
                throw DecodingError.dataCorruptedError(forKey: AnyKey("max_file_size_mb"), in: container,
                                                       debugDescription: "must be a positive number of MiB, got \(megabytes)")
            }
            maxFileSize = megabytes << 20
        }
        let custom = try container.decodeIfPresent([String: CustomRuleDefinition].self, forKey: AnyKey("custom_rules")) ?? [:]
        customRules = custom.map { $0.value.named($0.key) }.sorted { $0.identifier < $1.identifier }

        for key in container.allKeys {
            guard let rule = registry[key.stringValue] else { continue }
            ruleOptions[rule.identifier] = try rule.decodeOptions(from: container.superDecoder(forKey: key))
        }
        let customNames = Set(custom.keys)
        try Self.checkRuleNames(disabledRules, key: "disabled_rules", registry: registry, custom: customNames, container: container)
        try Self.checkRuleNames(optInRules, key: "opt_in_rules", registry: registry, custom: customNames, container: container)
        try Self.checkRuleNames(onlyRules ?? [], key: "only_rules", registry: registry, custom: customNames, container: container)
        // A renamed rule answers to its former identifier too.
        disabledRules = disabledRules.map(registry.canonical)
        optInRules = optInRules.map(registry.canonical)
        onlyRules = onlyRules?.map(registry.canonical)
    }

    private static func checkRuleNames(
        _ names: [String], key: String, registry: RuleRegistry, custom: Set<String>,
        container: KeyedDecodingContainer<AnyKey>
    ) throws {
        for (index, name) in names.enumerated() where registry[name] == nil && !custom.contains(name) {
            let guess = Suggestion.closest(to: name, among: registry.identifiers).map { "; did you mean `\($0)`?" }
                ?? "; `swiftlint-lite rules` lists them"
            var list = try container.nestedUnkeyedContainer(forKey: AnyKey(key))
            for _ in 0..<index { _ = try list.decode(String.self) }
            throw DecodingError.dataCorruptedError(in: list, debugDescription: "unknown rule `\(name)`\(guess)")
        }
    }

    /// The rules that run, configured: the defaults and opt-ins minus the
    /// disabled ones, or exactly `only_rules`.
    public func enabledRules(from registry: RuleRegistry) -> [any Rule] {
        let chosen: [any Rule.Type]
        if let onlyRules {
            chosen = registry.rules.filter { onlyRules.contains($0.identifier) }
        } else {
            let optIn = Set(optInRules), disabled = Set(disabledRules)
            chosen = registry.rules.filter { rule in
                (!rule.description.isOptIn || optIn.contains(rule.identifier)) && !disabled.contains(rule.identifier)
            }
        }
        return chosen.map { $0.configured(ruleOptions[$0.identifier]) }
    }
}

/// A coding key for any string.
struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
