import CGit2

extension Repository {
    /// The commits reachable from `tips` but from none of `hidden` — what
    /// `git rev-list tips --not hidden` lists — oldest first (topological).
    ///
    /// Hidden ids missing from the local object database, or naming no commit,
    /// are skipped: git would not be able to exclude them either.
    public func commits(from tips: [ObjectID], hiding hidden: [ObjectID] = []) throws(GitError) -> [ObjectID] {
        guard !tips.isEmpty else { return [] }
        var walk: OpaquePointer?
        try GitError.check(git_revwalk_new(&walk, pointer), "cannot walk history")
        defer { git_revwalk_free(walk) }
        git_revwalk_sorting(walk, GIT_SORT_TOPOLOGICAL.rawValue | GIT_SORT_REVERSE.rawValue)
        for tip in tips {
            var raw = try commit(peeling: tip).raw
            try GitError.check(git_revwalk_push(walk, &raw), "cannot walk from \(tip)")
        }
        for id in hidden where contains(id) {
            guard let commitID = try? commit(peeling: id) else { continue }
            var raw = commitID.raw
            try GitError.check(git_revwalk_hide(walk, &raw), "cannot hide \(id)")
        }
        var commits: [ObjectID] = []
        var next = git_oid()
        while true {
            let code = git_revwalk_next(&next, walk)
            if code == GIT_ITEROVER.rawValue { break }
            try GitError.check(code, "cannot walk history")
            commits.append(ObjectID(next))
        }
        return commits
    }
}
