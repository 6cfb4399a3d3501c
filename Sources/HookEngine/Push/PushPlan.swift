import Git
import ToolCore

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
        /// Each distinct content the push sends at this path, in ref order:
        /// one, unless refs pushed together hold different versions of it.
        public let versions: [Version]
    }

    /// One content of a pushed file.
    public struct Version: Sendable, Hashable {
        /// The pushed commit (a ref's tip, a tag peeled) whose tree holds it.
        public let commit: ObjectID
        /// The blob (its id keys the result cache). Its content is read only
        /// for the files a job takes (see ``PrePushHook/prepare(flaggingEveryBinaryFile:)``).
        public let blob: ObjectID
        /// The tree entry's mode: 0o120000 for a symbolic link, whose blob is
        /// the path it points to.
        public let mode: UInt32
        /// Every pushed tip whose ref changes the file and holds this content
        /// (`commit` is the first): a job that covers only some refs takes
        /// the versions of those.
        public let tips: [ObjectID]

        public init(commit: ObjectID, blob: ObjectID, mode: UInt32 = 0o100644, tips: [ObjectID]? = nil) {
            self.commit = commit
            self.blob = blob
            self.mode = mode
            self.tips = tips ?? [commit]
        }

        public var isSymbolicLink: Bool { mode == 0o120000 }
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
    /// `files` by path: jobs look files up one by one, and a first push can
    /// send thousands. By exact path: names that differ only in their Unicode
    /// normalization are two files.
    private let filesByPath: [ExactString: File]

    init(remote: String, url: String, refs: [Ref], files: [File], deleted: [String], notes: [String] = []) {
        self.notes = notes
        self.remote = remote
        self.url = url
        self.refs = refs
        self.files = files
        self.deleted = deleted
        self.filesByPath = Dictionary(files.map { (ExactString($0.path), $0) }, uniquingKeysWith: { first, _ in first })
    }

    public var filePaths: [String] { files.map(\.path) }

    /// The pushed file at `path`, if the push adds, modifies or renames it.
    public func file(at path: String) -> File? { filesByPath[ExactString(path)] }

    /// Every pushed content of the file at `path`; none when it is not pushed.
    public func versions(at path: String) -> [Version] { filesByPath[ExactString(path)]?.versions ?? [] }

    /// The contents of the file at `path` that the refs with these tips send
    /// (nil: every ref).
    public func versions(at path: String, sentByTips tips: Set<ObjectID>?) -> [Version] {
        guard let tips else { return versions(at: path) }
        return versions(at: path).filter { $0.tips.contains(where: tips.contains) }
    }
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
        updates: [RefUpdate], remote: String, url: String, repository: any Repository
    ) throws(GitError) -> PushPlan {
        let digits = repository.objectIDByteCount * 2
        if let stray = updates.first(where: { [$0.localID, $0.remoteID].contains { $0.byteCount * 2 != digits } }) {
            throw GitError("pre-push input for \(stray.remoteRef) has an id that is not \(digits) hex digits, "
                + "the length of this repository's object ids")
        }
        var refs: [Ref] = []
        // Each changed path, with the pushed tips (tags peeled) of the refs that change it.
        var touched: [ExactString: (previous: String?, tips: [ObjectID])] = [:]
        let remotes = remote == url ? repository.remoteNames(withURL: url) : [remote]
        var (tracking, notes) = try trackingRefs(of: remotes, pushedTo: url, sendsCommits: updates.contains { !$0.isDeletion },
                                                 in: repository)
        for update in updates {
            guard !update.isDeletion, let tip = try repository.commitIfAny(peeling: update.localID) else {
                refs.append(Ref(update: update, tip: nil, commits: []))
                continue
            }
            if !update.remoteID.isZero, !repository.contains(update.remoteID) {
                notes.append("\(update.remoteRef): the remote's tip \(update.remoteID.hex.prefix(10)) is not in this repository "
                    + "(pushed since your last fetch); checking the commits no remote-tracking ref has instead — "
                    + "`git fetch \(remotes.first ?? remote)` makes the check exact")
            }
            let commits = try repository.commits(from: [tip], hiding: (update.remoteID.isZero ? [] : [update.remoteID]) + tracking)
            refs.append(Ref(update: update, tip: tip, commits: commits))
            for commit in commits {
                for change in try repository.changes(in: commit) {
                    let path = ExactString(change.path)
                    let previous = change.kind == .renamed ? change.previousPath : touched[path]?.previous
                    touched[path] = (previous, Self.adding(tip, to: touched[path]?.tips ?? []))
                    if let old = change.previousPath.map({ ExactString($0) }) {
                        touched[old] = (touched[old]?.previous, Self.adding(tip, to: touched[old]?.tips ?? []))
                    }
                }
            }
        }
        let (files, deleted) = try versions(of: touched, in: repository)
        return PushPlan(remote: remote, url: url, refs: refs, files: files, deleted: deleted, notes: notes)
    }

    /// What the remote-tracking refs of `remotes` point at, and a note for
    /// each that points nowhere. git names the remote by its URL when a push
    /// names none: the remotes configured with that URL are `remotes` then.
    private static func trackingRefs(
        of remotes: [String], pushedTo url: String, sendsCommits: Bool, in repository: any Repository
    ) throws(GitError) -> (ids: [ObjectID], notes: [String]) {
        var ids: [ObjectID] = [], notes: [String] = []
        if remotes.isEmpty, sendsCommits {
            notes.append("no remote of this repository has the URL \(url): every pushed commit the remote's tip does not reach is checked")
        }
        for name in remotes {
            let targets = try repository.referenceTargets(matching: "refs/remotes/\(name)/*")
            ids += targets.ids
            notes += targets.unresolvable.map { reference in
                let mend = reference.hasSuffix("/HEAD") ? "git remote set-head \(name) -a" : "git fetch --prune \(name)"
                return "skipped \(reference): it points to nothing in this repository (`\(mend)` mends it)"
            }
        }
        return (ids, notes)
    }

    /// The pushed files, each with its distinct contents at the tips that
    /// change it, and the paths gone at every such tip; both sorted.
    private static func versions(
        of touched: [ExactString: (previous: String?, tips: [ObjectID])], in repository: any Repository
    ) throws(GitError) -> (files: [File], deleted: [String]) {
        var files: [File] = [], deleted: [String] = []
        for (exact, entry) in touched {
            let path = exact.string
            var versions: [Version] = []
            for tip in entry.tips {
                guard let found = try repository.blobEntry(at: path, in: tip) else { continue }
                if let same = versions.firstIndex(where: { $0.blob == found.id && $0.mode == found.mode }) {
                    let version = versions[same]
                    versions[same] = Version(commit: version.commit, blob: version.blob, mode: version.mode, tips: version.tips + [tip])
                } else {
                    versions.append(Version(commit: tip, blob: found.id, mode: found.mode))
                }
            }
            if versions.isEmpty {
                deleted.append(path)
            } else {
                files.append(File(path: path, previousPath: entry.previous, versions: versions))
            }
        }
        return (files.sorted { ExactString($0.path) < ExactString($1.path) }, deleted.sorted { ExactString($0) < ExactString($1) })
    }

    private static func adding(_ tip: ObjectID, to tips: [ObjectID]) -> [ObjectID] {
        tips.contains(tip) ? tips : tips + [tip]
    }
}
