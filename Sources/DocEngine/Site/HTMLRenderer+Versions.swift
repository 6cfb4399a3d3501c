/// The parts of a versioned site's pages: the version switcher and the "What's new" page.
extension HTMLRenderer {
    /// A list of the versions, the current one marked, each linking to this page there (or to
    /// its overview); plain links in a `<details>`, so it works without scripts and from `file://`.
    func versionSwitcher(page: String) -> String {
        guard let versions = options.versions else { return "" }
        var html = "<details class=\"versions\"><summary>Version \(HTML.escape(versions.current))</summary>\n<ul>\n"
        for link in versions.links(from: page) {
            let current = link.isCurrent ? " aria-current=\"page\"" : ""
            html += "<li><a href=\"\(HTML.escape(link.href))\"\(current)>\(HTML.escape(link.name))</a></li>\n"
        }
        if versions.notes != nil {
            let href = HTML.escape(Self.rootPrefix(of: page) + SiteVersions.notesPage + ".html")
            html += "<li><a href=\"\(href)\">What’s new in \(HTML.escape(versions.current))</a></li>\n"
        }
        return html + "</ul>\n</details>\n"
    }

    /// The version's changes since the previous one, by section, each linking to the symbol's
    /// page in this version and in the previous one where it has one.
    func renderReleaseNotes(_ notes: ReleaseNotes) -> String {
        let page = SiteVersions.notesPage
        let current = options.versions?.current ?? ""
        var main = "<h1>What’s new in \(HTML.escape(current))</h1>\n"
        main += "<p>Changes to the public API since \(HTML.escape(notes.previous)).</p>\n"
        if notes.sections.isEmpty { main += "<p>No change to the public API.</p>\n" }
        let previousRoot = SiteVersions.folderLink(notes.previous)
        for (index, section) in notes.sections.enumerated() {
            let id = "notes-\(index + 1)"
            main += "<section aria-labelledby=\"\(id)\">\n<h2 id=\"\(id)\">\(HTML.escape(section.title))</h2>\n<ul>\n"
            for entry in section.entries {
                let name = "<code>\(HTML.escape(entry.symbol))</code>"
                main += "<li>" + (entry.page.map { "<a href=\"\(HTML.escape($0))\">\(name)</a>" } ?? name)
                main += ": " + Self.codeSpans(HTML.escape(entry.message))
                if let old = entry.previousPage {
                    main += " (<a href=\"\(HTML.escape(previousRoot + old))\">in \(HTML.escape(notes.previous))</a>)"
                }
                main += "</li>\n"
            }
            main += "</ul>\n</section>\n"
        }
        let sidebar = "<h2>Modules</h2>\n<ul>\n" + package.modules.indices.map { index in
            let link = href(to: map.modules[index].page, anchor: nil, from: page)
            return "<li><a href=\"\(link)\">\(HTML.escape(package.modules[index].name))</a></li>\n"
        }.joined() + "</ul>\n"
        return layout(page: page, title: "What’s new in \(current)", description: "Changes to the API of \(package.name) in \(current)",
                      crumbs: [Crumb(title: "Documentation", page: "index"), Crumb(title: "What’s new", page: nil)],
                      sidebar: sidebar, main: main)
    }

    /// `name` spans of an escaped message as `<code>` (the diff's messages quote code that way).
    static func codeSpans(_ escaped: String) -> String {
        let parts = escaped.split(separator: "`", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return escaped }
        // Odd parts are quoted; an unpaired last backtick stays as it was.
        return parts.enumerated().map { index, part in
            guard index % 2 == 1 else { return String(part) }
            return index < parts.count - 1 ? "<code>\(part)</code>" : "`" + part
        }.joined()
    }
}
