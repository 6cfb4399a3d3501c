/// Types from outside the package that its declarations name — `String`, `Result`, `Duration`,
/// a dependency's `ByteBuffer` — and where their documentation lives. The names come from what
/// the reader parsed (the toolchain's module interfaces, the dependencies' sources): nothing is
/// guessed. The standard library's pages are Apple's, in the URL scheme DocC links them with
/// (`https://developer.apple.com/documentation/swift/string`); a dependency's are where its
/// `--link` template says, or nowhere: then the name is shown with its module, unlinked.
public struct ExternalTypes: Sendable, Hashable {
    /// Where a type's documentation is: its page (nil: known, but no page to link to) and
    /// where the type comes from, for the link's `title`.
    public struct Link: Sendable, Hashable {
        public var url: String?
        public var title: String
    }

    /// Each type, by its name qualified from its module down (`String.Index`, `ByteBuffer`).
    private var links: [String: Link] = [:]
    /// The modules read, so that `NIOCore.ByteBuffer` finds `ByteBuffer`.
    private var moduleNames: Set<String> = []

    public init() {}

    /// The documentation folder of each module on developer.apple.com, DocC's scheme: the
    /// standard library's modules share `swift`. One table: a module not here is not linked.
    public static let documentationFolders = [
        "Swift": "swift", "_Concurrency": "swift", "_StringProcessing": "swift",
        "Synchronization": "synchronization", "Observation": "observation",
        "Foundation": "foundation", "Dispatch": "dispatch",
    ]
    static let site = "https://developer.apple.com/documentation/"

    /// Every page a link of this table can lead to: what `--check-links` accepts.
    public var urls: Set<String> { Set(links.values.compactMap(\.url)) }

    /// Adds the public, documented types of `module` (one of ``documentationFolders``) and the
    /// types nested in them (`String.Index`); underscored ones have no page.
    public mutating func add(_ symbols: [Symbol], module: String) {
        guard let folder = Self.documentationFolders[module] else { return }
        let from = folder == "swift" ? "the Swift standard library" : module
        moduleNames.insert(module)
        forEachType(symbols, scope: []) { path in
            Link(url: Self.site + folder + "/" + path.map { $0.lowercased() }.joined(separator: "/"),
                 title: "\(path.joined(separator: ".")) — \(from)")
        }
    }

    /// Adds the types of a platform module read from its symbol graph (``PlatformModules``).
    public mutating func add(_ types: PlatformModules.Types) {
        guard let folder = Self.documentationFolders[types.module] else { return }
        moduleNames.insert(types.module)
        for path in types.paths {
            let name = path.joined(separator: ".")
            guard links[name] == nil else { continue }  // the standard library's names come first
            links[name] = Link(url: Self.site + folder + "/" + path.map { $0.lowercased() }.joined(separator: "/"),
                               title: "\(name) — \(types.module)")
        }
    }

    /// Adds a dependency's public types, linked as `link` says (nil: shown with their module, unlinked).
    public mutating func add(dependency: DependencyDocs, link: DocLinkTemplate?) {
        let map = link?.shape == .swiftdocLite ? SiteMap(dependency.docs) : nil
        for (index, module) in dependency.docs.modules.enumerated() {
            moduleNames.insert(module.name)
            let pages = map.map { Self.pages(of: $0.modules[index].nodes, scope: []) } ?? [:]
            forEachType(module.symbols, scope: []) { path in
                let name = path.joined(separator: ".")
                let title = "\(name) — \(module.name), from the package \(dependency.package)"
                guard let link else { return Link(url: nil, title: title + " (no --link for it)") }
                return Link(url: link.url(module: module.name, path: path, page: pages[name]), title: title)
            }
        }
    }

    private mutating func forEachType(_ symbols: [Symbol], scope: [String], _ link: ([String]) -> Link) {
        for symbol in symbols where (symbol.kind.isType || symbol.kind == .typealias || symbol.kind == .extension)
            && symbol.access >= .public && !symbol.name.hasPrefix("_") {
            let path = scope + [symbol.name]
            let name = path.joined(separator: ".")
            if symbol.kind != .extension, links[name] == nil { links[name] = link(path) }
            forEachType(symbol.members, scope: path, link)
        }
    }

    /// Each type's page in a swiftdoc-lite site of the dependency, by qualified name.
    private static func pages(of nodes: [SiteMap.Node], scope: [String]) -> [String: String] {
        var pages: [String: String] = [:]
        for node in nodes where node.kind.isType || node.kind == .typealias {
            let path = scope + [node.name]
            pages[path.joined(separator: ".")] = node.target(extension: "html")
            pages.merge(Self.pages(of: node.children, scope: path)) { first, _ in first }
        }
        return pages
    }

    /// A type named in a declaration (`String`, `Swift.String`, `String.Index`): its page and
    /// where it comes from; nil for a type of no module read.
    public func link(for name: String) -> Link? {
        var path = name.split(separator: ".").map(String.init)
        if path.count > 1, moduleNames.contains(path[0]) { path.removeFirst() }
        return links[path.joined(separator: ".")]
    }

    /// A ``` ``Symbol`` ``` link's target naming such a type (`String`, `Swift/String`).
    public func link(forSymbolLink target: String) -> Link? {
        link(for: target.split(separator: "/").map { LinkResolver.strippingDisambiguation(String($0)) }.joined(separator: "."))
    }
}
