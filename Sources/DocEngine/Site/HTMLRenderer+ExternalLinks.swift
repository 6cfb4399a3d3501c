extension HTMLRenderer {
    /// `shown` linked to the page of `name` in Apple's documentation when it is a type of the
    /// standard library or a platform module (``ExternalTypes``), its origin in the `title`;
    /// nil otherwise. The package's own types come first: this is asked only when none matches.
    func externalLink(_ name: String, _ shown: String, attributes: String = "") -> String? {
        anchor(package.externalTypes.link(for: name), shown, attributes: attributes)
    }

    /// ``externalLink(_:_:attributes:)`` for a ``` ``Symbol`` ``` link's target (`Swift/String`).
    func externalSymbolLink(_ target: String, _ shown: String) -> String? {
        anchor(package.externalTypes.link(forSymbolLink: target), shown)
    }

    private func anchor(_ link: (url: String, title: String)?, _ shown: String, attributes: String = "") -> String? {
        link.map { "<a\(attributes) href=\"\(HTML.escape($0.url))\" title=\"\(HTML.escape($0.title))\">\(shown)</a>" }
    }
}
