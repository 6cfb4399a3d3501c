import ArgumentParser
import CollectionUtilities
import Foundation
import LintEngine
import LintRules
import ToolCore

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint Swift files (the default command)."
    )

    @Argument(help: "Files or folders to lint (default: the configuration's `included`, else the working folder).")
    var paths: [String] = []

    @Option(name: .customLong("config"), help: ArgumentHelp(
        """
        A configuration file; repeat to layer several (later ones win). Default: .lint.yml, else .swiftlint.yml, \
        from the working folder up to the repository root.
        """,
        valueName: "file"))
    var configFiles: [String] = []

    @Option(help: ArgumentHelp(
        "Output format: \(LintReporters.all.map(\.name).joined(separator: ", ")). Default: xcode.",
        valueName: "name"))
    var reporter: String?

    @Flag(help: "Treat warnings as errors (exit code 2 on any violation).")
    var strict = false

    @Flag(help: "Treat errors as warnings.")
    var lenient = false

    @Flag(help: "Print only the report: no progress, no summary line.")
    var quiet = false

    @Flag(help: "Lint the source read from standard input.")
    var useStdin = false

    @Option(help: ArgumentHelp("With --use-stdin: the path to report (and to match against include/exclude).", valueName: "path"))
    var stdinPath: String?

    @Flag(help: "Neither read nor write the result cache.")
    var noCache = false

    @Option(help: ArgumentHelp(
        "The folder holding the result cache (default: $XDG_CACHE_HOME/swiftlint-lite or ~/.cache/swiftlint-lite).",
        valueName: "folder"))
    var cachePath: String?

    @Option(help: ArgumentHelp("Files linted at once (default: every core).", valueName: "n"))
    var jobs: Int?

    @Flag(help: """
        Correct what correctable rules find, writing each changed file atomically; report what is left. \
        With --use-stdin, print the corrected source.
        """)
    var fix = false

    @Option(help: ArgumentHelp(
        "Report only violations not recorded in this baseline (matched by rule, file and line text).",
        valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp(
        "Record every current violation in this baseline file (for adopting the linter on an old code base).",
        valueName: "file"))
    var writeBaseline: String?

    mutating func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if strict && lenient { throw ValidationError("--strict and --lenient contradict each other") }
        if stdinPath != nil && !useStdin { throw ValidationError("--stdin-path goes with --use-stdin") }
    }

    func run() throws {
        do {
            try lint()
        } catch let failure as Failure {
            stderr(failure.message)
            throw ExitCode(failure.code)
        }
    }

    private func lint() throws {
        let environment = ProcessInfo.processInfo.environment
        let workingFolder = FileManager.default.currentDirectoryPath
        let files = configFiles.isEmpty
            ? LintConfiguration.loader.discover(from: workingFolder).map { [$0] } ?? []
            : configFiles
        let configuration = try Self.loadConfiguration(files: files, environment: environment)
        let reporterName = reporter ?? configuration.reporter ?? "xcode"
        let chosenReporter: any DiagnosticReporter
        do {
            chosenReporter = try DiagnosticReporters.named(reporterName, among: LintReporters.all)
        } catch {
            throw Failure(message: "\(error)", code: 2)
        }
        let linter = Linter(registry: .standard, configuration: configuration)
        let root = files.last.map { ($0 as NSString).deletingLastPathComponent } ?? workingFolder
        let policy = ExitPolicy(configuration: configuration, strict: strict, lenient: lenient)

        var diagnostics: [Diagnostic]
        if useStdin {
            diagnostics = try lintStandardInput(linter)
        } else {
            diagnostics = try lintFiles(linter, configuration: configuration, root: root, environment: environment)
        }
        diagnostics = try applyBaselines(to: diagnostics, root: workingFolder)
        let reported = policy.adjust(diagnostics).sorted(by: Diagnostic.reportOrder)
        if !(fix && useStdin) { print(chosenReporter.report(reported), terminator: "") }
        let code = policy.exitCode(for: reported)
        if code != 0 { throw ExitCode(code) }
    }

    private func applyBaselines(to diagnostics: [Diagnostic], root: String) throws -> [Diagnostic] {
        guard baseline != nil || writeBaseline != nil else { return diagnostics }
        let lines = SourceLines()
        do {
            if let writeBaseline {
                try Baseline(accepting: diagnostics, relativeTo: root, lineText: lines.text).write(to: writeBaseline)
            }
            guard let baseline else { return diagnostics }
            return try Baseline(contentsOf: baseline).newViolations(in: diagnostics, relativeTo: root, lineText: lines.text)
        } catch {
            throw Failure(message: "error: \(error)", code: 2)
        }
    }

    private func lintStandardInput(_ linter: Linter) throws -> [Diagnostic] {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        let path = stdinPath ?? "<stdin>"
        let source: String
        do {
            source = try SourceFile.text(of: data, path: path)
        } catch {
            throw Failure(message: "\(error)", code: 2)
        }
        guard fix else { return linter.lint(source: source, path: path) }
        let fixed = linter.fix(source: source, path: path)
        print(fixed.text, terminator: "")
        return fixed.remaining
    }

    private func lintFiles(
        _ linter: Linter, configuration: LintConfiguration, root: String, environment: [String: String]
    ) throws -> [Diagnostic] {
        let selection = FileSelection(configuration: configuration, root: root, paths: paths)
        let found = selection.discover()
        for problem in found.problems { warn(problem) }
        guard !found.files.isEmpty else {
            if configuration.allowZeroLintableFiles { return [] }
            let searched = selection.searchedPaths.joined(separator: "', '")
            throw Failure(message: "error: no lintable files found at paths: '\(searched)'", code: 1)
        }
        let progress = quiet ? nil : ProgressIndicator(total: found.files.count, label: "linting")
        defer { progress?.finish() }
        if fix { return fixFiles(found.files, with: linter, progress: progress) }

        let cache = noCache ? nil : LintCache.open(
            folder: cachePath ?? LintCache.defaultFolder(environment: environment),
            fingerprint: configuration.fingerprint)
        let result = linter.lint(paths: found.files, cache: cache, maxConcurrency: jobs, progress: progress)
        for problem in result.problems { warn(problem) }
        if !quiet {
            let serious = result.diagnostics.filter { $0.severity == .error }.count
            let withFindings = Set(result.diagnostics.map(\.file)).count
            let violations = "\(result.diagnostics.count) violation\(result.diagnostics.count == 1 ? "" : "s")"
            stderr("Done linting! Found \(violations), \(serious) serious "
                + "in \(result.filesLinted) files (\(withFindings) with violations).")
        }
        return result.diagnostics
    }

    private func fixFiles(_ files: [String], with linter: Linter, progress: ProgressIndicator?) -> [Diagnostic] {
        let outcomes = files.concurrentMap(maxConcurrency: jobs) { path -> Result<(Int, [Diagnostic]), FileProblem> in
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
        if !quiet { stderr("Done correcting! \(applied) fixes in \(changedFiles) files; \(remaining.count) violations left.") }
        return remaining
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

/// An error already worded for the user, with the exit code it calls for.
struct Failure: Error, CustomStringConvertible {
    let message: String
    let code: Int32
    var description: String { message }
}

func stderr(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
