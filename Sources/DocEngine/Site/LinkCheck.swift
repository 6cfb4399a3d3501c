import Foundation
import ToolCore

/// `generate --check-links`: follows every link a generated site holds — to another page and
/// its anchor, to a file beside the pages, and to the pages outside the package whose symbols
/// the reader knows (the standard library's, a `--link`ed dependency's) — and reports each one
/// that leads nowhere as a finding at the source line that made it. Links to other sites are
/// counted, not followed: the check works offline.
public enum LinkCheck {
    public static let ruleID = "broken_link"

    /// How many links of each sort were looked at.
    public struct Counts: Sendable, Equatable {
        /// To a page, anchor or file of the site.
        public var internalLinks = 0
        /// To a page outside the package whose symbol the reader knows.
        public var externalLinks = 0
        /// To other sites.
        public var notFollowed = 0

        public init(internalLinks: Int = 0, externalLinks: Int = 0, notFollowed: Int = 0) {
            (self.internalLinks, self.externalLinks, self.notFollowed) = (internalLinks, externalLinks, notFollowed)
        }
    }

    public struct Result: Sendable {
        public var findings: [Diagnostic]
        public var counts: Counts
    }

    /// Checks the HTML pages and the search index of `files` (a site as ``DocGenerator/files(for:format:site:packageDirectory:)``
    /// writes it for `map`'s package); sources are read from `packageDirectory` to find a finding's line.
    public static func run(_ files: [(path: String, contents: [UInt8])], map: SiteMap, packageDirectory: String?) -> Result {
        let site = Site(files)
        let locator = SourceLocator(map: map, packageDirectory: packageDirectory)
        var result = Result(findings: [], counts: Counts())
        for (page, bytes) in files where page.hasSuffix(".html") {
            for link in Links.scan(bytes) {
                guard let problem = site.follow(link, from: page, counts: &result.counts, external: map.package.externalTypes)
                else { continue }
                let source = locator.locate(page: String(page.dropLast(".html".count)), id: link.enclosingID, target: link.target)
                result.findings.append(Diagnostic(
                    file: source.file, line: source.line, column: 1, severity: .warning, ruleID: ruleID,
                    message: "\(page) links to `\(link.target)`, which leads nowhere: \(problem)"))
            }
        }
        for target in site.searchIndexTargets {
            let link = Links.Link(target: target)
            if let problem = site.follow(link, from: "index.html", counts: &result.counts, external: map.package.externalTypes) {
                result.findings.append(Diagnostic(file: "search-index.js", line: 1, column: 1, severity: .warning, ruleID: ruleID,
                                                  message: "the search index links to `\(target)`, which leads nowhere: \(problem)"))
            }
        }
        return result
    }

    /// The site's files and each page's ids.
    private struct Site {
        let paths: Set<String>
        let ids: [String: Set<String>]
        let searchIndexTargets: [String]

        init(_ files: [(path: String, contents: [UInt8])]) {
            paths = Set(files.map(\.path))
            var ids: [String: Set<String>] = [:]
            for (path, bytes) in files where path.hasSuffix(".html") {
                ids[path] = Set(Links.scan(bytes, attribute: "id").map(\.target))
            }
            self.ids = ids
            let index = files.first { $0.path == "search-index.js" }.map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
            searchIndexTargets = Self.urls(inSearchIndex: index)
        }

        /// The fifth field of each `[title, kind, module, container, url, …]` entry.
        private static func urls(inSearchIndex script: String) -> [String] {
            guard let start = script.firstIndex(of: "["), let end = script.lastIndex(of: "]"),
                  let entries = try? JSONSerialization.jsonObject(with: Data(script[start...end].utf8)) as? [[String]] else { return [] }
            return entries.compactMap { $0.count > 4 ? $0[4] : nil }
        }

