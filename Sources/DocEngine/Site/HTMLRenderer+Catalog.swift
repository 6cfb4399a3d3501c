import Foundation

/// What a module's DocC catalog adds: the landing page's overview and topics,
/// article pages, documentation extensions on symbol pages, `<doc:>` links and images.
extension HTMLRenderer {
    func renderArticle(module: Int, _ index: Int, page: String) -> String {
        let article = map.articles[module][index].article
        var context = LinkResolver.Context(module: module, scope: [])
        context.sections = article.body.sections
        var main = article.hidesTitleHeading ? "" : "<p class=\"eyebrow\">\(HTML.escape(article.titleHeading ?? "Article"))</p>\n"
        main += "<h1>\(pageIcon(article, module: module, page: page))\(HTML.escape(article.title))</h1>\n"
        main += catalogMarkdown(article.summary, from: 1, context, page)
        main += SectionAnchors.addingIDs(to: catalogText(article.body, context, page, headingsFrom: 1), taken: Self.fixedIDs)
        main += article.hidesTopics ? "" : topics(article.topics, context, page)
        main += seeAlso(module: module, page: page, hidden: article.hidesSeeAlso)
        let crumbs = moduleCrumbs(module) + [Crumb(title: article.title, page: nil)]
        return layout(page: page, title: article.title, description: Self.plain(article.summary),
                      crumbs: crumbs, sidebar: moduleSidebar(module, page: page), main: main)
    }

    /// The root article's summary, overview and topics, for the module's page.
    func catalogLanding(module: Int, page: String) -> String {
        guard let root = package.modules[module].catalog?.root else { return "" }
        var context = LinkResolver.Context(module: module, scope: [])
        context.sections = root.body.sections
        var html = catalogMarkdown(root.summary, from: 1, context, page)
        let overview = SectionAnchors.addingIDs(to: catalogOverview(root, context, page), taken: Self.fixedIDs)
        if !overview.isEmpty {
            html += "<section aria-labelledby=\"overview\">\n<h2 id=\"overview\">Overview</h2>\n\(overview)</section>\n"
        }
        return html + (root.hidesTopics ? "" : topics(root.topics, context, page))
    }

    /// A body for a page's Overview section: its own `## Overview` heading (DocC's
    /// convention for the start of the discussion) is that section's heading.
    func catalogOverview(_ article: Article, _ context: LinkResolver.Context, _ page: String) -> String {
        var body = article.body
        var lines = body.markdown.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.first?.trimmingCharacters(in: .whitespaces) == "## Overview" {
            lines.removeFirst()
            body.markdown = lines.joined(separator: "\n")
            body.line += 1
        }
        return catalogText(body, context, page, headingsFrom: 1)
    }

    /// The ids the templates give sections, which catalog headings must not take.
    static let fixedIDs: Set<String> = [
        "overview", "declaration", "relationships", "on-this-page", "curated-topics", "overloads", "modules", "main", "search-input",
        "search-results", "sidebar-content",
    ]

    /// The documentation extension file for a symbol (`# ``Module/Type`` `), if the catalog has one.
    func documentationExtension(for symbol: Symbol, module: Int) -> Article? {
        let path = (symbol.scope + [symbol.title]).joined(separator: "/")
        return package.modules[module].catalog?.extensions.first {
            LinkResolver.strippingDisambiguation($0.title) == path || $0.title.replacing(".", with: "/") == path
        }
    }

    /// A `## Topics` section: each group with its links, article links titled.
    func topics(_ groups: [TopicSection], _ context: LinkResolver.Context, _ page: String) -> String {
        guard !groups.isEmpty else { return "" }
        var html = "<section aria-labelledby=\"curated-topics\">\n<h2 id=\"curated-topics\">Topics</h2>\n"
        for group in groups {
            if !group.title.isEmpty { html += "<h3>\(HTML.escape(group.title))</h3>\n" }
            html += "<ul class=\"topic-list\">\n"
            for link in group.links {
                html += "<li>\(topicLink(link.target, context, page))</li>\n"
            }
            html += "</ul>\n"
        }
        return html + "</section>\n"
    }

