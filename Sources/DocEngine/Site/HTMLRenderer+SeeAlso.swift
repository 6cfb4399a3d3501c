/// "See Also", as DocC shows it: a page curated in a `## Topics` group of the module's root
/// article or of an article lists the group's other members under the group's title.
/// `@Options { @AutomaticSeeAlso(disabled) }` turns it off on one page, and in the root
/// article with `@Options(scope: global)` on every page of the module.
extension HTMLRenderer {
    /// The section for `page`, from the first group that curates it; empty when none does.
    func seeAlso(module: Int, page: String, hidden: Bool) -> String {
        guard !hidden, let catalog = package.modules[module].catalog, catalog.root?.hidesSeeAlsoEverywhere != true else { return "" }
        let context = LinkResolver.Context(module: module, scope: [])
        for article in [catalog.root].compactMap({ $0 }) + catalog.articles {
            for group in article.topics {
                let pages = group.links.map { curatedPage($0, context) }
                guard let index = pages.firstIndex(of: page) else { continue }
                let others = group.links.indices.filter { $0 != index && pages[$0] != page }
                guard !others.isEmpty else { return "" }
                let title = group.title.isEmpty ? "Topics" : group.title
                return "<section aria-labelledby=\"see-also\">\n<h2 id=\"see-also\">See Also</h2>\n"
                    + "<h3>\(HTML.escape(title))</h3>\n<ul class=\"topic-list\">\n"
                    + others.map { "<li>\(topicLink(group.links[$0].target, context, page))</li>\n" }.joined()
                    + "</ul>\n</section>\n"
            }
        }
        return ""
    }

    /// The page a Topics link curates: an article's, a type's, a top-level function's — not a member's anchor.
    private func curatedPage(_ link: CatalogLink, _ context: LinkResolver.Context) -> String? {
        if let name = link.articleName { return map.article(named: name, module: context.module)?.page }
        guard let node = resolver.resolve(link.target, in: context) else { return nil }
        return node.anchor == nil || node.page.contains("/functions/") ? node.page : nil
    }
}
