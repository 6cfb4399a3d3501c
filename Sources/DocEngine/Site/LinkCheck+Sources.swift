import Foundation
import ToolCore

/// Where the part of a page a link sits in was written: the symbol whose section (`id`) holds
/// it, else the page's symbol or article; then the first line from there on that names the
/// link's target, so the finding points at the `[text](target)` or ``` ``Symbol`` ``` itself.
struct SourceLocator {
    private struct PageSources {
        var page: SourceLocation?
        var sections: [String: SourceLocation] = [:]
    }

    private var pages: [String: PageSources] = [:]
    private let packageDirectory: String?

    init(map: SiteMap, packageDirectory: String?) {
        self.packageDirectory = packageDirectory
        for page in map.pages {
            pages[page.path] = Self.sources(of: page.content, in: map.package)
        }
    }

    private static func sources(of content: PageContent, in package: PackageDocs) -> PageSources {
        switch content {
        case .root:
            let root = package.modules.lazy.compactMap { $0.catalog?.root }.first
            return PageSources(page: root.map { SourceLocation(file: $0.file, line: 1, column: 1) })
        case .module(let index):
            let module = package.modules[index]
            var sources = PageSources(page: module.catalog?.root.map { SourceLocation(file: $0.file, line: 1, column: 1) })
            for symbol in module.symbols where !symbol.hasPage { sources.sections[symbol.anchor] = symbol.commentStart }
            return sources
        case .symbol(_, let symbol):
            var sources = PageSources(page: symbol.commentStart)
            addSections(of: symbol.members, to: &sources)
            return sources
        case .functions(_, _, let group):
            var sources = PageSources(page: group.first?.commentStart)
            for function in group { sources.sections[function.anchor] = function.commentStart }
            return sources
        case .article(let module, let index):
            let article = package.modules[module].catalog?.articles[index]
            return PageSources(page: article.map { SourceLocation(file: $0.file, line: 1, column: 1) })
        }
    }

    private static func addSections(of members: [Symbol], to sources: inout PageSources) {
        for member in members where !member.hasPage {
            sources.sections[member.anchor] = member.commentStart
            addSections(of: member.members, to: &sources)
        }
    }

    /// The file and line for a link to `target` on `page` (a site path without `.html`) after the element `id`.
    func locate(page: String, id: String?, target: String) -> (file: String, line: Int) {
        let known = pages[page]
        guard let start = id.flatMap({ known?.sections[$0] }) ?? known?.page else { return (page + ".html", 1) }
        return (start.file, line(naming: target, from: start))
    }

    /// The first line from `start` on (within the next 200) that names `target`'s page or anchor.
    private func line(naming target: String, from start: SourceLocation) -> Int {
        guard let packageDirectory,
              let text = try? SourceFile.readText(atPath: Paths.absolute(start.file, base: Paths.absolute(packageDirectory)))
        else { return start.line }
        let file = target.split(separator: "/").last.map(String.init) ?? target
        let names = [target, file.removingPercentEncoding ?? file].flatMap { name in
            name.split(separator: "#").map { String($0.split(separator: ".").first ?? $0) }
        }.filter { $0.count > 1 }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let (first, last) = (max(start.line, 1), min(lines.count, start.line + 200))
        guard first <= last else { return start.line }
        return (first...last).first { number in names.contains { lines[number - 1].contains($0) } } ?? start.line
    }
}

extension Symbol {
    /// Where its doc comment starts (its declaration when it has none): the text a page shows first.
    var commentStart: SourceLocation {
        let line = documentation?.lines.first?.line ?? location.line
        return SourceLocation(file: location.file, line: line > 0 && line <= location.line ? line : location.line, column: 1)
    }
}
