/// What the suite reads from (and, for installing a hook, writes to) a local
/// git repository. Two implementations: ``Libgit2Repository``, in process,
/// and ``GitCommandRepository``, git's own plumbing commands, for the
/// repositories libgit2 1.5 cannot open (the SHA-256 object format, a
/// repository extension it does not know). Both give the same answers; tests
/// hold them to it.
///
/// A repository serves one thread at a time: ``reopened()`` gives another.
public protocol Repository: AnyObject {
    /// The work tree folder (with a trailing `/`), nil for a bare repository.
    var workDirectory: String? { get }
    /// The `.git` folder (with a trailing `/`); in a linked worktree, its own
    /// folder under the main repository's `.git/worktrees/`.
    var gitDirectory: String { get }
    /// The folder every worktree of the repository shares (with a trailing
    /// `/`): where git keeps refs, objects and hooks.
    var commonDirectory: String { get }
    /// What git is in the middle of: a merge, a rebase, a cherry-pick…; nil when nothing.
    var operationInProgress: String? { get }
    /// The name of the checked-out branch (`main`), nil when HEAD is detached or unborn.
    var currentBranch: String? { get }

    /// 20 (SHA-1) or 32 (SHA-256): the length of this repository's object ids.
    var objectIDByteCount: Int { get }

    /// Another handle on the same repository, for another thread.
    func reopened() throws(GitError) -> any Repository

    /// Whether the object exists in the local object database.
    func contains(_ id: ObjectID) -> Bool
    /// The object id a revision expression (`HEAD`, `main`, `v1.0^{}`) names.
    func resolve(_ revision: String) throws(GitError) -> ObjectID
    /// The commit an object id names, peeling annotated tags; nil for a tag
    /// of a tree or a blob, which names no commit. Throws for an id that is not here.
    func commitIfAny(peeling id: ObjectID) throws(GitError) -> ObjectID?
    /// What the references matching a glob (`refs/remotes/origin/*`) point
    /// at, and the names of those that point nowhere: a symbolic ref whose
    /// target is gone (`origin/HEAD` after the remote renamed its default
    /// branch and a `fetch --prune`), or a ref naming an object this
    /// repository does not have. git itself lists and skips those; so do callers.
    func referenceTargets(matching glob: String) throws(GitError) -> (ids: [ObjectID], unresolvable: [String])
    /// The configured remotes whose URL or push URL is `url`: a push to a
    /// URL rather than a remote's name has them for remote-tracking refs.
    func remoteNames(withURL url: String) -> [String]

    /// The commits reachable from `tips` but from none of `hidden` — what
    /// `git rev-list tips --not hidden` lists — oldest first (topological).
    /// Hidden ids missing here, or naming no commit, are skipped: git could
    /// not exclude them either. A shallow clone's history ends where
    /// `.git/shallow` says, as it does for git.
    func commits(from tips: [ObjectID], hiding hidden: [ObjectID]) throws(GitError) -> [ObjectID]
    /// The files `commit` changes, with renames detected; submodules are not
    /// files and are left out. A merge commit changes a path only where its
    /// result differs from every parent — what the merge itself introduced
    /// (git's combined diff), not what it brought in from the merged branch.
    /// A root commit (or a shallow clone's boundary) adds everything it holds.
    func changes(in commit: ObjectID) throws(GitError) -> [FileChange]
    /// The blob's id and mode at `path` in `commit`'s tree, nil when the
    /// path is not a file (or a symbolic link) there. Reads no blob.
    func blobEntry(at path: String, in commit: ObjectID) throws(GitError) -> BlobEntry?
    /// The blob at `path` in `commit`'s tree, nil when the path is not a file there.
    func blob(at path: String, in commit: ObjectID) throws(GitError) -> Blob?
    /// Whether the work-tree file at `path` (relative to the work tree) is
    /// `blob` as git sees it: its content after git's clean filters
    /// (`core.autocrlf`, `text` and `eol` attributes, a filter driver) is that
    /// blob — what `git status` compares. False when it cannot be read.
    func workTreeFile(at path: String, cleansTo blob: ObjectID) -> Bool
    /// The id of `commit`'s tree: equal for commits with the same content
    /// (an amended message, a rebase that changed nothing).
    func treeID(of commit: ObjectID) throws(GitError) -> ObjectID
    /// Writes the files of `commit`'s tree into `folder` (which must exist),
    /// leaving this repository's index, HEAD and work tree untouched.
    func export(_ commit: ObjectID, to folder: String) throws(GitError)

    /// A configuration value and the file that set it, nil when unset.
    func configEntry(_ name: String) -> (value: String, scope: ConfigScope)?
    /// Sets (or, with nil, removes) a value in the repository's own configuration.
    func setConfigValue(_ name: String, to value: String?) throws(GitError)
}

extension Repository {
    /// A configuration value (`core.hooksPath`), nil when unset.
    public func configValue(_ name: String) -> String? { configEntry(name)?.value }

