import CGit2
import ToolCore

extension Libgit2Repository {
    /// The files `commit` changes, with renames detected; submodules are not
    /// files and are left out. A merge commit changes a path only where its
    /// result differs from every parent — what the merge itself introduced
    /// (git's combined diff), not what it brought in from the merged branch.
    /// A root commit adds everything it holds.
    public func changes(in commitID: ObjectID) throws(GitError) -> [FileChange] {
        let commit = try Commit(lookup: commitID, in: self)
        let tree = try commit.tree()
        let parents = try commit.parents()
        guard let first = parents.first else { return try diff(from: nil, to: tree) }
        let firstChanges = try diff(from: try first.tree(), to: tree)
        guard parents.count > 1 else { return firstChanges }
        var common = firstChanges.map(\.path).exactSet  // `café` in NFC and in NFD are two paths
        for parent in parents.dropFirst() {
            common.formIntersection(try diff(from: try parent.tree(), to: tree).map(\.path).exactSet)
        }
        return firstChanges.filter { common.contains(ExactString($0.path)) }
    }

    private func diff(from old: Tree?, to new: Tree) throws(GitError) -> [FileChange] {
        let changes = try TreeComparison(repository: self).changes(from: old, to: new)
        // A rename shows as a deletion and an addition; only then is libgit2's
        // similarity detection (which re-walks both whole trees) worth running.
        guard changes.contains(where: { $0.kind == .added }), changes.contains(where: { $0.kind == .deleted }) else {
            return changes
        }
        return try diffDetectingRenames(from: old, to: new)
    }

    private func diffDetectingRenames(from old: Tree?, to new: Tree) throws(GitError) -> [FileChange] {
        var options = git_diff_options()
        git_diff_options_init(&options, UInt32(GIT_DIFF_OPTIONS_VERSION))
        options.flags = GIT_DIFF_INCLUDE_TYPECHANGE.rawValue  // as git and ``TreeComparison`` report them
        var diff: OpaquePointer?
        try GitError.check(git_diff_tree_to_tree(&diff, pointer, old?.pointer, new.pointer, &options), "cannot diff trees")
        defer { git_diff_free(diff) }
        var find = git_diff_find_options()
        git_diff_find_options_init(&find, UInt32(GIT_DIFF_FIND_OPTIONS_VERSION))
        find.flags = GIT_DIFF_FIND_RENAMES.rawValue
        try GitError.check(git_diff_find_similar(diff, &find), "cannot detect renames")
        return (0..<git_diff_num_deltas(diff)).compactMap { index in
            guard let delta = git_diff_get_delta(diff, index)?.pointee,
                  ![delta.old_file.mode, delta.new_file.mode].contains(UInt16(GIT_FILEMODE_COMMIT.rawValue))  // submodules
            else { return nil }
            let newPath = LosslessText.decode(cString: delta.new_file.path)
            let oldPath = LosslessText.decode(cString: delta.old_file.path)
            switch delta.status {
            case GIT_DELTA_ADDED: return FileChange(kind: .added, path: newPath, previousPath: nil)
            case GIT_DELTA_MODIFIED: return FileChange(kind: .modified, path: newPath, previousPath: nil)
            case GIT_DELTA_DELETED: return FileChange(kind: .deleted, path: oldPath, previousPath: nil)
            case GIT_DELTA_RENAMED: return FileChange(kind: .renamed, path: newPath, previousPath: oldPath)
            case GIT_DELTA_TYPECHANGE: return FileChange(kind: .typeChanged, path: newPath, previousPath: nil)
            default: return nil
            }
        }
    }

    /// The blob's id and mode at `path` in `commit`'s tree, nil when the path
    /// is not a file there. Reads the trees only, not the blob.
    public func blobEntry(at path: String, in commitID: ObjectID) throws(GitError) -> BlobEntry? {
        try withBlobEntry(at: path, in: commitID) {
            BlobEntry(id: ObjectID(git_tree_entry_id($0).pointee), mode: git_tree_entry_filemode($0).rawValue)
        }
    }

