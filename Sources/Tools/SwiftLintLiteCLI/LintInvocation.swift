import CollectionUtilities
import Foundation
import LintEngine
import BuiltInRules
import ToolCore

/// One `lint` run on options already read: the same whether ArgumentParser or
/// the quick path (``LintOptions/init(quickParsing:)``) read them.
struct LintInvocation {
    let options: LintOptions
    /// Set for `analyze`: the index store its rules read (only the rules that need it run).
    var analysis: Analysis?

    /// What `analyze` adds to a run.
    struct Analysis {
        let store: IndexStore
        /// `--dead-code`: `unused_declaration` on, judged by reachability.
        var deadCode = false
        /// `--explain`: print what keeps these declarations alive instead of a report.
        var explain: [String] = []
    }

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
        let launchFolder = FileManager.default.currentDirectoryPath
        if let folder = options.workingDirectory, !FileManager.default.changeCurrentDirectoryPath(folder) {
            throw Failure(message: "error: cannot change to the working directory '\(folder)'", code: 2)
        }
        let environment = Self.environment()
        let workingFolder = FileManager.default.currentDirectoryPath
        let explicit = !options.configFiles.isEmpty
        let files = explicit ? options.configFiles : LintConfiguration.loader.discover(from: workingFolder).map { [$0] } ?? []
        var configuration = try Self.loadConfiguration(files: files, environment: environment, explicit: explicit)
        // Before anything is printed: the team's linter says it all again, knowing its rules.
        try Self.handOff(configuration, from: launchFolder)
        if !options.onlyRules.isEmpty {
            configuration.runOnly(Set(options.onlyRules.map(RuleRegistry.standard.canonical)))
        }
        if analysis?.deadCode == true { Self.turnOnDeadCode(in: &configuration) }
        try Self.report(configuration, strict: options.strictConfig)
        let reporterName = options.reporter ?? configuration.reporter ?? "xcode"
        let chosenReporter: any DiagnosticReporter
        do {
            chosenReporter = try DiagnosticReporters.named(reporterName, among: LintReporters.all)
        } catch {
            throw Failure(message: "\(error)", code: 2)
        }
        let policy = ExitPolicy(configuration: configuration, strict: options.strict, lenient: options.lenient)
        var nested = NestedConfigurations(top: configuration, root: workingFolder, nesting: !explicit, registry: .standard,
                                          environment: environment)
        var diagnostics: [Diagnostic]
        var unwrittenFixes = 0
        if options.useStdin {
            diagnostics = try lintStandardInput(nested: &nested)
        } else {
            diagnostics = try lintFiles(nested: &nested, root: workingFolder, environment: environment,
                                        unwrittenFixes: &unwrittenFixes)
        }
        try Self.report(nested.warnings, strict: options.strictConfig || configuration.strictConfig)
        diagnostics = try applyBaselines(to: diagnostics, root: workingFolder, configuration: configuration)
        // Consumed: a second reference to the findings would make sorting copy them all.
        var reported = policy.adjust(consume diagnostics)
        reported.sortForReport()
        if !(options.fix && options.useStdin) { try write(chosenReporter.reportParts(reported)) }
        // A fix that could not be written leaves the file as it was: the run did not do its job.
        let code = unwrittenFixes > 0 ? max(policy.exitCode(for: reported), 2) : policy.exitCode(for: reported)
        if code == 0, let stamp = options.stamp { try writeStamp(to: stamp) }
        return code
    }

    /// The build system's proof of a passing run: only the file's date matters,
    /// and a Swift comment compiles to nothing if the build takes it for a source.
    private func writeStamp(to path: String) throws {
        do {
            try AtomicFile.write(Array("// swiftlint-lite: the sources beside this target passed lint.\n".utf8), to: path)
        } catch {
            throw Failure(message: "error: cannot write the stamp: \(error)", code: 2)
        }
    }

    /// The report, to standard output part by part or (`--output`) to a file replaced whole.
    private func write(_ report: [String]) throws {
        guard let output = options.output else {
            for part in report { print(part, terminator: "") }
            return
        }
        do {
            try AtomicFile.write(Array(report.joined().utf8), to: output)
        } catch {
            throw Failure(message: "error: \(error)", code: 2)
        }
    }

    /// Prints the configuration's warnings, each once (the same message from
    /// several files, or several nested ones, is said once); with
    /// `--strict-config` they are errors and the run stops.
    static func report(_ configuration: LintConfiguration, strict: Bool) throws {
        do {
            try configuration.checkedStrictly(strict)
        } catch {
            throw Failure(message: Self.unique(error.errors).map(\.description).joined(separator: "\n"), code: ConfigLoadError.exitCode)
        }
        for warning in unique(configuration.warnings) { stderr(warning.description) }
    }

    /// Each SwiftLint rule that commands name and swiftlint-lite does not implement, once.
    static func say(_ notices: [Diagnostic]) {
        var seen = Set<String>()
        for notice in notices.sortedForReport() where seen.insert(notice.message).inserted {
            stderr("\(notice.file):\(notice.line):\(notice.column ?? 1): warning: \(notice.message)")
        }
    }

    private static func report(_ warnings: [ConfigError], strict: Bool) throws {
        var configuration = LintConfiguration()
        configuration.warnings = warnings
        try report(configuration, strict: strict)
    }

    private static func unique(_ warnings: [ConfigError]) -> [ConfigError] {
        var seen = Set<String>()
        return warnings.filter { seen.insert($0.message).inserted }
    }

    private func applyBaselines(to diagnostics: [Diagnostic], root: String, configuration: LintConfiguration) throws -> [Diagnostic] {
        let baseline = options.baseline ?? configuration.baseline
        let writeBaseline = options.writeBaseline ?? configuration.writeBaseline
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

    private func lintStandardInput(nested: inout NestedConfigurations) throws -> [Diagnostic] {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        let path = options.stdinPath ?? "<stdin>"
        // A named file takes its folder's configuration.
        let configuration = try options.stdinPath.map { try Self.configuration(forFile: $0, in: &nested) } ?? nested.top
        guard let configuration else { return [] }
        let linter = Linter(registry: .standard, configuration: configuration)
        let source: String
        do {
            source = try SourceFile.text(of: data, path: path, sizeLimit: configuration.maxFileSize)
        } catch {
            throw Failure(message: "\(error)", code: 2)
        }
        guard options.fix else { return linter.lint(source: source, path: path, computingFixes: false) }
        let fixed = linter.fix(source: source, path: path)
        print(fixed.text, terminator: "")
        return fixed.remaining
    }

    /// The files by the configuration that applies to them (one per folder
    /// with a file of its own), in the order first met; the files a nested
    /// configuration excludes are left out.
    private static func grouped(
        _ files: [String], by nested: inout NestedConfigurations
    ) throws -> [(configuration: LintConfiguration, files: [String])] {
        var groups: [(configuration: LintConfiguration, files: [String])] = []
        var index: [String: Int] = [:]
        for file in files {
            guard let configuration = try configuration(forFile: file, in: &nested) else { continue }
            if let known = index[configuration.fingerprint] {
                groups[known].files.append(file)
            } else {
                index[configuration.fingerprint] = groups.count
                groups.append((configuration, [file]))
            }
        }
        return groups
    }

    private static func configuration(forFile path: String, in nested: inout NestedConfigurations) throws -> LintConfiguration? {
        do {
            return try nested.configuration(forFile: path)
        } catch {
            throw Failure(message: error.description, code: ConfigLoadError.exitCode)
        }
    }

    private func lintFiles(
        nested: inout NestedConfigurations, root: String, environment: [String: String], unwrittenFixes: inout Int
    ) throws -> [Diagnostic] {
        let top = nested.top
        let selection = FileSelection(configuration: top, root: root, paths: options.paths, forceExclude: options.forceExclude)
        let found = selection.discover()
        for problem in found.problems { warn(problem) }
        let groups = try Self.grouped(found.files, by: &nested)
        let total = groups.reduce(0) { $0 + $1.files.count }
        guard total != 0 else { return try nothingToLint(selection, configuration: top) }
        let showsProgress = options.progress || !options.quiet
        let progress = showsProgress ? ProgressIndicator(total: total, label: "linting") : nil
        defer { progress?.finish() }
        var diagnostics: [Diagnostic] = [], notices: [Diagnostic] = []
        var linted = 0
        var fixes = FixTally()
        defer { Self.say(notices) }
        if let analysis {
            return try analyzeFiles(groups, store: analysis.store, top: top, progress: progress, environment: environment,
                                    unwrittenFixes: &unwrittenFixes)
        }
        for (configuration, files) in groups {
            let linter = Linter(registry: .standard, configuration: configuration)
            if options.fix {
                diagnostics += fixFiles(files, progress: progress, tally: &fixes) { path throws(FileProblem) in try linter.fix(path: path) }
                continue
            }
            let cache = options.noCache ? nil : LintCache.open(
                folder: options.cachePath ?? top.cachePath ?? LintCache.defaultFolder(environment: environment),
                fingerprint: configuration.fingerprint)
            let result = linter.lint(paths: files, cache: cache, maxConcurrency: options.jobs, progress: progress)
            for problem in result.problems { warn(problem) }
            notices += result.notices
            // One group (no nested configurations) is the common case: its findings, not a copy.
            if diagnostics.isEmpty { diagnostics = result.diagnostics } else { diagnostics += result.diagnostics }
            linted += result.filesLinted
        }
        unwrittenFixes = fixes.unwritten
        if !options.quiet { sayDone(diagnostics, linted: linted, fixes: fixes) }
        return diagnostics
    }

    /// No file to lint: fine when the configuration or the options allow it, else an error naming where it looked.
    private func nothingToLint(_ selection: FileSelection, configuration: LintConfiguration) throws -> [Diagnostic] {
        if configuration.allowZeroLintableFiles || options.allowZeroLintableFiles { return [] }
        let searched = selection.searchedPaths.joined(separator: "', '")
        throw Failure(message: "error: no lintable files found at paths: '\(searched)'", code: 1)
    }

    /// The variables a run reads: `SWIFTLINT_LITE_*` settings and the cache's
    /// default folder, not the whole environment.
    private static func environment() -> [String: String] {
        var variables = LintConfiguration.loader.environmentPrefix.map(EnvironmentVariables.withPrefix) ?? [:]
        for name in ["HOME", "XDG_CACHE_HOME"] { variables[name] = EnvironmentVariables.value(name) }
        return variables
    }

    static func loadConfiguration(
        files: [String], environment: [String: String] = [:], explicit: Bool = true
    ) throws -> LintConfiguration {
        do {
            return try LintConfiguration.load(files: files, registry: .standard, environment: environment, explicit: explicit)
        } catch {
            throw Failure(message: error.description, code: ConfigLoadError.exitCode)
        }
    }

    /// Becomes the team's linter when the configuration names a rules package
    /// (`native_rules`), back in the folder the run started in so that relative
    /// arguments mean the same; returns when there is none.
    static func handOff(_ configuration: LintConfiguration, from launchFolder: String? = nil) throws {
        guard configuration.nativeRules != nil, !NativeRules.areCompiledIn else { return }
        if let launchFolder { _ = FileManager.default.changeCurrentDirectoryPath(launchFolder) }
        do {
            try NativeRulesHandOff.handOffIfNeeded(configuration)
        } catch {
            throw Failure(message: error.description, code: 2)
        }
    }

    func warn(_ problem: FileProblem) {
        stderr("warning: \(problem)")
    }
}
