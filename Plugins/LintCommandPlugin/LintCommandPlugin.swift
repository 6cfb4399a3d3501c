import Foundation
import PackagePlugin

/// `swift package lint [--target NAME…] [--fix] [swiftlint-lite lint flags…]`:
/// lints the package's source targets with its own `.lint.yml` / `.swiftlint.yml`
/// (nested ones too), as `swiftlint-lite lint` run in the package folder would.
@main
struct LintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let passed = extractor.remainingArguments
        let package = context.package.directoryURL
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let folders = targets.compactMap { $0.sourceModule?.directoryURL.path(percentEncoded: false) }

        if passed.contains("--fix") { try requireWriteAccess(to: package) }
        var toolArguments = ["lint", "--working-directory", package.path(percentEncoded: false)]
        // The cache lives in the plugin's work folder, as SwiftLint's plugin keeps it.
        if !passed.contains("--cache-path") && !passed.contains("--no-cache") {
            toolArguments += ["--cache-path", context.pluginWorkDirectoryURL.appending(path: "cache").path(percentEncoded: false)]
        }
        toolArguments += passed.filter { $0 != "--debug-linter" } + folders
        let linter = try self.linter(context, debug: passed.contains("--debug-linter"))
        let status = try ToolRun.run(linter, toolArguments)
        guard status == 0 else {
            throw ToolRun.Failure("swiftlint-lite lint exited with \(status) (2: an error-severity finding, or --strict with any finding)")
        }
    }

    /// The release-built linter (``ReleaseLinter``), built once in the package's build
    /// folder when it is missing or older than the plugin's tool; the debug tool with
    /// `--debug-linter`, `SWIFT_TOOLING_LITE_PLUGIN_LINTER=debug`, or if that build fails.
    private func linter(_ context: PluginContext, debug: Bool) throws -> URL {
        let tool = try ToolRun.tool(named: "SwiftLintLite", product: "swiftlint-lite", context: context, packageManager: packageManager)
        guard !debug, !ReleaseLinter.isDeclined, tool.deletingLastPathComponent().lastPathComponent == "debug" else { return tool }
        if let release = ReleaseLinter.beside(tool) { return release }
        Diagnostics.remark("building swiftlint-lite in release once (the debug build lints about 25× slower; --debug-linter skips this)")
        let result = try packageManager.build(.product("swiftlint-lite"), parameters: .init(configuration: .release, logging: .concise))
        guard result.succeeded, let built = result.builtArtifacts.first(where: { $0.url.lastPathComponent == "swiftlint-lite" }) else {
            Diagnostics.warning("the release build of swiftlint-lite failed; linting with the debug build:\n\(result.logText)")
            return tool
        }
        return built.url
    }

    /// `--fix` rewrites sources: in SwiftPM's plugin sandbox (macOS) that needs
    /// `--allow-writing-to-package-directory`, so say that instead of failing file by file.
    private func requireWriteAccess(to package: URL) throws {
        let probe = package.appending(path: ".swiftlint-lite-write-check-\(ProcessInfo.processInfo.processIdentifier)")
        guard FileManager.default.createFile(atPath: probe.path(percentEncoded: false), contents: Data()) else {
            throw ToolRun.Failure(
                "--fix rewrites the package's sources: run `swift package --allow-writing-to-package-directory lint --fix`")
        }
        try? FileManager.default.removeItem(at: probe)
    }
}
