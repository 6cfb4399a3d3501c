import ArgumentParser
import Foundation
import LintEngine
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

    @Flag(help: "Treat every configuration warning (an unknown key, a rule swiftlint-lite does not implement) as an error.")
    var strictConfig = false

    @Option(help: ArgumentHelp("Write the report to this file (replaced whole) instead of standard output.", valueName: "file"))
    var output: String?

    @Option(name: .customLong("only-rule"), help: ArgumentHelp(
        "Run only this rule, whatever the configuration enables; repeat for several.", valueName: "rule"))
    var onlyRules: [String] = []

    @Flag(help: "Apply the configuration's `excluded` to files named on the command line too.")
    var forceExclude = false

    @Flag(help: "Accepted for SwiftLint's scripts: `excluded` is matched the same way either way.")
    var useAlternativeExcluding = false

    @Option(help: ArgumentHelp("Run as if started in this folder.", valueName: "folder"))
    var workingDirectory: String?

    @Flag(help: "Show a progress bar while linting (on a terminal).")
    var progress = false

    @Flag(help: "Finding no file to lint is not an error (as `allow_zero_lintable_files: true`).")
    var allowZeroLintableFiles = false

    @Option(help: ArgumentHelp(
        """
        After a run that fails nothing, write this file (a one-line Swift comment): the output a build system \
        compares with the sources to skip an unchanged target (the SwiftPM build-tool plugin uses it).
        """,
        valueName: "file"))
    var stamp: String?

    /// The options as plain values, as ``LintOptions/init(quickParsing:)`` also reads them.
    var options: LintOptions {
        LintOptions(
            paths: paths, configFiles: configFiles, reporter: reporter, strict: strict, lenient: lenient,
            quiet: quiet, useStdin: useStdin, stdinPath: stdinPath, noCache: noCache, cachePath: cachePath,
            jobs: jobs, fix: fix, baseline: baseline, writeBaseline: writeBaseline, strictConfig: strictConfig,
            output: output, onlyRules: onlyRules, forceExclude: forceExclude,
            useAlternativeExcluding: useAlternativeExcluding, workingDirectory: workingDirectory, progress: progress,
            allowZeroLintableFiles: allowZeroLintableFiles, stamp: stamp)
    }

    mutating func validate() throws {
        if let problem = options.problem { throw ValidationError(problem) }
    }

    func run() throws {
        let code = LintInvocation(options: options).run()
        if code != 0 { throw ExitCode(code) }
    }
}

/// An error already worded for the user, with the exit code it calls for.
struct Failure: Error, CustomStringConvertible {
    let message: String
    let code: Int32
    var description: String { message }
}

func stderr(_ line: String) {
    StandardError.write(line + "\n")
}
