import Foundation

/// SwiftPM builds a plugin's tool in the depending package's configuration (SwiftPM
/// #7233): for `swift package lint` and debug builds, a debug-built linter, about 25
/// times slower than a release one (NIOCore's 64 files: 7.6 s against 0.30 s). The
/// plugins run the release build of the same tool, from the same build folder, when it
/// is there and not older than the debug one. (Linked into each plugin that uses it: a
/// plugin compiles only its own folder.)
enum ReleaseLinter {
    /// `<build folder>/<triple>/release/swiftlint-lite` beside the plugin's debug tool
    /// (`…/debug/SwiftLintLite-tool`), when it is there and up to date.
    static func beside(_ tool: URL) -> URL? {
        let configurationFolder = tool.deletingLastPathComponent()
        guard configurationFolder.lastPathComponent == "debug" else { return nil }
        let release = configurationFolder.deletingLastPathComponent().appending(path: "release/swiftlint-lite")
        guard FileManager.default.isExecutableFile(atPath: release.path(percentEncoded: false)),
              let built = modified(release), let toolBuilt = modified(tool), built >= toolBuilt else { return nil }
        return release
    }

    /// Whether the user asked for the debug tool (`SWIFT_TOOLING_LITE_PLUGIN_LINTER=debug`).
    static var isDeclined: Bool { ProcessInfo.processInfo.environment["SWIFT_TOOLING_LITE_PLUGIN_LINTER"] == "debug" }

    private static func modified(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path(percentEncoded: false)))?[.modificationDate] as? Date
    }
}