        /// Why `link`, on `page`, leads nowhere; nil when it leads somewhere (or is not followed). A link
        /// to another site is followed when the generator made it for a symbol it read (it has a `title`):
        /// the symbol must be in the table; one written by hand cannot be checked offline.
        func follow(_ link: Links.Link, from page: String, counts: inout Counts, external: ExternalTypes) -> String? {
            let target = link.target
            if Self.hasScheme(target) {
                guard let title = link.title else {
                    counts.notFollowed += 1
                    return nil
                }
                counts.externalLinks += 1
                return external.urls.contains(target) ? nil : "no symbol read for it (\(title))"
            }
            counts.internalLinks += 1
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let file = parts[0].isEmpty ? page : Self.resolve(String(parts[0]), from: page)
            guard let file, paths.contains(file) else { return "no file `\(file ?? String(parts[0]))` in the site" }
            guard parts.count > 1, !parts[1].isEmpty, file.hasSuffix(".html") else { return nil }
            let anchor = String(parts[1]).removingPercentEncoding ?? String(parts[1])
            return ids[file]?.contains(anchor) == true ? nil : "no anchor `#\(anchor)` on \(file)"
        }

        /// `https:`, `mailto:`: a letter, then letters, digits, `+`, `-` or `.` up to the colon.
        private static func hasScheme(_ target: String) -> Bool {
            let scheme = target.prefix { $0 != ":" }
            return scheme.count < target.count && scheme.first?.isLetter == true
                && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
        }

        /// `relative` seen from `page`'s folder, as a path in the site; nil when it leaves the site.
        private static func resolve(_ relative: String, from page: String) -> String? {
            var components = page.split(separator: "/").dropLast().map(String.init)
            for component in relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init) {
                switch component {
                case ".", "": continue
                case "..":
                    guard !components.isEmpty else { return nil }
                    components.removeLast()
                default: components.append(component.removingPercentEncoding ?? component)
                }
            }
            return components.joined(separator: "/")
        }
    }
}

/// The `href`, `src` and `id` values of an HTML page, in order, read from the bytes (a page's
/// text escapes `"`, so `href="` only starts an attribute).
enum Links {
    struct Link {
        var target: String
        /// The last element `id` before the link: the part of the page it is in.
        var enclosingID: String?
        /// The `title` right after an `href`: the generator's links outside the site have one.
        var title: String?
    }

    static func scan(_ bytes: [UInt8], attribute only: String? = nil) -> [Link] {
        var links: [Link] = []
        var enclosing: String?
        var index = 0
        let quote = UInt8(ascii: "\""), equals = UInt8(ascii: "=")
        while index + 1 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == equals, bytes[index + 1] == quote,
                  let name = attributeName(before: index, in: bytes) else { continue }
            let start = index + 2
            guard let end = bytes[start...].firstIndex(of: quote) else { break }
            let value = HTML.unescape(String(decoding: bytes[start..<end], as: UTF8.self))
            index = end
            if name == "id" { enclosing = value }
            guard only.map({ $0 == name }) ?? (name != "id") else { continue }
            links.append(Link(target: value, enclosingID: enclosing, title: name == "href" ? title(after: end, in: bytes) : nil))
        }
        return links
    }

    /// The value of a ` title="…"` starting right after the closing quote at `end`.
    private static func title(after end: Int, in bytes: [UInt8]) -> String? {
        let opening = Array(" title=\"".utf8)
        let start = end + 1 + opening.count
        guard start <= bytes.count, bytes[(end + 1)..<start].elementsEqual(opening),
              let close = bytes[start...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        return HTML.unescape(String(decoding: bytes[start..<close], as: UTF8.self))
    }

    /// `href`, `src` or `id` when one of them, after a space, ends at `end`.
    private static func attributeName(before end: Int, in bytes: [UInt8]) -> String? {
        for name in ["href", "src", "id"] {
            let start = end - name.utf8.count
            guard start > 0, bytes[start - 1] == UInt8(ascii: " "), bytes[start..<end].elementsEqual(name.utf8) else { continue }
            return name
        }
        return nil
    }
}
