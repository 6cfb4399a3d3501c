/// The search index: a script defining `window.swiftdocSearchIndex`, loaded by a
/// `<script>` tag (pages opened from `file://` may not fetch files).
enum SearchIndex {
    /// One entry per symbol, article and catalog heading: `[title, kind, module, container, url, summary]`,
    /// the URL relative to the output folder, and `"inherited"` seventh for what a
    /// type inherits from a protocol extension (ranked after the package's own).
    static func script(_ map: SiteMap) -> String {
        var entries: [[String]] = []
        var summaries = Summaries()
        for (index, module) in map.package.modules.enumerated() {
            entries.append([module.name, "module", module.name, "", map.modules[index].page + ".html", ""])
            if let root = module.catalog?.root { addSections(of: root, page: map.modules[index].page, module: module.name, to: &entries) }
            for (article, page) in map.articles[index] {
                entries.append([article.title, "article", module.name, "", page + ".html", HTMLRenderer.plain(article.summary)])
                addSections(of: article, page: page, module: module.name, to: &entries)
            }
            for (symbol, node) in zip(module.symbols, map.modules[index].nodes) {
                add(symbol, node, module: module.name, to: &entries, summaries: &summaries)
            }
        }
        // One row per symbol: overloads sharing an anchor would repeat it.
        var seen = Set<[String]>()
        entries = entries.filter { seen.insert(Array($0.prefix(5))).inserted }
        let rows = entries.map { "[" + $0.map(JSONText.quote).joined(separator: ",") + "]" }
        return "window.swiftdocSearchIndex = [\n" + rows.joined(separator: ",\n") + "\n];\n"
    }

    /// A catalog page's headings, each linked by its anchor, "In" its page's title
    /// (DocC's `## Overview` convention is no search result).
    private static func addSections(of article: Article, page: String, module: String, to entries: inout [[String]]) {
        for (anchor, title) in article.body.sections.sorted(by: { $0.key < $1.key })
        where title != "Overview" && !HTMLRenderer.fixedIDs.contains(anchor) {
            entries.append([title, "section", module, "", page + ".html#" + URLFragment.encode(anchor), "In " + article.title])
        }
    }

    /// Each comment's plain summary, made once: inherited members share their protocol's comments.
    private struct Summaries {
        private var made: [String: String] = [:]

        mutating func of(_ documentation: DocCommentSource?) -> String {
            guard let documentation else { return "" }
            let text = documentation.text
            if let known = made[text] { return known }
            let summary = DocComment(documentation).plainSummary
            made[text] = summary
            return summary
        }
    }

    private static func add(_ symbol: Symbol, _ node: SiteMap.Node, module: String, to entries: inout [[String]],
                            summaries: inout Summaries) {
        let summary = summaries.of(symbol.documentation)
        entries.append([symbol.title, symbol.kind.keyword, module, symbol.scope.joined(separator: "."),
                        node.target(extension: "html"), summary] + (symbol.isDeclared ? [] : ["inherited"]))
        for (member, child) in zip(symbol.members, node.children) {
            add(member, child, module: module, to: &entries, summaries: &summaries)
        }
    }
}

/// JSON string literals that are also safe inside HTML and JavaScript.
enum JSONText {
    static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}", "\u{0}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
