import Foundation
import IndexStore
import ToolCore

/// `analyze`'s findings from an earlier run, used when nothing they depend on
/// changed: the same configuration, the same store — every unit and the
/// content-addressed names of its records (a rebuild that changes a file's
/// index changes its record's name) — and every analysed file unchanged on
/// disk. The whole run or nothing: `unused_declaration` and `unused_import`
/// judge a file by the whole package, so one changed record changes every
/// file's answer. A hit skips reading the records and parsing: the warm run
/// costs reading the units and checking the files' sizes and times.
public struct AnalysisCache: Sendable {
    private let cache: LintCache

    /// The cache of `folder` for this configuration (`fingerprint`, with the
    /// run's mode) and the store's units as they are now.
    public static func open(folder: String, fingerprint: String, units: [IndexUnit]) -> AnalysisCache {
        var key = "analyze\n\(fingerprint)\n"
        for unit in units.sorted(by: { $0.name < $1.name }) {
            key += "\(unit.name) \(unit.modified.timeIntervalSince1970) \(unit.records.map(\.name).joined(separator: " "))\n"
        }
        return AnalysisCache(cache: LintCache.open(folder: folder, fingerprint: "analyze-" + ContentHash.hex(Data(key.utf8))))
    }

    /// Every file's findings, when each of `paths` is unchanged since they were cached.
    public func diagnostics(for paths: [String]) -> [Diagnostic]? {
        var found: [Diagnostic] = []
        for path in paths {
            guard let (size, modified) = LintCache.sizeAndTime(of: path),
                  let hit = cache.diagnostics(for: path, size: size, modified: modified)
            else { return nil }
            found += hit
        }
        return found
    }

    /// Keeps `diagnostics` as the answer for `paths` (each file's own, none for a
    /// clean one). A cache that cannot be written is said, not fatal.
    @discardableResult
    public func save(_ diagnostics: [Diagnostic], for paths: [String]) -> FileProblem? {
        let byFile = Dictionary(grouping: diagnostics, by: \.file)
        var entries: [String: LintCache.Entry] = [:]
        for path in paths {
            guard let (size, modified) = LintCache.sizeAndTime(of: path),
                  let data = FileManager.default.contents(atPath: path) else { continue }
            entries[path] = LintCache.Entry(size: size, modified: modified, hash: ContentHash.hex(data),
                                            diagnostics: byFile[path] ?? [], run: 0)
        }
        return cache.save(adding: entries, used: [])
    }
}
