import Algorithms
import CollectionUtilities
import Foundation
import Git
import LintEngine
import BuiltInRules
import Synchronization
import ToolCore

/// Runs the planned jobs of one push and reports each one.
public struct HookRunner: Sendable {
    public let root: String
    public let gitDirectory: String
    public let push: PushPlan
    public let section: HookSection
    public let plans: [JobPlan]
    /// git's pre-push input, replayed to jobs with `use_stdin` and to chained hooks.
    public let input: String
    public let environment: [String: String]
    /// Pushed content of the files jobs take, every version, by blob id: read
    /// before jobs start (libgit2 objects are not shared across threads).
    public let pushedContent: [ObjectID: [UInt8]]
    /// Paths whose work-tree content differs from what is pushed.
    public let differingInWorkTree: Set<ExactString>
    /// Ids of the pushed trees, for cache keys of jobs that do not work on files.
    public let pushedTrees: [String]
    /// Print jobs' output as it comes (one job, or `--verbose`).
    public let liveOutput: Bool

    public init(
        root: String, gitDirectory: String, push: PushPlan, section: HookSection, plans: [JobPlan], input: String,
        environment: [String: String], pushedContent: [ObjectID: [UInt8]], differingInWorkTree: Set<ExactString>,
        pushedTrees: [String], liveOutput: Bool
    ) {
        self.root = root
        self.gitDirectory = gitDirectory
        self.push = push
        self.section = section
        self.plans = plans
        self.input = input
        self.environment = environment
        self.pushedContent = pushedContent
        self.differingInWorkTree = differingInWorkTree
        self.pushedTrees = pushedTrees
        self.liveOutput = liveOutput
    }

    /// Runs every job that is not skipped, honouring `parallel` and
    /// `fail_fast`, and returns one result per configured job, in order.
    public func run() async -> [JobResult] {
        let cache = ResultCache(gitDirectory: gitDirectory)
        let context = plans.contains(where: \.runs) ? writeRunFiles() : nil
        defer { context?.folder.remove() }
        let stop = StopFlag()
        let results = await runSection(section, cache: cache, context: context, stop: stop)
        cache.saving(results.compactMap { $0.cacheKey })
        let byName = Dictionary(results.map { ($0.result.name, $0.result) }, uniquingKeysWith: { first, _ in first })
        return plans.map { plan in
            byName[plan.job.name] ?? JobResult(name: plan.job.name, status: .skipped, output: plan.skippedReason ?? "")
        }
    }

    struct Finished: Sendable {
        let result: JobResult
        let cacheKey: String?
    }

    private func runSection(_ section: HookSection, cache: ResultCache, context: RunFiles?, stop: StopFlag) async -> [Finished] {
        let units = section.jobs
        let runUnit: @Sendable (JobEntry) async -> [Finished] = { entry in
            switch entry {
            case .group(let group): await self.runSection(group, cache: cache, context: context, stop: stop)
            case .job(let job): [await self.runJob(job, cache: cache, context: context, stop: stop, failFast: section.failFast)]
            }
        }
        guard section.parallel, units.count > 1 else {
            var results: [Finished] = []
            for unit in units { results += await runUnit(unit) }
            return results
        }
        return await withTaskGroup(of: (Int, [Finished]).self) { group in
            for (index, unit) in units.enumerated() {
                group.addTask { (index, await runUnit(unit)) }
            }
            var collected: [(Int, [Finished])] = []
            for await finished in group {
                collected.append(finished)
                if section.failFast, finished.1.contains(where: { $0.result.blocksPush }) { group.cancelAll() }
            }
            return collected.sorted { $0.0 < $1.0 }.flatMap(\.1)
        }
    }

