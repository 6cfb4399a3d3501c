import Foundation
import ToolCore
import Yams

extension LintConfiguration {
    /// How the configuration is found, and the `SWIFTLINT_LITE_*` variables
    /// that override its keys: `.lint.yml`, else `.swiftlint.yml`, from the
    /// working directory up to the repository root.
    public static let loader = ConfigLoader(
        fileNames: [".lint.yml", ".swiftlint.yml"],
        environmentPrefix: "SWIFTLINT_LITE_",
        inheritanceKeys: []
    )

    /// Loads the configuration made of `files` — each a child of the one
    /// before, as SwiftLint chains repeated `--config` — with the files they
    /// name by `parent_config`, `child_config` (or our `extends`); none: the
    /// defaults. Variables and `overrides` are laid over the last file.
    ///
    /// What SwiftLint reads past comes back in ``warnings``. `only_rules`
    /// beside `disabled_rules` or `opt_in_rules` in one file makes SwiftLint
    /// drop the configuration: an error for `explicit` files (`--config`), else
    /// a warning and the defaults, as SwiftLint does.
    ///
    /// - Parameter environment: the `SWIFTLINT_LITE_*` variables, and those `${NAME}` in values name.
    public static func load(
        files: [String], registry: RuleRegistry, environment: [String: String] = [:],
        overrides: [String: String] = [:], explicit: Bool = true, followingReferences: Bool = true
    ) throws(ConfigLoadError) -> LintConfiguration {
        // Nothing configured: the defaults, without building a single YAML node
        // (Yams compiles its resolver's regular expressions on the first one).
        let configuresSomething = !overrides.isEmpty
            || environment.keys.contains { $0.hasPrefix(loader.environmentPrefix ?? "\u{0}") }
            || files.contains { !ConfigLayer.isBlankFile(atPath: $0) }
        guard configuresSomething else {
            var defaults = LintConfiguration()
            defaults.files = files
            return defaults
        }
        var chain = ConfigurationChain(explicit: explicit, followingReferences: followingReferences)
        for file in files { try chain.add(file) }
        var links = chain.links
        let overlay = try loader.layers(file: nil, environment: environment, overrides: overrides)
        if !overlay.isEmpty { links = ConfigurationChain.laying(overlay, over: links) }
        var configuration = try decode(links, registry: registry, environment: environment, explicit: explicit)
        configuration.warnings = chain.warnings + configuration.warnings
        return configuration
    }

    /// Decodes configuration text (for tests and inline configurations); its
    /// warnings are in ``warnings``.
    public static func parse(
        yaml: String, source: String = ".lint.yml", registry: RuleRegistry, environment: [String: String] = [:]
    ) throws(ConfigLoadError) -> LintConfiguration {
        let layer = try ConfigLayer(source: source, yaml: yaml)
        let folder = (Paths.absolute(source) as NSString).deletingLastPathComponent
        return try decode([(layer, folder)], registry: registry, environment: environment, explicit: true)
    }

    /// Every link decoded on its own and merged onto the one before.
    private static func decode(
        _ links: [(layer: ConfigLayer, folder: String)], registry: RuleRegistry, environment: [String: String], explicit: Bool
    ) throws(ConfigLoadError) -> LintConfiguration {
        var merged: LintConfiguration?
        for link in links {
            var layer = link.layer
            let folder = link.folder
            layer.node = EnvironmentSubstitution.apply(to: layer.node) { environment[$0] ?? EnvironmentVariables.value($0) }
            let (file, warnings) = try ConfigurationFile.decodeWithWarnings(
                layers: [layer], userInfo: [ConfigurationFile.registryKey: registry])
            if file.mixesOnlyRules {
                return try fallBack(from: layer, explicit: explicit, warnings: warnings)
            }
            var configuration = LintConfiguration(file, folder: folder)
            configuration.files = layer.hasPositions ? [layer.source] : []
            configuration.fingerprint = ConfigLayer.fingerprint(of: [layer, ConfigLayer(source: "folder", string: folder)])
            configuration.warnings = warnings
            merged = merged.map { $0.merged(withChild: configuration, registry: registry) } ?? configuration
        }
        return merged ?? LintConfiguration()
    }

    /// SwiftLint refuses a file with `only_rules` beside `disabled_rules` or
    /// `opt_in_rules`: with `--config`, an error; without, the defaults.
    private static func fallBack(
        from layer: ConfigLayer, explicit: Bool, warnings: [ConfigError]
    ) throws(ConfigLoadError) -> LintConfiguration {
        let mark = layer.value(of: "only_rules")?.mark
        var problem = ConfigError(source: layer.source, line: mark?.line ?? 0, column: mark?.column ?? 0,
                                  message: "`disabled_rules` or `opt_in_rules` cannot be used in combination with `only_rules`")
        guard !explicit else { throw ConfigLoadError([problem]) }
        problem.severity = ConfigError.Severity.warning
        problem.message += "; SwiftLint then falls back to the default configuration, and so does swiftlint-lite"
        var defaults = LintConfiguration()
        defaults.warnings = warnings + [problem]
        return defaults
    }

    /// The configuration as `--strict-config` (or `strict_config: true`)
    /// wants it: every warning an error.
    ///
    /// - Throws: ``ConfigLoadError`` with every warning, as errors, when there is one.
    public func checkedStrictly(_ strict: Bool) throws(ConfigLoadError) {
        guard strict || strictConfig else { return }
        let errors = warnings.filter { $0.severity == .warning }.map(\.asError)
        if !errors.isEmpty { throw ConfigLoadError(errors) }
    }
}
