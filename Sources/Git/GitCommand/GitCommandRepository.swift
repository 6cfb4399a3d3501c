import Foundation
import ToolCore

/// A repository read with git's own plumbing commands, for what libgit2 1.5
/// cannot open: the SHA-256 object format, an extension it does not know.
/// Slower than ``Libgit2Repository`` (a process per question, objects read
/// through one `git cat-file --batch-command`), and equal in every answer.
public final class GitCommandRepository: Repository {
    public let workDirectory: String?
    public let gitDirectory: String
    public let commonDirectory: String
    public let objectIDByteCount: Int
    let git: GitProgram
    /// One `git cat-file --batch-command`, started on first use.
    private var objectReader: ObjectReader?
    /// Each commit's files, listed once (`git ls-tree -r`) when first asked about.
    private var listings: [ObjectID: [ExactString: TreeListing.Entry]] = [:]

    /// Opens the repository containing `path`, as git finds it from there.
    public convenience init(discoveringFrom path: String) throws(GitError) {
        try self.init(location: Location.asking(["-C", path], namesRepository: false, describing: path))
    }

    /// Opens the repository whose git folder is `gitDirectory`, with
    /// `workTree` as its work tree (nil: bare), as git's `--git-dir` and
    /// `--work-tree` name them.
    public convenience init(gitDirectory: String, workTree: String?) throws(GitError) {
        let naming = ["--git-dir=" + gitDirectory] + (workTree.map { ["--work-tree=" + $0] } ?? [])
        try self.init(location: Location.asking(naming, namesRepository: true, describing: gitDirectory))
    }

    private init(location: Location) {
        gitDirectory = location.gitDirectory
        commonDirectory = location.commonDirectory
        objectIDByteCount = location.objectIDByteCount
        workDirectory = location.workDirectory
        git = GitProgram(leadingArguments: Self.leadingArguments(gitDirectory: gitDirectory, workDirectory: workDirectory))
    }

    /// Where a repository's folders are, as git itself answers.
    struct Location {
        let gitDirectory: String
        let commonDirectory: String
        /// With a trailing `/`; nil for a bare repository.
        let workDirectory: String?
        let objectIDByteCount: Int

        /// Asks git where the repository that `arguments` (`-C folder`,
        /// `--git-dir=…`, `--work-tree=…`) lead to is. `namesRepository`: the
        /// arguments name the git folder or the work tree, so git's
        /// `--show-toplevel` answers for the work tree wherever the process is.
        static func asking(_ arguments: [String], namesRepository: Bool, describing path: String) throws(GitError) -> Location {
            let finder = GitProgram(leadingArguments: arguments)
            let answers = try GitCommandRepository.lines(finder.run([
                "rev-parse", "--path-format=absolute", "--git-dir", "--git-common-dir", "--is-bare-repository",
                "--is-inside-work-tree", "--show-object-format",
            ]))
            guard answers.count == 5 else { throw GitError("cannot open a git repository at '\(path)'") }
            let gitDirectory = GitCommandRepository.folder(answers[0])
            let workDirectory: String?
            if answers[2] == "true" {
                workDirectory = nil
            } else if answers[3] == "true" || namesRepository {
                let top = try finder.run(["rev-parse", "--path-format=absolute", "--show-toplevel"])
                workDirectory = GitCommandRepository.lines(top).first.map(GitCommandRepository.folder)
            } else {  // inside the .git folder: its work tree is where git keeps it
                workDirectory = GitCommandRepository.workTree(ofGitDirectory: gitDirectory)
            }
            return Location(gitDirectory: gitDirectory, commonDirectory: GitCommandRepository.folder(answers[1]),
                            workDirectory: workDirectory, objectIDByteCount: answers[4] == "sha256" ? 32 : 20)
        }
    }

    private init(copying other: GitCommandRepository) {
        workDirectory = other.workDirectory
        gitDirectory = other.gitDirectory
        commonDirectory = other.commonDirectory
        objectIDByteCount = other.objectIDByteCount
        git = other.git
    }

    public func reopened() throws(GitError) -> any Repository { GitCommandRepository(copying: self) }

    /// The repository named explicitly; replacement refs off, as libgit2 has them.
    static func leadingArguments(gitDirectory: String, workDirectory: String?) -> [String] {
        ["--git-dir=" + gitDirectory] + (workDirectory.map { ["--work-tree=" + $0] } ?? [])
            + ["--no-replace-objects", "--literal-pathspecs"]
    }

    /// A linked worktree's folder records its `.git` file; the main one sits in its work tree.
    static func workTree(ofGitDirectory gitDirectory: String) -> String? {
        if let recorded = try? String(contentsOfFile: gitDirectory + "gitdir", encoding: .utf8) {
            return folder((recorded.trimmingTrailingWhitespace as NSString).deletingLastPathComponent)
        }
        return folder((String(gitDirectory.dropLast()) as NSString).deletingLastPathComponent)
    }

    static func folder(_ path: String) -> String { path.hasSuffix("/") ? path : path + "/" }

    static func lines(_ output: [UInt8]) -> [String] {
        output.split(separator: UInt8(ascii: "\n")).map { LosslessText.decode($0) }
    }

    var objects: ObjectReader {
        get throws(GitError) {
            if let objectReader { return objectReader }
            let reader = try ObjectReader(git: git)
            objectReader = reader
            return reader
        }
    }

    // MARK: - Objects and history

    public func contains(_ id: ObjectID) -> Bool {
        guard id.byteCount == objectIDByteCount else { return false }
        return (try? objects.info(id.hex)) != nil
    }

