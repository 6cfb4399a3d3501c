/// Type pages, function pages and the members listed on them.
extension HTMLRenderer {
    func renderSymbolPage(_ symbol: Symbol, module: Int, page: String) -> String {
        let context = LinkResolver.Context(module: module, symbol: symbol)
        // A catalog's documentation extension adds to the comment, or replaces it (`mergeBehavior: override`).
        let addition = documentationExtension(for: symbol, module: module)
        let doc = addition?.overridesDocumentation == true ? nil : symbol.documentation.map(DocComment.init)
        var main = "<p class=\"eyebrow\">\(HTML.escape(symbol.kind.displayName))</p>\n"
        main += "<h1>\(HTML.escape(symbol.qualifiedName))</h1>\n"
        main += badges(for: symbol)
        if let doc, !doc.summary.isEmpty {
            main += "<div class=\"summary\">\(markdown(doc.summary, context, page))</div>\n"
        } else if let addition, !addition.summary.isEmpty {
            main += "<div class=\"summary\">\(catalogMarkdown(addition.summary, from: 1, context, page))</div>\n"
        }
        if symbol.kind != .extension {
            main += "<section aria-labelledby=\"declaration\">\n<h2 id=\"declaration\">Declaration</h2>\n"
            main += declarationBlock(symbol, context, page) + "</section>\n"
        }
        main += mentionedIn(module: module, page: page)
        // The extension's first paragraph leads its part when the comment has a summary of its own (nothing is lost).
        let additionLead = doc.map { !$0.summary.isEmpty } == true && addition.map { !$0.summary.isEmpty } == true
            ? catalogMarkdown(addition?.summary ?? "", from: addition?.summaryLine ?? 0, context, page) : ""
        let overview = (doc.map { discussion($0, context, page, headingsFrom: 3) } ?? "") + additionLead
            + (addition.map { catalogOverview($0, context, page) } ?? "") + deprecationNote(symbol)
        if !overview.isEmpty {
            main += "<section aria-labelledby=\"overview\">\n<h2 id=\"overview\">Overview</h2>\n\(overview)</section>\n"
        }
        let curated = curatedTopics(addition?.topics ?? [], of: symbol, context, page)
        main += onThisPage(symbol, curated: curated, page: page)
        main += relationships(symbol, context, page)
        main += curated.html
        main += topics(of: symbol, excluding: curated.anchors, context: context, page: page)
        main += seeAlso(module: module, page: page, hidden: addition?.hidesSeeAlso == true)
        var crumbs = moduleCrumbs(module)
        var path: [String] = []
        for name in symbol.scope {
            path.append(name)
            crumbs.append(Crumb(title: name, page: pageOfType(path, module: module)))
        }
        crumbs.append(Crumb(title: symbol.name, page: nil))
        let summary = doc?.plainSummary ?? ""
        return layout(page: page, title: symbol.qualifiedName, description: summary, crumbs: crumbs,
                      sidebar: moduleSidebar(module, page: page), main: main)
    }

    func renderFunctionPage(_ name: String, _ symbols: [Symbol], module: Int, page: String) -> String {
        let context = LinkResolver.Context(module: module, scope: [])
        var main = "<p class=\"eyebrow\">Function</p>\n<h1>\(HTML.escape(name))</h1>\n"
        if let doc = symbols.lazy.compactMap(\.documentation).first.map(DocComment.init), !doc.summary.isEmpty {
            main += "<div class=\"summary\">\(markdown(doc.summary, context, page))</div>\n"
        }
        main += "<section aria-labelledby=\"overloads\">\n<h2 id=\"overloads\">"
            + (Self.overloadGroups(symbols).count > 1 ? "Overloads" : "Declaration") + "</h2>\n"
        main += Self.overloadGroups(symbols).map { member($0, context, page, level: 3) }.joined() + "</section>\n"
        main += mentionedIn(module: module, page: page)
        main += seeAlso(module: module, page: page, hidden: false)
        var crumbs = moduleCrumbs(module)
        crumbs.append(Crumb(title: name, page: nil))
        let description = symbols.lazy.compactMap(\.documentation).first.map { DocComment($0).plainSummary } ?? ""
        return layout(page: page, title: name, description: description, crumbs: crumbs,
                      sidebar: moduleSidebar(module, page: page), main: main)
    }

    // MARK: - Topics

