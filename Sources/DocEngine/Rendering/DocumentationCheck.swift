import ToolCore

/// The findings about a package's documentation: doc comments that disagree
/// with their declarations, and links (in comments and catalogs) that resolve to nothing.
public enum DocumentationCheck {
    /// Checks every documented symbol of `map`'s package. Paths are the symbols'
    /// (relative to the package folder).
    public static func run(_ map: SiteMap) -> [Diagnostic] {
        let resolver = LinkResolver(map: map)
        var findings: [Diagnostic] = []
        for (index, module) in map.package.modules.enumerated() {
            module.forEachSymbol { symbol in
                // An inherited member's comment is its protocol's, checked there (or the standard library's).
                guard symbol.isDeclared, let source = symbol.documentation else { return }
                let doc = DocComment(source)
                findings += DocCommentChecks.check(doc, of: symbol, file: symbol.location.file)
                let context = LinkResolver.Context(module: index, symbol: symbol)
                for text in doc.allText {
                    for link in SymbolLinks.extract(text).links where resolver.resolve(link.target, in: context) == nil
                        && map.package.externalTypes.link(forSymbolLink: link.target) == nil {
                        findings.append(Diagnostic(
                            file: symbol.location.file, line: link.line, column: link.column, severity: .warning,
                            ruleID: DocCommentChecks.Rule.unresolvedLink,
                            message: "``\(link.target)`` does not name a documented symbol"))
                    }
                }
            }
        }
        return findings + CatalogCheck(map: map, resolver: resolver).run()
    }
}
