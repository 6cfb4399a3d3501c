import Foundation
import Git
import ToolCore

/// One run of the pre-push hook, from git's input to an exit code.
public struct PrePushHook: Sendable {
    public let remote: String
    public let url: String
    /// git's ref lines.
    public let input: String
    public let workingDirectory: String
    public let environment: [String: String]
    public var liveOutput = false

    public init(remote: String, url: String, input: String, workingDirectory: String, environment: [String: String]) {
        self.remote = remote
        self.url = url
        self.input = input
        self.workingDirectory = workingDirectory
        self.environment = environment
    }

    /// Everything decided before a job runs.
    public struct Preparation: Sendable {
        public let push: PushPlan
        public let configuration: HookConfiguration
        public let jobs: [JobPlan]
        public let root: String
        public let gitDirectory: String
        /// Where git runs hooks from, and a chained foreign hook is kept.
        public let hooksFolder: String
        /// One line each about the configuration as this push uses it (a `SKIP=` name that is no job).
        public let notes: [String]
        /// Pushed files known to be binary: among those jobs take, or every
        /// pushed file when asked for (`--dry-run` lists them).
        public let binaryPaths: Set<ExactString>
        /// Pushed content by blob id: every version of the files jobs take.
        let pushedContent: [ObjectID: [UInt8]]
        let differing: Set<ExactString>
        let trees: [String]
    }

    /// Whether a run in `root` (where git runs hooks) can end at once: no
    /// configuration and no chained hook. Saves opening the repository and
    /// walking the push for the common "hook installed, nothing configured" case.
    /// The hooks folder is the one the installed shim names; without it, only
    /// a plain `.git` folder's `hooks/` is known without reading git's configuration.
    public static func hasNothingToRun(root: String, hooksFolder: String?) -> Bool {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        let gitFolder = (root as NSString).appendingPathComponent(".git")
        guard let hooks = hooksFolder ?? (manager.fileExists(atPath: gitFolder, isDirectory: &isFolder) && isFolder.boolValue
            ? gitFolder + "/hooks" : nil) else { return false }
        let files = [HookConfiguration.fileName, HookConfiguration.localFileName].map { (root as NSString).appendingPathComponent($0) }
            + [HookInstaller.chainedHookPath(hooksFolder: hooks)]
        return !files.contains { manager.fileExists(atPath: $0) }
    }

