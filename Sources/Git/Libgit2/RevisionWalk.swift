import CGit2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Libgit2Repository {
    /// The commits reachable from `tips` but from none of `hidden` — what
    /// `git rev-list tips --not hidden` lists — oldest first (topological).
    ///
    /// Hidden ids missing from the local object database, or naming no commit,
    /// are skipped: git would not be able to exclude them either.
    ///
    /// In a shallow clone the history ends at the commits `.git/shallow`
    /// lists, as it does for git: their parents are not here, and libgit2
    /// (1.5) would fail reaching for them.
    public func commits(from tips: [ObjectID], hiding hidden: [ObjectID] = []) throws(GitError) -> [ObjectID] {
        guard !tips.isEmpty else { return [] }
        let boundary = shallowBoundary
        guard boundary.isEmpty else { return try commitsWithinShallowHistory(from: tips, hiding: hidden, boundary: boundary) }
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

extension Libgit2Repository {
    /// The commits a shallow clone's history ends at (`shallow` in the common
    /// git folder, one id a line); empty for a complete clone.
    public var shallowBoundary: Set<ObjectID> {
        guard git_repository_is_shallow(pointer) == 1, let file = fopen(commonDirectory + "shallow", "r") else { return [] }
        defer { fclose(file) }
        var ids = Set<ObjectID>()
        var line = [CChar](repeating: 0, count: 128)  // a SHA-1 or SHA-256 id and its newline fit
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 && $0 != 10 }.map(UInt8.init(bitPattern:)), as: UTF8.self)
            if let id = ObjectID(hex: text) { ids.insert(id) }
        }
        return ids
    }

    /// ``commits(from:hiding:)`` for a shallow clone: every commit here is
    /// visited (a shallow history is short), the boundary's parents never.
    private func commitsWithinShallowHistory(
        from tips: [ObjectID], hiding hidden: [ObjectID], boundary: Set<ObjectID>
    ) throws(GitError) -> [ObjectID] {
        let hiddenStarts = hidden.filter(contains).compactMap { try? commit(peeling: $0) }
        var excluded = Set<ObjectID>()
        _ = try postOrder(from: hiddenStarts, skipping: [], boundary: boundary, visited: &excluded)
        var visited = excluded
        return try postOrder(from: try tips.map { id throws(GitError) in try commit(peeling: id) },
                             skipping: excluded, boundary: boundary, visited: &visited)
    }

    /// Commits reachable from `starts` and not in `visited`, each after its
    /// parents (so oldest first, as a topological walk reversed gives them).
    private func postOrder(
        from starts: [ObjectID], skipping excluded: Set<ObjectID>, boundary: Set<ObjectID>, visited: inout Set<ObjectID>
    ) throws(GitError) -> [ObjectID] {
        var order: [ObjectID] = []
        // Each entry: a commit and whether its parents have been pushed already.
        var stack = starts.reversed().map { ($0, false) }
        while let (id, expanded) = stack.popLast() {
            if expanded {
                order.append(id)
                continue
            }
            guard visited.insert(id).inserted else { continue }
            stack.append((id, true))
            guard !boundary.contains(id) else { continue }
            for parent in try parentIDs(of: id).reversed() where !visited.contains(parent) && contains(parent) {
                stack.append((parent, false))
            }
        }
        return order.filter { !excluded.contains($0) }
    }

    /// The ids a commit names as its parents, whether or not they are here.
    func parentIDs(of id: ObjectID) throws(GitError) -> [ObjectID] {
        var raw = id.raw
        var commit: OpaquePointer?
        try GitError.check(git_commit_lookup(&commit, pointer, &raw), "no commit \(id)")
        defer { git_commit_free(commit) }
        return (0..<git_commit_parentcount(commit)).compactMap { git_commit_parent_id(commit, $0).map { ObjectID($0.pointee) } }
    }
}
