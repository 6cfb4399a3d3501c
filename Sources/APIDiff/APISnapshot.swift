import DocEngine
import Foundation
import Git
import ToolCore

/// A package's API at a git revision, or in its work tree.
public enum APISnapshot {
    /// Reads the package at `revision` (a tag, branch or commit) of the repository holding
    /// `input.packageDirectory` — its tree written from git's objects into a temporary folder,
    /// the work tree, index and HEAD untouched, nothing built — or, with nil, as it is on disk.
    /// Declarations are read down to `internal`, so a check can tell one made internal from one removed.
    public static func read(_ revision: String?, input: DocGenerator.Input) throws -> PackageReader.Result {
        var input = input
        input.minimumAccess = .internal
        guard let revision else { return try DocGenerator.read(input) }
        let package = URL(fileURLWithPath: Paths.absolute(input.packageDirectory)).standardizedFileURL.path
        let repository = try openRepository(discoveringFrom: package)
        guard let workTree = repository.workDirectory else {
            throw GitError("\(package) is in a bare repository: there is no package folder to compare")
        }
        guard let commit = try repository.commitIfAny(peeling: try repository.resolve(revision)) else {
            throw GitError("`\(revision)` names no commit")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftdoc-diff-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try repository.export(commit, to: folder)
        let inside = Paths.relative(package, to: URL(fileURLWithPath: workTree).standardizedFileURL.path)
        input.packageDirectory = inside == "." || inside.isEmpty ? folder : folder + "/" + inside
        input.modules = input.modules.map { module in
            var module = module
            module.path = input.packageDirectory + "/" + Paths.relative(module.path, to: package)
            return module
        }
        return try DocGenerator.read(input)
    }
}
