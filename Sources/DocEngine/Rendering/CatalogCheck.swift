import ToolCore

/// The findings about a module's DocC catalog that need the whole site to
/// decide: symbol and `<doc:>` links that lead nowhere, and documentation
/// extensions for symbols the module does not have. Each at its file, line and column.
struct CatalogCheck {
    let map: SiteMap
    let resolver: LinkResolver

    func run() -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (module, docs) in map.package.modules.enumerated() {
            guard let catalog = docs.catalog else { continue }
            let context = LinkResolver.Context(module: module, scope: [])
            for article in [catalog.root].compactMap(\.self) + catalog.articles {
                findings += check(article, context)
            }
            for article in catalog.extensions {
                guard let symbol = resolver.resolve(article.title, in: context) else {
                    findings.append(Diagnostic(
                        file: article.file, line: 1, column: 3, severity: .warning, ruleID: Catalog.findingRuleID,
                        message: "``\(article.title)`` does not name a documented symbol: this extension is left out"))
                    continue
                }
                // On a type's page, its members are in scope.
                let scope = symbol.anchor == nil
                    ? article.title.split(separator: "/").map { LinkResolver.strippingDisambiguation(String($0)) } : []
                findings += check(article, LinkResolver.Context(module: module, scope: scope))
            }
        }
        return findings
    }

    private func check(_ article: Article, _ context: LinkResolver.Context) -> [Diagnostic] {
        var context = context
        context.sections = article.body.sections
        var findings = links(in: CatalogText(markdown: article.summary, line: article.summaryLine), article.file, context)
        findings += links(in: article.body, article.file, context)
        for group in article.topics {
            findings += group.links.compactMap { unresolved($0, article.file, context) }
        }
        return findings
    }

    /// The unresolved links of `text` and of the blocks inside it.
    private func links(in text: CatalogText, _ file: String, _ context: LinkResolver.Context) -> [Diagnostic] {
        var findings = text.blocks.flatMap(\.texts).flatMap { links(in: $0, file, context) }
        for case .links(_, let list) in text.blocks {
            findings += list.compactMap { unresolved($0, file, context) }
        }
        // Text from elsewhere (a snippet's) has no lines in this file.
        guard text.line > 0 else { return findings }
        for link in Self.linksWritten(in: text) {
            if let finding = unresolved(link, file, context) { findings.append(finding) }
        }
        return findings
    }

    private func unresolved(_ link: CatalogLink, _ file: String, _ context: LinkResolver.Context) -> Diagnostic? {
        let message: String
        if let name = link.articleName {
            let anchor = name.hasPrefix("#") ? String(name.dropFirst()) : name
            guard context.sections[anchor] == nil, map.article(named: name, module: context.module) == nil,
                  resolver.resolve(name, in: context) == nil else { return nil }
            message = "<doc:\(name)> does not name an article of the catalog or a documented symbol"
        } else {
            guard resolver.resolve(link.target, in: context) == nil,
                  map.package.externalTypes.link(forSymbolLink: link.target) == nil else { return nil }
            message = "``\(link.target)`` does not name a documented symbol"
        }
        return Diagnostic(file: file, line: link.line, column: link.column, severity: .warning,
                          ruleID: DocCommentChecks.Rule.unresolvedLink, message: message)
    }

    /// The ``` ``Symbol`` ``` and `<doc:…>` links of Markdown outside code, where they are in the file.
    static func linksWritten(in text: CatalogText) -> [CatalogLink] {
        let lines = text.markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { offset, line in
            DocCommentSource.Line(text: String(line), line: text.line + offset, column: text.column)
        }
        var found = SymbolLinks.extract(lines).links.map { CatalogLink($0.target, line: $0.line, column: $0.column) }
        var fence = CodeFence()
        for line in lines where !fence.contains(line.text) {
            // `<doc:Name>`, and `[text](doc:Name)`.
            for (opening, closing) in [("<doc:", ">" as Character), ("](doc:", ")")] {
                for range in line.text.ranges(of: opening) {
                    let rest = line.text[range.upperBound...]
                    guard let end = rest.firstIndex(of: closing) else { continue }
                    let start = opening == "<doc:" ? range.lowerBound : line.text.index(range.lowerBound, offsetBy: 2)
                    let column = line.column + line.text.distance(from: line.text.startIndex, to: start)
                    found.append(CatalogLink("doc:" + rest[..<end], line: line.line, column: column))
                }
            }
        }
        return found.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }
}
