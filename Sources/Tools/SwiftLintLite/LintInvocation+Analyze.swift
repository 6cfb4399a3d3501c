import Dispatch
import LintEngine
import LintRules
import Synchronization
import ToolCore

extension LintInvocation {
    /// The index of `files`, its warnings (stale or unindexed files) said on standard error.
    static func readIndex(_ store: IndexStore, files: [String]) throws -> PackageIndex {
        do {
            let index = try PackageIndex.read(store: store, paths: files)
            for warning in index.warnings { stderr("warning: \(warning)") }
            return index
        } catch {
            throw Failure(message: "error: \(error)", code: 2)
        }
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
        let result = linter.analyze(paths: files, index: index, maxConcurrency: options.jobs, progress: progress)
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
