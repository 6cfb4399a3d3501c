import Foundation
import ToolCore

/// Maps changed files to the SwiftPM test targets they can affect.
enum SwiftPackageTargets {
    struct Target: Decodable {
        let name: String
        let type: String
        let path: String
        let targetDependencies: [String]?
    }

    struct Description: Decodable {
        let targets: [Target]
    }

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()

    /// Test targets containing a changed file or depending, directly or not,
    /// on a target that does. Empty when the package cannot be described.
    static func affectedTestTargets(packageRoot: String, changedFiles: [String]) async -> [String] {
        guard let result = try? await Command(
            .executable("swift", arguments: ["package", "describe", "--type", "json"]), workingDirectory: packageRoot
        ).run(), result.succeeded,
            let description = try? Self.decoder.decode(Description.self, from: Data(result.standardOutput))
        else { return [] }
        return affected(in: description.targets, changedFiles: changedFiles)
    }

    static func affected(in targets: [Target], changedFiles: [String]) -> [String] {
        var affected = Set(targets.filter { target in
            let folder = target.path.hasSuffix("/") ? target.path : target.path + "/"
            return changedFiles.contains { $0.hasPrefix(folder) }
        }.map(\.name))
        // Whoever depends on an affected target is affected too, until nothing changes.
        var grew = true
        while grew {
            grew = false
            for target in targets where !affected.contains(target.name)
                && (target.targetDependencies ?? []).contains(where: affected.contains) {
                affected.insert(target.name)
                grew = true
            }
        }
        return targets.filter { $0.type == "test" && affected.contains($0.name) }.map(\.name).sorted()
    }
}
