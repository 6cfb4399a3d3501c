/// Where everything is shown: the pages of the site and, for every symbol, its
/// page and anchor. Paths are relative to the output folder and have no
/// extension, so the HTML and the Markdown outputs share one map.
public struct SiteMap: Sendable {
    /// One page of the site.
    public struct Page: Sendable {
        /// `Module/Type`, without extension.
        public var path: String
        public var content: PageContent
    }

    /// A symbol's place, for links and search.
    public struct Node: Sendable {
        public var kind: SymbolKind
        public var name: String
        public var title: String
        public var page: String
        /// Nil when the symbol is its page.
        public var anchor: String?
        public var children: [Node]
        /// For types: the protocols and superclass they name, whose members they also have.
        public var inherits: [String] = []

        /// `page#anchor` (percent-encoded), relative to the output folder, before the extension.
        public func target(extension pathExtension: String) -> String {
            page + "." + pathExtension + (anchor.map { "#" + URLFragment.encode($0) } ?? "")
        }
    }

    public let package: PackageDocs
    public private(set) var pages: [Page] = []
    /// Per module: its page and its top-level symbols' nodes.
    public private(set) var modules: [(page: String, nodes: [Node])] = []
    /// Per module: its catalog's articles' pages, in the catalog's order.
    public private(set) var articles: [[(article: Article, page: String)]] = []

    public init(_ package: PackageDocs) {
        self.package = package
        pages.append(Page(path: "index", content: .root))
        var folders = UniqueNames()
        for (index, module) in package.modules.enumerated() {
            let folder = folders.claim(FileNames.safe(module.name))
            var names = UniqueNames()
            _ = names.claim("index")
            modules.append((folder + "/index", plan(module, index: index, folder: folder, names: &names)))
            articles.append((module.catalog?.articles ?? []).enumerated().map { articleIndex, article in
                let page = folder + "/" + names.claim("articles/" + FileNames.safe(article.name))
                pages.append(Page(path: page, content: .article(module: index, articleIndex)))
                return (article, page)
            })
        }
    }

    private mutating func plan(_ module: ModuleDocs, index: Int, folder: String, names: inout UniqueNames) -> [Node] {
        let modulePage = folder + "/index"
        pages.append(Page(path: modulePage, content: .module(index)))
        var functionPages: [String: String] = [:]
        var nodes: [Node] = []
        for symbol in module.symbols {
            if symbol.hasPage {
                let subfolder = symbol.kind == .extension ? "extensions/" : ""
                nodes.append(planPage(symbol, module: index, folder: folder, subfolder: subfolder, names: &names))
            } else if symbol.kind == .function {
                let page = functionPages[symbol.name] ?? {
                    let page = folder + "/" + names.claim("functions/" + FileNames.safe(symbol.name))
                    functionPages[symbol.name] = page
                    let group = module.symbols.filter { $0.kind == .function && $0.name == symbol.name }
                    pages.append(Page(path: page, content: .functions(module: index, name: symbol.name, group)))
                    return page
                }()
                nodes.append(Node(kind: .function, name: symbol.name, title: symbol.title, page: page, anchor: symbol.anchor, children: []))
            } else {
                nodes.append(Node(kind: symbol.kind, name: symbol.name, title: symbol.title, page: modulePage,
                                  anchor: symbol.anchor, children: []))
            }
        }
        return nodes
    }

    /// Gives `symbol` (and its nested types) pages; its other members anchors on it.
    private mutating func planPage(
        _ symbol: Symbol, module: Int, folder: String, subfolder: String, names: inout UniqueNames
    ) -> Node {
        let qualified = (symbol.scope + [symbol.name]).joined(separator: ".")
        let page = folder + "/" + names.claim(subfolder + FileNames.safe(qualified))
        pages.append(Page(path: page, content: .symbol(module: module, symbol)))
        let children = symbol.members.map { member in
            member.hasPage
                ? planPage(member, module: module, folder: folder, subfolder: subfolder, names: &names)
                : Node(kind: member.kind, name: member.name, title: member.title, page: page, anchor: member.anchor, children: [])
        }
        let inherits = (symbol.inheritance + symbol.conformances.map(\.name)).map { String($0.prefix { $0 != "<" }) }
        return Node(kind: symbol.kind, name: symbol.name, title: symbol.title, page: page, anchor: nil, children: children,
                    inherits: inherits)
    }
}

extension SiteMap {
    /// The article `<doc:Name>` or `<doc:Module/Name>` names, seen from `module`
    /// (a `#section` after the name is ignored).
    public func article(named name: String, module: Int) -> (article: Article, page: String)? {
        let parts = name.split(separator: "/").map(String.init)
        let base = String((parts.last ?? name).prefix { $0 != "#" })
        let modules: [Int] = parts.count > 1 ? package.modules.indices.filter { package.modules[$0].name == parts[0] } : [module]
        for index in modules {
            if let found = articles[index].first(where: { $0.article.name == base }) { return found }
        }
        return nil
    }
}

/// What a page shows.
public enum PageContent: Sendable {
    case root
    case module(Int)
    /// A type, or an extended type of another module (with its members).
    case symbol(module: Int, Symbol)
    /// The global functions sharing one base name.
    case functions(module: Int, name: String, [Symbol])
    /// An article of the module's catalog, by its index there.
    case article(module: Int, Int)
}

/// Hands out names that differ from every earlier one even on a case-insensitive file system.
struct UniqueNames {
    private var taken = Set<String>()

    mutating func claim(_ name: String) -> String {
        var candidate = name
        var number = 2
        while !taken.insert(candidate.lowercased()).inserted {
            candidate = name + "--" + String(number)
            number += 1
        }
        return candidate
    }
}
