/// "See Also", as DocC shows it: a page curated in a `## Topics` group of the module's root
/// article, of an article or of a documentation extension (a nested type curated on its
/// type's page) lists the group's other members under the group's title.
/// `@Options { @AutomaticSeeAlso(disabled) }` turns it off on one page, and in the root
/// article with `@Options(scope: global)` on every page of the module.
extension HTMLRenderer {
    /// Where a page is curated first: its module's Topics group, and the page's place in it.
    struct Curation: Sendable {
        let group: TopicSection
        let index: Int
        /// The page each of the group's links curates (nil for a member's anchor or a broken link).
        let pages: [String?]
    }

    /// The section for `page`, from the first group that curates it; empty when none does.
    func seeAlso(module: Int, page: String, hidden: Bool) -> String {
        guard !hidden, let curation = curations[page] else { return "" }
        let others = curation.group.links.indices.filter { $0 != curation.index && curation.pages[$0] != page }
        guard !others.isEmpty else { return "" }
        let context = LinkResolver.Context(module: module, scope: [])
        let title = curation.group.title.isEmpty ? "Topics" : curation.group.title
        return "<section aria-labelledby=\"see-also\">\n<h2 id=\"see-also\">See Also</h2>\n"
            + "<h3>\(HTML.escape(title))</h3>\n<ul class=\"topic-list\">\n"
            + others.map { "<li>\(topicLink(curation.group.links[$0].target, context, page))</li>\n" }.joined()
            + "</ul>\n</section>\n"
    }

    /// Each curated page's first curation, read once for the site: from the root article's, the
    /// articles' and then the documentation extensions' Topics (their links seen from inside the
    /// type, as on its page), module by module (none in a module whose root turns it off everywhere).
    static func curations(in map: SiteMap, resolver: LinkResolver) -> [String: Curation] {
        var found: [String: Curation] = [:]
        for (module, docs) in map.package.modules.enumerated() {
            guard let catalog = docs.catalog, catalog.root?.hidesSeeAlsoEverywhere != true else { continue }
            let articles = ([catalog.root].compactMap { $0 } + catalog.articles).map { ($0, [String]()) }
                + catalog.extensions.map { ($0, $0.title.replacing(".", with: "/").split(separator: "/").map {
                    LinkResolver.strippingDisambiguation(String($0))
                }) }
            for (article, scope) in articles {
                let context = LinkResolver.Context(module: module, scope: scope)
                for group in article.topics {
                    let pages = group.links.map { curatedPage($0, context, map: map, resolver: resolver) }
                    for (index, page) in pages.enumerated() {
                        guard let page, found[page] == nil else { continue }
                        found[page] = Curation(group: group, index: index, pages: pages)
                    }
                }
            }
        }
        return found
    }

    /// The page a Topics link curates: an article's, a type's, a top-level function's — not a member's anchor.
    private static func curatedPage(_ link: CatalogLink, _ context: LinkResolver.Context, map: SiteMap,
                                    resolver: LinkResolver) -> String? {
        if let name = link.articleName { return map.article(named: name, module: context.module)?.page }
        return resolver.resolve(link.target, in: context).flatMap(ownPage)
    }

    /// The page that is `node`'s own — a type's, a top-level function's — nil for a member's anchor on its type's page.
    static func ownPage(of node: SiteMap.Node) -> String? {
        node.anchor == nil || node.page.contains("/functions/") ? node.page : nil
    }
}