    public func commits(from tips: [ObjectID]) throws(GitError) -> [ObjectID] {
        try commits(from: tips, hiding: [])
    }

    /// The id of the blob at `path` in `commit`'s tree, nil when the path is
    /// not a file there.
    public func blobID(at path: String, in commit: ObjectID) throws(GitError) -> ObjectID? {
        try blobEntry(at: path, in: commit)?.id
    }
}

/// A tree's entry for a file: its blob and its mode.
public struct BlobEntry: Hashable, Sendable {
    public let id: ObjectID
    /// 0o100644, 0o100755, or 0o120000 for a symbolic link.
    public let mode: UInt32

    public init(id: ObjectID, mode: UInt32) {
        self.id = id
        self.mode = mode
    }

    /// The blob holds the path a symbolic link points to, not a file's content.
    public var isSymbolicLink: Bool { mode == 0o120000 }
}

/// Which configuration file set a value.
public enum ConfigScope: String, Sendable {
    case repository, global, system
}

/// Opens the repository containing `path` (searching upwards, as git does):
/// with libgit2 when it can, else with git's plumbing commands (a SHA-256
/// repository, an extension libgit2 1.5 does not know).
public func openRepository(discoveringFrom path: String) throws(GitError) -> any Repository {
    do {
        return try Libgit2Repository(discoveringFrom: path)
    } catch let libgit2Error {
        // Not a repository for git either (or no git installed): libgit2's message says so.
        guard let opened = try? GitCommandRepository(discoveringFrom: path) else { throw libgit2Error }
        return opened
    }
}

/// Opens the repository whose git folder is `gitDirectory`, with `workTree`
/// as its work tree (nil: bare) — a repository already located, opened again
/// exactly there (no search from a folder).
public func openRepository(gitDirectory: String, workTree: String?) throws(GitError) -> any Repository {
    do {
        return try Libgit2Repository(gitDirectory: gitDirectory, workTree: workTree)
    } catch let libgit2Error {
        guard let opened = try? GitCommandRepository(gitDirectory: gitDirectory, workTree: workTree) else { throw libgit2Error }
        return opened
    }
}

/// Opens the repository that git means when it runs a hook (or any command)
/// in `folder` with `environment`: `GIT_DIR` and `GIT_WORK_TREE`, which
/// `git --git-dir=… --work-tree=…` sets, name it exactly, wherever `folder`
/// is; without them, it is found from `folder` upwards. git itself is asked
/// where they lead (a relative `GIT_DIR`, `core.worktree`, `core.bare`, and
/// the current folder as the work tree when only `GIT_DIR` is set are its
/// rules), so the answer is git's.
public func openRepository(asGitRunsIn folder: String, environment: [String: String]) throws(GitError) -> any Repository {
    let named = GitLocationVariables(environment)
    guard !named.isEmpty else { return try openRepository(discoveringFrom: folder) }
    let location = try GitCommandRepository.Location.asking(
        ["-C", folder] + named.arguments, namesRepository: true, describing: named.gitDirectory ?? folder)
    return try openRepository(gitDirectory: location.gitDirectory, workTree: location.workDirectory)
}

/// `GIT_DIR` and `GIT_WORK_TREE` as git reads them: an empty value is no value.
public struct GitLocationVariables: Sendable {
    public let gitDirectory: String?
    public let workTree: String?

    public init(_ environment: [String: String]) {
        self.init { environment[$0] }
    }

    /// The two variables as `value` reads them (`EnvironmentVariables.value`
    /// reads just these, without building every variable's dictionary).
    public init(reading value: (String) -> String?) {
        gitDirectory = value("GIT_DIR").flatMap { $0.isEmpty ? nil : $0 }
        workTree = value("GIT_WORK_TREE").flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Neither is set: the repository is found from the working folder.
    public var isEmpty: Bool { gitDirectory == nil && workTree == nil }

    /// The same as git's options.
    var arguments: [String] {
        (gitDirectory.map { ["--git-dir=" + $0] } ?? []) + (workTree.map { ["--work-tree=" + $0] } ?? [])
    }
}

/// How a commit changed one path.
public struct FileChange: Hashable, Sendable {
    public enum Kind: String, Sendable {
        case added, modified, deleted, renamed, typeChanged = "type-changed"
    }

    public let kind: Kind
    /// The path after the change (for a deletion, the path deleted).
    public let path: String
    /// For a rename, the path before.
    public let previousPath: String?

    public init(kind: Kind, path: String, previousPath: String?) {
        self.kind = kind
        self.path = path
        self.previousPath = previousPath
    }
}

/// A file's content as stored in git.
public struct Blob: Sendable {
    public let id: ObjectID
    public let bytes: [UInt8]
    public let isBinary: Bool
    /// The tree entry's mode (0o100644, 0o100755, 0o120000 for a link…).
    public let mode: UInt32
}
