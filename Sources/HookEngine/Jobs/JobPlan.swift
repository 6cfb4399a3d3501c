import Foundation
import Git
import ToolCore

/// What will happen to one job in this push: the files it gets, or why it is skipped.
public struct JobPlan: Sendable {
    public let job: Job
    /// The job's files, relative to its root (or the repository root).
    public let files: [String]
    /// The same files as paths relative to the repository root (to find their pushed content).
    public let repositoryPaths: [String]
    /// Why the job does not run; nil when it runs.
    public let skippedReason: String?
    /// The tips of the refs the job covers when its `skip:` / `only:` ref
    /// conditions leave some refs out; nil when it covers every ref.
    public let tips: Set<ObjectID>?
    /// The pushed refs its ref conditions leave out, each with the reason
    /// (`refs/heads/wip/x: skip: ref wip/*`), for the dry run.
    public let refsLeftOut: [String]
    /// For the `api-breakage` job: the version tags and release branches it judges.
    public let releases: [ReleaseRef]

    public var runs: Bool { skippedReason == nil }

    init(job: Job, files: [String] = [], repositoryPaths: [String] = [], skippedReason: String?,
         tips: Set<ObjectID>? = nil, refsLeftOut: [String] = [], releases: [ReleaseRef] = []) {
        self.job = job
        self.files = files
        self.repositoryPaths = repositoryPaths
        self.skippedReason = skippedReason
        self.tips = tips
        self.refsLeftOut = refsLeftOut
        self.releases = releases
    }
}

/// Decides, for every configured job, whether it runs and on which files.
///
/// Ref conditions hold per ref: `skip: [{ref: "wip/*"}]` leaves out the refs
/// it names and `only: [{ref: main}]` keeps only those, and the job runs on
/// what the refs it keeps send. `merge` and `rebase` hold for the whole push.
public struct JobPlanner: Sendable {
    /// Jobs named in `SKIP=a,b`.
    public var skippedByEnvironment: Set<String> = []
    /// `merge`, `rebase`… when git is in the middle of one.
    public var operationInProgress: String?
    /// Pushed files found to be binary: a job with `types:` takes them or not.
    public var binaryPaths: Set<ExactString>

    public init(skippedByEnvironment: Set<String> = [], operationInProgress: String? = nil, binaryPaths: Set<ExactString> = []) {
        self.skippedByEnvironment = skippedByEnvironment
        self.operationInProgress = operationInProgress
        self.binaryPaths = binaryPaths
    }

    public func plan(_ jobs: [Job], for push: PushPlan) -> [JobPlan] {
        jobs.map { plan($0, for: push) }
    }

    private func plan(_ job: Job, for push: PushPlan) -> JobPlan {
        if let reason = wholePushReason(job) { return JobPlan(job: job, skippedReason: reason) }
        var kept: [PushPlan.Ref] = [], leftOut: [String] = [], lastReason: String?
        for ref in push.refs {
            if let reason = leftOutReason(job, ref: ref) {
                leftOut.append("\(ref.update.remoteRef): \(reason)")
                lastReason = reason
            } else {
                kept.append(ref)
            }
        }
        if kept.isEmpty, let lastReason { return JobPlan(job: job, skippedReason: lastReason) }
        // A release is judged even when its commits are on the remote already (a tag of a pushed commit).
        if job.action == .apiBreakage {
            let releases = kept.compactMap { ReleaseRef($0.update) }
            guard !releases.isEmpty else {
                return JobPlan(job: job, skippedReason: "the push sends no version tag or release branch", refsLeftOut: leftOut)
            }
            return JobPlan(job: job, skippedReason: nil, refsLeftOut: leftOut, releases: releases)
        }
        if !kept.contains(where: { !$0.commits.isEmpty }) {
            return JobPlan(job: job, skippedReason: "the push sends no commits")
        }
        let tips: Set<ObjectID>? = leftOut.isEmpty ? nil : Set(kept.compactMap(\.tip))
        let (files, paths) = files(for: job, in: push, tips: tips)
        if job.filtersFiles && files.isEmpty { return JobPlan(job: job, skippedReason: "no matching files", refsLeftOut: leftOut) }
        return JobPlan(job: job, files: files, repositoryPaths: paths, skippedReason: nil, tips: tips, refsLeftOut: leftOut)
    }

