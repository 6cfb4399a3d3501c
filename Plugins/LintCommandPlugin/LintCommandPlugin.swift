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
        toolArguments += passed + folders
        let status = try ToolRun.run(try context.tool(named: "SwiftLintLite").url, toolArguments)
        guard status == 0 else {
            throw ToolRun.Failure("swiftlint-lite lint exited with \(status) (2: an error-severity finding, or --strict with any finding)")
        }
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
