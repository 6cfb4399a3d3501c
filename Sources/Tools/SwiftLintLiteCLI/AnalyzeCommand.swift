import ArgumentParser
import Foundation
import LintEngine
import ToolCore

/// `swiftlint-lite analyze`: the rules that need what the compiler knows
/// (SwiftLint's analyzer rules), read from the index store a debug build writes.
struct AnalyzeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analyze",
        abstract: "Run the rules that need the compiler's index (analyzer_rules), from the index a debug build wrote.",
        discussion: """
            Reads the index store `swift build` writes (.build/<triple>/debug/index/store): build first, \
            with --build-tests so test targets are indexed too, or pass --build. No compiler log, no \
            SourceKit. The configuration's `analyzer_rules` (or opt-in names) say which rules run; \
            in-source commands, nested configurations, baselines and reporters apply as in `lint`. \
            A file changed since the build is analysed and named in a warning; one no unit compiled \
            is named and skipped.
            """
    )

    @Argument(help: "Files or folders to analyse (default: the configuration's `included`, else the working folder).")
    var paths: [String] = []

    @Option(name: .customLong("config"), help: ArgumentHelp(
        "A configuration file; repeat to layer several (later ones win). Default: as `lint` finds it.", valueName: "file"))
    var configFiles: [String] = []

    @Option(help: ArgumentHelp(
        "Output format: \(LintReporters.all.map(\.name).joined(separator: ", ")). Default: xcode.", valueName: "name"))
    var reporter: String?

    @Flag(help: "Treat warnings as errors (exit code 2 on any violation).")
    var strict = false

    @Flag(help: "Treat errors as warnings.")
    var lenient = false

    @Flag(help: "Print only the report: no summary line.")
    var quiet = false

    @Flag(help: ArgumentHelp(
        "Correct what analyzer rules find, once, from the index as built: explicit_self inserts `self.`; unused_import "
            + "removes imports, each removal confirmed by `swift build --build-tests` (one the build needs is kept and reported)."))
    var fix = false

    @Option(help: ArgumentHelp("Report only violations not recorded in this baseline.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record every current violation in this baseline file.", valueName: "file"))
    var writeBaseline: String?

    @Flag(help: "Treat every configuration warning as an error.")
    var strictConfig = false

    @Option(help: ArgumentHelp("Write the report to this file (replaced whole) instead of standard output.", valueName: "file"))
    var output: String?

    @Option(name: .customLong("only-rule"), help: ArgumentHelp(
        "Run only this analyzer rule, whatever the configuration enables; repeat for several.", valueName: "rule"))
    var onlyRules: [String] = []

    @Flag(help: "Apply the configuration's `excluded` to files named on the command line too.")
    var forceExclude = false

    @Option(help: ArgumentHelp("Run as if started in this folder.", valueName: "folder"))
    var workingDirectory: String?

    @Flag(help: "Neither read nor write the cache of findings (used when neither the store nor the files changed since).")
    var noCache = false

    @Option(help: ArgumentHelp("The cache's folder (default: $XDG_CACHE_HOME/swiftlint-lite, else ~/.cache/swiftlint-lite).",
                               valueName: "folder"))
    var cachePath: String?

    @Option(help: ArgumentHelp("Files analysed at once (default: every core).", valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp(
        "The index store to read (the folder holding v5/). Default: SwiftPM's debug bin path + index/store, else the newest below .build.",
        valueName: "folder"))
    var indexStorePath: String?

    @Option(help: ArgumentHelp(
        "The toolchain whose libIndexStore reads the store (its folder, or its usr folder). Default: the `swift` on PATH.",
        valueName: "folder"))
    var toolchain: String?

    @Flag(help: ArgumentHelp(
        "Dead code: turn on unused_declaration and judge by what the roots reach (top-level code, @main, public API, tests, …), "
            + "so code only dead code uses is found; also assign-only properties and unused parameters."))
    var deadCode = false

    @Option(help: ArgumentHelp(
        "Print the chain from a root that keeps this declaration alive (a name such as Cache.evict() or evict, or a USR), "
            + "or why nothing does, instead of a report; repeat for several.", valueName: "declaration"))
    var explain: [String] = []

    @Flag(help: "Run `swift build --build-tests` first, so the index is fresh and covers the test targets.")
    var build = false

    @Option(help: ArgumentHelp("Accepted for SwiftLint's scripts; not needed: the index store replaces the compiler log.",
                               valueName: "file"))
    var compilerLogPath: String?

    @Option(help: ArgumentHelp("Accepted for SwiftLint's scripts; not needed: the index store replaces compile_commands.json.",
                               valueName: "file"))
    var compileCommands: String?

    mutating func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if strict && lenient { throw ValidationError("--strict and --lenient contradict each other") }
    }

    func run() async throws {
        if let folder = workingDirectory, !FileManager.default.changeCurrentDirectoryPath(folder) {
            stderr("error: cannot change to the working directory '\(folder)'")
            throw ExitCode(2)
        }
        for (flag, value) in [("--compiler-log-path", compilerLogPath), ("--compile-commands", compileCommands)] where value != nil {
            stderr("note: \(flag) is not needed: swiftlint-lite reads the index store the build wrote; ignored")
        }
        let package = FileManager.default.currentDirectoryPath
        do {
            if build { try await Self.buildForIndex(in: package, quiet: quiet) }
            let library = try PhaseTimes.measure("load libIndexStore") { () throws -> IndexStoreLibrary in
                try toolchain.map { folder throws(IndexStoreError) in
                    guard let named = Toolchain(folder: folder) else {
                        throw .libraryNotLoaded(path: folder, reason: "no bin/swift there")
                    }
                    return try IndexStoreLibrary.load(toolchain: named)
                } ?? IndexStoreLibrary.load()
            }
            let path = try await PhaseTimes.measureAsync("find the store") {
                try await IndexStoreLocator.find(package: package, explicit: indexStorePath)
            }
            let store = try IndexStore(path: path,
                                       library: library)
            let analysis = LintInvocation.Analysis(store: store, deadCode: deadCode, explain: explain)
            let code = LintInvocation(options: options, analysis: analysis).run()
            if code != 0 { throw ExitCode(code) }
        } catch let error as IndexStoreError {
            stderr("error: \(error)")
            throw ExitCode(2)
        }
    }

    private var options: LintOptions {
        LintOptions(
            paths: paths, configFiles: configFiles, reporter: reporter, strict: strict, lenient: lenient, quiet: quiet,
            noCache: noCache, cachePath: cachePath, jobs: jobs, fix: fix, baseline: baseline, writeBaseline: writeBaseline,
            strictConfig: strictConfig, output: output, onlyRules: onlyRules, forceExclude: forceExclude)
    }

    /// `swift build --build-tests`, its output passed on to standard error; a failed build stops the run.
    private static func buildForIndex(in package: String, quiet: Bool) async throws {
        var command = Command.executable("swift", ["build", "--build-tests"])
        command.workingDirectory = package
        if !quiet { command.onLine = { line in StandardError.write(line.text + "\n") } }
        let result = try await command.run()
        guard result.succeeded else {
            if quiet { StandardError.write(result.errorText + result.outputText) }
            stderr("error: `swift build --build-tests` failed (\(result.termination)); fix the build, then analyze")
            throw ExitCode(2)
        }
    }
}
