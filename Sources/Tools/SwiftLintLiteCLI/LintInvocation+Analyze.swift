import Dispatch
import LintEngine
import BuiltInRules
import Synchronization
import ToolCore

extension LintInvocation {
    /// Which units compiled `files`; the files the index does not cover, or
    /// covers from before a change, said on standard error.
    static func readCoverage(_ store: IndexStore, files: [String]) throws -> IndexCoverage {
        do {
            let coverage = try IndexCoverage.read(store: store, paths: files)
            for warning in coverage.warnings { stderr("warning: \(warning)") }
            return coverage
        } catch {
            throw Failure(message: "error: \(error)", code: 2)
        }
    }

    /// The records of the covered files.
    static func readIndex(_ store: IndexStore, coverage: IndexCoverage, cacheFolder: String?) throws -> PackageIndex {
        do {
            return try PhaseTimes.measure("read the index of the files") { () throws(IndexStoreError) in
                try PackageIndex.read(store: store, coverage: coverage, recordCache: cacheFolder.map(RecordFactsCache.init))
            }
        } catch {
            throw Failure(message: "error: \(error)", code: 2)
        }
    }

    /// `analyze` on every configuration group: from the cache when nothing changed
    /// since a run that kept its answer, else read the index, run the rules (or
    /// `--explain`), and keep the answer.
    func analyzeFiles(
        _ groups: [(configuration: LintConfiguration, files: [String])], store: IndexStore, top: LintConfiguration,
        progress: ProgressIndicator?, environment: [String: String], unwrittenFixes: inout Int
    ) throws -> [Diagnostic] {
        let files = groups.flatMap(\.files)
        let runsAnalyzerRules = groups.contains { group in
            group.configuration.enabledRules(from: .standard).contains { type(of: $0).description.requiresIndex }
        }
        // What a first run without a configuration meets: say how to turn them on, not "0 violations" alone.
        if !runsAnalyzerRules { stderr(Self.noAnalyzerRuleNote) }
        let coverage = try Self.readCoverage(store, files: files)
        let cacheFolder = options.noCache ? nil : options.cachePath ?? top.cachePath ?? LintCache.defaultFolder(environment: environment)
        let cache = analysisCache(groups, units: coverage.units, folder: cacheFolder)
        if let hit = cache?.diagnostics(for: files) {
            if !options.quiet { sayDone(hit, linted: coverage.coveredFiles, fixes: FixTally()) }
            return hit
        }
        let index = try Self.readIndex(store, coverage: coverage, cacheFolder: cacheFolder)
        if explained(index, configuration: top) { return [] }
        var diagnostics: [Diagnostic] = [], notices: [Diagnostic] = []
        var linted = 0
        var fixes = FixTally()
        defer { Self.say(notices) }
        for (configuration, files) in groups {
            let result = analyze(files, configuration: configuration, index: index, progress: progress, fixes: &fixes)
            notices += result.notices
            diagnostics += result.diagnostics
            linted += result.filesLinted
        }
        finishAnalysis(index, configuration: top, diagnostics: &diagnostics, fixes: &fixes)
        if let problem = cache?.save(diagnostics, for: files) { warn(problem) }
        unwrittenFixes = fixes.unwritten
        progress?.finish()
        if !options.quiet { sayDone(diagnostics, linted: linted, fixes: fixes) }
        return diagnostics
    }

    /// The cache of this run's answer: none with `--no-cache`, `--fix` or `--explain`
    /// (they change files or print something else).
    private func analysisCache(
        _ groups: [(configuration: LintConfiguration, files: [String])], units: [IndexUnit], folder: String?
    ) -> AnalysisCache? {
        guard let folder, !options.fix, analysis?.explain.isEmpty != false else { return nil }
        let settings = groups.map(\.configuration.fingerprint) + options.onlyRules + [analysis?.deadCode == true ? "dead-code" : ""]
        return AnalysisCache.open(folder: folder, fingerprint: settings.joined(separator: "\n"), units: units)
    }

    private static var noAnalyzerRuleNote: String {
        let names = RuleRegistry.standard.rules.filter { rule in rule.description.requiresIndex }.map { rule in rule.identifier }
        return "note: no analyzer rule is on: list them under `analyzer_rules:` in .swiftlint.yml "
            + "(\(names.sorted().joined(separator: ", "))), or pass --only-rule NAME, or --dead-code"
    }

    /// `analyze` on one configuration's files: the engine's entry point, or its fix.
    func analyze(
        _ files: [String], configuration: LintConfiguration, index: PackageIndex, progress: ProgressIndicator?,
        fixes: inout FixTally
    ) -> LintResult {
        let linter = Linter(registry: .standard, configuration: configuration, mode: .analyze)
        guard !options.fix else {
            var result = LintResult()
            result.diagnostics = fixFiles(files, progress: progress, tally: &fixes) { path throws(FileProblem) in
                try linter.analyzeAndFix(path: path, index: index)
            }
            return result
        }
        let result = PhaseTimes.measure("run the rules") {
            linter.analyze(paths: files, index: index, maxConcurrency: options.jobs, progress: progress)
        }
        for problem in result.problems { warn(problem) }
        return result
    }

    /// `--fix` and `unused_import`: the imports the build confirms are removed
    /// (``VerifiedImportRemoval``); one it needs stays, reported.
    func removeUnusedImports(from diagnostics: inout [Diagnostic], fixes: inout FixTally) {
        let rule = UnusedImportRule.description.identifier
        let imports = diagnostics.filter { $0.ruleID == rule && $0.fix == nil }
        guard options.fix, analysis != nil, !imports.isEmpty else { return }
        if !options.quiet { stderr("removing \(imports.count) unused imports, each confirmed by `swift build --build-tests`…") }
        do {
            let outcome = try VerifiedImportRemoval.apply(imports, build: Self.packageBuilds)
            diagnostics = diagnostics.filter { $0.ruleID != rule } + outcome.kept
            fixes.applied += outcome.removed.count
            fixes.changedFiles += Set(outcome.removed.map(\.file)).count
            if !options.quiet {
                stderr("\(outcome.removed.count) imports removed, \(outcome.kept.count) kept (the build needs them); "
                    + "\(outcome.builds) build\(outcome.builds == 1 ? "" : "s")")
            }
        } catch {
            stderr("error: \(error)")
            fixes.unwritten += 1
        }
    }

    /// Whether `swift build --build-tests` succeeds in the working folder, its
    /// output kept back. Waited for here: the fix that asks is synchronous.
    private static func packageBuilds() -> Bool {
        let succeeded = Mutex(false)
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            let result = try? await Command.executable("swift", ["build", "--build-tests"]).run()
            succeeded.withLock { $0 = result?.succeeded ?? false }
            done.signal()
        }
        done.wait()
        return succeeded.withLock { $0 }
    }
}