    /// Reads the push and the configuration and plans the jobs. Pushed content
    /// is read only for the files running jobs take (a push that no job cares
    /// about reads no blob); `flaggingEveryBinaryFile` reads every pushed file
    /// to say which are binary.
    public func prepare(flaggingEveryBinaryFile: Bool = false) async throws -> Preparation {
        // git runs hooks at the top of the work tree, so the configuration is
        // usually read there, on another core, while the repository opens
        // (libgit2 may still be initializing, see
        // `Libgit2.initializeInBackground()`) and the push is walked.
        // `GIT_DIR` or `GIT_WORK_TREE` (git's `--git-dir`, `--work-tree`)
        // name the repository wherever git was run: the folder says nothing then.
        let top = workingDirectory, environment = environment
        let atTop = GitLocationVariables(environment).isEmpty
            && FileManager.default.fileExists(atPath: (top as NSString).appendingPathComponent(".git"))
        async let early = atTop ? HookConfiguration.load(root: top, environment: environment) : nil
        let repository: any Repository, root: String, push: PushPlan
        do {
            repository = try openRepository(asGitRunsIn: workingDirectory, environment: environment)
            guard let workTree = repository.workDirectory.map({ String($0.dropLast()) }) else {
                throw HookError("a bare repository has no work tree to check")
            }
            root = workTree
            let updates = try RefUpdate.parse(input)
            push = try PushPlan.compute(updates: updates, remote: remote, url: url, repository: repository)
        } catch {
            _ = try await early  // a broken configuration is reported first, as it is read first
            throw error
        }
        let configuration: HookConfiguration
        if let early = try await early, root == top {
            configuration = early
        } else {
            configuration = try HookConfiguration.load(root: root, environment: environment)
        }
        let skipped = Set((environment["SKIP"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        let notes = Self.unknownJobNotes(skipped, jobs: configuration.prePush.allJobs)
        var planner = JobPlanner(skippedByEnvironment: skipped, operationInProgress: repository.operationInProgress)
        var jobs = planner.plan(configuration.prePush.allJobs, for: push)

        // Paths as exact strings: `café` in NFC and in NFD are two files.
        let taken = jobs.flatMap(\.repositoryPaths).exactSet
        let read = flaggingEveryBinaryFile ? push.filePaths.exactSet : taken
        let (blobs, sameInWorkTree) = try await Self.blobs(at: read.map(\.string), of: push, root: root, in: repository)
        let binary = read.filter { push.versions(at: $0.string).contains { blobs[$0.blob]?.isBinary == true } }
        if !binary.isEmpty, jobs.contains(where: { !$0.job.types.isEmpty }) {  // `types:` decides: plan again
            planner.binaryPaths = binary
            jobs = planner.plan(configuration.prePush.allJobs, for: push)
        }
        let (content, differing) = Self.content(
            of: jobs.flatMap(\.repositoryPaths).exactSet, in: push, blobs: blobs, sameInWorkTree: sameInWorkTree,
            repository: repository)
        let trees = try push.refs.compactMap(\.tip).map { tip throws(GitError) in try repository.treeID(of: tip).hex }
        let hooksFolder = HookInstaller.hooksFolder(environment: environment, repository: repository)
        return Preparation(push: push, configuration: configuration, jobs: jobs, root: root,
                           gitDirectory: repository.gitDirectory, hooksFolder: hooksFolder, notes: notes, binaryPaths: binary,
                           pushedContent: content, differing: differing, trees: trees)
    }

    /// `SKIP=` names that are no job, each in a note with the likely one.
    private static func unknownJobNotes(_ skipped: Set<String>, jobs: [Job]) -> [String] {
        let names = jobs.map(\.name)
        return skipped.subtracting(names).sorted().map { name in
            let suggestion = Suggestion.closest(to: name, among: names).map { "; did you mean `\($0)`?" } ?? ""
            return "SKIP names `\(name)`, which is no job here" + suggestion
        }
    }

    /// What jobs read of the pushed `paths`, by blob id, and the paths whose
    /// work-tree file differs from a pushed version.
    private static func content(
        of paths: Set<ExactString>, in push: PushPlan, blobs: [ObjectID: Blob], sameInWorkTree: Set<ObjectID>,
        repository: any Repository
    ) -> (content: [ObjectID: [UInt8]], differing: Set<ExactString>) {
        let root = repository.workDirectory ?? "/"
        var content: [ObjectID: [UInt8]] = [:]
        var differing = Set<ExactString>()
        for exact in paths {
            let path = exact.string
            for version in push.versions(at: path) {
                guard let blob = blobs[version.blob] else { continue }
                content[version.blob] = blob.bytes
                // Compared as `git status` compares: after git's filters (a
                // CRLF work-tree file under `core.autocrlf` is the LF blob).
                if !sameInWorkTree.contains(version.blob), !blob.isHeld(byWorkTreeEntry: root + path),
                   version.isSymbolicLink || !repository.workTreeFile(at: path, cleansTo: version.blob) {
                    differing.insert(exact)
                }
            }
        }
        return (content, differing)
    }

    /// The pushed blobs at `paths` (every version), by id, and the ids of
    /// those the work tree holds unchanged.
    ///
    /// A work-tree file whose content hashes to the pushed blob's id *is* that
    /// blob: it is taken from the work tree, and nothing is inflated from the
    /// object database (most of a push's own work otherwise). The others are
    /// read from the object database. From a dozen files on, another core
    /// takes half, with a repository of its own (libgit2 serves one thread at
    /// a time), opened only if one of its files needs it.
    private static func blobs(
        at paths: [String], of push: PushPlan, root: String, in repository: any Repository
    ) async throws -> (blobs: [ObjectID: Blob], sameInWorkTree: Set<ObjectID>) {
        let split = paths.count >= 12 ? paths.count / 2 : paths.count
        let theirs = Array(paths[split...])
        nonisolated(unsafe) let original = repository  // only read on this thread: reopened() is the other's
        async let other = read(theirs, of: push, root: root) { try original.reopened() }
        let mine = try read(paths[..<split], of: push, root: root) { repository }
        let others = try await other
        return (mine.blobs.merging(others.blobs) { first, _ in first }, mine.sameInWorkTree.union(others.sameInWorkTree))
    }

    private static func read(
        _ paths: some Collection<String>, of push: PushPlan, root: String, repository open: () throws -> any Repository
    ) throws -> (blobs: [ObjectID: Blob], sameInWorkTree: Set<ObjectID>) {
        var blobs: [ObjectID: Blob] = [:], same = Set<ObjectID>()
        var repository: (any Repository)?
        for path in paths {
            for version in push.versions(at: path) where blobs[version.blob] == nil {
                if let copy = Blob(workTreeFile: root + "/" + path, matching: version.blob) {
                    blobs[version.blob] = copy
                    same.insert(version.blob)
                    continue
                }
                if repository == nil { repository = try open() }
                blobs[version.blob] = try repository!.blob(at: path, in: version.commit)
            }
        }
        return (blobs, same)
    }

    /// Runs the jobs, prints one block per job and a summary to `report`, runs
    /// a chained foreign hook, and returns the exit code (non-zero blocks the push).
    public func run(_ preparation: Preparation, report: @Sendable (String) -> Void) async -> Int32 {
        let started = ContinuousClock.now
        let push = preparation.push
        let commits = Set(push.refs.flatMap(\.commits)).count  // two refs may send the same commit
        let refCount = "\(push.refs.count) ref\(push.refs.count == 1 ? "" : "s")"
        let commitCount = "\(commits) commit\(commits == 1 ? "" : "s")"
        let fileCount = "\(push.files.count) file\(push.files.count == 1 ? "" : "s")"
        report("swifthook-lite: pre-push to \(remote): \(refCount), \(commitCount), \(fileCount)\n")
        for note in push.notes + preparation.notes { report("swifthook-lite: note: \(note)\n") }
        let runner = HookRunner(
            root: preparation.root, gitDirectory: preparation.gitDirectory, push: push,
            section: preparation.configuration.prePush, plans: preparation.jobs, input: input, environment: environment,
            pushedContent: preparation.pushedContent, differingInWorkTree: preparation.differing,
            pushedTrees: preparation.trees,
            // A single running job streams its output as it comes; several would interleave.
            liveOutput: liveOutput || preparation.jobs.filter(\.runs).count == 1)
        var results = await runner.run()
        if let chained = await runChainedHook(hooksFolder: preparation.hooksFolder) { results.append(chained) }
        for result in results { report(Self.block(for: result)) }
        let failed = results.filter(\.blocksPush).count
        let passed = results.filter { $0.status == .passed || $0.status == .cached }.count
        let skipped = results.filter { $0.status == .skipped || $0.status == .cancelled }.count
        let verdict = failed > 0 ? " — push blocked" : ""
        let duration = Self.seconds(ContinuousClock.now - started)
        report("swifthook-lite: \(passed) passed, \(failed) failed, \(skipped) skipped in \(duration)s\(verdict)\n")
        return failed > 0 ? 1 : 0
    }

    static func block(for result: JobResult) -> String {
        let status = result.status.rawValue
        var text = status + String(repeating: " ", count: max(0, 14 - status.count)) + " \(result.name)"
        switch result.status {
        case .skipped, .cancelled: text += " — \(result.output)\n"
        case .cached: text += "\n"
        case .passed, .failed:
            text += " (\(seconds(result.duration))s)\n"
            if result.status == .failed || !result.output.isEmpty && result.status == .passed && result.output.contains("warning") {
                text += result.output.split(separator: "\n", omittingEmptySubsequences: false)
                    .dropLast(result.output.hasSuffix("\n") ? 1 : 0)
                    .map { "  │ \($0)\n" }.joined()
            }
            if let hint = result.hint { text += "  hint: \(hint)\n" }
        }
        return text
    }

    /// `duration` in seconds with two decimals, cut rather than rounded ("1.07").
    /// Integer arithmetic: `String(format:)` costs a start two conformance scans.
    static func seconds(_ duration: Duration) -> String {
        let hundredths = duration.components.seconds * 100 + duration.components.attoseconds / 10_000_000_000_000_000
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// A pre-push hook that was there before `install` (git-lfs's, say) runs
    /// with the same arguments and input.
    private func runChainedHook(hooksFolder: String) async -> JobResult? {
        let chained = HookInstaller.chainedHookPath(hooksFolder: hooksFolder)
        guard FileManager.default.isExecutableFile(atPath: chained) else { return nil }
        var command = Command(.executable(chained, arguments: [remote, url]), workingDirectory: workingDirectory)
        command.input = .bytes(LosslessText.bytes(input))
        let started = ContinuousClock.now
        guard let result = try? await command.run() else {
            return JobResult(name: "chained pre-push hook", status: .failed, output: "cannot run \(chained)\n")
        }
        return JobResult(name: "chained pre-push hook", status: result.succeeded ? .passed : .failed,
                         duration: ContinuousClock.now - started, output: result.outputText + result.errorText)
    }
}

/// A hook failure worded for the user.
public struct HookError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
