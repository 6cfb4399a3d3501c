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

    /// Walks both trees' entries in git's order side by side. Entries are
    /// compared in place (libgit2's own order, ids by memory): a name becomes
    /// a string only when its entry changed — a folder of thousands of files
    /// changed in one is walked at the cost of comparing bytes.
    private func compare(
        _ old: OpaquePointer?, _ new: OpaquePointer?, prefix: String, into changes: inout [FileChange]
    ) throws(GitError) {
        let oldCount = old.map(git_tree_entrycount) ?? 0, newCount = new.map(git_tree_entrycount) ?? 0
        var oldIndex = 0, newIndex = 0
        while oldIndex < oldCount || newIndex < newCount {
            let oldEntry = oldIndex < oldCount ? git_tree_entry_byindex(old, oldIndex) : nil
            let newEntry = newIndex < newCount ? git_tree_entry_byindex(new, newIndex) : nil
            let order = switch (oldEntry, newEntry) {
            case (let oldEntry?, let newEntry?): git_tree_entry_cmp(oldEntry, newEntry)
            case (.some, nil): Int32(-1)
            default: Int32(1)
            }
            if order == 0, let oldEntry, let newEntry {
                if !Self.sameContent(oldEntry, newEntry) {
                    try compare(Entry(oldEntry), Entry(newEntry), prefix: prefix, into: &changes)
                }
                oldIndex += 1
                newIndex += 1
            } else if order < 0, let oldEntry {
                try compare(Entry(oldEntry), nil, prefix: prefix, into: &changes)
                oldIndex += 1
            } else if let newEntry {
                try compare(nil, Entry(newEntry), prefix: prefix, into: &changes)
                newIndex += 1
            }
        }
    }

    /// The same object with the same mode: nothing below it changed.
    private static func sameContent(_ old: OpaquePointer, _ new: OpaquePointer) -> Bool {
        git_tree_entry_filemode(old) == git_tree_entry_filemode(new) && git_oid_equal(git_tree_entry_id(old), git_tree_entry_id(new)) == 1
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

    /// An entry that changed, read out of its tree.
    private struct Entry {
        let name: String
        let id: ObjectID
        let mode: UInt32

        init(_ entry: OpaquePointer) {
            name = LosslessText.decode(cString: git_tree_entry_name(entry))  // names are bytes, not always UTF-8
            id = ObjectID(git_tree_entry_id(entry).pointee)
            mode = git_tree_entry_filemode(entry).rawValue
        }

        var isTree: Bool { mode == GIT_FILEMODE_TREE.rawValue }
        var isLink: Bool { mode == GIT_FILEMODE_LINK.rawValue }
        /// A blob (file or symbolic link); not a folder nor a submodule.
        var isFile: Bool { !isTree && mode != GIT_FILEMODE_COMMIT.rawValue }
    }
}
