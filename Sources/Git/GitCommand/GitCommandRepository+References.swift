import Foundation
import ToolCore

extension GitCommandRepository {
    public func referenceTargets(matching glob: String) throws(GitError) -> (ids: [ObjectID], unresolvable: [String]) {
        let result = try git.runAllowingFailure(["for-each-ref", "--format=%(objectname) %(refname)", glob])
        guard result.status == 0 else {
            throw GitError("cannot list references '\(glob)': \(LosslessText.decode(result.error))")
        }
        var targets: [(name: String, id: ObjectID?)] = Self.lines(result.output).map { line in
            let fields = line.split(separator: " ", maxSplits: 1)
            return (fields.count == 2 ? String(fields[1]) : line, ObjectID(hex: fields[0]))
        }
        // git leaves out a symbolic ref whose target is gone: found as its file.
        let listed = Set(targets.map(\.name))
        targets += danglingSymbolicReferences(matching: glob).filter { !listed.contains($0) }.map { ($0, nil) }
        var ids: [ObjectID] = [], unresolvable: [String] = []
        for (name, id) in targets.sorted(by: { $0.name < $1.name }) {
            if let id, contains(id) { ids.append(id) } else { unresolvable.append(name) }
        }
        return (ids, unresolvable)
    }

    /// The loose references under the glob's folder that are symbolic (`ref:
    /// …`); git never packs those. Resolving ones are listed by git too.
    private func danglingSymbolicReferences(matching glob: String) -> [String] {
        guard glob.hasSuffix("/*") else { return [] }
        let prefix = String(glob.dropLast())  // `refs/remotes/origin/`
        let folder = commonDirectory + prefix
        guard let names = FileManager.default.subpaths(atPath: folder) else { return [] }
        return names.filter { name in
            guard let handle = FileHandle(forReadingAtPath: folder + name) else { return false }
            defer { try? handle.close() }
            return (try? handle.read(upToCount: 5)) == Data("ref: ".utf8)
        }.map { prefix + $0 }
    }

    public func remoteNames(withURL url: String) -> [String] {
        guard let names = try? Self.lines(git.run(["remote"])) else { return [] }
        return names.filter { name in
            let urls = [["--all"], ["--push", "--all"]].flatMap { options in
                (try? Self.lines(git.run(["remote", "get-url"] + options + [name]))) ?? []
            }
            return urls.contains(url)
        }
    }

    public var currentBranch: String? {
        guard let head = try? git.runAllowingFailure(["symbolic-ref", "--quiet", "HEAD"]), head.status == 0,
              let name = Self.lines(head.output).first, name.hasPrefix("refs/heads/"),
              (try? resolve("HEAD")) != nil  // unborn: no branch yet, as libgit2 says
        else { return nil }
        return String(name.dropFirst("refs/heads/".count))
    }

    /// Read from the files git leaves in its folder, as libgit2 reads them.
    public var operationInProgress: String? {
        let exists = { (name: String) in FileManager.default.fileExists(atPath: self.gitDirectory + name) }
        if exists("rebase-merge") || exists("rebase-apply/rebasing") { return "rebase" }
        if exists("rebase-apply/applying") { return "operation" }  // `git am`
        if exists("rebase-apply") { return "rebase" }
        if exists("MERGE_HEAD") { return "merge" }
        if exists("REVERT_HEAD") { return "revert" }
        if exists("CHERRY_PICK_HEAD") { return "cherry-pick" }
        if exists("BISECT_LOG") { return "bisect" }
        return nil
    }

    // MARK: - Configuration

    public func configEntry(_ name: String) -> (value: String, scope: ConfigScope)? {
        guard let result = try? git.runAllowingFailure(["config", "--show-scope", "--get", name]), result.status == 0 else {
            return nil
        }
        let line = String(decoding: result.output, as: UTF8.self).trimmingTrailingNewline
        let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
        guard fields.count == 2 else { return nil }
        let scope: ConfigScope = switch fields[0] {
        case "global": .global
        case "system": .system
        default: .repository
        }
        return (String(fields[1]), scope)
    }

    public func setConfigValue(_ name: String, to value: String?) throws(GitError) {
        guard let value else {
            let result = try git.runAllowingFailure(["config", "--local", "--unset", name])
            guard result.status == 0 || result.status == 5 else {  // 5: it was not set
                throw GitError("cannot unset \(name): \(LosslessText.decode(result.error))")
            }
            return
        }
        _ = try git.run(["config", "--local", name, value])
    }
}

extension String {
    var trimmingTrailingNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
