import Foundation
import ToolCore

/// Which files a run lints: the paths given, else the configuration's
/// `included`, else the configuration's folder; minus `excluded`.
///
/// `included` and `excluded` entries are absolute (each configuration file's
/// resolved against its folder) and may be globs.
public struct FileSelection: Sendable {
    public let root: String
    /// Where discovery starts.
    public let searchedPaths: [String]
    private var discovery: FileDiscovery

    /// - Parameters:
    ///   - root: the folder paths and patterns are shown relative to (the working folder, as in SwiftLint).
    ///   - paths: what the command line names; none: the configuration's `included`, else `root`.
    ///   - forceExclude: `excluded` also skips a file the command line names (SwiftLint's `--force-exclude`).
    public init(configuration: LintConfiguration, root: String, paths: [String], forceExclude: Bool = true) {
        self.root = root
        // The configuration's entries are absolute; patterns match paths relative to `root`.
        let pattern = { (entry: String) in Glob(Paths.relative(entry, to: root)) }
        let includedGlobs = configuration.included.filter(Self.isGlob)
        let includedPaths = configuration.included.filter { !Self.isGlob($0) }
        if !paths.isEmpty {
            searchedPaths = paths
        } else if !includedPaths.isEmpty {
            searchedPaths = includedPaths
        } else {
            searchedPaths = [root]
        }
        discovery = FileDiscovery(
            extensions: ["swift"],
            include: paths.isEmpty ? includedGlobs.map(pattern) : [],
            exclude: configuration.excluded.map(pattern),
            base: root)
        discovery.excludesNamedFiles = forceExclude
        // SwiftLint lints `.github/actions/…/*.swift` too: hidden folders are walked.
        discovery.walksHiddenFolders = true
    }

    public func discover() -> FileDiscovery.Result {
        discovery.discover(searchedPaths)
    }

    /// Whether a path the caller already has (a pushed file, stdin's name) is
    /// one this configuration lints: not excluded, and not in a folder a walk skips.
    public func selects(_ path: String) -> Bool {
        !discovery.exclude.contains { $0.matches(discovery.relative(path)) } && !discovery.isInSkippedFolder(path)
    }

    private static func isGlob(_ entry: String) -> Bool {
        entry.contains { "*?[{".contains($0) }
    }
}

/// How violations turn into an exit code: `--strict`/`strict:` makes every
/// violation an error, `--lenient`/`lenient:` every error a warning, and more
/// warnings than `warning_threshold` fail the run.
public struct ExitPolicy: Sendable {
    public let strict: Bool
    public let lenient: Bool
    public let warningThreshold: Int?

    public init(configuration: LintConfiguration, strict: Bool, lenient: Bool) {
        self.strict = strict || (configuration.strict && !lenient)
        self.lenient = lenient || (configuration.lenient && !strict)
        self.warningThreshold = configuration.warningThreshold
    }

    /// The violations with their severities as this policy reports them.
    public func adjust(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard strict || lenient else { return diagnostics }
        return diagnostics.map { diagnostic in
            var adjusted = diagnostic
            adjusted.severity = strict ? .error : .warning
            return adjusted
        }
    }

    /// 2 when any (adjusted) violation is an error or warnings reach the threshold; else 0.
    public func exitCode(for diagnostics: [Diagnostic]) -> Int32 {
        if diagnostics.contains(where: { $0.severity == .error }) { return 2 }
        if let warningThreshold, diagnostics.count >= warningThreshold, warningThreshold > 0 { return 2 }
        return 0
    }
}
