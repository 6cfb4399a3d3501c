import Foundation

/// What a rules package's manifest says that its linter's build needs: the module
/// exporting `rules`, how the package depends on the suite (the linter depends on
/// the suite the same way, so both resolve to one copy), and its local dependencies
/// (whose sources are part of the key). Read with `swift package dump-package`
/// only when the manifest changed; the hand-off keeps it beside its key.
struct RulesPackageManifest: Codable, Equatable {
    /// The library target whose `rules` the linter registers, and a library product holding it.
    var module: String
    var product: String
    /// The `.package(…)` line for the suite, as the rules package declares it.
    var suiteDependency: String
    /// The suite's package identity, for `.product(name:package:)`.
    var suiteIdentity: String
    /// Absolute folders of path dependencies.
    var localDependencies: [String]

    enum Problem: Error, CustomStringConvertible {
        case unreadable(String)
        case noRulesTarget(String)

        var description: String {
            switch self {
            case .unreadable(let why): "cannot read the rules package's manifest: \(why)"
            case .noRulesTarget(let folder):
                "the rules package at \(folder) has no library target that depends on SwiftLintLiteKit "
                    + "(`swiftlint-lite rules init` makes one)"
            }
        }
    }

    /// Reads `swift package dump-package`'s JSON of the package in `folder`.
    init(dumpJSON: Data, folder: String) throws(Problem) {
        guard let root = try? JSONSerialization.jsonObject(with: dumpJSON) as? [String: Any] else {
            throw .unreadable("`swift package dump-package` printed no JSON")
        }
        let targets = root["targets"] as? [[String: Any]] ?? []
        var libraries: [String: String] = [:]
        for product in root["products"] as? [[String: Any]] ?? [] where (product["type"] as? [String: Any])?["library"] != nil {
            for target in product["targets"] as? [String] ?? [] where libraries[target] == nil {
                libraries[target] = product["name"] as? String
            }
        }
        guard let (module, identity) = Self.rulesTarget(in: targets, libraries: Set(libraries.keys)),
              let product = libraries[module] else { throw .noRulesTarget(folder) }
        self.module = module
        self.product = product
        suiteIdentity = identity
        let dependencies = root["dependencies"] as? [[String: Any]] ?? []
        localDependencies = dependencies.compactMap { ($0["fileSystem"] as? [[String: Any]])?.first?["path"] as? String }
        guard let declaration = dependencies.lazy.compactMap({ Self.declaration($0, identity: identity) }).first else {
            throw .unreadable("no dependency named \(identity)")
        }
        suiteDependency = declaration
    }

    /// The first library target that depends on the kit, and the kit's package identity.
    private static func rulesTarget(in targets: [[String: Any]], libraries: Set<String>) -> (String, String)? {
        for target in targets where target["type"] as? String == "regular" {
            guard let name = target["name"] as? String, libraries.contains(name) else { continue }
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                guard let product = dependency["product"] as? [Any], product.count > 1,
                      product[0] as? String == "SwiftLintLiteKit", let identity = product[1] as? String else { continue }
                return (name, identity)
            }
        }
        return nil
    }

    /// The `.package(…)` line for one of `dump-package`'s dependencies, if it is `identity`.
    private static func declaration(_ dependency: [String: Any], identity: String) -> String? {
        if let local = (dependency["fileSystem"] as? [[String: Any]])?.first, local["identity"] as? String == identity,
           let path = local["path"] as? String {
            return ".package(path: \(literal(path)))"
        }
        guard let remote = (dependency["sourceControl"] as? [[String: Any]])?.first, remote["identity"] as? String == identity,
              let location = remote["location"] as? [String: Any] else { return nil }
        let url = ((location["remote"] as? [[String: Any]])?.first?["urlString"] as? String)
            ?? ((location["local"] as? [String])?.first)
        guard let url, let requirement = remote["requirement"] as? [String: Any] else { return nil }
        return ".package(url: \(literal(url)), \(requirementText(requirement)))"
    }

    private static func requirementText(_ requirement: [String: Any]) -> String {
        if let exact = (requirement["exact"] as? [String])?.first { return "exact: \(literal(exact))" }
        if let branch = (requirement["branch"] as? [String])?.first { return "branch: \(literal(branch))" }
        if let revision = (requirement["revision"] as? [String])?.first { return "revision: \(literal(revision))" }
        if let range = (requirement["range"] as? [[String: Any]])?.first, let lower = range["lowerBound"] as? String,
           let upper = range["upperBound"] as? String {
            return "\(literal(lower))..<\(literal(upper))"
        }
        return "branch: \"main\""
    }

    /// A Swift string literal of `text`.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
