import Foundation
import ToolCore

/// Breaks a package accepts on purpose, each with its reason: `.swiftdoc.yml`'s
/// `api-diff.allow` list, at the package's root.
///
/// ```yaml
/// api-diff:
///   allow:
///     - check: removed_declaration
///       symbol: Kit.load(from:)
///       reason: Deprecated in 1.4, removed in 2.0 as announced.
/// ```
public struct APIAllowlist: Sendable {
    /// One accepted change: a check's id and the symbol it names, with why it is fine.
    public struct Entry: Decodable, Sendable, Hashable {
        public var check: String
        public var symbol: String
        public var reason: String
    }

    public var entries: [Entry] = []

    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// The allowlist of the package at `packageDirectory`; empty without a `.swiftdoc.yml`.
    ///
    /// - Throws: ``ConfigLoadError`` naming the file, line and column of what is wrong
    ///   (an entry without its `reason`, a misspelt key).
    public static func load(packageDirectory: String) throws(ConfigLoadError) -> APIAllowlist {
        try SwiftDocSettings.load(packageDirectory: packageDirectory).allowlist
    }

    /// `changes` with the allowed ones marked (their reason in ``APIChange/allowed``), and
    /// the entries that allowed nothing: a stale entry would hide the next break of that name.
    public func apply(to changes: [APIChange]) -> (changes: [APIChange], unused: [Entry]) {
        var used = Set<Entry>()
        let marked = changes.map { change -> APIChange in
            guard let entry = entries.first(where: { $0.check == change.check && $0.symbol == change.symbol }) else { return change }
            used.insert(entry)
            var change = change
            change.allowed = entry.reason
            return change
        }
        return (marked, entries.filter { !used.contains($0) })
    }
}