    func topicLink(_ link: String, _ context: LinkResolver.Context, _ page: String) -> String {
        if link.hasPrefix("doc:") {
            let name = String(link.dropFirst(4))
            guard let found = map.article(named: name, module: context.module) else {
                return "<code class=\"unresolved\">\(HTML.escape(name))</code>"
            }
            return "<a href=\"\(href(to: found.page, anchor: nil, from: page))\">\(HTML.escape(found.article.title))</a>"
                + (found.article.summary.isEmpty ? "" : "<p>\(HTML.escape(Self.plain(found.article.summary)))</p>")
        }
        let label = HTML.escape(LinkResolver.strippingDisambiguation(link.split(separator: "/").last.map(String.init) ?? link))
        guard let node = resolver.resolve(link, in: context) else {
            return externalSymbolLink(link, "<code>\(label)</code>") ?? "<code class=\"unresolved\">\(label)</code>"
        }
        return "<a href=\"\(href(to: node, from: page))\"><code>\(label)</code></a>"
    }

    /// Links and images of catalog Markdown on `page`.
    func markdownLinks(module: Int, page: String, sections: [String: String] = [:]) -> MarkdownLinks {
        let root = Self.rootPrefix(of: page)
        let folder = String(map.modules[module].page.dropLast("/index".count))
        let resources = package.modules[module].catalog?.resources ?? []
        return MarkdownLinks(
            article: { name in
                // A heading of this page (`<doc:Anchor>`, `<doc:#Anchor>`), or of an article (`<doc:Article#Anchor>`).
                let anchor = name.hasPrefix("#") ? String(name.dropFirst()) : name
                if let title = sections[anchor] { return ("#" + URLFragment.encode(anchor), title) }
                let section = name.split(separator: "#", maxSplits: 1).dropFirst().first.map(String.init)
                if let found = map.article(named: name, module: module) {
                    let title = section.flatMap { found.article.body.sections[$0] } ?? found.article.title
                    return (root + found.page + ".html" + (section.map { "#" + URLFragment.encode($0) } ?? ""), title)
                }
                // DocC's `<doc:>` also names symbols (`<doc:Kit/Box>`).
                guard let node = resolver.resolve(name, in: LinkResolver.Context(module: module, scope: [])) else { return nil }
                return (root + node.target(extension: "html"), LinkResolver.strippingDisambiguation(node.title))
            },
            image: { source in
                guard let light = Self.resource(named: source, among: resources) else { return nil }
                let dark = Self.darkVariant(of: light, among: resources)
                return (root + folder + "/resources/" + light, dark.map { root + folder + "/resources/" + $0 })
            })
    }

    /// DocC finds an image by its file name, with or without extension; the
    /// plain variant (not `~dark`, not `@2x`) first.
    static func resource(named source: String, among resources: [String]) -> String? {
        let candidates = resources.filter { path in
            let file = path.split(separator: "/").last.map(String.init) ?? path
            let stem = String(file.prefix { $0 != "." })
            return file == source || stem == source || stem.hasPrefix(source + "~") || stem.hasPrefix(source + "@")
        }
        // The plain variant first, then by path.
        let plain = candidates.filter { !$0.contains("~") && !$0.contains("@") }
        return (plain.isEmpty ? candidates : plain).min()
    }

    /// `diagram~dark.png` beside `diagram.png` (also `diagram~dark@2x.png`).
    static func darkVariant(of resource: String, among resources: [String]) -> String? {
        let dot = resource.lastIndex(of: ".") ?? resource.endIndex
        let stem = resource[..<dot].replacing("@2x", with: "")
        return resources.filter { $0.hasPrefix(stem + "~dark") }.min()
    }

    func catalogMarkdown(_ text: String, from line: Int, _ context: LinkResolver.Context, _ page: String,
                         headingsFrom: Int = 3) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { offset, content in
            DocCommentSource.Line(text: String(content), line: line + offset, column: 1)
        }
        return markdown(lines, context, page, headingsFrom: headingsFrom)
    }

    /// Markdown text as one plain line (page descriptions, list summaries).
    static func plain(_ markdown: String) -> String {
        markdown.replacing("``", with: "").replacing("`", with: "").replacing("**", with: "")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