    /// Why the job is skipped whatever the refs: `SKIP=`, `skip: true`, a
    /// merge or rebase condition, or `only:` conditions none of which can hold.
    private func wholePushReason(_ job: Job) -> String? {
        if skippedByEnvironment.contains(job.name) { return "SKIP=\(job.name)" }
        if job.skipAlways { return "skip: true" }
        if let hit = job.skip.first(where: { !$0.isRef && holds($0, branch: nil) }) { return "skip: \(describe(hit))" }
        return nil
    }

    /// Why the job leaves out `ref`; nil when it covers it.
    private func leftOutReason(_ job: Job, ref: PushPlan.Ref) -> String? {
        let branch = ref.update.isDeletion ? nil : ref.update.remoteBranch
        if let hit = job.skip.first(where: { $0.isRef && holds($0, branch: branch) }) { return "skip: \(describe(hit))" }
        if !job.only.isEmpty, !job.only.contains(where: { holds($0, branch: branch) }) {
            return "only: \(job.only.map(describe).joined(separator: ", ")) — none holds"
        }
        return nil
    }

    private func holds(_ condition: Job.Condition, branch: String?) -> Bool {
        switch condition {
        case .merge: operationInProgress == "merge"
        case .rebase: operationInProgress == "rebase"
        case .ref(let pattern): branch.map { pattern.matchesExactly($0) } ?? false
        }
    }

    private func describe(_ condition: Job.Condition) -> String {
        switch condition {
        case .merge: "merge in progress"
        case .rebase: "rebase in progress"
        case .ref(let pattern): "ref \(pattern.pattern)"
        }
    }

    /// The pushed files this job takes from the refs with `tips` (nil: every
    /// ref): inside its root, matching its globs, not excluded, of its
    /// `types`; Swift files only for the built-in lint and test jobs (binary
    /// ones too: the lint reports them); the lint takes no symbolic link (the
    /// file it points to is linted where it lives, when pushed).
    private func files(for job: Job, in push: PushPlan, tips: Set<ObjectID>?) -> (relative: [String], repository: [String]) {
        var relative: [String] = [], repository: [String] = []
        let prefix = job.root.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        for file in push.files
        where job.types.isEmpty || job.types.contains(binaryPaths.contains(ExactString(file.path)) ? .binary : .text) {
            let versions = push.versions(at: file.path, sentByTips: tips)
            guard !versions.isEmpty else { continue }
            if job.action == .lint && versions.allSatisfy(\.isSymbolicLink) { continue }
            var path = file.path
            if let prefix {
                guard path.hasPrefix(prefix) else { continue }
                path = String(path.dropFirst(prefix.count))
            }
            if job.action.takesSwiftFilesOnly && !path.hasSuffix(".swift") { continue }
            if !job.glob.isEmpty && !job.glob.contains(where: { $0.matches(path) }) { continue }
            if job.exclude.contains(where: { $0.matches(path) }) { continue }
            relative.append(path)
            repository.append(file.path)
        }
        return (relative, repository)
    }
}

extension Job.Condition {
    var isRef: Bool {
        if case .ref = self { return true }
        return false
    }
}

extension Job {
    /// Whether the job works on files (and so is skipped when none match).
    var filtersFiles: Bool {
        if !glob.isEmpty || !exclude.isEmpty || root != nil { return true }
        switch action {
        case .lint, .test: return true
        case .run(let command): return command.contains("{files}")
        case .apiBreakage: return false
        }
    }
}

extension Job.Action {
    var takesSwiftFilesOnly: Bool {
        switch self {
        case .lint, .test: true
        case .run, .apiBreakage: false
        }
    }
}
