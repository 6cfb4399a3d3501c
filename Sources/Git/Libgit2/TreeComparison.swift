import CGit2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ToolCore

/// The files that differ between two trees, found as `git diff-tree -r` finds
/// them: a subtree whose id is the same on both sides is skipped unread.
/// libgit2's tree-to-tree diff walks every entry of both trees instead, which
/// on a repository of a thousand files is most of the cost of a small push.
///
/// Renames are not detected here (see ``Libgit2Repository/changes(in:)``). Submodule
/// entries are not files and are left out.
struct TreeComparison {
    let repository: Libgit2Repository

    /// The changes from `old` (nil: the empty tree) to `new`, in path order.
    func changes(from old: Tree?, to new: Tree) throws(GitError) -> [FileChange] {
        var changes: [FileChange] = []
        try compare(old?.pointer, new.pointer, prefix: "", into: &changes)
        return changes
    }

    private func compare(
        _ old: OpaquePointer?, _ new: OpaquePointer?, prefix: String, into changes: inout [FileChange]
    ) throws(GitError) {
        let before = Self.entries(of: old), after = Self.entries(of: new)
        var oldIndex = 0, newIndex = 0
        while oldIndex < before.count || newIndex < after.count {
            let oldEntry = oldIndex < before.count ? before[oldIndex] : nil
            let newEntry = newIndex < after.count ? after[newIndex] : nil
            if let oldEntry, let newEntry, oldEntry.key == newEntry.key {
                try compare(oldEntry, newEntry, prefix: prefix, into: &changes)
                oldIndex += 1
                newIndex += 1
            } else if let oldEntry, newEntry.map({ oldEntry.key.lexicographicallyPrecedes($0.key) }) ?? true {
                try compare(oldEntry, nil, prefix: prefix, into: &changes)
                oldIndex += 1
            } else {
                try compare(nil, newEntry, prefix: prefix, into: &changes)
                newIndex += 1
            }
        }
    }

    /// One name present on either side or both (with the same kind: a file
    /// and a folder of the same name sort apart, as in git).
    private func compare(
        _ old: Entry?, _ new: Entry?, prefix: String, into changes: inout [FileChange]
    ) throws(GitError) {
        let path = prefix + ((old ?? new)?.name ?? "")
        if old?.isTree == true || new?.isTree == true {
            guard old?.id != new?.id else { return }
            let oldTree = try old.map { entry throws(GitError) in try lookupTree(entry.id) }
            let newTree = try new.map { entry throws(GitError) in try lookupTree(entry.id) }
            defer { git_tree_free(oldTree); git_tree_free(newTree) }
            try compare(oldTree, newTree, prefix: path + "/", into: &changes)
            return
        }
        let oldFile = old.flatMap { $0.isFile ? $0 : nil }, newFile = new.flatMap { $0.isFile ? $0 : nil }
        switch (oldFile, newFile) {
        case (nil, nil):
            return
        case (nil, .some):
            changes.append(FileChange(kind: .added, path: path, previousPath: nil))
        case (.some, nil):
            changes.append(FileChange(kind: .deleted, path: path, previousPath: nil))
        case (let oldFile?, let newFile?):
            guard oldFile.id != newFile.id || oldFile.mode != newFile.mode else { return }
            let kind: FileChange.Kind = oldFile.isLink == newFile.isLink ? .modified : .typeChanged
            changes.append(FileChange(kind: kind, path: path, previousPath: nil))
        }
    }

    private func lookupTree(_ id: ObjectID) throws(GitError) -> OpaquePointer {
        var raw = id.raw
        var tree: OpaquePointer?
        try GitError.check(git_tree_lookup(&tree, repository.pointer, &raw), "cannot read tree \(id)")
        return tree!
    }

    private struct Entry {
        let name: String
        /// The name as git orders it: a folder's with a `/` after it.
        let key: [UInt8]
        let id: ObjectID
        let mode: UInt32

        var isTree: Bool { mode == GIT_FILEMODE_TREE.rawValue }
        var isLink: Bool { mode == GIT_FILEMODE_LINK.rawValue }
        /// A blob (file or symbolic link); not a folder nor a submodule.
        var isFile: Bool { !isTree && mode != GIT_FILEMODE_COMMIT.rawValue }
    }

    private static func entries(of tree: OpaquePointer?) -> [Entry] {
        guard let tree else { return [] }
        return (0..<git_tree_entrycount(tree)).compactMap { index in
            guard let entry = git_tree_entry_byindex(tree, index) else { return nil }
            let raw = git_tree_entry_name(entry)!
            let name = LosslessText.decode(cString: raw)  // names are bytes, not always UTF-8
            let mode = git_tree_entry_filemode(entry).rawValue
            let key = Array(UnsafeRawBufferPointer(start: raw, count: strlen(raw)))
                + (mode == GIT_FILEMODE_TREE.rawValue ? [UInt8(ascii: "/")] : [])
            return Entry(name: name, key: key, id: ObjectID(git_tree_entry_id(entry).pointee), mode: mode)
        }
    }
}
