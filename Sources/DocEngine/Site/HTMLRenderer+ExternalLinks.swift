extension HTMLRenderer {
    /// A type named in a declaration: linked to its page in the site, else outside the package
    /// (`Buffer.View` tried whole first, as `qualifier` reaches it), else plain.
    func typeReference(_ name: String, qualifiedBy qualifier: [String], _ context: LinkResolver.Context, _ page: String) -> String {
        let text = HTML.escape(name)
        if let node = resolver.resolveType(name, in: context), node.page != page || node.anchor != nil {
            return "<a class=\"type\" href=\"\(href(to: node, from: page))\">\(text)</a>"
        }
        let attributes = " class=\"type\""
        return externalLink((qualifier + [name]).joined(separator: "."), text, attributes: attributes)
            ?? externalLink(name, text, attributes: attributes) ?? "<span class=\"type\">\(text)</span>"
    }

    /// `shown` linked to the page of `name` outside the package — the standard library's or a
    /// dependency's (``ExternalTypes``) — its origin in the `title`; a dependency's type without
    /// a `--link` is shown with its module in the `title` and no link. Nil for a name of no module
    /// read. The package's own types come first: this is asked only when none matches.
    func externalLink(_ name: String, _ shown: String, attributes: String = "") -> String? {
        anchor(package.externalTypes.link(for: name), shown, attributes: attributes)
    }

    /// ``externalLink(_:_:attributes:)`` for a ``` ``Symbol`` ``` link's target (`Swift/String`).
    func externalSymbolLink(_ target: String, _ shown: String) -> String? {
        anchor(package.externalTypes.link(forSymbolLink: target), shown)
    }

    private func anchor(_ link: ExternalTypes.Link?, _ shown: String, attributes: String = "") -> String? {
        guard let link else { return nil }
        guard let url = link.url else { return "<span\(attributes) title=\"\(HTML.escape(link.title))\">\(shown)</span>" }
        return "<a\(attributes) href=\"\(HTML.escape(url))\" title=\"\(HTML.escape(link.title))\">\(shown)</a>"
    }
}
