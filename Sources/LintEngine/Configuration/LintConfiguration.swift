import Foundation
import ToolCore

/// What a lint run uses: one configuration file, or several merged as
/// SwiftLint merges them (``merged(withChild:)``): `parent_config` /
/// `child_config`, repeated `--config`, a nested `.swiftlint.yml` over the
/// configuration above it.
public struct LintConfiguration: Sendable {
    /// Which rules run.
    public var rules = RuleSelection.defaults
    /// Options of the rules configured by their identifier key (a rule's whole block).
    public var ruleOptions: [String: any RuleOptions] = [:]
    public var customRules: [CustomRuleDefinition] = []
    /// Paths or globs to lint, absolute (each file's entries resolved against its folder); empty: everything.
    public var included: [String] = []
    /// Absolute paths or globs never linted.
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
    /// Whether a file set `max_file_size_mb` (a child that does not keeps its parent's).
    var setsMaxFileSize = false
    public var cachePath: String?
    /// The folder of the team's rules package (`native_rules: {path: …}`), absolute:
    /// its rules run in a linter of their own that every front end hands off to.
    public var nativeRules: String?
    public var baseline: String?
    public var writeBaseline: String?
    /// Configuration warnings are errors (`strict_config`, ours; `--strict-config`).
    public var strictConfig = false
    /// The files it was read from, lowest precedence first (empty for the defaults).
    public var files: [String] = []
    /// A digest of everything the configuration says (see ``ToolCore/ConfigLayer/fingerprint(of:)``).
    public var fingerprint = ConfigLayer.fingerprint(of: [])
    /// What its files say that swiftlint-lite read past, in file order.
    public var warnings: [ConfigError] = []

    /// The default configuration: default rules, default options.
    public init() {}

    /// What one file says, its relative paths resolved against `folder`.
    init(_ file: ConfigurationFile, folder: String) {
        let resolve = { (entry: String) in Paths.absolute(entry, base: folder) }
        rules = file.rules
        ruleOptions = file.ruleOptions
        customRules = file.customRules
        included = file.included.map(resolve)
        excluded = file.excluded.map(resolve)
        reporter = file.reporter
        strict = file.strict
        lenient = file.lenient
        warningThreshold = file.warningThreshold
        allowZeroLintableFiles = file.allowZeroLintableFiles
        maxFileSize = file.maxFileSize ?? maxFileSize
        setsMaxFileSize = file.maxFileSize != nil
        cachePath = file.cachePath.map(resolve)
        nativeRules = file.nativeRules.map(resolve)
        baseline = file.baseline.map(resolve)
        writeBaseline = file.writeBaseline.map(resolve)
        strictConfig = file.strictConfig
    }

    /// This configuration with `child` laid over it, field by field as
    /// SwiftLint's `merged(withChild:)` does: rule lists as
    /// ``RuleSelection/merged(withChild:isOptIn:)``; a rule's block from the
    /// child replaces the parent's whole; custom rules add up (the child's win);
    /// `included` and `excluded` add up, each side dropping what the other
    /// lists the other way; `reporter` and `cache_path` stay the parent's;
    /// `warning_threshold` is the lower; `strict`, `lenient`,
    /// `allow_zero_lintable_files` and the baselines are the child's, set or not.
    public func merged(withChild child: LintConfiguration, registry: RuleRegistry) -> LintConfiguration {
        var merged = child
        merged.rules = rules.merged(withChild: child.rules) { registry[$0]?.description.isOptIn ?? false }
        merged.ruleOptions = ruleOptions.merging(child.ruleOptions) { _, childs in childs }
        let redefined = Set(child.customRules.map(\.identifier))
        merged.customRules = (child.customRules + customRules.filter { !redefined.contains($0.identifier) })
            .sorted { $0.identifier < $1.identifier }
        merged.included = included.filter { !child.excluded.contains($0) } + child.included
        merged.excluded = excluded.filter { !child.included.contains($0) } + child.excluded
        merged.reporter = reporter
        merged.cachePath = cachePath
        merged.nativeRules = child.nativeRules ?? nativeRules
        merged.warningThreshold = [warningThreshold, child.warningThreshold].compactMap { $0 }.min()
        if !child.setsMaxFileSize {
            merged.maxFileSize = maxFileSize
            merged.setsMaxFileSize = setsMaxFileSize
        }
        merged.strictConfig = strictConfig || child.strictConfig
        merged.files = files + child.files
        merged.fingerprint = ContentHash.hex((fingerprint + child.fingerprint).utf8)
        merged.warnings = warnings + child.warnings
        return merged
    }

    /// Only `rules` run, whatever the files enable (`--only-rule`, the editor's
    /// `onlyRules`). The fingerprint says so: it keys the cached results, which must
    /// not be a run's with other rules.
    public mutating func runOnly(_ rules: Set<String>) {
        self.rules = .onlyCommandLine(rules)
        fingerprint = ContentHash.hex((fingerprint + "\nonly " + rules.sorted().joined(separator: ",")).utf8)
    }

    /// The rules that run, configured.
    public func enabledRules(from registry: RuleRegistry) -> [any Rule] {
        registry.rules
            .filter { rules.selects($0.identifier, isOptIn: $0.description.isOptIn) }
            .map { $0.configured(ruleOptions[$0.identifier]) }
    }

    /// The SwiftLint rules its files name that swiftlint-lite does not implement.
    public var namedSwiftLintRulesNotImplemented: Set<String> {
        Set(warnings.compactMap(RuleNames.notImplementedRule))
    }

    /// The custom rules that run.
    public var enabledCustomRules: [CustomRuleDefinition] {
        customRules.filter { rules.selectsCustomRule($0.identifier) }
    }
}
