/// The index page, module pages and the sidebar: lists of symbols by kind.
extension HTMLRenderer {
    func renderRoot(_ page: String) -> String {
        var main = "<h1>\(HTML.escape(package.name)) Documentation</h1>\n"
        main += "<section aria-labelledby=\"modules\">\n<h2 id=\"modules\">Modules</h2>\n<ul class=\"topic-list\">\n"
        for (index, module) in package.modules.enumerated() {
            let link = href(to: map.modules[index].page, anchor: nil, from: page)
            main += "<li><a href=\"\(link)\"><code>\(HTML.escape(module.name))</code></a><p>\(Self.counts(module))</p></li>\n"
        }
        main += "</ul>\n</section>\n"
        for index in package.modules.indices {
            let name = package.modules[index].name
            main += "<section aria-labelledby=\"module-\(index + 1)\">\n<h2 id=\"module-\(index + 1)\">\(HTML.escape(name))</h2>\n"
            main += kindLists(module: index, page: page, headingLevel: 3) + "</section>\n"
        }
        let sidebar = "<h2>Modules</h2>\n<ul>\n" + package.modules.indices.map { index in
            let link = href(to: map.modules[index].page, anchor: nil, from: page)
            return "<li><a href=\"\(link)\">\(HTML.escape(package.modules[index].name))</a></li>\n"
        }.joined() + "</ul>\n"
        return layout(page: page, title: "Overview", description: "API documentation of \(package.name)",
                      crumbs: [Crumb(title: "Documentation", page: nil)], sidebar: sidebar, main: main)
    }

    func renderModule(_ index: Int, page: String) -> String {
        let module = package.modules[index]
        let context = LinkResolver.Context(module: index, scope: [])
        let root = module.catalog?.root
        let icon = root.map { pageIcon($0, module: index, page: page) } ?? ""
        var main = root?.hidesTitleHeading == true ? "" : "<p class=\"eyebrow\">\(HTML.escape(root?.titleHeading ?? "Module"))</p>\n"
        main += "<h1>\(icon)\(HTML.escape(root?.displayName ?? module.name))</h1>\n"
        main += catalogLanding(module: index, page: page)
        main += "<p>\(Self.counts(module))</p>\n"
        main += kindLists(module: index, page: page, headingLevel: 2, excluding: curatedPages(root, context))
        // Globals other than functions have no page: they are documented here.
        let globals = module.symbols.filter { !$0.hasPage && $0.kind != .function }
        for topic in TopicGroup.allCases {
            let groups = Self.overloadGroups(globals.filter { $0.topicGroup == topic })
            guard !groups.isEmpty else { continue }
            let id = "globals-\(topic.rawValue)"
            main += "<section aria-labelledby=\"\(id)\">\n<h2 id=\"\(id)\">\(topic.title)</h2>\n"
            main += groups.map { member($0, context, page, level: 3) }.joined() + "</section>\n"
        }
        var crumbs = moduleCrumbs(index)
        crumbs[crumbs.count - 1].page = nil
        return layout(page: page, title: module.name, description: "API documentation of the \(module.name) module",
                      crumbs: crumbs, sidebar: moduleSidebar(index, page: page), main: main)
    }

    /// The pages the root article's Topics list: the module page lists only the others by kind, as DocC does.
    private func curatedPages(_ root: Article?, _ context: LinkResolver.Context) -> Set<String> {
        var pages = Set<String>()
        for link in (root?.topics ?? []).flatMap(\.links) {
            if let name = link.articleName {
                if let article = map.article(named: name, module: context.module) { pages.insert(article.page) }
            } else if let node = resolver.resolve(link.target, in: context), node.anchor == nil || node.kind == .function {
                pages.insert(node.page)
            }
        }
        return pages
    }

    /// The module's pages by kind: types, extended types, function groups; with summaries.
    private func kindLists(module index: Int, page: String, headingLevel level: Int, excluding curated: Set<String> = []) -> String {
        var html = ""
        for (title, all) in moduleEntries[index] {
            let entries = all.filter { !curated.contains($0.page) }
            guard !entries.isEmpty else { continue }
            html += "<h\(level)>\(title)</h\(level)>\n<ul class=\"topic-list\">\n"
            for entry in entries {
                html += "<li><a href=\"\(href(to: entry.page, anchor: nil, from: page))\"><code>\(HTML.escape(entry.title))</code></a>"
                html += entry.summary.isEmpty ? "</li>\n" : "<p>\(HTML.escape(entry.summary))</p></li>\n"
            }
            html += "</ul>\n"
        }
        return html
    }

