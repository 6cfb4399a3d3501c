import ArgumentParser
import ToolCore

@main
struct SwiftHookLite: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swifthook-lite",
        abstract: "A git pre-push hook runner that checks exactly what a push sends.",
        version: SuiteVersion.current
    )
}
