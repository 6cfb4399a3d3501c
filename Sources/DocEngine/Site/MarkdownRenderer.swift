/// Renders the pages of a ``SiteMap`` as Markdown files with relative links,
/// for wikis and repositories. Doc-comment text is kept as written, with
/// symbol links turned into Markdown links.
struct MarkdownRenderer: Sendable {
    let map: SiteMap
    let resolver: LinkResolver

    init(map: SiteMap) {
        self.map = map
        self.resolver = LinkResolver(map: map)
    }

    func render(_ page: SiteMap.Page) -> String {
        switch page.content {
        case .root:
            var text = "# \(map.package.name) Documentation\n\n## Modules\n\n"
            for (index, module) in map.package.modules.enumerated() {
                text += "- [\(module.name)](\(link(map.modules[index].page, nil, from: page.path))) — "
                    + HTMLRenderer.counts(module) + "\n"
            }
            return text
        case .module(let index):
            return moduleText(index, page: page.path).trimmingTrailingWhitespace() + "\n"
        case .symbol(let module, let symbol):
            return symbolText(symbol, module: module, page: page.path).trimmingTrailingWhitespace() + "\n"
        case .functions(let module, let name, let symbols):
            let context = LinkResolver.Context(module: module, scope: [])
            return ("# \(name)\n\n*Function*\n\n" + HTMLRenderer.overloadGroups(symbols).map {
                member($0, context, page.path, level: 2)
            }.joined()).trimmingTrailingWhitespace() + "\n"
        case .article(let module, let index):
            let article = map.articles[module][index].article
            let context = LinkResolver.Context(module: module, scope: [])
            return ("# \(article.title)\n\n*Article*\n\n" + catalogText(article, context, page.path))
                .trimmingTrailingWhitespace() + "\n"
        }
    }

