import Git

/// Exactly what a push sends: for each ref, the commits; over all refs, the
/// files those commits change.
public struct PushPlan: Sendable {
    public struct Ref: Sendable {
        public let update: RefUpdate
        /// The commit the pushed object names (a tag peeled); nil for a
        /// deletion and for a tag of a tree or a blob, which send no files.
        public let tip: ObjectID?
        /// Commits sent for this ref, oldest first.
        public let commits: [ObjectID]
    }

    /// A file the pushed commits add, modify or rename (to this path).
    public struct File: Sendable, Hashable {
        public let path: String
        /// For a rename, the path it had.
        public let previousPath: String?
        /// The pushed commit whose tree holds the content that leaves the machine.
        public let commit: ObjectID
        /// The blob that is pushed (its id keys the result cache). Its content is
        /// read only for the files a job takes (see ``PrePushHook/prepare()``).
        public let blob: ObjectID
    }

    public let remote: String
    public let url: String
    public let refs: [Ref]
    /// Added, modified and renamed files (new paths), sorted, each once.
    public let files: [File]
    /// Paths the push deletes (absent from the pushed tips), sorted.
    public let deleted: [String]
    /// One line each about what was worked around to plan the push (a
    /// remote-tracking ref that points nowhere), for the user to read.
    public let notes: [String]
    /// `files` by path: jobs look files up one by one, and a first push can send thousands.
    private let filesByPath: [String: File]

    init(remote: String, url: String, refs: [Ref], files: [File], deleted: [String], notes: [String] = []) {
        self.notes = notes
        self.remote = remote
        self.url = url
        self.refs = refs
        self.files = files
        self.deleted = deleted
        self.filesByPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public var filePaths: [String] { files.map(\.path) }

    /// The pushed file at `path`, if the push adds, modifies or renames it.
    public func file(at path: String) -> File? { filesByPath[path] }
}

extension PushPlan {
    /// Works out what `updates` send to `remote`.
    ///
    /// For each ref: the commits reachable from the local tip and not from the
    /// remote's tip (when this repository has it) nor from any of the remote's
    /// tracking refs — so a new branch sends only its own commits, and a force
    /// push after a rebase sends the rewritten commits, not the ones dropped and
    /// not upstream's. Deletions send nothing. Tags send the commits they bring.
    /// Files are the union of what those commits change (merge commits: only
    /// what the merge introduced), read at each ref's pushed tip.
    public static func compute(
        updates: [RefUpdate], remote: String, url: String, repository: Repository
    ) throws(GitError) -> PushPlan {
        var refs: [Ref] = []
        // Each changed path, with the pushed commit (a tag peeled) whose tree holds it.
        var touched: [String: (previous: String?, tip: ObjectID)] = [:]
        let tracking = try repository.referenceTargets(matching: "refs/remotes/\(remote)/*")
        let notes = tracking.unresolvable.map { name in
            let mend = name.hasSuffix("/HEAD") ? "git remote set-head \(remote) -a" : "git fetch --prune \(remote)"
            return "skipped \(name): it points to nothing in this repository (`\(mend)` mends it)"
        }
        for update in updates {
            guard !update.isDeletion, let tip = try repository.commitIfAny(peeling: update.localID) else {
                refs.append(Ref(update: update, tip: nil, commits: []))
                continue
            }
            let commits = try repository.commits(
                from: [tip], hiding: (update.remoteID.isZero ? [] : [update.remoteID]) + tracking.ids)
            refs.append(Ref(update: update, tip: tip, commits: commits))
            for commit in commits {
                for change in try repository.changes(in: commit) {
                    let previous = change.kind == .renamed ? change.previousPath : touched[change.path]?.previous
                    touched[change.path] = (previous, tip)
                    if let old = change.previousPath, touched[old] == nil { touched[old] = (nil, tip) }
                }
            }
        }
        var files: [File] = []
        var deleted: [String] = []
        for (path, entry) in touched {
            if let blob = try repository.blobID(at: path, in: entry.tip) {
                files.append(File(path: path, previousPath: entry.previous, commit: entry.tip, blob: blob))
            } else {
                deleted.append(path)
            }
        }
        return PushPlan(remote: remote, url: url, refs: refs,
                        files: files.sorted { $0.path < $1.path }, deleted: deleted.sorted(), notes: notes)
    }
}