    private func runJob(_ job: Job, cache: ResultCache, context: RunFiles?, stop: StopFlag, failFast: Bool) async -> Finished {
        guard let plan = plans.first(where: { $0.job.name == job.name }), plan.runs else {
            let reason = plans.first { $0.job.name == job.name }?.skippedReason ?? ""
            return Finished(result: JobResult(name: job.name, status: .skipped, output: reason), cacheKey: nil)
        }
        if stop.isSet || Task.isCancelled {
            return Finished(result: JobResult(name: job.name, status: .cancelled, output: "another job failed (fail_fast)"), cacheKey: nil)
        }
        let started = ContinuousClock.now
        var lintSetup: LintSetup?
        if job.action == .lint {
            switch self.lintSetup(plan) {
            case .success(let setup): lintSetup = setup
            case .failure(let error):
                if failFast { stop.set() }
                let result = JobResult(name: job.name, status: .failed, duration: ContinuousClock.now - started,
                                       output: error.description, hint: job.failText)
                return Finished(result: result, cacheKey: nil)
            }
        }
        let contentIDs = job.filtersFiles
            ? plan.repositoryPaths.map { "\($0) \(blobIDs(of: $0, for: plan))" }
            : pushedTrees
        // The API job's verdict rests on the previous version tag as well, which no pushed tree names: never cached.
        let key = job.action == .apiBreakage ? nil : ResultCache.key(for: job, contentIDs: contentIDs + (lintSetup?.cacheIDs ?? []))
        if let key, cache.contains(key) {
            return Finished(result: JobResult(name: job.name, status: .cached, output: ""), cacheKey: key)
        }
        let (passed, output) = await execute(plan, lintSetup: lintSetup, context: context)
        if !passed && failFast { stop.set() }
        let result = JobResult(name: job.name, status: passed ? .passed : (Task.isCancelled ? .cancelled : .failed),
                               duration: ContinuousClock.now - started, output: output, hint: passed ? nil : job.failText)
        return Finished(result: result, cacheKey: passed ? key : nil)
    }

    /// The pushed blobs at `path` that the job checks (its refs' versions), with their modes.
    private func blobIDs(of path: String, for plan: JobPlan) -> String {
        push.versions(at: path, sentByTips: plan.tips).map { "\($0.blob.hex):\(String($0.mode, radix: 8))" }.joined(separator: ",")
    }

    // MARK: - Actions

    private func execute(_ plan: JobPlan, lintSetup: LintSetup?, context: RunFiles?) async -> (Bool, String) {
        switch plan.job.action {
        case .lint:
            guard let lintSetup else { return (false, "the lint job has no configuration\n") }
            if let package = lintSetup.configuration.nativeRules, !NativeRules.areCompiledIn {
                return await lintWithNativeRules(plan, setup: lintSetup, package: package)
            }
            return lint(plan, setup: lintSetup)
        case .run(let command): return await shell(command, plan: plan, context: context)
        case .test(let filter): return await test(filter: filter, plan: plan, context: context)
        case .apiBreakage: return await apiBreakage(plan)
        }
    }

    private func shell(_ template: String, plan: JobPlan, context: RunFiles?) async -> (Bool, String) {
        var notes = ""
        if plan.job.checkout == .worktree {
            for path in plan.repositoryPaths where differingInWorkTree.contains(ExactString(path)) {
                notes += "warning: \(LosslessText.display(path)) in the work tree differs from what is pushed; "
                    + "this job sees the work tree (`checkout: pushed` checks the pushed content)\n"
            }
        }
        guard plan.job.checkout == .pushed else {
            return await shell(template, files: plan.files, in: root, plan: plan, context: context, output: notes)
        }
        // Each pushed tip in a checkout of its own, with the files whose content is there.
        var output = notes
        let runs = pushedRuns(of: plan)
        for (tip, files) in runs {
            guard let context, let checkout = pushedCheckout(tip, context: context) else {
                return (false, output + "cannot check out the pushed tree\n")
            }
            defer { try? FileManager.default.removeItem(atPath: checkout) }
            if runs.count > 1 { output += "in a checkout of \(tip.hex.prefix(10)):\n" }
            let (passed, text) = await shell(template, files: files, in: checkout, plan: plan, context: context, output: "")
            output += text
            if !passed { return (false, output) }
        }
        return (true, output)
    }

