import Foundation
import ToolCore

/// Reads catalog Markdown with DocC's block directives in it: each directive
/// swiftdoc-lite renders (`@Row`, `@TabNavigator`, `@Small`, `@Links`,
/// `@Snippet`, `@Image`) becomes a ``CatalogBlock`` with a placeholder line in
/// the Markdown; any other is a warning at its line, and its content is left out.
struct CatalogTextReader {
    /// The catalog file, relative to the package folder, for findings.
    let file: String
    /// The package folder: `@Snippet` reads its `Snippets` folder.
    let packageRoot: String
    private(set) var diagnostics: [Diagnostic] = []
    /// Snippets read so far, by file: an article often shows several slices of one.
    private var snippets: [String: SnippetFile] = [:]

    init(file: String, packageRoot: String) {
        self.file = file
        self.packageRoot = packageRoot
    }

    /// `lines` (starting at file line `line`, column `column`) as Markdown and blocks.
    mutating func read(_ lines: [String], line: Int, column: Int = 1) -> CatalogText {
        var text = CatalogText(markdown: "", line: line, column: column)
        var output: [String] = []
        var fence = CodeFence()
        var index = 0
        while index < lines.count {
            if !fence.contains(lines[index]), lines[index].hasPrefix("@") {
                let end = Directive.end(in: lines, from: index)
                let directive = Directive(lines[index...end], line: line + index, column: column)
                // As many lines as the directive, so that later lines keep their numbers.
                let blank = Array(repeating: "", count: end - index)
                if let block = block(for: directive) {
                    output += [CatalogBlock.placeholder(text.blocks.count)] + blank
                    text.blocks.append(block)
                } else {
                    output += [""] + blank
                }
                index = end + 1
                continue
            }
            output.append(lines[index])
            index += 1
        }
        text.markdown = output.joined(separator: "\n")
        return text
    }

    /// The block `directive` renders as; nil (and a warning unless it is a `@Comment`) when it renders as nothing.
    mutating func block(for directive: Directive) -> CatalogBlock? {
        switch directive.name {
        case "Comment":
            return nil
        case "Row":
            let columns = children(of: directive, named: "Column").map { column in
                CatalogColumn(size: Int(column.arguments["size"] ?? "") ?? 1, text: content(of: column))
            }
            return .row(columns)
        case "TabNavigator":
            return .tabs(children(of: directive, named: "Tab").map { CatalogTab(title: $0.arguments[""] ?? "", text: content(of: $0)) })
        case "Small":
            return .small(content(of: directive))
        case "Links":
            let links = directive.content.enumerated().compactMap { offset, line in
                CatalogLinks.listItem(line, line: directive.contentLine + offset, column: directive.contentColumn)
            }
            return .links(style: directive.arguments["visualStyle"] ?? "list", links: links)
        case "Image":
            guard let source = directive.arguments["source"] else { return warn(directive, "`@Image` without a source: left out") }
            return .image(CatalogImage(source: source, alt: directive.arguments["alt"] ?? ""))
        case "Snippet":
            return snippet(directive)
        case "DeprecationSummary":
            return .deprecationSummary(content(of: directive))
        default:
            return warn(directive, "`@\(directive.name)` is not supported by swiftdoc-lite: its content is left out")
        }
    }

    /// The directives named `name` inside `directive`; any other is a warning.
    private mutating func children(of directive: Directive, named name: String) -> [Directive] {
        Directive.children(of: directive.content, line: directive.contentLine, column: directive.contentColumn).filter { child in
            guard child.name == name else {
                _ = warn(child, "`@\(child.name)` inside `@\(directive.name)`: only `@\(name)` is read there; left out")
                return false
            }
            return true
        }
    }

    private mutating func content(of directive: Directive) -> CatalogText {
        read(directive.content, line: directive.contentLine, column: directive.contentColumn)
    }

    // MARK: - Snippets

    /// A snippet's explanation and code, as swift-docc-plugin extracts them
    /// (or only the named slice's code, as DocC shows a slice).
    private mutating func snippet(_ directive: Directive) -> CatalogBlock? {
        guard let path = directive.arguments["path"] else { return warn(directive, "`@Snippet` without a path: left out") }
        guard let location = SnippetFile.locate(path, in: packageRoot) else {
            return warn(directive, "snippet `\(path)` not found in the package's Snippets folder: left out")
        }
        guard let snippet = snippets[location] ?? (try? SourceFile.readText(atPath: location)).map(SnippetFile.init) else {
            return warn(directive, "snippet `\(path)` cannot be read: left out")
        }
        snippets[location] = snippet
        let slice = directive.arguments["slice"]
        guard let code = snippet.code(slice: slice) else {
            return warn(directive, "snippet `\(path)` has no slice `\(slice ?? "")`: left out")
        }
        let fence = String(repeating: "`", count: max(3, SnippetFile.longestBacktickRun(in: code) + 1))
        let explanation = slice == nil ? snippet.explanation : ""
        let markdown = (explanation.isEmpty ? "" : explanation + "\n\n") + fence + "swift\n" + code + "\n" + fence
        // Line 0: the snippet's text is not the article's, so its links are not checked against the article's lines.
        return .snippet(CatalogText(markdown: markdown, line: 0))
    }

    private mutating func warn(_ directive: Directive, _ message: String) -> CatalogBlock? {
        diagnostics.append(Diagnostic(file: file, line: directive.line, column: directive.column, severity: .warning,
                                      ruleID: Catalog.findingRuleID, message: message))
        return nil
    }
}

/// The links of topic groups and `@Links` directives: list items holding one link.
enum CatalogLinks {
    /// `- ``Symbol`` ` → `Symbol`, `- <doc:Article>` → `doc:Article`; nil for other lines.
    static func listItem(_ text: String, line: Int, column: Int) -> CatalogLink? {
        let indent = text.prefix { $0 == " " || $0 == "\t" }.count
        let trimmed = text.dropFirst(indent)
        guard trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ") else { return nil }
        let item = trimmed.dropFirst(2).drop { $0 == " " }
        let at = column + indent + (trimmed.count - 2 - item.count) + 2
        if item.hasPrefix("``"), let end = item.dropFirst(2).range(of: "``") {
            return CatalogLink(String(item[item.index(item.startIndex, offsetBy: 2)..<end.lowerBound]), line: line, column: at)
        }
        if item.hasPrefix("<doc:"), let end = item.firstIndex(of: ">") {
            return CatalogLink("doc:" + item[item.index(item.startIndex, offsetBy: 5)..<end], line: line, column: at)
        }
        return nil
    }
}
