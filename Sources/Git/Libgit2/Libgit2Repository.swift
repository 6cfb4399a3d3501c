import CGit2
import ToolCore

/// A git repository opened with libgit2 (SHA-1 repositories only, in 1.5).
/// Not thread-safe: use one per thread.
public final class Libgit2Repository: Repository {
    let pointer: OpaquePointer

    /// Opens the repository containing `path` (searching upwards, as git does).
    public init(discoveringFrom path: String) throws(GitError) {
        _ = Libgit2.initialized
        var repository: OpaquePointer?
        try GitError.check(git_repository_open_ext(&repository, path, 0, nil), "cannot open a git repository at '\(path)'")
        pointer = repository!
    }

    /// Opens the repository whose git folder is `gitDirectory` (no search),
    /// with `workTree` as its work tree where given: git's `--git-dir` and
    /// `--work-tree`, when they put the work tree where libgit2 would not
    /// look (beside an unrelated folder, `core.worktree` read by git).
    public init(gitDirectory: String, workTree: String?) throws(GitError) {
        _ = Libgit2.initialized
        var repository: OpaquePointer?
        let flags = GIT_REPOSITORY_OPEN_NO_SEARCH.rawValue
        try GitError.check(LosslessText.withCString(gitDirectory) { git_repository_open_ext(&repository, $0, flags, nil) },
                           "cannot open a git repository at '\(LosslessText.display(gitDirectory))'")
        pointer = repository!
        if let workTree, workDirectory.map({ Self.samePlace($0, workTree) }) != true {
            try GitError.check(LosslessText.withCString(workTree) { git_repository_set_workdir(pointer, $0, 0) },
                               "cannot use '\(LosslessText.display(workTree))' as the work tree")
        }
    }

    deinit { git_repository_free(pointer) }

    /// Another handle on the same git folder and the same work tree.
    public func reopened() throws(GitError) -> any Repository {
        try Libgit2Repository(gitDirectory: gitDirectory, workTree: workDirectory)
    }

    private static func samePlace(_ folder: String, _ other: String) -> Bool {
        func trimmed(_ path: String) -> Substring { path.hasSuffix("/") ? path.dropLast() : Substring(path) }
        return trimmed(folder).utf8.elementsEqual(trimmed(other).utf8)
    }

    /// libgit2 1.5 opens SHA-1 repositories only.
    public var objectIDByteCount: Int { 20 }

    /// The work tree folder (with a trailing `/`), nil for a bare repository.
    public var workDirectory: String? {
        git_repository_workdir(pointer).map { String(cString: $0) }
    }

    /// The `.git` folder (with a trailing `/`); in a linked worktree, its own
    /// folder under the main repository's `.git/worktrees/`.
    public var gitDirectory: String { String(cString: git_repository_path(pointer)) }

    /// The folder every worktree of the repository shares (with a trailing
    /// `/`): where git keeps refs, objects and hooks.
    public var commonDirectory: String { String(cString: git_repository_commondir(pointer)) }

    /// Whether the object exists in the local object database.
    public func contains(_ id: ObjectID) -> Bool {
        guard id.byteCount == 20 else { return false }
        var odb: OpaquePointer?
        guard git_repository_odb(&odb, pointer) == 0, let odb else { return false }
        defer { git_odb_free(odb) }
        var raw = id.raw
        return git_odb_exists(odb, &raw) == 1
    }

    /// The commit an object id names, peeling annotated tags.
    public func commit(peeling id: ObjectID) throws(GitError) -> ObjectID {
        var raw = id.raw
        var object: OpaquePointer?
        try GitError.check(git_object_lookup(&object, pointer, &raw, GIT_OBJECT_ANY), "no object \(id)")
        defer { git_object_free(object) }
        var peeled: OpaquePointer?
        try GitError.check(git_object_peel(&peeled, object, GIT_OBJECT_COMMIT), "\(id) does not name a commit")
        defer { git_object_free(peeled) }
        return ObjectID(git_object_id(peeled).pointee)
    }

    /// The commit an object id names, peeling annotated tags; nil for a tag
    /// of a tree or a blob, which names no commit.
    public func commitIfAny(peeling id: ObjectID) throws(GitError) -> ObjectID? {
        var raw = id.raw
        var object: OpaquePointer?
        try GitError.check(git_object_lookup(&object, pointer, &raw, GIT_OBJECT_ANY), "no object \(id)")
        defer { git_object_free(object) }
        var peeled: OpaquePointer?
        guard git_object_peel(&peeled, object, GIT_OBJECT_COMMIT) == 0 else { return nil }
        defer { git_object_free(peeled) }
        return ObjectID(git_object_id(peeled).pointee)
    }

    /// The object id a revision expression (`HEAD`, `main`, `v1.0^{}`) names.
    public func resolve(_ revision: String) throws(GitError) -> ObjectID {
        var object: OpaquePointer?
        try GitError.check(git_revparse_single(&object, pointer, revision), "cannot resolve '\(revision)'")
        defer { git_object_free(object) }
        return ObjectID(git_object_id(object).pointee)
    }

    /// The names of references matching a glob, such as `refs/remotes/origin/*`.
    public func references(matching glob: String) throws(GitError) -> [String] {
        var iterator: OpaquePointer?
        try GitError.check(git_reference_iterator_glob_new(&iterator, pointer, glob), "cannot list references '\(glob)'")
        defer { git_reference_iterator_free(iterator) }
        var names: [String] = []
        var name: UnsafePointer<CChar>?
        while git_reference_next_name(&name, iterator) == 0, let name { names.append(String(cString: name)) }
        return names.sorted()
    }

