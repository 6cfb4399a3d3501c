import Foundation
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

    public var runs: Bool { skippedReason == nil }
}

/// Decides, for every configured job, whether it runs and on which files.
public struct JobPlanner: Sendable {
    /// Jobs named in `SKIP=a,b`.
    public var skippedByEnvironment: Set<String> = []
    /// `merge`, `rebase`… when git is in the middle of one.
    public var operationInProgress: String?
    /// Pushed files found to be binary: a job with `types:` takes them or not.
    public var binaryPaths: Set<String>

    public init(skippedByEnvironment: Set<String> = [], operationInProgress: String? = nil, binaryPaths: Set<String> = []) {
        self.skippedByEnvironment = skippedByEnvironment
        self.operationInProgress = operationInProgress
        self.binaryPaths = binaryPaths
    }

    public func plan(_ jobs: [Job], for push: PushPlan) -> [JobPlan] {
        let branches = push.refs.compactMap { $0.update.isDeletion ? nil : $0.update.remoteBranch }
        let sendsCommits = push.refs.contains { !$0.commits.isEmpty }
        return jobs.map { job in
            let (files, paths) = files(for: job, in: push)
            let reason = skipReason(job, branches: branches, sendsCommits: sendsCommits, files: files)
            return JobPlan(job: job, files: reason == nil ? files : [], repositoryPaths: reason == nil ? paths : [],
                           skippedReason: reason)
        }
    }

    private func skipReason(_ job: Job, branches: [String], sendsCommits: Bool, files: [String]) -> String? {
        if skippedByEnvironment.contains(job.name) { return "SKIP=\(job.name)" }
        if job.skipAlways { return "skip: true" }
        if let hit = job.skip.first(where: { holds($0, branches: branches) }) { return "skip: \(describe(hit))" }
        if !job.only.isEmpty, !job.only.contains(where: { holds($0, branches: branches) }) {
            return "only: \(job.only.map(describe).joined(separator: ", ")) — none holds"
        }
        if !sendsCommits { return "the push sends no commits" }
        if job.filtersFiles && files.isEmpty { return "no matching files" }
        return nil
    }

    private func holds(_ condition: Job.Condition, branches: [String]) -> Bool {
        switch condition {
        case .merge: operationInProgress == "merge"
        case .rebase: operationInProgress == "rebase"
        case .ref(let pattern): branches.contains { pattern.matchesExactly($0) }
        }
    }

    private func describe(_ condition: Job.Condition) -> String {
        switch condition {
        case .merge: "merge in progress"
        case .rebase: "rebase in progress"
        case .ref(let pattern): "ref \(pattern.pattern)"
        }
    }

    /// The pushed files this job takes: inside its root, matching its globs,
    /// not excluded, of its `types`; Swift files only for the built-in lint
    /// and test jobs (binary ones too: the lint reports them).
    private func files(for job: Job, in push: PushPlan) -> (relative: [String], repository: [String]) {
        var relative: [String] = [], repository: [String] = []
        let prefix = job.root.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        for file in push.files where job.types.isEmpty || job.types.contains(binaryPaths.contains(file.path) ? .binary : .text) {
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

extension Job {
    /// Whether the job works on files (and so is skipped when none match).
    var filtersFiles: Bool {
        if !glob.isEmpty || !exclude.isEmpty || root != nil { return true }
        switch action {
        case .lint, .test: return true
        case .run(let command): return command.contains("{files}")
        }
    }
}

extension Job.Action {
    var takesSwiftFilesOnly: Bool {
        switch self {
        case .lint, .test: true
        case .run: false
        }
    }
}
