import ArgumentParser
import ToolCore

@main
struct SwiftDocLite: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swiftdoc-lite",
        abstract: "Static HTML API docs straight from Swift sources, with search and a coverage gate.",
        version: SuiteVersion.current
    )
}