    /// What the references matching `glob` point at, and the names of those
    /// that point nowhere: a symbolic ref whose target is gone (`origin/HEAD`
    /// after the remote renamed its default branch and a `fetch --prune`), or
    /// a ref naming an object this repository does not have. git itself lists
    /// and skips those; so do callers.
    public func referenceTargets(matching glob: String) throws(GitError) -> (ids: [ObjectID], unresolvable: [String]) {
        var ids: [ObjectID] = [], unresolvable: [String] = []
        for name in try references(matching: glob) {
            guard let target = directTarget(ofReference: name), contains(target) else {
                unresolvable.append(name)
                continue
            }
            ids.append(target)
        }
        return (ids, unresolvable)
    }

    /// The id at the end of a reference's chain of symbolic references, nil
    /// when a link is missing.
    private func directTarget(ofReference name: String) -> ObjectID? {
        var reference: OpaquePointer?, resolved: OpaquePointer?
        guard git_reference_lookup(&reference, pointer, name) == 0 else { return nil }
        defer { git_reference_free(reference) }
        guard git_reference_resolve(&resolved, reference) == 0 else { return nil }
        defer { git_reference_free(resolved) }
        return git_reference_target(resolved).map { ObjectID($0.pointee) }
    }

    /// The configured remotes whose URL or push URL is `url`: a push to a
    /// URL rather than a remote's name has them for remote-tracking refs.
    public func remoteNames(withURL url: String) -> [String] {
        var list = git_strarray()
        guard git_remote_list(&list, pointer) == 0 else { return [] }
        defer { git_strarray_dispose(&list) }
        return (0..<list.count).compactMap { index -> String? in
            guard let name = list.strings[index] else { return nil }
            var remote: OpaquePointer?
            guard git_remote_lookup(&remote, pointer, name) == 0 else { return nil }
            defer { git_remote_free(remote) }
            let urls = [git_remote_url(remote), git_remote_pushurl(remote)].compactMap { $0.map { String(cString: $0) } }
            return urls.contains(url) ? String(cString: name) : nil
        }
    }

    /// What git is in the middle of: a merge, a rebase, a cherry-pick…; nil when nothing.
    public var operationInProgress: String? {
        switch git_repository_state(pointer) {
        case Int32(GIT_REPOSITORY_STATE_NONE.rawValue): nil
        case Int32(GIT_REPOSITORY_STATE_MERGE.rawValue): "merge"
        case Int32(GIT_REPOSITORY_STATE_REBASE.rawValue), Int32(GIT_REPOSITORY_STATE_REBASE_INTERACTIVE.rawValue),
             Int32(GIT_REPOSITORY_STATE_REBASE_MERGE.rawValue), Int32(GIT_REPOSITORY_STATE_APPLY_MAILBOX_OR_REBASE.rawValue):
            "rebase"
        case Int32(GIT_REPOSITORY_STATE_CHERRYPICK.rawValue), Int32(GIT_REPOSITORY_STATE_CHERRYPICK_SEQUENCE.rawValue):
            "cherry-pick"
        case Int32(GIT_REPOSITORY_STATE_REVERT.rawValue), Int32(GIT_REPOSITORY_STATE_REVERT_SEQUENCE.rawValue): "revert"
        case Int32(GIT_REPOSITORY_STATE_BISECT.rawValue): "bisect"
        default: "operation"
        }
    }

    /// The name of the checked-out branch (`main`), nil when HEAD is detached or unborn.
    public var currentBranch: String? {
        var reference: OpaquePointer?
        guard git_repository_head(&reference, pointer) == 0, let reference else { return nil }
        defer { git_reference_free(reference) }
        guard git_reference_is_branch(reference) == 1 else { return nil }
        return String(cString: git_reference_shorthand(reference))
    }

    // MARK: - Configuration

    /// A configuration value and the file that set it, nil when unset.
    public func configEntry(_ name: String) -> (value: String, scope: ConfigScope)? {
        var config: OpaquePointer?
        guard git_repository_config_snapshot(&config, pointer) == 0 else { return nil }
        defer { git_config_free(config) }
        var entry: UnsafeMutablePointer<git_config_entry>?
        guard git_config_get_entry(&entry, config, name) == 0, let entry else { return nil }
        defer { git_config_entry_free(entry) }
        let scope: ConfigScope = switch entry.pointee.level {
        case GIT_CONFIG_LEVEL_GLOBAL, GIT_CONFIG_LEVEL_XDG: .global
        case GIT_CONFIG_LEVEL_SYSTEM, GIT_CONFIG_LEVEL_PROGRAMDATA: .system
        default: .repository
        }
        return (String(cString: entry.pointee.value), scope)
    }

    /// Sets (or, with nil, removes) a value in the repository's own configuration.
    public func setConfigValue(_ name: String, to value: String?) throws(GitError) {
        var config: OpaquePointer?
        try GitError.check(git_repository_config(&config, pointer), "cannot open the repository configuration")
        defer { git_config_free(config) }
        if let value {
            try GitError.check(git_config_set_string(config, name, value), "cannot set \(name)")
        } else {
            let code = git_config_delete_entry(config, name)
            if code != GIT_ENOTFOUND.rawValue { try GitError.check(code, "cannot unset \(name)") }
        }
    }
}
