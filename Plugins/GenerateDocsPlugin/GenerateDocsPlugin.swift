import Foundation
import PackagePlugin

/// `swift package generate-docs [--output DIR] [swiftdoc-lite generate flags…]`:
/// the package's API docs as a static site, without building the package.
@main
struct GenerateDocsPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        // The plugin's work folder is always writable; another folder needs
        // `--allow-writing-to-directory DIR` in SwiftPM's sandbox (macOS).
        let output = extractor.extractOption(named: "output").last
            ?? context.pluginWorkDirectoryURL.appending(path: "site").path(percentEncoded: false)
        let toolArguments = ["generate", context.package.directoryURL.path(percentEncoded: false), "--output", output]
            + extractor.remainingArguments
        let tool = try ToolRun.tool(named: "SwiftDocLite", product: "swiftdoc-lite", context: context, packageManager: packageManager)
        let status = try ToolRun.run(tool, toolArguments)
        guard status == 0 else { throw ToolRun.Failure("swiftdoc-lite generate exited with \(status)") }
        print("Documentation: \(output)/index.html")
    }
}
