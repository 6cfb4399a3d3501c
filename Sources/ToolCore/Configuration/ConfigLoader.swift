import Foundation
import Yams

/// Finds, layers and decodes a tool's configuration.
///
/// Precedence, lowest first: built-in defaults < files named by `extends:` (or
/// another inheritance key) < the file < environment variables < command-line
/// flags. The file is the one given, or the first of `fileNames` found walking
/// up from the working directory to the repository root.
///
/// ```swift
/// let loader = ConfigLoader(fileNames: [".lint.yml", ".swiftlint.yml"], environmentPrefix: "SWIFTLINT_LITE_")
/// let config = try loader.load(LintConfig.self, from: FileManager.default.currentDirectoryPath)
/// ```
public struct ConfigLoader: Sendable {
    /// File names looked for, in order of preference.
    public var fileNames: [String]
    /// YAML compiled into the tool: the lowest layer.
    public var defaults: String?
    /// Variables named `PREFIX` + key (upper case; `__` between nested keys)
    /// override keys: `SWIFTLINT_LITE_STRICT=true`, `SWIFTLINT_LITE_LINE_LENGTH__WARNING=100`.
    public var environmentPrefix: String?
    /// Keys whose value names parent files (a path or a list, relative to the file).
    public var inheritanceKeys: [String]

    public init(
        fileNames: [String],
        defaults: String? = nil,
        environmentPrefix: String? = nil,
        inheritanceKeys: [String] = ["extends"]
    ) {
        self.fileNames = fileNames
        self.defaults = defaults
        self.environmentPrefix = environmentPrefix
        self.inheritanceKeys = inheritanceKeys
    }

    /// The configuration file that applies to `directory`: the first of
    /// ``fileNames`` in it or a parent, stopping at the repository root (the
    /// first folder holding `.git`).
    public func discover(from directory: String) -> String? {
        var folder = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            for name in fileNames {
                let candidate = folder.appendingPathComponent(name).path
                if FileManager.default.fileExists(atPath: candidate) { return candidate }
            }
            let isRepositoryRoot = FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path)
            let parent = folder.deletingLastPathComponent()
            if isRepositoryRoot || parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// Every layer, lowest first, ready for ``Swift/Decodable/decode(layers:)``.
    ///
    /// - Parameters:
    ///   - file: the configuration file; `nil` for none (use ``discover(from:)`` to find one).
    ///   - environment: usually `ProcessInfo.processInfo.environment`.
    ///   - overrides: command-line settings as dotted key paths and YAML values,
    ///     e.g. `["strict": "true", "line_length.warning": "100"]`.
    public func layers(
        file: String?,
        environment: [String: String] = [:],
        overrides: [String: String] = [:]
    ) throws(ConfigLoadError) -> [ConfigLayer] {
        var layers: [ConfigLayer] = []
        if let defaults { layers.append(try ConfigLayer(source: "built-in defaults", yaml: defaults)) }
        if let file { layers += try fileLayers(file, chain: []) }
        if let prefix = environmentPrefix {
            let settings = environment.filter { $0.key.hasPrefix(prefix) && $0.key.count > prefix.count }
                .map { (path: Self.keyPath(fromVariable: String($0.key.dropFirst(prefix.count))), yaml: $0.value) }
            if let layer = try Self.layer(source: "environment", settings: settings) { layers.append(layer) }
        }
        let flags = overrides.map { (path: $0.key.split(separator: ".").map(String.init), yaml: $0.value) }
        if let layer = try Self.layer(source: "command line", settings: flags) { layers.append(layer) }
        return layers
    }

    /// Layers and decodes in one step (see ``Swift/Decodable/decode(layers:appendingLists:userInfo:)``).
    public func load<Config: Decodable>(
        _ type: Config.Type,
        file: String?,
        environment: [String: String] = [:],
        overrides: [String: String] = [:],
        appendingLists: Set<String> = [],
        userInfo: [CodingUserInfoKey: any Sendable] = [:]
    ) throws(ConfigLoadError) -> Config {
        try Config.decode(
            layers: layers(file: file, environment: environment, overrides: overrides),
            appendingLists: appendingLists, userInfo: userInfo)
    }

    // MARK: - Files and inheritance

    private func fileLayers(_ path: String, chain: [String]) throws(ConfigLoadError) -> [ConfigLayer] {
        let text = try ConfigFile.readText(atPath: path)
        var layer = try ConfigLayer(source: path, yaml: text)
        var parents: [ConfigLayer] = []
        for key in inheritanceKeys {
            guard let value = layer.node.mapping.flatMap({ ConfigYAML.value(of: key, in: $0) }) else { continue }
            let names = value.sequence.map { $0.compactMap(\.string) } ?? value.string.map { [$0] } ?? []
            guard !names.isEmpty else {
                throw ConfigLoadError([ConfigError(source: path, line: value.mark?.line ?? 0, column: value.mark?.column ?? 0,
                                                   message: "`\(key)` must name a file or a list of files"), ])
            }
            for name in names {
                let parent = URL(fileURLWithPath: name, relativeTo: URL(fileURLWithPath: path).deletingLastPathComponent())
                    .standardizedFileURL.path
                guard !chain.contains(parent), parent != path else {
                    let cycle = (chain + [path, parent]).joined(separator: " → ")
                    throw ConfigLoadError([ConfigError(source: path, line: value.mark?.line ?? 0, column: value.mark?.column ?? 0,
                                                       message: "`\(key)` makes a cycle: \(cycle)"), ])
                }
                parents += try fileLayers(parent, chain: chain + [path])
            }
            layer.node = Self.removing(key, from: layer.node)
        }
        return parents + [layer]
    }

    private static func removing(_ key: String, from node: Node) -> Node {
        guard let mapping = node.mapping else { return node }
        let kept = mapping.filter { $0.key.string != key }.map { ($0.key, $0.value) }
        return .mapping(.init(kept, mapping.tag, mapping.style, mapping.mark, mapping.anchor))
    }

    // MARK: - Environment and command line

    /// `LINE_LENGTH__WARNING` → `["line_length", "warning"]`.
    static func keyPath(fromVariable name: String) -> [String] {
        name.components(separatedBy: "__").map { $0.lowercased() }
    }

    /// A layer holding the given settings, each value parsed as YAML so that
    /// `true`, `120` and `[a, b]` keep their types.
    private static func layer(
        source: String, settings: [(path: [String], yaml: String)]
    ) throws(ConfigLoadError) -> ConfigLayer? {
        guard !settings.isEmpty else { return nil }
        var root = ConfigYAML.mapping([])
        for setting in settings.sorted(by: { $0.path.lexicographicallyPrecedes($1.path) }) {
            let label = "\(source) (\(setting.path.joined(separator: ".")))"
            let value: Node
            do {
                value = try ConfigYAML.compose(setting.yaml) ?? ConfigYAML.string("")
            } catch {
                throw ConfigLoadError([ConfigError(source: label, message: "`\(setting.yaml)` is not a valid YAML value")])
            }
            let nested = setting.path.reversed().reduce(value) { inner, key in ConfigYAML.mapping([(ConfigYAML.string(key), inner)]) }
            root = root.merged(with: nested)
        }
        return ConfigLayer(source: source, node: root, hasPositions: false)
    }
}
