import CGit2
import ToolCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Libgit2Repository {
    /// The id of `commit`'s tree: equal for commits with the same content
    /// (an amended message, a rebase that changed nothing).
    public func treeID(of commitID: ObjectID) throws(GitError) -> ObjectID {
        let commit = try Commit(lookup: commitID, in: self)
        return ObjectID(git_commit_tree_id(commit.pointer).pointee)
    }

    /// Writes the files of `commit`'s tree into `folder` (which must exist),
    /// leaving this repository's index, HEAD and work tree untouched.
    public func export(_ commitID: ObjectID, to folder: String) throws(GitError) {
        let commit = try Commit(lookup: commitID, in: self)
        var options = git_checkout_options()
        git_checkout_options_init(&options, UInt32(GIT_CHECKOUT_OPTIONS_VERSION))
        options.checkout_strategy = GIT_CHECKOUT_FORCE.rawValue | GIT_CHECKOUT_DONT_UPDATE_INDEX.rawValue
        let code = folder.withCString { target in
            options.target_directory = target
            return git_checkout_tree(pointer, commit.pointer, &options)
        }
        try GitError.check(code, "cannot export \(commitID) to \(folder)")
    }
}