    /// A catalog file's summary and body as written (symbol links made links,
    /// directives as plain Markdown), and its topics as lists.
    private func catalogText(_ article: Article, _ context: LinkResolver.Context, _ page: String) -> String {
        var context = context
        context.sections = article.body.sections
        let source = resolvingDocLinks(article.summary + "\n\n" + expandingBlocks(article.body, context, page), context, page)
        // Lines kept blank for directives' lines (so that findings keep their lines) are one blank line here; code keeps its own.
        var lines: [DocCommentSource.Line] = []
        var fence = CodeFence()
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if !fence.contains(line), line.isEmpty, lines.last?.text.isEmpty == true { continue }
            lines.append(DocCommentSource.Line(text: String(line), line: 1, column: 1))
        }
        var text = markdown(lines, context, page)
        if !article.topics.isEmpty { text += "## Topics\n\n" }
        for group in article.topics {
            if !group.title.isEmpty { text += "### \(group.title)\n\n" }
            text += group.links.map { listItem($0, context, page) }.joined() + "\n"
        }
        return text
    }

    /// `<doc:Article>` (and `<doc:Kit/Symbol>`) outside code as Markdown links; a
    /// heading's anchor (`<doc:Section>`) as its title; what leads nowhere as code.
    private func resolvingDocLinks(_ markdown: String, _ context: LinkResolver.Context, _ page: String) -> String {
        var fence = CodeFence()
        return markdown.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard !fence.contains(line), line.contains("<doc:") else { return String(line) }
            var result = "", rest = line[...]
            while let open = rest.firstRange(of: "<doc:"), let close = rest[open.upperBound...].firstIndex(of: ">") {
                let before = rest[..<open.lowerBound]
                let target = docTarget(String(rest[open.upperBound..<close]), context, page)
                if before.hasSuffix("](") {
                    // The destination of a written link (`[text](<doc:Name>)`): the URL only.
                    result += before + (target.url.map { "<\($0)>" } ?? String(rest[open.lowerBound...close]))
                } else {
                    result += before + (target.url.map { "[\(target.title)](\($0))" } ?? target.title)
                }
                rest = rest[rest.index(after: close)...]
            }
            return result + rest
        }.joined(separator: "\n")
    }

    /// Where `<doc:name>` leads and how it reads: nil for a heading of this page (its title reads) or nothing found (code).
    private func docTarget(_ name: String, _ context: LinkResolver.Context, _ page: String) -> (url: String?, title: String) {
        let anchor = name.hasPrefix("#") ? String(name.dropFirst()) : name
        if let title = context.sections[anchor] { return (nil, title) }
        if let article = map.article(named: name, module: context.module) {
            return (link(article.page, nil, from: page), article.article.title)
        }
        guard let node = resolver.resolve(name, in: context) else { return (nil, "`\(name)`") }
        return (link(node.page, node.anchor, from: page), "`\(LinkResolver.strippingDisambiguation(node.title))`")
    }

    /// A topic or `@Links` link as a list item.
    private func listItem(_ link: CatalogLink, _ context: LinkResolver.Context, _ page: String) -> String {
        if let name = link.articleName {
            guard let article = map.article(named: name, module: context.module) else { return "- `\(name)`\n" }
            return "- [\(article.article.title)](\(self.link(article.page, nil, from: page)))\n"
        }
        let shown = LinkResolver.strippingDisambiguation(link.target.split(separator: "/").last.map(String.init) ?? link.target)
        guard let node = resolver.resolve(link.target, in: context) else { return "- `\(shown)`\n" }
        return "- [`\(shown)`](\(self.link(node.page, node.anchor, from: page)))\n"
    }

    /// Catalog Markdown with each directive block written out as Markdown in its place.
    private func expandingBlocks(_ text: CatalogText, _ context: LinkResolver.Context, _ page: String) -> String {
        var markdown = text.markdown
        for (index, block) in text.blocks.enumerated() {
            let expanded: String
            switch block {
            case .row(let columns): expanded = columns.map { expandingBlocks($0.text, context, page) }.joined(separator: "\n\n")
            case .tabs(let tabs): expanded = tabs.map { "**\($0.title)**\n\n" + expandingBlocks($0.text, context, page) }
                .joined(separator: "\n\n")
            case .small(let inner), .snippet(let inner): expanded = expandingBlocks(inner, context, page)
            case .deprecationSummary(let inner): expanded = "> Deprecated: " + expandingBlocks(inner, context, page)
            case .links(_, let links): expanded = links.map { listItem($0, context, page) }.joined()
            case .image(let image): expanded = "![\(image.alt)](\(image.source))"
            }
            markdown = markdown.replacing(CatalogBlock.placeholder(index), with: expanded)
        }
        return markdown
    }

    private func moduleText(_ index: Int, page: String) -> String {
        let module = map.package.modules[index]
        var text = "# \(module.name)\n\n*Module*\n\n"
        if let root = module.catalog?.root { text += catalogText(root, LinkResolver.Context(module: index, scope: []), page) }
        for (article, articlePage) in map.articles[index] {
            text += "- [\(article.title)](\(link(articlePage, nil, from: page)))\n"
        }
        for (symbol, node) in zip(module.symbols, map.modules[index].nodes) where symbol.hasPage || symbol.kind == .function {
            let summary = symbol.documentation.map { DocComment($0).plainSummary } ?? ""
            text += "- [`\(symbol.kind.keyword) \(symbol.title)`](\(link(node.page, nil, from: page)))"
                + (summary.isEmpty ? "" : " — " + summary) + "\n"
        }
        let context = LinkResolver.Context(module: index, scope: [])
        let globals = module.symbols.filter { !$0.hasPage && $0.kind != .function }
        for topic in TopicGroup.allCases {
            let groups = HTMLRenderer.overloadGroups(globals.filter { $0.topicGroup == topic })
            guard !groups.isEmpty else { continue }
            text += "## \(topic.title)\n\n" + groups.map { member($0, context, page, level: 3) }.joined()
        }
        return text
    }

    private func symbolText(_ symbol: Symbol, module: Int, page: String) -> String {
        let context = LinkResolver.Context(module: module, symbol: symbol)
        var text = "# \(symbol.qualifiedName)\n\n*\(symbol.kind.displayName)*\n\n"
        if let source = symbol.documentation {
            text += docText(DocComment(source), context, page, level: 3)
        }
        if symbol.kind != .extension {
            text += "## Declaration\n\n```swift\n\(symbol.declarationText)\n```\n\n"
        }
        let conformances = symbol.inheritance + symbol.conformances.map { $0.name + ($0.whereClause.map { " (when \($0))" } ?? "") }
        if !conformances.isEmpty {
            text += "## Relationships\n\n" + conformances.map { "- `\($0)`\n" }.joined() + "\n"
        }
        for topic in TopicGroup.allCases {
            let groups = HTMLRenderer.overloadGroups(symbol.members.filter { $0.isDeclared && $0.topicGroup == topic })
            guard !groups.isEmpty else { continue }
            text += "## \(topic.title)\n\n" + groups.map { member($0, context, page, level: 3) }.joined()
        }
        return text + inheritedText(symbol)
    }

    /// What the type gets from protocol extensions: one list of declarations per protocol.
    private func inheritedText(_ symbol: Symbol) -> String {
        var text = ""
        for name in symbol.inheritedProtocols {
            text += "## \(name) Implementations\n\n"
            for member in symbol.members(inheritedFrom: name) {
                let constraint = member.extensionConstraints.map { " (when `\($0)`)" } ?? ""
                text += "- <a id=\"\(HTML.escape(member.anchor))\"></a>`\(member.declarationText)`\(constraint)\n"
            }
            text += "\n"
        }
        return text
    }

    private func member(_ overloads: [Symbol], _ context: LinkResolver.Context, _ page: String, level: Int) -> String {
        let first = overloads[0]
        var text = "<a id=\"\(HTML.escape(first.anchor))\"></a>\n\n" + String(repeating: "#", count: level) + " `\(first.title)`\n\n"
        if let message = first.deprecation { text += "**Deprecated.** \(message)\n\n" }
        let platforms = (first.availability ?? []).compactMap(\.badge)
        if !platforms.isEmpty { text += platforms.joined(separator: " · ") + "\n\n" }
        let separate = HTMLRenderer.documentedSeparately(overloads)
        for overload in overloads {
            let notes = overload.conditions.map { "`#if \($0)`" } + (overload.extensionConstraints.map { ["Available when `\($0)`"] } ?? [])
            if !notes.isEmpty { text += notes.joined(separator: " · ") + "\n\n" }
            text += "```swift\n\(overload.declarationText)\n```\n\n"
            if separate, let source = overload.documentation {
                text += docText(DocComment(source), context, page, level: level + 1)
            }
        }
        if !separate, let source = overloads.lazy.compactMap(\.documentation).first {
            text += docText(DocComment(source), context, page, level: level + 1)
        }
        return text
    }

    private func docText(_ doc: DocComment, _ context: LinkResolver.Context, _ page: String, level: Int) -> String {
        var text = markdown(doc.summary, context, page)
        for block in doc.discussion {
            switch block {
            case .markdown(let lines): text += Self.lowerHeadings(markdown(lines, context, page), from: level)
            case .callout(let kind, let lines):
                text += markdown(lines, context, page).split(separator: "\n", omittingEmptySubsequences: false)
                    .enumerated().map { $0.offset == 0 ? "> **\(kind):** \($0.element)" : "> \($0.element)" }
                    .joined(separator: "\n") + "\n\n"
            }
        }
        let heading = String(repeating: "#", count: level)
        if !doc.parameters.isEmpty {
            text += "\(heading) Parameters\n\n" + doc.parameters.map {
                "- `\($0.name)`: " + markdown($0.field.text, context, page).trimmingTrailingWhitespace() + "\n"
            }.joined() + "\n"
        }
        if let returns = doc.returns { text += "\(heading) Return Value\n\n" + markdown(returns.text, context, page) }
        if let throwsField = doc.throws { text += "\(heading) Throws\n\n" + markdown(throwsField.text, context, page) }
        return text
    }

    /// The comment's own `#` headings moved below the page's: `#` becomes
    /// `level` (up to six), code blocks left alone. As the HTML does.
    static func lowerHeadings(_ markdown: String, from level: Int) -> String {
        guard level > 1, markdown.contains("#") else { return markdown }
        var fence = CodeFence()
        return markdown.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let hashes = line.prefix { $0 == "#" }.count
            guard !fence.contains(line), (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { return String(line) }
            return String(repeating: "#", count: min(6, hashes + level - 1)) + line.dropFirst(hashes)
        }.joined(separator: "\n")
    }

    /// Doc-comment text with symbol links made Markdown links.
    private func markdown(_ text: DocComment.Text, _ context: LinkResolver.Context, _ page: String) -> String {
        guard !text.isEmpty else { return "" }
        let (source, links) = SymbolLinks.extract(text)
        let filled = SymbolLinks.fill(source, count: links.count) { index in
            let target = links[index].target
            let label = "`" + LinkResolver.strippingDisambiguation(target.split(separator: "/").last.map(String.init) ?? target) + "`"
            guard let node = resolver.resolve(target, in: context) else { return label }
            return "[\(label)](\(link(node.page, node.anchor, from: page)))"
        }
        return filled.trimmingTrailingWhitespace() + "\n\n"
    }

    private func link(_ target: String, _ anchor: String?, from page: String) -> String {
        let fragment = anchor.map { "#" + URLFragment.encode($0) } ?? ""
        if target == page && anchor != nil { return fragment }
        return HTMLRenderer.rootPrefix(of: page) + target + ".md" + fragment
    }
}
