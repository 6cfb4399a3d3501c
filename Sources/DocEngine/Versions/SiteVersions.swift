/// Where a site sits among the versions of a versioned site (`generate --versions`): each
/// version is a complete site in a folder of its own (`v1.2.0/`), every page with a switcher
/// that links to the same page in each other version, or to that version's overview when the
/// page does not exist there — never to a page that is not written.
public struct SiteVersions: Sendable {
    /// One version: its folder name (the tag) and the pages its site has (paths without `.html`).
    public struct Version: Sendable {
        public var name: String
        public var pages: Set<String>

        public init(name: String, pages: Set<String>) {
            self.name = name
            self.pages = pages
        }
    }

    /// Every version, newest first.
    public var all: [Version]
    /// The name of the version this site is.
    public var current: String
    /// The "What's new" page of the current version, when it has one.
    public var notes: ReleaseNotes?

    public init(all: [Version], current: String, notes: ReleaseNotes? = nil) {
        self.all = all
        self.current = current
        self.notes = notes
    }

    /// The page of the release notes, beside the overview.
    public static let notesPage = "whats-new"

    /// The folder a version's site is written to: its name, a `/` (`release/2.0`) made `-`.
    public static func folder(for version: String) -> String {
        version.replacing("/", with: "-")
    }

    /// A relative link to a version's folder, from the top of a version's site.
    static func folderLink(_ version: String) -> String {
        "../" + URLPath.encodeSegment(folder(for: version)) + "/"
    }

    /// The switcher's links from `page` of the current version: each version's same page, or its overview.
    func links(from page: String) -> [(name: String, href: String, isCurrent: Bool)] {
        let root = HTMLRenderer.rootPrefix(of: page)
        return all.map { version in
            let target = version.pages.contains(page) ? page : "index"
            return (version.name, root + Self.folderLink(version.name) + target + ".html",
                    version.name == current)
        }
    }
}

/// What changed in a version's API since the one before it, as its "What's new" page lists it.
public struct ReleaseNotes: Sendable {
    /// One change: the symbol, what happened to it, and its pages in both versions when they exist.
    public struct Entry: Sendable {
        public var symbol: String
        public var message: String
        /// The symbol's page in this version (`Kit/Box.html#anchor`), relative to the version's folder.
        public var page: String?
        /// Its page in the previous version, relative to that version's folder.
        public var previousPage: String?

        public init(symbol: String, message: String, page: String?, previousPage: String?) {
            self.symbol = symbol
            self.message = message
            self.page = page
            self.previousPage = previousPage
        }
    }

    /// The version compared with.
    public var previous: String
    /// Sections in order (Added, Changed, Deprecated, Removed), empty ones left out.
    public var sections: [(title: String, entries: [Entry])]

    public init(previous: String, sections: [(title: String, entries: [Entry])]) {
        self.previous = previous
        self.sections = sections.filter { !$0.entries.isEmpty }
    }
}

extension SiteMap {
    /// The page (and anchor) of a symbol named by its module and dotted path — `Kit.Box.map(_:)` —
    /// relative to the site's folder, with `.html`; nil when the site has no such symbol.
    public func target(ofQualifiedName name: String) -> String? {
        let components = Self.dottedComponents(name)
        guard components.count > 1, let module = package.modules.firstIndex(where: { $0.name == components[0] }) else {
            return nil
        }
        let resolver = LinkResolver(map: self)
        let node = resolver.resolve(components.joined(separator: "/"), in: LinkResolver.Context(module: module, scope: []))
        return node.map { $0.target(extension: "html") }
    }

    /// `Kit.Box.map(_:)` → `Kit`, `Box`, `map(_:)`: dots inside parentheses or angle brackets do not split.
    static func dottedComponents(_ name: String) -> [String] {
        var components: [String] = [], current = "", depth = 0
        for character in name {
            switch character {
            case "(", "<", "[": depth += 1
            case ")", ">", "]": depth = max(0, depth - 1)
            case "." where depth == 0 && !current.isEmpty:
                components.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        if !current.isEmpty { components.append(current) }
        return components
    }
}