    /// Runs `template` on `files` (in batches that fit a command line) in
    /// `folder`, or its `root:` subfolder.
    private func shell(
        _ template: String, files: [String], in folder: String, plan: JobPlan, context: RunFiles?, output: String
    ) async -> (Bool, String) {
        let folder = plan.job.root.map { (folder as NSString).appendingPathComponent($0) } ?? folder
        var output = output
        for batch in CommandLineBatches.batches(of: files, for: template) {
            let line = ByteSearch.replacing("{files}", with: batch.map(ShellQuoting.quote).joined(separator: " "), in: template)
            let (passed, text) = await runProcess(.shell(line), in: folder, plan: plan, files: files, context: context)
            output += text
            if !passed { return (false, output) }
        }
        return (true, output)
    }

    /// The runs of a `checkout: pushed` job: per pushed tip, the job's files
    /// with a version there that no earlier tip has; a job not working on
    /// files runs once per tip.
    private func pushedRuns(of plan: JobPlan) -> [(tip: ObjectID, files: [String])] {
        let tips = push.refs.compactMap(\.tip).filter { plan.tips?.contains($0) ?? true }
            .reduce(into: [ObjectID]()) { if !$0.contains($1) { $0.append($1) } }
        guard plan.job.filtersFiles else { return tips.map { ($0, []) } }
        return tips.compactMap { tip in
            let files = zip(plan.files, plan.repositoryPaths)
                .filter { push.versions(at: $0.1, sentByTips: plan.tips).contains { firstCovered($0.tips, by: plan) == tip } }
                .map(\.0)
            return files.isEmpty ? nil : (tip, files)
        }
    }

    /// The first of a version's tips that the job covers: its content is checked there.
    private func firstCovered(_ tips: [ObjectID], by plan: JobPlan) -> ObjectID? {
        tips.first { plan.tips?.contains($0) ?? true }
    }

    private func test(filter: String?, plan: JobPlan, context: RunFiles?) async -> (Bool, String) {
        let targets = await SwiftPackageTargets.affectedTestTargets(packageRoot: root, changedFiles: plan.repositoryPaths)
        guard !targets.isEmpty || filter != nil else {
            return (true, "no test target depends on the pushed files\n")
        }
        var arguments = ["test"]
        let pattern = filter.map { $0.replacing("{targets}", with: targets.joined(separator: "|")) }
            ?? "^(\(targets.joined(separator: "|")))\\."
        arguments += ["--filter", pattern]
        return await runProcess(.executable("swift", arguments: arguments), in: root, plan: plan, files: plan.files, context: context)
    }

    private func runProcess(
        _ program: Command.Program, in folder: String, plan: JobPlan, files: [String], context: RunFiles?
    ) async -> (Bool, String) {
        var command = Command(program, workingDirectory: folder)
        let (variables, note) = context?.environment(files: files, job: plan.job.name) ?? ([:], "")
        command.environment = variables.merging(repositoryVariables) { _, ours in ours }.merging(plan.job.env) { _, job in job }
        command.timeout = plan.job.timeout.map { .seconds($0) }
        command.input = plan.job.useStdin ? .bytes(LosslessText.bytes(input)) : .none
        let collected = Mutex("")
        let live = liveOutput
        // Streamed output is not kept too: the job's block would repeat it.
        command.onLine = { line in
            if live {
                StandardError.write("  │ \(line.text)\n")
            } else {
                collected.withLock { $0 += line.text + "\n" }
            }
        }
        do {
            let result = try await command.run()
            var text = note + collected.withLock { $0 }
            if result.timedOut {
                text += "stopped after \(plan.job.timeout ?? 0)s (timeout)\n"
            } else if !result.succeeded {
                text += "(\(result.termination))\n"
            }
            return (result.succeeded, text)
        } catch {
            return (false, "\(error)\n")
        }
    }

    /// When git was told where the repository is (`--git-dir`, `GIT_DIR`…),
    /// jobs are told too, absolutely: they run in the work tree, not where
    /// git was run, and a relative `GIT_DIR` would lead their git elsewhere.
    private var repositoryVariables: [String: String] {
        GitLocationVariables(environment).isEmpty ? [:] : ["GIT_DIR": gitDirectory, "GIT_WORK_TREE": root]
    }

    // MARK: - Context

