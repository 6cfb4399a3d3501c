import Foundation
import ToolCore

/// Results of earlier runs, per file, so an unchanged file is not parsed again.
///
/// One cache file per effective configuration (its ``LintConfiguration/fingerprint``
/// and the tool's version and build, ``SuiteVersion/build``, are in the file name), so switching configurations
/// does not throw results away. An entry is used when the file's size and
/// modification time are unchanged, or, failing that, its content hash. A
/// cache that cannot be read or decoded is ignored and rebuilt; it is never
/// trusted beyond those keys. At most ``maxEntries`` entries are kept (the
/// least recently used go first), and at most ``maxFiles`` cache files.
public struct LintCache: Sendable {
    public static let maxEntries = 50_000
    public static let maxFiles = 8

    struct Entry: Sendable {
        var size: Int
        var modified: Int64
        var hash: String
        var diagnostics: [Diagnostic]
        /// The run that last used it, for eviction.
        var run: Int
    }

    struct Store: Sendable {
        var run = 0
        var entries: [String: Entry] = [:]
    }

    /// The cache file.
    public let path: String
    let store: Store

    /// The default folder: `$XDG_CACHE_HOME/swiftlint-lite`, else `~/.cache/swiftlint-lite`.
    public static func defaultFolder(environment: [String: String]) -> String {
        UserCache.folder(for: "swiftlint-lite", environment: environment)
    }

    /// Opens the cache for `fingerprint` in `folder` (empty when absent or unreadable).
    public static func open(folder: String, fingerprint: String) -> LintCache {
        let path = "\(folder)/\(SuiteVersion.build)-\(fingerprint).cache"
        let store = (try? String(contentsOfFile: path, encoding: .utf8)).flatMap { CacheCodec.decode($0) } ?? Store()
        return LintCache(path: path, store: store)
    }

    /// A file's size and modification time (nanoseconds): an entry's fast key. Nil when it cannot be read.
    static func sizeAndTime(of path: String) -> (size: Int, modified: Int64)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (Int(info.st_size), Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
    }

    /// Cached diagnostics for a file whose size and time are unchanged.
    func diagnostics(for path: String, size: Int, modified: Int64) -> [Diagnostic]? {
        guard let entry = store.entries[path], entry.size == size, entry.modified == modified else { return nil }
        return entry.diagnostics
    }

    /// Cached diagnostics for a file whose content is unchanged.
    func diagnostics(for path: String, hash: String) -> [Diagnostic]? {
        guard let entry = store.entries[path], entry.hash == hash else { return nil }
        return entry.diagnostics
    }

    /// Writes the cache with this run's entries added, atomically. Failing to
    /// write a cache is not worth failing a lint run over: errors are returned.
    @discardableResult
    func save(adding updates: [String: Entry], used: Set<String>) -> FileProblem? {
        var next = store
        next.run += 1
        for path in used { next.entries[path]?.run = next.run }
        for (path, var entry) in updates {
            entry.run = next.run
            next.entries[path] = entry
        }
        if next.entries.count > Self.maxEntries {
            let keep = next.entries.sorted { $0.value.run > $1.value.run }.prefix(Self.maxEntries)
            next.entries = Dictionary(uniqueKeysWithValues: keep.map { ($0.key, $0.value) })
        }
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try AtomicFile.write(Array(CacheCodec.encode(next).utf8), to: path, durable: false)
        } catch let problem as FileProblem {
            return problem
        } catch {
            return FileProblem(path: path, reason: "cannot write the cache: \(error)")
        }
        Self.pruneOldFiles(in: folder)
        return nil
    }

    /// Keeps the ``maxFiles`` most recently written cache files. Runs after
    /// every save, so the common case (few files) costs one directory listing.
    private static func pruneOldFiles(in folder: String) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return }
        let files = names.filter { $0.hasSuffix(".cache") }.map { folder + "/" + $0 }
        guard files.count > maxFiles else { return }
        let newestFirst = files
            .map { ($0, (try? manager.attributesOfItem(atPath: $0)[.modificationDate] as? Date) ?? .distantPast) }
            .sorted { $0.1 > $1.1 }
        for (stale, _) in newestFirst.dropFirst(maxFiles) { try? manager.removeItem(atPath: stale) }
    }
}