    /// Members by `// MARK:` section when the sources have them, else by kind;
    /// a protocol's requirements apart from its default implementations.
    func topics(of type: Symbol, excluding curated: Set<String> = [], context: LinkResolver.Context, page: String) -> String {
        let sections = Self.memberSections(of: type, excluding: curated)
        guard !sections.isEmpty else { return inheritedTopics(of: type, context: context, page: page) }
        let provided = Set(type.members.filter { $0.origin == .protocolExtension }.map(\.title))
        var html = ""
        for (index, section) in sections.enumerated() where !section.groups.isEmpty {
            let id = "topics-\(index + 1)"
            html += "<section aria-labelledby=\"\(id)\">\n<h2 id=\"\(id)\">\(HTML.escape(section.title))</h2>\n"
            for topic in TopicGroup.allCases {
                let members = section.groups.filter { $0[0].topicGroup == topic }
                guard !members.isEmpty else { continue }
                html += "<h3 id=\"\(id)-\(topic.slug)\">\(topic.title)</h3>\n"
                if topic == .nestedTypes {
                    html += "<ul class=\"topic-list\">\n" + members.map { typeLink($0[0], context, page) }.joined() + "</ul>\n"
                } else {
                    html += members.map { member($0, context, page, defaultProvided: provided.contains($0[0].title)) }.joined()
                }
            }
            html += "</section>\n"
        }
        return html + inheritedTopics(of: type, context: context, page: page)
    }

    /// A type's declared members by section, each section by kind: a protocol's
    /// requirements apart from its default implementations, otherwise one
    /// "Topics" section (`// MARK:` text is the author's note, not an outline).
    /// Within a kind, the primary overloads come first: deprecated ones and
    /// `file:line:` variants follow.
    static func memberSections(of type: Symbol, excluding curated: Set<String> = []) -> [(title: String, groups: [[Symbol]])] {
        let groups = overloadGroups(type.members.filter { $0.isDeclared && !curated.contains($0.anchor) })
        guard !groups.isEmpty else { return [] }
        let primaryFirst = { (groups: [[Symbol]]) in
            groups.filter { !isSecondary($0) } + groups.filter(isSecondary)
        }
        if type.kind == .protocol {
            return [("Requirements", primaryFirst(groups.filter { $0[0].origin == .requirement })),
                    ("Default Implementations", primaryFirst(groups.filter { $0[0].origin != .requirement }))]
        }
        // After curated groups (a documentation extension's Topics), the rest.
        return [(curated.isEmpty ? "Topics" : "Other Members", primaryFirst(groups))]
    }

    /// Deprecated everywhere, or a `file:line:` variant that callers never write.
    private static func isSecondary(_ overloads: [Symbol]) -> Bool {
        overloads.allSatisfy { $0.deprecation != nil } || overloads[0].title.contains("file:line:")
    }

    /// "On this page": the type's member sections and their kinds, linked, with counts.
    func onThisPage(_ type: Symbol, curated: CuratedTopics = CuratedTopics(), page: String) -> String {
        let sections = Self.memberSections(of: type, excluding: curated.anchors).enumerated().filter { !$0.element.groups.isEmpty }
        let inherited = type.inheritedProtocols
        guard sections.count + inherited.count + curated.index.count > 0, type.members.count > 3 else { return "" }
        var html = "<nav class=\"on-this-page\" aria-labelledby=\"on-this-page\">\n<h2 id=\"on-this-page\">On This Page</h2>\n<ul>\n"
        if !curated.index.isEmpty {
            html += "<li><a href=\"#curated-topics\">Topics</a><ul>"
                + curated.index.map { "<li><a href=\"#\($0.id)\">\(HTML.escape($0.title))</a></li>" }.joined() + "</ul></li>\n"
        }
        for (index, section) in sections {
            let id = "topics-\(index + 1)"
            html += "<li><a href=\"#\(id)\">\(HTML.escape(section.title))</a><ul>"
            for topic in TopicGroup.allCases {
                let members = section.groups.filter { $0[0].topicGroup == topic }
                if !members.isEmpty { html += "<li><a href=\"#\(id)-\(topic.slug)\">\(topic.title)</a> (\(members.count))</li>" }
            }
            html += "</ul></li>\n"
        }
        for (index, name) in inherited.enumerated() {
            html += "<li><a href=\"#inherited-\(index + 1)\">\(HTML.escape(name)) Implementations</a></li>\n"
        }
        return html + "</ul>\n</nav>\n"
    }

