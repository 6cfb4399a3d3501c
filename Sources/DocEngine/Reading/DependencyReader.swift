import Foundation
import ToolCore

/// Reads the public API of the products the documented modules use from other packages, from
/// the dependencies' sources — `.build/checkouts/<package>` as SwiftPM leaves them, a
/// `.package(path:)` folder, or a folder given — so that their types can be linked (or at least
/// named with their module). A dependency without sources here is left out: nothing is guessed.
public enum DependencyReader {
    /// - Parameters:
    ///   - manifest: The documented package's manifest.
    ///   - modules: The documented modules' names.
    ///   - folders: Source folders by package identity, overriding `.build/checkouts`.
    public static func read(
        packageDirectory: String, manifest: PackageManifest.Contents, modules: [String], folders: [String: String] = [:]
    ) -> (dependencies: [DependencyDocs], notes: [String]) {
        let checkouts = Paths.absolute(packageDirectory) + "/.build/checkouts"
        let checkedOut = (try? FileManager.default.contentsOfDirectory(atPath: checkouts)) ?? []
        var found: [(identity: String, folder: String, manifest: PackageManifest.Contents)] = []
        for dependency in manifest.dependencies {
            let folder = folders[dependency.identity] ?? dependency.path
                ?? checkedOut.first { $0.lowercased() == dependency.identity }.map { checkouts + "/" + $0 }
            guard let folder, let read = try? PackageManifest.read(packageDirectory: folder) else { continue }
            found.append((dependency.identity, folder, read))
        }
        var used: [Int: [String]] = [:]  // index in `found` → its targets used
        var missing: [String] = []
        for reference in modules.flatMap({ manifest.productsUsed[$0] ?? [] }) {
            guard let index = found.firstIndex(where: { candidate in
                (reference.package.map { $0.lowercased() == candidate.identity || $0 == candidate.manifest.packageName } ?? true)
                    && candidate.manifest.libraryProducts[reference.name] != nil
            }) else {
                if let package = reference.package?.lowercased(), !found.contains(where: { $0.identity == package }),
                   !missing.contains(package) {
                    missing.append(package)
                }
                continue
            }
            for target in found[index].manifest.libraryProducts[reference.name] ?? [] where !used[index, default: []].contains(target) {
                used[index, default: []].append(target)
            }
        }
        // What cannot be read there is the dependency's business, not a finding of this package's docs.
        let dependencies = used.sorted { $0.key < $1.key }.map { index, targets in
            let dependency = found[index]
            let sources = dependency.manifest.modules.filter { targets.contains($0.name) }
            let read = PackageReader.read(packageName: dependency.manifest.packageName, packageDirectory: dependency.folder,
                                          modules: sources, minimumAccess: .public)
            return DependencyDocs(package: dependency.identity, docs: read.package)
        }
        guard !missing.isEmpty else { return (dependencies, []) }
        let names = missing.map { "`\($0)`" }.joined(separator: ", ")
        return (dependencies, ["note: no sources of the dependenc\(missing.count == 1 ? "y" : "ies") \(names) in .build/checkouts "
            + "(`swift package resolve` fetches them; --dependency-source PACKAGE=PATH names a folder): "
            + "\(missing.count == 1 ? "its" : "their") types are shown unlinked"])
    }
}