    public func resolve(_ revision: String) throws(GitError) -> ObjectID {
        let result = try git.runAllowingFailure(["rev-parse", "--verify", "--quiet", "--end-of-options", revision])
        guard result.status == 0, let id = Self.lines(result.output).first.flatMap(ObjectID.init(hex:)) else {
            throw GitError("cannot resolve '\(EchoedText.escaped(revision))'")
        }
        return id
    }

    public func commitIfAny(peeling id: ObjectID) throws(GitError) -> ObjectID? {
        guard let object = try objects.info(id.hex) else { throw GitError("no object \(id)") }
        if object.type == "commit" { return object.id }
        return try objects.info(id.hex + "^{commit}")?.id
    }

    public func commits(from tips: [ObjectID], hiding hidden: [ObjectID]) throws(GitError) -> [ObjectID] {
        guard !tips.isEmpty else { return [] }
        let starts = try tips.map { tip throws(GitError) in
            guard let commit = try commitIfAny(peeling: tip) else {
                throw GitError("\(tip) does not name a commit")
            }
            return commit
        }
        let excluded = hidden.filter(contains).compactMap { try? commitIfAny(peeling: $0) }
        // On the command line: git 2.39 takes no `--not` on `--stdin`.
        let output = try git.run(["rev-list", "--topo-order", "--reverse"] + starts.map(\.hex) + ["--not"] + excluded.map(\.hex))
        return Self.lines(output).compactMap(ObjectID.init(hex:))
    }

    public func changes(in commit: ObjectID) throws(GitError) -> [FileChange] {
        let parents = try parentIDs(of: commit)
        guard let first = parents.first else { return try diff(from: nil, to: commit) }
        let firstChanges = try diff(from: first, to: commit)
        guard parents.count > 1 else { return firstChanges }
        var common = firstChanges.map(\.path).exactSet  // `café` in NFC and in NFD are two paths
        for parent in parents.dropFirst() {
            common.formIntersection(try diff(from: parent, to: commit).map(\.path).exactSet)
        }
        return firstChanges.filter { common.contains(ExactString($0.path)) }
    }

    /// The parents git walks to: none for a root or a shallow clone's boundary.
    private func parentIDs(of commit: ObjectID) throws(GitError) -> [ObjectID] {
        let output = try git.run(["rev-list", "--parents", "--max-count=1", commit.hex])
        return Self.lines(output).first.map { $0.split(separator: " ").dropFirst().compactMap(ObjectID.init(hex:)) } ?? []
    }

    /// `git diff-tree -r -M` between two commits (nil: the empty tree), in path order.
    private func diff(from old: ObjectID?, to new: ObjectID) throws(GitError) -> [FileChange] {
        let range = old.map { [$0.hex, new.hex] } ?? ["--root", new.hex]
        let output = try git.run(["diff-tree", "-r", "-z", "-M", "--no-commit-id"] + range)
        return RawDiff.changes(in: output)
    }

    // MARK: - Files of a commit

    public func blobEntry(at path: String, in commit: ObjectID) throws(GitError) -> BlobEntry? {
        try listing(of: commit)[ExactString(path)].flatMap { $0.isBlob ? BlobEntry(id: $0.id, mode: $0.mode) : nil }
    }

    public func blob(at path: String, in commit: ObjectID) throws(GitError) -> Blob? {
        guard let entry = try listing(of: commit)[ExactString(path)], entry.isBlob else { return nil }
        guard let bytes = try objects.contents(entry.id.hex) else {
            throw GitError("cannot read \(LosslessText.display(path))")
        }
        return Blob(id: entry.id, bytes: bytes, isBinary: Blob.isBinary(bytes), mode: entry.mode)
    }

    private func listing(of commit: ObjectID) throws(GitError) -> [ExactString: TreeListing.Entry] {
        if let listing = listings[commit] { return listing }
        let listing = TreeListing.entries(in: try git.run(["ls-tree", "-r", "-z", "--full-tree", commit.hex]))
        listings[commit] = listing
        return listing
    }

    public func workTreeFile(at path: String, cleansTo blob: ObjectID) -> Bool {
        guard let workDirectory else { return false }
        return Self.hashObject(path, workDirectory: workDirectory, with: git) == blob
    }

    /// `git hash-object --path`: the id of the work-tree file at `path` after
    /// git's clean filters, every filter driver included.
    static func hashObject(_ path: String, workDirectory: String, with git: GitProgram) -> ObjectID? {
        guard let output = try? git.run(["hash-object", "--path=" + path, "--", workDirectory + path]) else { return nil }
        return lines(output).first.flatMap(ObjectID.init(hex:))
    }

    public func treeID(of commit: ObjectID) throws(GitError) -> ObjectID {
        guard let tree = try objects.info(commit.hex + "^{tree}"), tree.type == "tree" else {
            throw GitError("no commit \(commit)")
        }
        return tree.id
    }

    /// Fills a throwaway index with the commit's tree and checks that out
    /// under `folder`: the repository's own index is never touched.
    public func export(_ commit: ObjectID, to folder: String) throws(GitError) {
        let index = NSTemporaryDirectory() + "/swifthook-index-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: index) }
        let scratch = GitProgram(leadingArguments: git.leadingArguments, extraEnvironment: ["GIT_INDEX_FILE=" + index])
        _ = try scratch.run(["read-tree", commit.hex])
        _ = try scratch.run(["checkout-index", "--all", "--force", "--prefix=" + Self.folder(folder)])
    }
}