    /// The blob at `path` in `commit`'s tree, nil when the path is not a file there.
    public func blob(at path: String, in commitID: ObjectID) throws(GitError) -> Blob? {
        try withBlobEntry(at: path, in: commitID) { entry throws(GitError) in
            var id = git_tree_entry_id(entry).pointee
            var blob: OpaquePointer?
            try GitError.check(git_blob_lookup(&blob, pointer, &id), "cannot read \(path)")
            defer { git_blob_free(blob) }
            let size = Int(git_blob_rawsize(blob))
            let bytes = Array(UnsafeBufferPointer(
                start: git_blob_rawcontent(blob)?.assumingMemoryBound(to: UInt8.self), count: size))
            return Blob(id: ObjectID(id), bytes: bytes, isBinary: git_blob_is_binary(blob) == 1,
                        mode: git_tree_entry_filemode(entry).rawValue)
        }
    }

    /// Whether the work-tree file at `path` is `blob` after git's clean
    /// filters. libgit2 applies the built-in ones (`core.autocrlf`, `text`,
    /// `eol`, `ident`); a filter driver (git-lfs) runs only in git, which is
    /// asked then.
    public func workTreeFile(at path: String, cleansTo blob: ObjectID) -> Bool {
        guard let workDirectory else { return false }
        var id = git_oid()
        let hashed = LosslessText.withCString(path) { git_repository_hashfile(&id, pointer, $0, GIT_OBJECT_BLOB, nil) }
        if hashed == 0, ObjectID(id) == blob { return true }
        guard hasFilterDriver(path) else { return false }
        let git = GitProgram(leadingArguments: GitCommandRepository.leadingArguments(gitDirectory: gitDirectory,
                                                                                    workDirectory: workDirectory))
        return GitCommandRepository.hashObject(path, workDirectory: workDirectory, with: git) == blob
    }

    private func hasFilterDriver(_ path: String) -> Bool {
        var value: UnsafePointer<CChar>?
        let found = LosslessText.withCString(path) { git_attr_get(&value, pointer, UInt32(GIT_ATTR_CHECK_FILE_THEN_INDEX), $0, "filter") }
        return found == 0 && git_attr_value(value) == GIT_ATTR_VALUE_STRING
    }

    private func withBlobEntry<T>(
        at path: String, in commitID: ObjectID, _ body: (OpaquePointer) throws(GitError) -> T
    ) throws(GitError) -> T? {
        let tree = try Commit(lookup: commitID, in: self).tree()
        var entry: OpaquePointer?
        guard LosslessText.withCString(path, { git_tree_entry_bypath(&entry, tree.pointer, $0) }) == 0, let entry else {
            return nil
        }
        defer { git_tree_entry_free(entry) }
        guard git_tree_entry_type(entry) == GIT_OBJECT_BLOB else { return nil }
        return try body(entry)
    }
}

/// Owned libgit2 commit.
final class Commit {
    let pointer: OpaquePointer
    let repository: Libgit2Repository

    init(lookup id: ObjectID, in repository: Libgit2Repository) throws(GitError) {
        var raw = try repository.commit(peeling: id).raw
        var commit: OpaquePointer?
        try GitError.check(git_commit_lookup(&commit, repository.pointer, &raw), "no commit \(id)")
        pointer = commit!
        self.repository = repository
    }

    private init(pointer: OpaquePointer, repository: Libgit2Repository) {
        self.pointer = pointer
        self.repository = repository
    }

    deinit { git_commit_free(pointer) }

    func tree() throws(GitError) -> Tree {
        var tree: OpaquePointer?
        try GitError.check(git_commit_tree(&tree, pointer), "cannot read a commit's tree")
        return Tree(pointer: tree!)
    }

    /// The parents that are here: a shallow clone's boundary commits name
    /// parents it does not have, and git treats such a commit as a root.
    func parents() throws(GitError) -> [Commit] {
        var parents: [Commit] = []
        for index in 0..<git_commit_parentcount(pointer) {
            guard let id = git_commit_parent_id(pointer, index).map({ ObjectID($0.pointee) }), repository.contains(id) else {
                continue
            }
            var parent: OpaquePointer?
            try GitError.check(git_commit_parent(&parent, pointer, index), "cannot read a commit's parent")
            parents.append(Commit(pointer: parent!, repository: repository))
        }
        return parents
    }
}

/// Owned libgit2 tree.
final class Tree {
    let pointer: OpaquePointer
    init(pointer: OpaquePointer) { self.pointer = pointer }
    deinit { git_tree_free(pointer) }
}
