import ArgumentParser
import Foundation
import ToolCore

/// The `swiftlint-lite` command line, as a library: the tool's `main` calls
/// ``main()``, and so does a team's linter (`native_rules:`) after installing its
/// rules (``LintEngine/NativeRules``).
public struct SwiftLintLiteCLI: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "swiftlint-lite",
        abstract: "A fast SwiftSyntax linter that reads SwiftLint's configuration (.lint.yml or .swiftlint.yml).",
        discussion: """
            Exit codes: 0 no violations or warnings only; 2 an error-severity violation (any \
            violation with --strict, or more warnings than warning_threshold), or a usage or \
            configuration error; 1 no lintable files (unless allow_zero_lintable_files).
            """,
        version: SuiteVersion.current,
        subcommands: [LintCommand.self, AnalyzeCommand.self, RulesCommand.self, VersionCommand.self, LspCommand.self],
        defaultSubcommand: LintCommand.self
    )

    public init() {}

    /// Runs the command line of this process and exits.
    public static func main() async {
        // An editor lints the saved file at every save: the usual argument
        // lists skip ArgumentParser's start-up cost (see `quickParsing`).
        if let options = LintOptions(quickParsing: Array(CommandLine.arguments.dropFirst())) {
            Foundation.exit(LintInvocation(options: options).run())
        }
        await main(nil)
    }
}

struct VersionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "version", abstract: "Print the version.")

    func run() {
        print(SuiteVersion.current)
    }
}
