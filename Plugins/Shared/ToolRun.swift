import Foundation
import PackagePlugin

/// Runs one of the suite's tools with the plugin's standard output and error,
/// so its report reads as if the tool had been run by hand.
/// (Linked into each command plugin: a plugin compiles only its own folder.)
enum ToolRun {
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// The tool's exit status.
    static func run(_ tool: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit else {
            throw Failure("\(tool.lastPathComponent) stopped by signal \(process.terminationStatus)")
        }
        return process.terminationStatus
    }

    /// The plugin's tool (`SwiftLintLite`, `SwiftDocLite`): SwiftPM's build of it in a package that
    /// depends on this one. Where the plugins name no tool (this repository, built in its own
    /// folder: Package.swift's `pluginTool`), the tool's product is built, in debug, when the plugin runs.
    static func tool(named name: String, product: String, context: PluginContext,
                     packageManager: PackageManager) throws -> URL {
        if let tool = try? context.tool(named: name) { return tool.url }
        let result = try packageManager.build(.product(product), parameters: .init(configuration: .debug, logging: .concise))
        guard result.succeeded, let built = result.builtArtifacts.first(where: { $0.url.lastPathComponent == product }) else {
            throw Failure("building \(product) for the plugin failed:\n\(result.logText)")
        }
        return built.url
    }
}
