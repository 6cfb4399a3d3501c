import DocEngine
import Foundation
import ToolCore

/// A package's API at a git revision, or in its work tree.
///
/// A revision's files come from git's objects through its plumbing (`read-tree` into a
/// scratch index, `checkout-index` into a temporary folder), as the Git module's command-line
/// repository exports a tree: the work tree, index and HEAD stay untouched, and swiftdoc-lite —
/// which the docs plugin builds in users' packages — does not link libgit2.
public enum APISnapshot {
    /// Why a revision could not be read.
    public struct RevisionError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The API of two versions of the package `input` names — `old` and `new` git revisions (a tag,
    /// branch or commit; nil: the work tree) — as ``DocGenerator/readAPI(_:)`` reads it: down to
    /// `internal`, so a check can tell one made internal from one removed, and with what
    /// `@available(*, unavailable)` hides, so one made unavailable is told from one removed too.
    /// Both trees are written from git at once, then read one after the other: the second reuses
    /// what the first parsed of the files both share.
    public static func read(
        _ old: String, _ new: String?, input: DocGenerator.Input
    ) async throws -> (before: (api: PackageAPI, diagnostics: [Diagnostic]), after: (api: PackageAPI, diagnostics: [Diagnostic])) {
        async let writingOld = written(old, input: input)
        async let writingNew = written(new, input: input)
        let (oldTree, newTree) = await (writingOld, writingNew)
        defer {
            (try? oldTree.get())??.remove()
            (try? newTree.get())??.remove()
        }
        let before = try DocGenerator.readAPI(try oldTree.get()?.input ?? input)
        let after = try DocGenerator.readAPI(try newTree.get()?.input ?? input)
        return (before, after)
    }

    /// `revision`'s tree (nil for the work tree), or why it could not be written — kept, so that a
    /// tree written beside a failed one is still removed.
    private static func written(_ revision: String?, input: DocGenerator.Input) async -> Result<Tree?, any Error> {
        guard let revision else { return .success(nil) }
        do { return .success(try await Tree(revision, input: input)) } catch { return .failure(error) }
    }

    /// A revision's files written into a temporary folder, and the input that reads the package there.
    public struct Tree: Sendable {
        /// `input`, its package folder and modules moved into the temporary tree.
        public let input: DocGenerator.Input
        private let scratch: String

        /// Writes `revision`'s tree of the repository holding `input.packageDirectory`.
        public init(_ revision: String, input: DocGenerator.Input) async throws {
            var input = input
            let package = URL(fileURLWithPath: Paths.absolute(input.packageDirectory)).standardizedFileURL.path
            let top = try await git(["rev-parse", "--show-toplevel"], in: package,
                                    failure: "\(package) is not in a git repository's work tree")
            let commit = try await git(["rev-parse", "--verify", "--quiet", revision + "^{commit}"], in: package,
                                       failure: "`\(revision)` names no commit in \(top)")
            scratch = FileManager.default.temporaryDirectory.appendingPathComponent("swiftdoc-tree-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: scratch + "/tree", withIntermediateDirectories: true)
            let index = ["GIT_INDEX_FILE": scratch + "/index"]
            let inside = Paths.relative(package, to: URL(fileURLWithPath: top).standardizedFileURL.path)
            do {
                _ = try await git(["read-tree", commit], in: package, environment: index, failure: "cannot read \(revision)'s tree")
                try await Self.writeFiles(commit: commit, package: inside == "." ? "" : inside + "/", modules: input.modules.map {
                    Paths.relative($0.path, to: package)
                }, top: top, into: scratch + "/tree/", environment: index)
            } catch {
                try? FileManager.default.removeItem(atPath: scratch)
                throw error
            }
            input.packageDirectory = scratch + "/tree" + (inside == "." || inside.isEmpty ? "" : "/" + inside)
            let moved = input.packageDirectory
            input.modules = input.modules.map { module in
                var module = module
                module.path = moved + "/" + Paths.relative(module.path, to: package)
                return module
            }
            self.input = input
        }

        /// Writes the files the package's API is read from — its manifests, its targets' folders (or
        /// `modules`, relative to the package, when given), its snippets — not its tests, benchmarks or
        /// documentation: swift-nio's tree is 765 files, its `Sources` a third of them.
        private static func writeFiles(
            commit: String, package: String, modules: [String], top: String, into folder: String, environment: [String: String]
        ) async throws {
            var folders = modules
            if folders.isEmpty {
                guard let manifest = try? await git(["show", "\(commit):\(package)Package.swift"], in: top, failure: "") else {
                    _ = try await git(["checkout-index", "--all", "--force", "--prefix=\(folder)"], in: top,
                                      environment: environment, failure: "cannot write the files")
                    return
                }
                folders = PackageManifest.possibleFolders(manifest)
            }
            let prefixes = (folders + ["Snippets"]).map { package + $0 + "/" }
            let listed = try await git(["ls-files", "--full-name"], in: top, environment: environment, failure: "cannot list the files")
            let wanted = listed.split(separator: "\n").filter { path in
                let name = path.dropFirst(package.count)
                let isManifest = path.hasPrefix(package) && name.hasPrefix("Package") && name.hasSuffix(".swift") && !name.contains("/")
                return isManifest || prefixes.contains { path.hasPrefix($0) }
            }
            var command = Command(.executable("git", arguments: ["checkout-index", "--force", "--stdin", "--prefix=\(folder)"]))
            command.workingDirectory = top
            command.environment = environment
            command.input = .bytes(Array(wanted.joined(separator: "\n").utf8) + [UInt8(ascii: "\n")])
            let result = try await command.run()
            guard result.succeeded else { throw RevisionError(description: "cannot write the files: " + result.errorText) }
        }

        /// Deletes the temporary folder.
        public func remove() {
            try? FileManager.default.removeItem(atPath: scratch)
        }
    }

    /// The tags of the repository holding `packageDirectory`, by name (`v1.2.0`).
    public static func tags(packageDirectory: String) async throws -> [String] {
        let names = try await git(["for-each-ref", "--format=%(refname:strip=2)", "refs/tags"],
                                  in: Paths.absolute(packageDirectory), failure: "cannot list the tags")
        return names.split(separator: "\n").map(String.init)
    }

    /// `git arguments` in `folder`, its output without the final newline.
    private static func git(_ arguments: [String], in folder: String, environment: [String: String] = [:],
                            failure: String) async throws -> String {
        var command = Command(.executable("git", arguments: arguments))
        command.workingDirectory = folder
        command.environment = environment
        let result = try await command.run()
        guard result.succeeded else {
            let detail = result.errorText.trimmingCharacters(in: .whitespacesAndNewlines)
            throw RevisionError(description: failure + (detail.isEmpty ? "" : ": " + detail))
        }
        return result.outputText.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
