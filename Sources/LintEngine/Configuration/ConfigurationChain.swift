import Foundation
import ToolCore
import Yams

/// The configuration files of a run in merge order, as SwiftLint's file graph
/// walks them: each file's `parent_config` (and our `extends`) before it, its
/// `child_config` after it, every reference relative to the file naming it.
struct ConfigurationChain {
    /// Each file's layer (references removed) and its folder, root ancestor first.
    private(set) var links: [(layer: ConfigLayer, folder: String)] = []
    /// References read past: a local file that is not there, a remote one.
    private(set) var warnings: [ConfigError] = []
    /// A missing file named on the command line is an error; one a file names, a warning (as in SwiftLint).
    let explicit: Bool
    /// False for a nested configuration, whose references SwiftLint ignores.
    let followingReferences: Bool

    init(explicit: Bool, followingReferences: Bool) {
        self.explicit = explicit
        self.followingReferences = followingReferences
    }

    static let parentKeys = ["parent_config", "extends"]
    static let childKey = "child_config"

    mutating func add(_ path: String) throws(ConfigLoadError) {
        try add(Paths.absolute(path), through: [])
    }

    private mutating func add(_ path: String, through chain: [String]) throws(ConfigLoadError) {
        guard !chain.contains(path), !links.contains(where: { $0.layer.source == path }) else {
            throw ConfigLoadError([ConfigError(source: chain.last ?? path, message: "the configuration files name each other "
                + "in a cycle (`parent_config` / `child_config`): \((chain + [path]).joined(separator: " → "))")])
        }
        var layer = try ConfigLayer(contentsOf: path)
        let folder = (path as NSString).deletingLastPathComponent
        let parents = Self.parentKeys.flatMap { references(under: $0, in: layer) }
        let child = references(under: Self.childKey, in: layer)
        for key in Self.parentKeys + [Self.childKey] { layer = layer.removing(key) }
        guard followingReferences else {
            links.append((layer, folder))
            return
        }
        for parent in parents { try follow(parent, from: path, chain: chain) }
        links.append((layer, folder))
        for next in child { try follow(next, from: path, chain: chain) }
    }

    private mutating func follow(_ reference: Reference, from path: String, chain: [String]) throws(ConfigLoadError) {
        let place = { (message: String) in
            ConfigError(source: path, line: reference.mark?.line ?? 0, column: reference.mark?.column ?? 0,
                        message: message, severity: .warning)
        }
        if reference.name.hasPrefix("http://") || reference.name.hasPrefix("https://") {
            warnings.append(place("remote configuration `\(reference.name)` not fetched: swiftlint-lite reads local files only; "
                + "download it and name the local copy"))
            return
        }
        let target = Paths.absolute(reference.name, base: (path as NSString).deletingLastPathComponent)
        guard FileManager.default.fileExists(atPath: target) else {
            warnings.append(place("no configuration at `\(target)`: this part of the configuration is ignored, as in SwiftLint"))
            return
        }
        try add(target, through: chain + [path])
    }

    private struct Reference {
        let name: String
        let mark: Mark?
    }

    /// The file names under `key`: one, or (for `extends`) a list.
    private func references(under key: String, in layer: ConfigLayer) -> [Reference] {
        guard let value = layer.value(of: key) else { return [] }
        if let name = value.string { return [Reference(name: name, mark: value.mark)] }
        let items: [Node] = value.sequence.map(Array.init) ?? []
        return items.compactMap { item in item.string.map { Reference(name: $0, mark: item.mark) } }
    }

    /// `overlay` (variables, command-line settings) merged into the last link, key by key.
    static func laying(_ overlay: [ConfigLayer], over links: [(layer: ConfigLayer, folder: String)])
        -> [(layer: ConfigLayer, folder: String)] {
        var links = links
        guard var last = links.popLast() else {
            let folder = FileManager.default.currentDirectoryPath
            return [(ConfigLayer.merging(overlay, source: "environment"), folder)]
        }
        last.layer = ConfigLayer.merging([last.layer] + overlay, source: last.layer.source)
        return links + [last]
    }
}

/// SwiftLint's `${NAME}` in configuration values: replaced by the variable's
/// value when it is set, left as written when not.
enum EnvironmentSubstitution {
    /// - Parameter lookup: a variable's value, nil when unset.
    static func apply(to node: Node, lookup: (String) -> String?) -> Node {
        switch node {
        case .scalar(var scalar):
            guard scalar.string.contains("${") else { return node }
            scalar.string = substituted(scalar.string, lookup: lookup)
            return .scalar(scalar)
        case .mapping(let mapping):
            let pairs = mapping.map { (apply(to: $0.key, lookup: lookup), apply(to: $0.value, lookup: lookup)) }
            return .mapping(.init(pairs, mapping.tag, mapping.style, mapping.mark, mapping.anchor))
        case .sequence(let sequence):
            return .sequence(.init(sequence.map { apply(to: $0, lookup: lookup) }, sequence.tag, sequence.style, sequence.mark,
                                   sequence.anchor))
        case .alias:
            return node
        }
    }

    private static func substituted(_ text: String, lookup: (String) -> String?) -> String {
        var result = "", rest = text[...]
        while let start = rest.range(of: "${") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else { break }
            let name = String(rest[start.upperBound..<end])
            result += lookup(name) ?? "${\(name)}"
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }
}