    /// Top-level pages of a module by kind, sorted by name (every page's sidebar lists them:
    /// computed once, in `init`).
    static func pageEntries(_ map: SiteMap, module index: Int) -> [PageList] {
        let module = map.package.modules[index]
        let nodes = map.modules[index].nodes
        var lists: [(String, [(title: String, page: String, summary: String)])] = SymbolKind.listOrder.map { kind in
            let entries = zip(module.symbols, nodes).filter { $0.0.kind == kind }.map { symbol, node in
                (title: symbol.name, page: node.page, summary: symbol.documentation.map { DocComment($0).plainSummary } ?? "")
            }
            return (kind.pluralName, Self.sortedEntries(entries))
        }
        var functions: [(title: String, page: String, summary: String)] = []
        for (symbol, node) in zip(module.symbols, nodes)
        where symbol.kind == .function && !functions.contains(where: { $0.page == node.page }) {
            let summary = module.symbols.lazy.filter { $0.kind == .function && $0.name == symbol.name }
                .compactMap(\.documentation).first.map { DocComment($0).plainSummary } ?? ""
            functions.append((symbol.name, node.page, summary))
        }
        lists.append(("Functions", Self.sortedEntries(functions)))
        // The catalog's articles first, in the catalog's order, as DocC's sidebar shows them.
        let articles = map.articles[index].map { (title: $0.article.title, page: $0.page, summary: Self.plain($0.article.summary)) }
        return [("Articles", articles)] + lists
    }

    private static func sortedEntries(
        _ entries: [(title: String, page: String, summary: String)]
    ) -> [(title: String, page: String, summary: String)] {
        entries.sorted { ($0.title.lowercased(), $0.title, $0.page) < ($1.title.lowercased(), $1.title, $1.page) }
    }

    /// The module's types and functions, the current page marked.
    func moduleSidebar(_ index: Int, page: String) -> String {
        let modulePage = map.modules[index].page
        let current = modulePage == page ? " aria-current=\"page\"" : ""
        var html = "<h2><a href=\"\(href(to: modulePage, anchor: nil, from: page))\"\(current)>"
            + "\(HTML.escape(package.modules[index].name))</a></h2>\n"
        for (title, entries) in moduleEntries[index] where !entries.isEmpty {
            html += "<h3>\(title)</h3>\n<ul>\n"
            for entry in entries {
                let marker = entry.page == page ? " aria-current=\"page\"" : ""
                html += "<li><a href=\"\(href(to: entry.page, anchor: nil, from: page))\"\(marker)>\(HTML.escape(entry.title))</a>"
                html += nestedTypes(of: entry.page, page: page) + "</li>\n"
            }
            html += "</ul>\n"
        }
        return html
    }

    /// The types nested in the type whose page is `parent`, as a list under it,
    /// when `page` is that type's or one nested in it: the open branch only, as
    /// every page repeats the sidebar (all of NIOCore's would double the site).
    private func nestedTypes(of parent: String, page: String) -> String {
        guard let node = typeNodes[parent], parent == page || enclosingPages[page]?.contains(parent) == true else { return "" }
        let nested = node.children.filter { $0.kind.isType && $0.page != parent }
        guard !nested.isEmpty else { return "" }
        return "<ul>" + nested.map { child in
            let marker = child.page == page ? " aria-current=\"page\"" : ""
            return "<li><a href=\"\(href(to: child.page, anchor: nil, from: page))\"\(marker)>\(HTML.escape(child.name))</a>"
                + nestedTypes(of: child.page, page: page) + "</li>"
        }.joined() + "</ul>"
    }

    static func counts(_ module: ModuleDocs) -> String {
        let types = module.symbols.filter(\.kind.isType).count
        let functions = Set(module.symbols.filter { $0.kind == .function }.map(\.name)).count
        let extensions = module.symbols.filter { $0.kind == .extension }.count
        return "\(types) \(types == 1 ? "type" : "types"), \(functions) \(functions == 1 ? "function" : "functions"), "
            + "\(extensions) extended \(extensions == 1 ? "type" : "types")"
    }
}
