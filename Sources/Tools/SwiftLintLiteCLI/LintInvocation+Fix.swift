import CollectionUtilities
import LintEngine
import ToolCore

extension LintInvocation {
    /// What `--fix` changed, over every configuration group of the run.
    struct FixTally {
        var applied = 0
        var changedFiles = 0
        /// Files whose fixes could not be written.
        var unwritten = 0
    }

    func fixFiles(
        _ files: [String], progress: ProgressIndicator?, tally: inout FixTally,
        fixing fix: @Sendable (String) throws(FileProblem) -> Linter.FileFix
    ) -> [Diagnostic] {
        let outcomes = files.concurrentMap(maxConcurrency: options.jobs) { path -> Result<Linter.FileFix, FileProblem> in
            defer { progress?.advance() }
            do throws(FileProblem) {
                return .success(try fix(path))
            } catch {
                return .failure(error)
            }
        }
        var remaining: [Diagnostic] = []
        for outcome in outcomes {
            switch outcome {
            case .success(let fix):
                tally.applied += fix.applied
                if fix.applied > 0 { tally.changedFiles += 1 }
                remaining += fix.remaining
                if let problem = fix.writeProblem {
                    // The file keeps its violations, and the run fails: the fix did not happen.
                    stderr("error: \(problem)")
                    tally.unwritten += 1
                }
            case .failure(let problem):
                warn(problem)
            }
        }
        return remaining
    }

    /// One summary for the run, as SwiftLint prints, however many nested configurations it took.
    func sayDone(_ diagnostics: [Diagnostic], linted: Int, fixes: FixTally) {
        if options.fix {
            let unwritten = fixes.unwritten == 0
                ? "" : "; \(fixes.unwritten) file\(fixes.unwritten == 1 ? "" : "s") could not be written"
            let done = "Done correcting! \(fixes.applied) fixes in \(fixes.changedFiles) files"
            stderr("\(done); \(diagnostics.count) violations left\(unwritten).")
            return
        }
        let serious = diagnostics.filter { $0.severity == .error }.count
        let withFindings = Set(diagnostics.map(\.file)).count
        let violations = "\(diagnostics.count) violation\(diagnostics.count == 1 ? "" : "s")"
        let verb = analysis == nil ? "linting" : "analyzing"
        stderr("Done \(verb)! Found \(violations), \(serious) serious in \(linted) files (\(withFindings) with violations).")
    }
}