    /// What the type gets from protocol extensions, one section per protocol (as DocC's
    /// "Collection Implementations"): declarations and summaries; the full text is on the protocol's page.
    func inheritedTopics(of type: Symbol, context: LinkResolver.Context, page: String) -> String {
        var html = ""
        for (index, name) in type.inheritedProtocols.enumerated() {
            let id = "inherited-\(index + 1)"
            html += "<section aria-labelledby=\"\(id)\">\n<h2 id=\"\(id)\">\(HTML.escape(name)) Implementations</h2>\n"
            let groups = Self.overloadGroups(type.members(inheritedFrom: name))
            for topic in TopicGroup.allCases {
                let members = groups.filter { $0[0].topicGroup == topic }
                guard !members.isEmpty else { continue }
                html += "<h3>\(topic.title)</h3>\n" + members.map { inheritedMember($0, context, page) }.joined()
            }
            html += "</section>\n"
        }
        return html
    }

    private func inheritedMember(_ overloads: [Symbol], _ context: LinkResolver.Context, _ page: String) -> String {
        let first = overloads[0]
        var html = "<section class=\"member\" id=\"\(HTML.escape(first.anchor))\">\n"
        html += "<h4><a href=\"#\(URLFragment.encode(first.anchor))\">\(HTML.escape(first.title))</a></h4>\n"
        for overload in overloads {
            html += badges(for: overload) + declarationBlock(overload, context, page)
        }
        if let summary = overloads.lazy.compactMap(\.documentation).first.map({ DocComment($0).summary }) {
            html += markdown(summary, context, page)
        }
        return html + "</section>\n"
    }

