/// "Mentioned In", as DocC shows it: on a symbol's page, the articles of its module's catalog
/// whose text links to it, titled, in the catalog's order. DocC switches it with a command-line
/// flag, not `@Options`: so does `generate --disable-mentioned-in`.
extension HTMLRenderer {
    /// The section for `page`; empty when no article links to it.
    func mentionedIn(module: Int, page: String) -> String {
        guard options.mentionedIn, let articles = mentions[page], !articles.isEmpty else { return "" }
        let items = articles.map { index in
            let (article, target) = map.articles[module][index]
            return "<li><a href=\"\(href(to: target, anchor: nil, from: page))\">\(HTML.escape(article.title))</a></li>\n"
        }
        return "<section aria-labelledby=\"mentioned-in\">\n<h2 id=\"mentioned-in\">Mentioned In</h2>\n"
            + "<ul class=\"topic-list\">\n" + items.joined() + "</ul>\n</section>\n"
    }

    /// Per symbol page (a type's, a top-level function's), the indices of the articles of
    /// its module (in `map.articles`) whose summary or body links to it, each once, in order.
    static func mentions(in map: SiteMap, resolver: LinkResolver) -> [String: [Int]] {
        var found: [String: [Int]] = [:]
        for (module, articles) in map.articles.enumerated() {
            for (index, entry) in articles.enumerated() {
                var context = LinkResolver.Context(module: module, scope: [])
                context.sections = entry.article.body.sections
                let texts = [CatalogText(markdown: entry.article.summary, line: max(entry.article.summaryLine, 1)), entry.article.body]
                var pages = Set<String>()
                for link in texts.flatMap(linksWritten) where link.articleName == nil {
                    guard let page = resolver.resolve(link.target, in: context).flatMap(ownPage) else { continue }
                    if pages.insert(page).inserted { found[page, default: []].append(index) }
                }
            }
        }
        return found
    }

    /// The links written in `text` and in the blocks inside it.
    private static func linksWritten(in text: CatalogText) -> [CatalogLink] {
        CatalogCheck.linksWritten(in: text) + text.blocks.flatMap(\.texts).flatMap(linksWritten)
    }
}
