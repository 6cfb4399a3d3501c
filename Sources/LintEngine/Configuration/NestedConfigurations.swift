import Foundation
import ToolCore

/// The configuration each file is linted with, as SwiftLint picks it: the
/// run's configuration, merged with the nearest `.swiftlint.yml` (or
/// `.lint.yml`) between the file's folder and the run's root, when there is
/// one. Only the nearest counts — SwiftLint does not stack nested files —
/// and none does when the run's configuration was named with `--config`.
/// The nested file's `parent_config` / `child_config` are not followed, as in
/// SwiftLint; its `excluded` entries (relative to its own folder) skip files.
///
/// Each folder is looked at once; a project without nested files pays a
/// `stat` or two per folder.
public struct NestedConfigurations {
    /// The run's configuration (top level: reporter, strictness and file discovery come from it alone).
    public let top: LintConfiguration
    public let root: String
    private let nesting: Bool
    private let registry: RuleRegistry
    private let environment: [String: String]
    /// Per folder, the nested file that applies, nil for none; and each file's merged configuration.
    private var nestedFile: [String: String?] = [:]
    private var merged: [String: (configuration: LintConfiguration, skips: FileSkipList)] = [:]
    /// Warnings of the nested files read so far.
    public private(set) var warnings: [ConfigError] = []

    /// - Parameter nesting: false when the configuration was named with `--config`.
    public init(top: LintConfiguration, root: String, nesting: Bool, registry: RuleRegistry, environment: [String: String] = [:]) {
        self.top = top
        self.root = Paths.absolute(root)
        self.nesting = nesting
        self.registry = registry
        self.environment = environment
    }

    /// The configuration `path` is linted with; nil when a nested file's `excluded` skips it.
    ///
    /// - Throws: ``ToolCore/ConfigLoadError`` for a nested file that cannot be read.
    public mutating func configuration(forFile path: String) throws(ConfigLoadError) -> LintConfiguration? {
        guard nesting else { return top }
        let folder = (Paths.absolute(path) as NSString).deletingLastPathComponent
        guard let file = nearestFile(from: folder) else { return top }
        if merged[file] == nil {
            var nested = try LintConfiguration.load(files: [file], registry: registry, environment: environment,
                                                    explicit: false, followingReferences: false)
            warnings += nested.warnings
            nested.warnings = []
            merged[file] = (top.merged(withChild: nested, registry: registry), FileSkipList(nested.excluded, root: root))
        }
        let (configuration, skips) = merged[file]!
        return skips.skips(Paths.absolute(path)) ? nil : configuration
    }

    /// The nested configuration file nearest to `folder`, up to the root (or,
    /// for a file outside it, up to `/`); nil when the run's own applies.
    private mutating func nearestFile(from folder: String) -> String? {
        if let known = nestedFile[folder] { return known }
        var found: String?
        if folder != root {
            let own = LintConfiguration.loader.fileNames.map { folder + "/" + $0 }
                .first { FileManager.default.fileExists(atPath: $0) && !top.files.contains($0) }
            let parent = (folder as NSString).deletingLastPathComponent
            found = own ?? (parent == folder ? nil : nearestFile(from: parent))
        }
        nestedFile[folder] = found
        return found
    }
}

/// A nested file's `excluded` entries: a path skips the files under it, a glob those it matches.
private struct FileSkipList {
    let paths: [String]
    let globs: [Glob]
    let root: String

    init(_ entries: [String], root: String) {
        let isGlob = { (entry: String) in entry.contains { "*?[{".contains($0) } }
        paths = entries.filter { !isGlob($0) }
        globs = entries.filter(isGlob).map { Glob(Paths.relative($0, to: root)) }
        self.root = root
    }

    func skips(_ path: String) -> Bool {
        paths.contains { path == $0 || path.hasPrefix($0 + "/") }
            || (!globs.isEmpty && globs.contains { $0.matches(Paths.relative(path, to: root)) })
    }
}
