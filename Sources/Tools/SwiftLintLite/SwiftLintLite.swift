import ArgumentParser
import ToolCore

@main
struct SwiftLintLite: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swiftlint-lite",
        abstract: "A fast SwiftSyntax linter that reads SwiftLint's configuration (.lint.yml or .swiftlint.yml).",
        version: SuiteVersion.current
    )
}
