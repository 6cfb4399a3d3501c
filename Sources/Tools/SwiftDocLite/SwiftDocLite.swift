import ArgumentParser
import ToolCore

@main
struct SwiftDocLite: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swiftdoc-lite",
        abstract: "Static HTML API docs straight from Swift sources, with search and a coverage gate.",
        discussion: """
            Sources are parsed with SwiftParser: nothing is built, no SourceKit is needed. \
            Modules are found by reading Package.swift (without running it), or given with --module NAME=PATH.

            Exit codes: 0 success; 1 a finding with --strict, coverage below --minimum-coverage, \
            newly undocumented API against --baseline, or output that could not be written; \
            2 a usage or configuration error.
            """,
        version: SuiteVersion.current,
        subcommands: [GenerateCommand.self, CoverageCommand.self, DiffCommand.self]
    )
}
