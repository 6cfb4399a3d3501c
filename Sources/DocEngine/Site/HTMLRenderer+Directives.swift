/// DocC's block directives in catalog pages: rows of columns, tabs, fine
/// print, link lists and grids, snippets and images, all readable without JavaScript.
extension HTMLRenderer {
    /// Catalog Markdown with its blocks in place of their placeholders.
    func catalogText(_ text: CatalogText, _ context: LinkResolver.Context, _ page: String, headingsFrom: Int = 3) -> String {
        let html = catalogMarkdown(text.markdown, from: text.line, context, page, headingsFrom: headingsFrom)
        return Self.fillBlocks(html, count: text.blocks.count) { blockHTML(text.blocks[$0], context, page) }
    }

    /// Replaces each placeholder's paragraph with its block. A placeholder that
    /// Markdown joined to a neighbouring line's paragraph splits that paragraph.
    static func fillBlocks(_ html: String, count: Int, _ block: (Int) -> String) -> String {
        var result = html
        for index in 0..<count {
            let mark = CatalogBlock.placeholder(index)
            let rendered = block(index)
            result = result.replacing("<p>\(mark)</p>\n", with: rendered)
                .replacing("<p>\(mark)\n", with: rendered + "<p>")
                .replacing("\n\(mark)</p>\n", with: "</p>\n" + rendered)
                .replacing("\n\(mark)\n", with: "</p>\n" + rendered + "<p>")
                .replacing(mark, with: "")
        }
        return result
    }

    private func blockHTML(_ block: CatalogBlock, _ context: LinkResolver.Context, _ page: String) -> String {
        switch block {
        case .row(let columns):
            return "<div class=\"row\">\n" + columns.map { column in
                "<div class=\"column\" data-size=\"\(min(max(column.size, 1), 6))\">\n\(catalogText(column.text, context, page))</div>\n"
            }.joined() + "</div>\n"
        case .tabs(let tabs):
            // Without JavaScript: each tab a disclosure, the first open.
            return "<div class=\"tabs\">\n" + tabs.enumerated().map { index, tab in
                "<details class=\"tab\"\(index == 0 ? " open" : "")><summary>\(HTML.escape(tab.title))</summary>\n"
                    + catalogText(tab.text, context, page) + "</details>\n"
            }.joined() + "</div>\n"
        case .small(let text):
            return "<div class=\"small\">\n\(catalogText(text, context, page))</div>\n"
        case .links(let style, let links):
            return linksHTML(style: style, links, context, page)
        case .snippet(let text):
            return "<div class=\"snippet\">\n\(catalogText(text, context, page))</div>\n"
        case .image(let image):
            return catalogMarkdown("![\(Self.escapedAlt(image.alt))](\(image.source))", from: 0, context, page)
        case .deprecationSummary(let text):
            let note = catalogText(text, context, page)
            return "<div class=\"callout deprecated\"><p class=\"callout-title\">Deprecated</p>\n\(note)</div>\n"
        }
    }

    /// `@Links`: a list as topic groups show them, or a grid of cards
    /// (articles with their card image and, in a detailed grid, their summary).
    private func linksHTML(style: String, _ links: [CatalogLink], _ context: LinkResolver.Context, _ page: String) -> String {
        guard style != "list" else {
            return "<ul class=\"topic-list\">\n" + links.map { "<li>\(topicLink($0.target, context, page))</li>\n" }.joined() + "</ul>\n"
        }
        var html = "<ul class=\"link-grid\">\n"
        for link in links {
            guard let name = link.articleName, let found = map.article(named: name, module: context.module) else {
                html += "<li>\(topicLink(link.target, context, page))</li>\n"
                continue
            }
            let card = found.article.card.map { image(for: $0, module: context.module, page: page) } ?? ""
            let summary = style == "detailedGrid" && !found.article.summary.isEmpty
                ? "<p>\(HTML.escape(Self.plain(found.article.summary)))</p>" : ""
            html += "<li><a href=\"\(href(to: found.page, anchor: nil, from: page))\">\(card)"
                + "<span>\(HTML.escape(found.article.title))</span></a>\(summary)</li>\n"
        }
        return html + "</ul>\n"
    }

    /// The `@PageImage(purpose: icon)` of a page, before its title.
    func pageIcon(_ article: Article, module: Int, page: String) -> String {
        article.icon.map { image(for: $0, module: module, page: page, className: "page-icon") } ?? ""
    }

    /// A catalog image as an `<img>` (or nothing when the catalog has no such resource).
    private func image(for image: CatalogImage, module: Int, page: String, className: String = "card") -> String {
        guard let found = markdownLinks(module: module, page: page).image(image.source) else { return "" }
        return "<img class=\"\(className)\" src=\"\(HTML.escape(found.light))\" alt=\"\(HTML.escape(image.alt))\">"
    }

    private static func escapedAlt(_ alt: String) -> String {
        alt.replacing("\\", with: "\\\\").replacing("[", with: "\\[").replacing("]", with: "\\]")
    }
}