    /// The run's folder with the context document and the push's lists.
    private func writeRunFiles() -> RunFiles? {
        guard let folder = try? TemporaryFolder(prefix: "swifthook") else { return nil }
        let files = RunFiles(folder: folder, push: push)
        do {
            try AtomicFile.write(Array(PushContextDocument(plan: push, jobs: plans).json.utf8), to: files.contextPath, durable: false)
            try RunFiles.writeList(push.refs.map(\.update.inputLine), to: files.refsPath)
            try RunFiles.writeList(push.deleted, to: files.deletedPath)
            return files
        } catch {
            folder.remove()
            return nil
        }
    }

    /// The tree of the pushed commit `tip`, written into the run's folder.
    private func pushedCheckout(_ tip: ObjectID, context: RunFiles) -> String? {
        guard let repository = try? openRepository(gitDirectory: gitDirectory, workTree: root) else { return nil }
        let folder = context.folder.file("checkout-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try repository.export(tip, to: folder)
            return folder
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            return nil
        }
    }
}

/// What jobs learn about the push: variables, and files in the run's
/// temporary folder for what may not fit in a variable.
struct RunFiles: Sendable {
    let folder: TemporaryFolder
    /// What every job's environment holds, and the note about lists left out
    /// of it: worked out once per run, not per job.
    private let shared: (variables: [String: String], note: String)

    /// Linux refuses to start a program given one variable of 128 KiB or
    /// more (`MAX_ARG_STRLEN`); lists longer than this go by file only.
    static let variableLimit = 64 * 1024

    var contextPath: String { folder.file("context.json") }
    var refsPath: String { folder.file("refs") }
    var deletedPath: String { folder.file("deleted") }

    init(folder: TemporaryFolder, push: PushPlan) {
        self.folder = folder
        var variables = [
            "SWIFTHOOK_REMOTE": push.remote, "SWIFTHOOK_REMOTE_URL": push.url, "SWIFTHOOK_CONTEXT": folder.file("context.json"),
            "SWIFTHOOK_REFS_FILE": folder.file("refs"), "SWIFTHOOK_DELETED_FILE": folder.file("deleted"),
        ]
        var note = ""
        Self.add("SWIFTHOOK_REFS", push.refs.map(\.update.inputLine), to: &variables, note: &note)
        Self.add("SWIFTHOOK_DELETED", push.deleted, to: &variables, note: &note)
        shared = (variables, note)
    }

    /// A job's variables, and a note for its output naming the lists too long
    /// for a variable (left unset: their `_FILE` twins hold them).
    func environment(files: [String], job: String) -> (variables: [String: String], note: String) {
        var (variables, note) = shared
        let filesPath = folder.file("files-" + ContentHash.hex(job.utf8))
        if (try? Self.writeList(files, to: filesPath)) != nil { variables["SWIFTHOOK_FILES_FILE"] = filesPath }
        Self.add("SWIFTHOOK_FILES", files, to: &variables, note: &note)
        return (variables, note)
    }

    /// `list` as the variable `name`, one entry a line, when it fits.
    private static func add(_ name: String, _ list: [String], to variables: inout [String: String], note: inout String) {
        let value = list.joined(separator: "\n")
        if value.utf8.count <= variableLimit {
            variables[name] = value
        } else {
            note += "note: \(name) is not set: its \(list.count) entries take \(value.utf8.count / 1024) KiB, "
                + "more than a variable may hold; read \(name)_FILE (NUL-separated)\n"
        }
    }

    /// Each entry followed by a NUL byte, as `find -print0` writes them.
    static func writeList(_ entries: [String], to path: String) throws {
        var bytes: [UInt8] = []
        for entry in entries {
            bytes += LosslessText.bytes(entry)  // a name's own bytes, UTF-8 or not
            bytes.append(0)
        }
        try AtomicFile.write(bytes, to: path, durable: false)
    }
}

/// Set once a job fails under `fail_fast`: jobs not yet started do not start.
final class StopFlag: Sendable {
    private let flag = Atomic<Bool>(false)
    var isSet: Bool { flag.load(ordering: .acquiring) }
    func set() { flag.store(true, ordering: .releasing) }
}
