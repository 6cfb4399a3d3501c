import Foundation
import ToolCore

extension LintConfiguration {
    /// How `.lint.yml` is found and layered: `.lint.yml`, else `.swiftlint.yml`,
    /// from the working directory up to the repository root; `parent_config:` or
    /// `extends:` name parent files; `SWIFTLINT_LITE_*` variables override keys.
    public static let loader = ConfigLoader(
        fileNames: [".lint.yml", ".swiftlint.yml"],
        environmentPrefix: "SWIFTLINT_LITE_",
        inheritanceKeys: ["parent_config", "extends"]
    )

    /// Loads the configuration made of `files` (later ones win; none: the defaults).
    public static func load(
        files: [String], registry: RuleRegistry, environment: [String: String] = [:],
        overrides: [String: String] = [:]
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
        var layers: [ConfigLayer] = []
        for file in files { layers += try loader.layers(file: file) }
        layers += try loader.layers(file: nil, environment: environment, overrides: overrides)
        var configuration = try decode(layers: layers, appendingLists: appendingLists, userInfo: [registryKey: registry])
        configuration.fingerprint = ConfigLayer.fingerprint(of: layers)
        configuration.files = files
        return configuration
    }

    /// Decodes configuration text (for tests and `--config` given inline).
    public static func parse(
        yaml: String, source: String = ".lint.yml", registry: RuleRegistry
    ) throws(ConfigLoadError) -> LintConfiguration {
        try decode(layers: [ConfigLayer(source: source, yaml: yaml)], userInfo: [registryKey: registry])
    }
}
