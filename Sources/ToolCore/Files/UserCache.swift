import Foundation

/// Where a tool keeps what it can compute again but would rather not: `$XDG_CACHE_HOME/<tool>`,
/// else `~/.cache/<tool>` (the temporary folder's when there is no home).
public enum UserCache {
    /// The cache folder of `tool` (not created): where its files live between runs.
    ///
    /// - Parameters:
    ///   - tool: The tool's name, the folder's last component.
    ///   - environment: Where `XDG_CACHE_HOME` and `HOME` are read from.
    public static func folder(for tool: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSTemporaryDirectory()) + "/.cache"
        return base + "/" + tool
    }
}
