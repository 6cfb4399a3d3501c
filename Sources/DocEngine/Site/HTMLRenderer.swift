/// Renders the pages of a ``SiteMap`` as HTML: every link relative, every piece
/// of user text escaped, the same input giving the same bytes.
struct HTMLRenderer: Sendable {
    /// A heading of a module's page list and its entries.
    typealias PageList = (title: String, entries: [(title: String, page: String, summary: String)])

    let map: SiteMap
    let resolver: LinkResolver
    let options: SiteOptions
    /// Per module: its pages by kind, for the module page and every sidebar.
    let moduleEntries: [[PageList]]
    /// Whether any module has a DocC catalog (whose articles and images Markdown may name).
    let hasCatalogs: Bool
    /// Every type's node by its page, and the pages of the types it is nested in
    /// (for the sidebar's open branch: looked up once, not per page).
    let typeNodes: [String: SiteMap.Node]
    let enclosingPages: [String: Set<String>]
    /// Per type's page, the package's types (and extended types) that conform to it or inherit from it.
    let subtypes: [String: [SiteMap.Node]]
    /// Per symbol page, the articles that link to it (``mentionedIn(module:page:)``).
    let mentions: [String: [Int]]
    /// Per curated page, the Topics group it is first curated in (``seeAlso(module:page:hidden:)``).
    let curations: [String: Curation]

    init(map: SiteMap, options: SiteOptions) {
        self.map = map
        self.resolver = LinkResolver(map: map)
        self.options = options
        self.moduleEntries = map.package.modules.indices.map { Self.pageEntries(map, module: $0) }
        self.hasCatalogs = map.package.modules.contains { $0.catalog != nil }
        var nodes: [String: SiteMap.Node] = [:]
        var enclosing: [String: Set<String>] = [:]
        var subtypes: [String: [SiteMap.Node]] = [:]
        let resolver = self.resolver
        func visit(_ node: SiteMap.Node, outer: Set<String>, module: Int, scope: [String]) {
            guard node.anchor == nil else { return }
            nodes[node.page] = node
            enclosing[node.page] = outer
            for name in node.inherits {
                guard let parent = resolver.resolveType(name, in: LinkResolver.Context(module: module, scope: scope)),
                      parent.anchor == nil, parent.page != node.page else { continue }
                subtypes[parent.page, default: []].append(node)
            }
            for child in node.children {
                visit(child, outer: outer.union([node.page]), module: module, scope: scope + [node.name])
            }
        }
        for (index, module) in map.modules.enumerated() { module.nodes.forEach { visit($0, outer: [], module: index, scope: []) } }
        self.typeNodes = nodes
        self.enclosingPages = enclosing
        self.mentions = Self.mentions(in: map, resolver: resolver)
        self.curations = Self.curations(in: map, resolver: resolver)
        self.subtypes = subtypes.mapValues { $0.sorted { ($0.page.lowercased(), $0.page) < ($1.page.lowercased(), $1.page) } }
    }

    var package: PackageDocs { map.package }

    func render(_ page: SiteMap.Page) -> String {
        switch page.content {
        case .root: renderRoot(page.path)
        case .module(let index): renderModule(index, page: page.path)
        case .symbol(let module, let symbol): renderSymbolPage(symbol, module: module, page: page.path)
        case .functions(let module, let name, let symbols): renderFunctionPage(name, symbols, module: module, page: page.path)
        case .article(let module, let index): renderArticle(module: module, index, page: page.path)
        }
    }

    // MARK: - Layout

    struct Crumb {
        var title: String
        var page: String?
    }

    /// The frame every page shares: header with search, sidebar, breadcrumbs, main content.
    func layout(page: String, title: String, description: String, crumbs: [Crumb], sidebar: String, main: String) -> String {
        let root = Self.rootPrefix(of: page)
        var html = """
        <!DOCTYPE html>
        <html lang="en" data-root="\(root)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTML.escape(title)) — \(HTML.escape(package.name)) Documentation</title>
        <meta name="description" content="\(HTML.escape(description))">
        <meta name="generator" content="swiftdoc-lite">
        <link rel="stylesheet" href="\(root)style.css">
        <script src="\(root)search-index.js" defer></script>
        <script src="\(root)search.js" defer></script>
        </head>
        <body>
        <a class="skip-link" href="#main">Skip to content</a>
        <header class="site-header">
        <a class="site-title" href="\(root)index.html">\(HTML.escape(package.name)) Documentation</a>
        <form class="search" role="search" action="\(root)index.html" method="get">
        <label class="visually-hidden" for="search-input">Search symbols</label>
        <input id="search-input" name="q" type="search" placeholder="Search symbols" autocomplete="off" aria-controls="search-results">
        </form>
        \(versionSwitcher(page: page))</header>
        <section id="search-results" class="search-results" aria-label="Search results" hidden></section>
        <div class="layout">
        <nav class="sidebar" aria-label="Symbols">
        <button class="sidebar-toggle" type="button" aria-expanded="true" aria-controls="sidebar-content" hidden>Browse</button>
        <div id="sidebar-content" class="sidebar-content">
        \(sidebar)</div>
        </nav>
        <main id="main" tabindex="-1">

        """
        html += breadcrumbs(crumbs, page: page)
        html += main
        html += """
        </main>
        </div>
        <footer>Generated by swiftdoc-lite from the sources of \(HTML.escape(package.name)).</footer>
        </body>
        </html>

        """
        return html
    }

    private func breadcrumbs(_ crumbs: [Crumb], page: String) -> String {
        var html = "<nav class=\"breadcrumbs\" aria-label=\"Breadcrumb\"><ol>"
        for crumb in crumbs {
            if let target = crumb.page, target != page {
                html += "<li><a href=\"\(href(to: target, anchor: nil, from: page))\">\(HTML.escape(crumb.title))</a></li>"
            } else {
                html += "<li aria-current=\"page\">\(HTML.escape(crumb.title))</li>"
            }
        }
        return html + "</ol></nav>\n"
    }

    // MARK: - Links

    /// `../` once per folder `page` is in.
    static func rootPrefix(of page: String) -> String {
        String(repeating: "../", count: page.count { $0 == "/" })
    }

    /// A relative link from `page` to `target` (a page path without extension) and anchor.
    func href(to target: String, anchor: String?, from page: String) -> String {
        let fragment = anchor.map { "#" + URLFragment.encode($0) } ?? ""
        if target == page && anchor != nil { return fragment }
        return HTML.escape(Self.rootPrefix(of: page) + target + ".html" + fragment)
    }

    func href(to node: SiteMap.Node, from page: String) -> String {
        href(to: node.page, anchor: node.anchor, from: page)
    }

    /// The crumbs from the index down to a module.
    func moduleCrumbs(_ module: Int) -> [Crumb] {
        [Crumb(title: "Documentation", page: "index"),
         Crumb(title: package.modules[module].name, page: map.modules[module].page)]
    }
}
