import LintEngine
import LintRules
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
}
