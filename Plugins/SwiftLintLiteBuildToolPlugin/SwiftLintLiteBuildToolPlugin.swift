import Foundation
import PackagePlugin

/// Lints a target's Swift sources as part of `swift build`: findings appear in
/// the build's output as `file:line:col: warning:` lines, and an error-severity
/// finding fails the build, as SwiftLint's build-tool plugin does.
///
/// SwiftLint's plugin is a prebuild command, run on every build; SwiftPM allows
/// that only for prebuilt binaries, so this is a build command instead: its
/// output is a stamp file (`--stamp`) written when a run passes, and SwiftPM
/// reruns it only when a source or a configuration file is newer than the
/// stamp. An unchanged target costs nothing; a changed one is linted with the
/// cache in the plugin's work folder.
@main
struct SwiftLintLiteBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
        guard !sources.isEmpty else { return [] }
        let work = context.pluginWorkDirectoryURL
        let stamp = work.appending(path: "\(target.name).lint-stamp.swift")
        let package = context.package.directoryURL
        let arguments = [
            "lint", "--quiet", "--force-exclude",
            "--working-directory", package.path(percentEncoded: false),
            "--cache-path", work.appending(path: "cache").path(percentEncoded: false),
            "--stamp", stamp.path(percentEncoded: false),
        ] + sources.map { $0.path(percentEncoded: false) }
        let configurationFiles = configurations(above: module.directoryURL, upTo: package)
        // A plugin cannot build: the release linter when `swift package lint` (or
        // `swift build -c release --product swiftlint-lite`) has built it, else the debug tool.
        let tool = try context.tool(named: "SwiftLintLite").url
        return [.buildCommand(
            displayName: "Linting \(target.name) with swiftlint-lite",
            executable: (ReleaseLinter.isDeclined ? nil : ReleaseLinter.beside(tool)) ?? tool,
            arguments: arguments,
            // The tool hands off to the team's linter when there is one, but cannot build it here.
            environment: ["SWIFT_TOOLING_LITE_NO_RULES_BUILD": "1"],
            inputFiles: sources + configurationFiles + nativeRulesSources(named: configurationFiles),
            outputFiles: [stamp])]
    }

    /// The sources of the team's rules package a configuration names (`native_rules: {path: …}`):
    /// a changed rule lints the target again. Read from the text: a plugin has no YAML parser.
    private func nativeRulesSources(named configurations: [URL]) -> [URL] {
        configurations.flatMap { file -> [URL] in
            guard let text = try? String(contentsOf: file, encoding: .utf8),
                  let path = Self.nativeRulesPath(in: text) else { return [] }
            let folder = file.deletingLastPathComponent().appending(path: path).appending(path: "Sources")
            return FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        }
    }

    /// `X` of `native_rules: {path: X}` or of `native_rules:` followed by `  path: X`.
    static func nativeRulesPath(in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let index = lines.firstIndex(where: { $0.hasPrefix("native_rules:") }) else { return nil }
        let candidates = [lines[index]] + lines.dropFirst(index + 1).prefix { $0.hasPrefix(" ") || $0.isEmpty }
        for line in candidates {
            guard let range = line.range(of: "path:") else { continue }
            let value = line[range.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: " \"'}"))
            if !value.isEmpty { return value }
        }
        return nil
    }

    /// The configuration files that can apply to the target: in its folder,
    /// in each folder up to the package's, and nested inside it.
    private func configurations(above folder: URL, upTo package: URL) -> [URL] {
        let names = [".lint.yml", ".swiftlint.yml"]
        var found: [URL] = []
        var current = folder.standardizedFileURL
        let top = package.standardizedFileURL.path(percentEncoded: false)
        while current.path(percentEncoded: false).hasPrefix(top) {
            found += names.map { current.appending(path: $0) }
                .filter { FileManager.default.fileExists(atPath: $0.path(percentEncoded: false)) }
            let parent = current.deletingLastPathComponent()
            if parent == current { break }
            current = parent
        }
        let nested = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }
            .filter { names.contains($0.lastPathComponent) }
            .filter { $0.deletingLastPathComponent().standardizedFileURL != folder.standardizedFileURL }
        return found + (nested ?? [])
    }
}
