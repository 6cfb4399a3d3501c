import PackagePlugin

/// `swift package doc-coverage [--minimum-coverage N] [swiftdoc-lite coverage flags…]`:
/// how much of the package's API is documented, failing below N percent.
@main
struct DocCoveragePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let toolArguments = ["coverage", context.package.directoryURL.path(percentEncoded: false)] + arguments
        let tool = try ToolRun.tool(named: "SwiftDocLite", product: "swiftdoc-lite", context: context, packageManager: packageManager)
        let status = try ToolRun.run(tool, toolArguments)
        guard status == 0 else {
            throw ToolRun.Failure("swiftdoc-lite coverage exited with \(status) (1: below --minimum-coverage or new undocumented API)")
        }
    }
}
