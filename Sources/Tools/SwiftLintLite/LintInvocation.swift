import CollectionUtilities
import Foundation
import LintEngine
import LintRules
import ToolCore

/// One `lint` run on options already read: the same whether ArgumentParser or
/// the quick path (``LintOptions/init(quickParsing:)``) read them.
struct LintInvocation {
    let options: LintOptions

    /// Lints, prints the report, and returns the exit code; an error worded
    /// for the user goes to standard error.
    func run() -> Int32 {
        do {
            return try lint()
        } catch let failure as Failure {
            stderr(failure.message)
            return failure.code
        } catch {
            stderr("error: \(error)")
            return 2
        }
    }

    private func lint() throws -> Int32 {
        let environment = Self.environment()
        let workingFolder = FileManager.default.currentDirectoryPath
        let files = options.configFiles.isEmpty
            ? LintConfiguration.loader.discover(from: workingFolder).map { [$0] } ?? []
            : options.configFiles
        let configuration = try Self.loadConfiguration(files: files, environment: environment)
        let reporterName = options.reporter ?? configuration.reporter ?? "xcode"
        let chosenReporter: any DiagnosticReporter
        do {
            chosenReporter = try DiagnosticReporters.named(reporterName, among: LintReporters.all)
        } catch {
            throw Failure(message: "\(error)", code: 2)
        }
        let linter = Linter(registry: .standard, configuration: configuration)
        let root = files.last.map { ($0 as NSString).deletingLastPathComponent } ?? workingFolder
        let policy = ExitPolicy(configuration: configuration, strict: options.strict, lenient: options.lenient)

        var diagnostics: [Diagnostic]
        if options.useStdin {
            diagnostics = try lintStandardInput(linter)
        } else {
            diagnostics = try lintFiles(linter, configuration: configuration, root: root, environment: environment)
        }
        diagnostics = try applyBaselines(to: diagnostics, root: workingFolder)
        let reported = policy.adjust(diagnostics).sorted(by: Diagnostic.reportOrder)
        if !(options.fix && options.useStdin) { print(chosenReporter.report(reported), terminator: "") }
        return policy.exitCode(for: reported)
    }

    private func applyBaselines(to diagnostics: [Diagnostic], root: String) throws -> [Diagnostic] {
        guard options.baseline != nil || options.writeBaseline != nil else { return diagnostics }
        let lines = SourceLines()
        do {
            if let writeBaseline = options.writeBaseline {
                try Baseline(accepting: diagnostics, relativeTo: root, lineText: lines.text).write(to: writeBaseline)
            }
            guard let baseline = options.baseline else { return diagnostics }
            return try Baseline(contentsOf: baseline).newViolations(in: diagnostics, relativeTo: root, lineText: lines.text)
        } catch {
            throw Failure(message: "error: \(error)", code: 2)
        }
    }

    private func lintStandardInput(_ linter: Linter) throws -> [Diagnostic] {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        let path = options.stdinPath ?? "<stdin>"
        let source: String
        do {
            source = try SourceFile.text(of: data, path: path, sizeLimit: linter.configuration.maxFileSize)
        } catch {
            throw Failure(message: "\(error)", code: 2)
        }
        guard options.fix else { return linter.lint(source: source, path: path) }
        let fixed = linter.fix(source: source, path: path)
        print(fixed.text, terminator: "")
        return fixed.remaining
    }

    private func lintFiles(
        _ linter: Linter, configuration: LintConfiguration, root: String, environment: [String: String]
    ) throws -> [Diagnostic] {
        let selection = FileSelection(configuration: configuration, root: root, paths: options.paths)
        let found = selection.discover()
        for problem in found.problems { warn(problem) }
        guard !found.files.isEmpty else {
            if configuration.allowZeroLintableFiles { return [] }
            let searched = selection.searchedPaths.joined(separator: "', '")
            throw Failure(message: "error: no lintable files found at paths: '\(searched)'", code: 1)
        }
        let progress = options.quiet ? nil : ProgressIndicator(total: found.files.count, label: "linting")
        defer { progress?.finish() }
        if options.fix { return fixFiles(found.files, with: linter, progress: progress) }

        let cache = options.noCache ? nil : LintCache.open(
            folder: options.cachePath ?? LintCache.defaultFolder(environment: environment),
            fingerprint: configuration.fingerprint)
        let result = linter.lint(paths: found.files, cache: cache, maxConcurrency: options.jobs, progress: progress)
        for problem in result.problems { warn(problem) }
        if !options.quiet {
            let serious = result.diagnostics.filter { $0.severity == .error }.count
            let withFindings = Set(result.diagnostics.map(\.file)).count
            let violations = "\(result.diagnostics.count) violation\(result.diagnostics.count == 1 ? "" : "s")"
            stderr("Done linting! Found \(violations), \(serious) serious "
                + "in \(result.filesLinted) files (\(withFindings) with violations).")
        }
        return result.diagnostics
    }

    private func fixFiles(_ files: [String], with linter: Linter, progress: ProgressIndicator?) -> [Diagnostic] {
        let outcomes = files.concurrentMap(maxConcurrency: options.jobs) { path -> Result<(Int, [Diagnostic]), FileProblem> in
            defer { progress?.advance() }
            do throws(FileProblem) {
                let (applied, remaining) = try linter.fix(path: path)
                return .success((applied, remaining))
            } catch {
                return .failure(error)
            }
        }
        var remaining: [Diagnostic] = []
        var applied = 0, changedFiles = 0
        for outcome in outcomes {
            switch outcome {
            case .success(let (fixes, left)):
                applied += fixes
                if fixes > 0 { changedFiles += 1 }
                remaining += left
            case .failure(let problem):
                warn(problem)
            }
        }
        if !options.quiet { stderr("Done correcting! \(applied) fixes in \(changedFiles) files; \(remaining.count) violations left.") }
        return remaining
    }

    /// The variables a run reads: `SWIFTLINT_LITE_*` settings and the cache's
    /// default folder, not the whole environment.
    private static func environment() -> [String: String] {
        var variables = LintConfiguration.loader.environmentPrefix.map(EnvironmentVariables.withPrefix) ?? [:]
        for name in ["HOME", "XDG_CACHE_HOME"] { variables[name] = EnvironmentVariables.value(name) }
        return variables
    }

    static func loadConfiguration(files: [String], environment: [String: String] = [:]) throws -> LintConfiguration {
        do {
            return try LintConfiguration.load(files: files, registry: .standard, environment: environment)
        } catch {
            throw Failure(message: error.description, code: ConfigLoadError.exitCode)
        }
    }

    private func warn(_ problem: FileProblem) {
        stderr("warning: \(problem)")
    }
}
