import DocEngine
import Foundation
import ToolCore

/// One comparison of two versions of a package, as `swiftdoc-lite diff` and the hook's
/// `api-breakage` job make it: both versions read, compared, the allowlist applied.
public struct APIReview: Sendable {
    public var changes: [APIChange]
    /// Allowlist entries that match no change (they would hide the next one).
    public var unusedAllowances: [APIAllowlist.Entry]
    /// Files of either version that could not be read or parsed.
    public var problems: [String]

    /// Compares `old` with `new` (git revisions; nil: the work tree) of the package `input` names,
    /// with the allowlist of the package folder's `.swiftdoc.yml` on disk.
    ///
    /// - Throws: ``ConfigLoadError`` for a broken `.swiftdoc.yml`, ``APISnapshot/RevisionError``
    ///   for a revision git cannot read, or the doc engine's error for a package it cannot read.
    public static func compare(_ old: String, _ new: String?, input: DocGenerator.Input) async throws -> APIReview {
        let allowlist = try APIAllowlist.load(packageDirectory: input.packageDirectory)
        let (before, after) = try await APISnapshot.read(old, new, input: input)
        let (changes, unused) = allowlist.apply(to: APIDiff.compare(old: before.api, new: after.api))
        return APIReview(changes: changes, unusedAllowances: unused,
                         problems: (before.diagnostics + after.diagnostics).map(\.description))
    }

    /// The warnings about allowlist entries that match nothing.
    public var allowlistWarnings: [String] {
        unusedAllowances.map { entry in
            "warning: \(SwiftDocSettings.fileName): the allowed `\(entry.check)` of `\(entry.symbol)` matches no change; "
                + "remove it, or it will hide the next one"
        }
    }

    /// Whether the release step from `old` to `new` allows these changes, and the sentence that says so.
    public func verdict(step: SemanticVersioning.Step, from old: String, to new: String) -> (allowed: Bool, text: String) {
        let needed = SemanticVersioning.required(for: changes)
        let text = "semver: \(old) → \(new) is a \(step) step; the changes need \(needed == .major ? "a" : "at least a") "
            + "\(needed) one: \(step >= needed ? "ok" : "too small")"
        return (step >= needed, text)
    }
}
