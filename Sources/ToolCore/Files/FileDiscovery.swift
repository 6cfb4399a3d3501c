import Foundation

/// Finds the files a tool should process under some paths.
///
/// Folders are walked in a fixed order (names sorted by their bytes), so the
/// same tree always gives the same list. Symbolic links to folders are
/// followed once: a link back to a folder already being walked is skipped, so
/// loops end. Build products and hidden folders are skipped unless named
/// directly (see ``defaultExcludes``); with ``walksHiddenFolders`` only the
/// tools' own hidden folders are.
public struct FileDiscovery: Sendable {
    /// Folders no tool wants to look inside.
    public static let defaultExcludes: [Glob] = [".build", ".swiftpm", "DerivedData", "Pods", "Carthage"].map(Glob.init)
    /// Hidden folders that never hold a project's own sources: version control's,
    /// SwiftPM's (`.build`, `.swiftpm`) and sourcekit-lsp's background index build.
    public static let toolFolders: Set<String> = [".git", ".hg", ".svn", ".build", ".swiftpm", ".index-build"]
    /// The file SwiftPM writes at the top of every build folder, whatever its
    /// name (`--scratch-path .build-release`): such a folder holds checkouts and
    /// generated code, never the project's sources.
    static let buildFolderMarker = "workspace-state.json"

    /// Only files whose name ends in one of these (without the dot); empty means any.
    public var extensions: Set<String>
    /// When non-empty, a file must match one of these (relative to `base`).
    public var include: [Glob]
    /// Files and folders matching any of these (relative to `base`) are skipped.
    public var exclude: [Glob]
    /// The folder include and exclude patterns are relative to.
    public var base: String
    /// Also skip ``defaultExcludes``, SwiftPM build folders and folders whose
    /// name starts with a dot (but see ``walksHiddenFolders``).
    public var skipsDefaultExcludes: Bool
    /// Walk hidden folders (`.github/actions/…`) as SwiftLint does, skipping only
    /// ``toolFolders``: what the linter wants; the doc generator does not.
    public var walksHiddenFolders = false

    public init(
        extensions: Set<String> = ["swift"],
        include: [Glob] = [],
        exclude: [Glob] = [],
        base: String = FileManager.default.currentDirectoryPath,
        skipsDefaultExcludes: Bool = true
    ) {
        self.extensions = extensions
        self.include = include
        self.exclude = exclude
        self.base = Paths.absolute(base)
        self.skipsDefaultExcludes = skipsDefaultExcludes
    }

    /// What was found: files in order, and the paths that could not be walked.
    public struct Result: Sendable {
        public var files: [String] = []
        public var problems: [FileProblem] = []
    }

    /// Whether `exclude` applies to a file named directly, not only to what a
    /// folder's walk finds (SwiftLint's `--force-exclude`).
    public var excludesNamedFiles = true

    /// Walks `paths` (files or folders; relative ones against the current
    /// folder). A path named directly is taken even if a default exclude would
    /// skip it; user excludes apply to it when ``excludesNamedFiles``.
    public func discover(_ paths: [String]) -> Result {
        var result = Result()
        var seen = Set<String>()
        for path in paths {
            let absolute = Paths.absolute(path)
            guard let kind = Self.kind(of: absolute) else {
                result.problems.append(FileProblem(path: path, reason: "no such file or folder"))
                continue
            }
            if kind.isFolder {
                var walking = Set<FileIdentity>()
                walk(absolute, identity: kind.identity, into: &result, walking: &walking)
            } else if !excludesNamedFiles || !isExcluded(absolute) {
                result.files.append(absolute)
            }
        }
        result.files = result.files.filter { seen.insert($0).inserted }
        return result
    }

    private func walk(_ folder: String, identity: FileIdentity, into result: inout Result, walking: inout Set<FileIdentity>) {
        guard walking.insert(identity).inserted else { return }  // a link loop
        defer { walking.remove(identity) }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            result.problems.append(FileProblem(path: folder, reason: "cannot list the folder (permission denied?)"))
            return
        }
        for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let path = folder == "/" ? "/" + name : folder + "/" + name
            guard let kind = Self.kind(of: path), !isExcluded(path) else { continue }
            if kind.isFolder {
                if skipsDefaultExcludes, skips(folder: path, named: name) { continue }
                walk(path, identity: kind.identity, into: &result, walking: &walking)
            } else if wants(path) {
                result.files.append(path)
            }
        }
    }

    private func skips(folder path: String, named name: String) -> Bool {
        if name.hasPrefix(".") {
            if !walksHiddenFolders || Self.toolFolders.contains(name) { return true }
        } else if Self.defaultExcludes.contains(where: { $0.matches(name) }) {
            return true
        }
        return access(path + "/" + Self.buildFolderMarker, F_OK) == 0
    }

    /// Whether a file the caller already has (a pushed file) lies in a folder
    /// a walk from ``base`` would skip: the same answer for a file pushed as for
    /// one found on disk.
    public func isInSkippedFolder(_ path: String) -> Bool {
        guard skipsDefaultExcludes, path.hasPrefix(base + "/") else { return false }
        let components = relative(path).split(separator: "/").dropLast().map(String.init)
        var folder = base
        for name in components {
            folder += "/" + name
            if skips(folder: folder, named: name) { return true }
        }
        return false
    }

    private func wants(_ path: String) -> Bool {
        if !extensions.isEmpty {
            guard let dot = path.lastIndex(of: "."), extensions.contains(String(path[path.index(after: dot)...])) else {
                return false
            }
        }
        return include.isEmpty || include.contains { $0.matches(relative(path)) }
    }

    private func isExcluded(_ path: String) -> Bool {
        !exclude.isEmpty && exclude.contains { $0.matches(relative(path)) }
    }

    /// `path` relative to ``base`` when inside it, else as given.
    public func relative(_ path: String) -> String {
        if path.hasPrefix(base + "/") { return String(path.dropFirst(base.count + 1)) }
        return path
    }

    // MARK: - File system

    struct FileIdentity: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    /// Follows links; nil for a dangling link or a missing path.
    private static func kind(of path: String) -> (isFolder: Bool, identity: FileIdentity)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        return ((info.st_mode & S_IFMT) == S_IFDIR, identity)
    }
}

/// A path a tool could not process, and why. Reported; never fatal.
public struct FileProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
