extension HTMLRenderer {
    /// `shown` linked to the page of `name` in Apple's documentation when it is a type of the
    /// standard library or a platform module (``ExternalTypes``), its origin in the `title`;
    /// nil otherwise. The package's own types come first: this is asked only when none matches.
    func externalLink(_ name: String, _ shown: String, attributes: String = "") -> String? {
        guard let (url, title) = resolver.map.package.externalTypes.link(for: name) else { return nil }
        return "<a\(attributes) href=\"\(HTML.escape(url))\" title=\"\(HTML.escape(title))\">\(shown)</a>"
    }

    /// ``externalLink(_:_:attributes:)`` for a ``` ``Symbol`` ``` link's target (`Swift/String`).
    func externalSymbolLink(_ target: String, _ shown: String) -> String? {
        guard let (url, title) = resolver.map.package.externalTypes.link(forSymbolLink: target) else { return nil }
        return "<a href=\"\(HTML.escape(url))\" title=\"\(HTML.escape(title))\">\(shown)</a>"
    }
}
