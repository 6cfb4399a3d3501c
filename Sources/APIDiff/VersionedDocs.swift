import CollectionUtilities
import DocEngine
import Foundation
import ToolCore

/// One documentation site for several versions of a package (`swiftdoc-lite generate --versions`):
/// each version's site generated from its own tree, read from git's objects (no checkout, no
/// build), in a folder named after its tag, with a version switcher on every page and a "What's
/// new" page per version built from ``APIDiff`` against the version before it. The top
/// `index.html` leads to the newest version.
public enum VersionedDocs {
    /// The versions `patterns` name among `tags`: each pattern a tag or a glob (`v1.*`), oldest
    /// first (by version number where tags are versions, else by name), each once.
    public static func select(_ patterns: [String], among tags: [String]) -> [String] {
        let globs = patterns.map(Glob.init)
        let chosen = Set(tags.filter { tag in globs.contains { $0.matchesExactly(tag) } })
        return chosen.sorted { left, right in
            switch (SemanticVersioning.version(left), SemanticVersioning.version(right)) {
            case let (l?, r?) where l != r: return l < r
            case (_?, nil): return true
            case (nil, _?): return false
            default: return left < right
            }
        }
    }

    /// The site's files for `versions` (oldest first) of the package `input` names, and the
    /// problems met reading each version's sources (prefixed with the version).
    public static func files(
        versions: [String], input: DocGenerator.Input, site: SiteOptions
    ) async throws -> (files: [(path: String, contents: [UInt8])], problems: [String]) {
        // Each version's tree written at once (git's work, mostly waiting on the disk); every one
        // written is removed at the end, even when another could not be.
        let written = try await versions.concurrentMap(maxConcurrency: versions.count) { version -> Result<APISnapshot.Tree, any Error> in
            do { return .success(try await APISnapshot.Tree(version, input: input)) } catch { return .failure(error) }
        }
        let trees = written.compactMap { try? $0.get() }
        defer { trees.forEach { $0.remove() } }
        for result in written { _ = try result.get() }
        let reads = try trees.concurrentMap { try DocGenerator.readWithAPI($0.input) }
        let maps = reads.map { SiteMap($0.docs.package) }
        let notes: [ReleaseNotes?] = versions.indices.map { index in
            guard index > 0 else { return nil }
            let changes = APIDiff.compare(old: reads[index - 1].api, new: reads[index].api)
            return releaseNotes(changes, previous: versions[index - 1], map: maps[index], previousMap: maps[index - 1])
        }
        let all = versions.indices.reversed().map { index in
            SiteVersions.Version(name: versions[index], pages: Set(maps[index].pages.map(\.path)
                + (notes[index] == nil ? [] : [SiteVersions.notesPage])))
        }
        var files: [(path: String, contents: [UInt8])] = []
        var problems: [String] = []
        for (index, version) in versions.enumerated() {
            var options = site
            options.versions = SiteVersions(all: all, current: version, notes: notes[index])
            let folder = SiteVersions.folder(for: version)
            files += DocGenerator.files(for: reads[index].docs.package, format: .html, site: options,
                                        packageDirectory: trees[index].input.packageDirectory)
                .map { (folder + "/" + $0.path, $0.contents) }
            problems += reads[index].docs.diagnostics.map { "\(version): \($0.description)" }
        }
        files.append(("index.html", Array(rootPage(newest: versions.last ?? "", all: versions.reversed()).utf8)))
        return (files, problems)
    }

    /// A version's changes as its "What's new" page lists them.
    static func releaseNotes(_ changes: [APIChange], previous: String, map: SiteMap, previousMap: SiteMap) -> ReleaseNotes {
        func entries(_ checks: (String) -> Bool) -> [ReleaseNotes.Entry] {
            changes.filter { checks($0.check) }.map { change in
                ReleaseNotes.Entry(symbol: change.symbol, message: change.message,
                                   page: map.target(ofQualifiedName: change.symbol),
                                   previousPage: previousMap.target(ofQualifiedName: change.symbol))
            }
        }
        let named = ["added_declaration", "deprecation_added", "removed_declaration"]
        return ReleaseNotes(previous: previous, sections: [
            ("Added", entries { $0 == "added_declaration" }),
            ("Changed", entries { !named.contains($0) }),
            ("Deprecated", entries { $0 == "deprecation_added" }),
            ("Removed", entries { $0 == "removed_declaration" }),
        ])
    }

    /// The top page: straight on to the newest version, with every version listed for a browser that stays.
    static func rootPage(newest: String, all: [String]) -> String {
        let link = { (version: String) in HTML.escape(URLPath.encodeSegment(SiteVersions.folder(for: version)) + "/index.html") }
        let list = all.map { "<li><a href=\"\(link($0))\">\(HTML.escape($0))</a></li>\n" }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="refresh" content="0; url=\(link(newest))">
            <title>Documentation versions</title>
            </head>
            <body>
            <h1>Documentation versions</h1>
            <ul>
            \(list.joined())</ul>
            </body>
            </html>

            """
    }
}