    /// Members grouped by anchor (overloads together), sorted by title.
    static func overloadGroups(_ members: [Symbol]) -> [[Symbol]] {
        var order: [String] = []
        var groups: [String: [Symbol]] = [:]
        for member in members {
            if groups[member.anchor] == nil { order.append(member.anchor) }
            groups[member.anchor, default: []].append(member)
        }
        return order.sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }.map { groups[$0]! }
    }

    /// One member entry: its overloads' declarations, then the documentation.
    func member(
        _ overloads: [Symbol], _ context: LinkResolver.Context, _ page: String, level: Int = 4, defaultProvided: Bool = false
    ) -> String {
        let first = overloads[0]
        let anchor = first.anchor
        var html = "<section class=\"member\" id=\"\(HTML.escape(anchor))\">\n"
        html += "<h\(level)><a href=\"#\(URLFragment.encode(anchor))\">\(HTML.escape(first.title))</a></h\(level)>\n"
        var extra: [String] = []
        if first.origin == .requirement && defaultProvided { extra.append("Default implementation provided") }
        html += badges(for: first, extra: extra, includeConditions: overloads.count == 1)
        // Overloads documented differently each keep their own text; otherwise it is shown once.
        let separate = Self.documentedSeparately(overloads)
        for overload in overloads {
            if overloads.count > 1 && (!overload.conditions.isEmpty || overload.extensionConstraints != nil) {
                html += badges(for: overload, includeDeprecation: false)
            }
            html += declarationBlock(overload, context, page)
            if separate, let source = overload.documentation {
                html += documentation(DocComment(source), context, page, level: level + 1)
            }
        }
        if !separate, let source = overloads.lazy.compactMap(\.documentation).first {
            html += documentation(DocComment(source), context, page, level: level + 1)
        }
        html += deprecationNote(first)
        return html + "</section>\n"
    }

    /// Whether overloads carry different comments (each is then shown with its declaration).
    static func documentedSeparately(_ overloads: [Symbol]) -> Bool {
        overloads.count > 1 && Set(overloads.compactMap { $0.documentation?.text }).count > 1
    }

    /// A nested type listed on its parent: a link to its page and its summary.
    func typeLink(_ symbol: Symbol, _ context: LinkResolver.Context, _ page: String) -> String {
        let link = pageOfType(symbol.scope + [symbol.name], module: context.module).map { href(to: $0, anchor: nil, from: page) } ?? "#"
        let summary = symbol.documentation.map { DocComment($0).plainSummary } ?? ""
        return "<li><a href=\"\(link)\"><code>\(HTML.escape(symbol.kind.keyword)) \(HTML.escape(symbol.name))</code></a>"
            + (summary.isEmpty ? "" : "<p>\(HTML.escape(summary))</p>") + "</li>\n"
    }

    // MARK: - Pieces

    func badges(for symbol: Symbol, extra: [String] = [], includeConditions: Bool = true,
                includeDeprecation: Bool = true) -> String {
        var items: [(String, String)] = []
        if includeDeprecation && symbol.deprecation != nil { items.append(("badge deprecated", "Deprecated")) }
        items += (symbol.availability ?? []).compactMap(\.badge).map { ("badge availability", $0) }
        if includeConditions {
            items += symbol.conditions.map { ("badge condition", "#if " + $0) }
            if let constraints = symbol.extensionConstraints { items.append(("badge constraint", "Available when " + constraints)) }
        }
        items += extra.map { ("badge", $0) }
        guard !items.isEmpty else { return "" }
        return "<ul class=\"badges\">" + items.map { "<li class=\"\($0.0)\">\(HTML.escape($0.1))</li>" }.joined() + "</ul>\n"
    }

    func deprecationNote(_ symbol: Symbol) -> String {
        guard let message = symbol.deprecation else { return "" }
        let text = message.isEmpty ? "" : Markdown.html(message)
        return "<div class=\"callout deprecated\"><p class=\"callout-title\">Deprecated</p>\(text)</div>\n"
    }

    /// The declaration, highlighted, with types of this package linked, and where it is written.
    func declarationBlock(_ symbol: Symbol, _ context: LinkResolver.Context, _ page: String) -> String {
        var code = ""
        var qualifier: [String] = []  // `Buffer.` before `View`: the names a nested type is reached through
        for fragment in symbol.declaration {
            let text = HTML.escape(fragment.text)
            defer {
                if fragment.kind == .type {
                    qualifier.append(fragment.text)
                } else if fragment.text != "." {
                    qualifier = []
                }
            }
            switch fragment.kind {
            case .type: code += typeReference(fragment.text, qualifiedBy: qualifier, context, page)
            case .keyword: code += "<span class=\"kw\">\(text)</span>"
            case .attribute: code += "<span class=\"attr\">\(text)</span>"
            case .name: code += "<span class=\"name\">\(text)</span>"
            case .label: code += "<span class=\"label\">\(text)</span>"
            case .string: code += "<span class=\"str\">\(text)</span>"
            case .number: code += "<span class=\"num\">\(text)</span>"
            case .operator, .identifier, .text: code += text
            }
        }
        return "<pre class=\"declaration\"><code>\(code)</code></pre>\n" + sourceLine(symbol, context, page)
    }

    /// Where the declaration is written, or for an inherited member, the protocol it comes from.
    private func sourceLine(_ symbol: Symbol, _ context: LinkResolver.Context, _ page: String) -> String {
        if let name = symbol.inheritedFrom {
            let code = "<code>\(HTML.escape(name))</code>"
            let linked = resolver.resolveType(name, in: context).map { "<a href=\"\(href(to: $0, from: page))\">\(code)</a>" }
                ?? externalLink(name, code)
            return "<p class=\"source\">Inherited from \(linked ?? code)</p>\n"
        }
        let place = "\(symbol.location.file):\(symbol.location.line)"
        let source = options.sourceLink(symbol.location).map { "<a href=\"\(HTML.escape($0))\">\(HTML.escape(place))</a>" }
            ?? HTML.escape(place)
        return "<p class=\"source\">Source: \(source)</p>\n"
    }

    /// A member's whole comment: summary, discussion, fields.
    func documentation(_ doc: DocComment, _ context: LinkResolver.Context, _ page: String, level: Int) -> String {
        markdown(doc.summary, context, page)
            + discussion(doc, context, page, headingsFrom: level) + fields(doc, context, page, level: level)
    }

    /// The discussion: Markdown blocks and callouts, in the order written.
    /// `headingsFrom`: the level of the comment's own `#` headings, below the
    /// page's (never a second `<h1>`).
    func discussion(_ doc: DocComment, _ context: LinkResolver.Context, _ page: String, headingsFrom: Int) -> String {
        doc.discussion.map { block in
            switch block {
            case .markdown(let text):
                return markdown(text, context, page, headingsFrom: headingsFrom)
            case .callout(let kind, let text):
                let style = kind.lowercased().filter(\.isLetter)
                return "<div class=\"callout \(HTML.escape(style))\"><p class=\"callout-title\">\(HTML.escape(kind))</p>"
                    + markdown(text, context, page) + "</div>\n"
            }
        }.joined()
    }

    /// Parameters, return value and errors.
    func fields(_ doc: DocComment, _ context: LinkResolver.Context, _ page: String, level: Int) -> String {
        var html = ""
        if !doc.parameters.isEmpty {
            html += "<h\(level)>Parameters</h\(level)>\n<dl class=\"parameters\">\n"
            for parameter in doc.parameters {
                html += "<dt>\(HTML.escape(parameter.name))</dt><dd>\(markdown(parameter.field.text, context, page))</dd>\n"
            }
            html += "</dl>\n"
        }
        if let returns = doc.returns {
            html += "<h\(level)>Return Value</h\(level)>\n" + markdown(returns.text, context, page)
        }
        if let throwsField = doc.throws {
            html += "<h\(level)>Throws</h\(level)>\n" + markdown(throwsField.text, context, page)
        }
        return html
    }

    /// Doc-comment Markdown as HTML, with symbol links pointing at their pages.
    func markdown(_ text: DocComment.Text, _ context: LinkResolver.Context, _ page: String, headingsFrom: Int = 3) -> String {
        guard !text.isEmpty else { return "" }
        let (source, links) = SymbolLinks.extract(text)
        let catalogLinks = hasCatalogs ? markdownLinks(module: context.module, page: page, sections: context.sections) : nil
        let html = CodeHighlighter.highlightSwiftBlocks(in: Markdown.html(source, headingsFrom: headingsFrom, links: catalogLinks))
        return SymbolLinks.fill(html, count: links.count) { index in
            let target = links[index].target
            // As DocC shows it: the last component, without a disambiguation suffix (`-2fxvb`).
            let last = target.split(separator: "/").last.map(String.init) ?? target
            let label = HTML.escape(LinkResolver.strippingDisambiguation(last))
            guard let node = resolver.resolve(target, in: context) else {
                return externalSymbolLink(target, "<code>\(label)</code>") ?? "<code class=\"unresolved\">\(label)</code>"
            }
            return "<a href=\"\(href(to: node, from: page))\"><code>\(label)</code></a>"
        }
    }

    /// Superclass and protocols, including those added by extensions with their constraints.
    func relationships(_ symbol: Symbol, _ context: LinkResolver.Context, _ page: String) -> String {
        var items = symbol.inheritance.map { (name: $0, note: "") }
        for conformance in symbol.conformances {
            var notes: [String] = []
            if let constraints = conformance.whereClause { notes.append("when " + constraints) }
            notes += conformance.conditions.map { "#if " + $0 }
            items.append((conformance.name, notes.joined(separator: ", ")))
        }
        // As DocC lists them: what conforms to a protocol (or inherits from it, or from a class).
        let below = subtypes[page] ?? []
        guard !items.isEmpty || !below.isEmpty else { return "" }
        var html = "<section aria-labelledby=\"relationships\">\n<h2 id=\"relationships\">Relationships</h2>\n"
        if !items.isEmpty {
            html += "<h3>" + (symbol.kind == .protocol ? "Inherits From" : "Conforms To") + "</h3>\n<ul>\n"
            for item in items {
                let name = HTML.escape(item.name)
                let linked = resolver.resolveType(item.name, in: context)
                    .map { "<a href=\"\(href(to: $0, from: page))\"><code>\(name)</code></a>" }
                    ?? externalLink(item.name, "<code>\(name)</code>") ?? "<code>\(name)</code>"
                let note = item.note.isEmpty ? "" : " <span class=\"result-kind\">(\(HTML.escape(item.note)))</span>"
                html += "<li>\(linked)\(note)</li>\n"
            }
            html += "</ul>\n"
        }
        for (title, nodes) in [("Inherited By", below.filter { $0.kind == .protocol || symbol.kind == .class }),
                               ("Conforming Types", symbol.kind == .protocol ? below.filter { $0.kind != .protocol } : [])]
        where !nodes.isEmpty {
            html += "<h3>\(title)</h3>\n<ul>\n" + nodes.map { node in
                let shown = node.page.split(separator: "/").last.map(String.init) ?? node.name
                return "<li><a href=\"\(href(to: node, from: page))\"><code>\(HTML.escape(shown))</code></a></li>\n"
            }.joined() + "</ul>\n"
        }
        return html + "</section>\n"
    }

    /// The page of the type at `path` (outermost name first) in `module`.
    func pageOfType(_ path: [String], module: Int) -> String? {
        var nodes = map.modules[module].nodes
        var found: SiteMap.Node?
        for name in path {
            found = nodes.first { $0.anchor == nil && $0.name == name }
            nodes = found?.children ?? []
        }
        return found?.page
    }
}
