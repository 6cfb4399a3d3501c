import Foundation
import ToolCore

/// Reads a module's DocC catalog as DocC finds it: the `.docc` folder in the
/// module's sources. Each `.md` file is the root article (`# ``Module`` `), a
/// documentation extension (`# ``Module/Type`` `) or an article (`# A Title`);
/// other files are resources. `@Metadata` and `@Options` set how a page shows;
/// block directives are read by ``CatalogTextReader``. What cannot be honoured
/// (a tutorial, a directive swiftdoc-lite does not render) is a warning at its
/// line, and the rest is read.
enum CatalogReader {
    static func read(moduleFolder: String, moduleName: String, packageRoot: String) -> (catalog: Catalog?, diagnostics: [Diagnostic]) {
        guard let folder = catalogFolder(in: moduleFolder) else { return (nil, []) }
        var catalog = Catalog(path: Paths.relative(folder, to: packageRoot))
        var diagnostics: [Diagnostic] = []
        for file in files(in: folder) {
            let relative = String(file.dropFirst(folder.count + 1))
            let shown = Paths.relative(file, to: packageRoot)
            switch (file as NSString).pathExtension.lowercased() {
            case "md":
                guard let text = try? SourceFile.readText(atPath: file) else {
                    diagnostics.append(warning(shown, 1, "skipped: cannot read the article"))
                    continue
                }
                let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
                let (article, found) = parse(text, name: name, file: shown, packageRoot: packageRoot)
                diagnostics += found
                if let article { add(article, moduleName: moduleName, into: &catalog, diagnostics: &diagnostics) }
            case "tutorial":
                diagnostics.append(warning(shown, 1, "tutorials are not supported: this file is left out"))
            case "plist", "":
                continue
            default:
                catalog.resources.append(relative)
            }
        }
        catalog.articles = curatedFirst(catalog.articles, by: catalog.root)
        return (catalog, diagnostics)
    }

    /// Articles in the order the root article's Topics name them (as DocC's navigator
    /// lists them), then the others by file.
    private static func curatedFirst(_ articles: [Article], by root: Article?) -> [Article] {
        let named = (root?.topics ?? []).flatMap(\.links).compactMap { $0.articleName?.split(separator: "/").last.map(String.init) }
        var order: [String: Int] = [:]
        for name in named where order[name] == nil { order[name] = order.count }
        return articles.enumerated().sorted { left, right in
            (order[left.element.name] ?? order.count + left.offset) < (order[right.element.name] ?? order.count + right.offset)
        }.map(\.element)
    }

    /// Root, extension or article, by its title.
    private static func add(_ article: Article, moduleName: String, into catalog: inout Catalog, diagnostics: inout [Diagnostic]) {
        guard article.title.hasPrefix("``"), article.title.hasSuffix("``"), article.title.count > 4 else {
            var article = article
            if let name = article.displayName { article.title = name }
            catalog.articles.append(article)
            return
        }
        var article = article
        article.title = String(article.title.dropFirst(2).dropLast(2))
        if article.title == moduleName {
            if catalog.root == nil {
                catalog.root = article
            } else {
                diagnostics.append(warning(article.file, 1, "a second root article for ``\(moduleName)``: left out"))
            }
            return
        }
        if article.title.hasPrefix(moduleName + "/") { article.title.removeFirst(moduleName.count + 1) }
        catalog.extensions.append(article)
    }

    /// The first `.docc` folder directly in the module's folder or below it, by path.
    private static func catalogFolder(in moduleFolder: String) -> String? {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: moduleFolder) else { return nil }
        var found: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".docc") {
                found.append(moduleFolder + "/" + path)
                enumerator.skipDescendants()
            }
        }
        return found.sorted().first
    }

    /// Every file below `folder`, sorted (the same input gives the same output).
    private static func files(in folder: String) -> [String] {
        var isFolder: ObjCBool = false
        return (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .map { folder + "/" + $0 }
            .filter { FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && !isFolder.boolValue }
            .sorted()
    }

    // MARK: - One file

    /// Splits a catalog file: title, summary (the first paragraph), body,
    /// `## Topics`; `@Metadata` read, block directives read into the body.
    static func parse(_ text: String, name: String, file: String, packageRoot: String = "") -> (Article?, [Diagnostic]) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
        guard let titleIndex = lines.firstIndex(where: { !$0.allSatisfy(\.isWhitespace) }), lines[titleIndex].hasPrefix("# ") else {
            return (nil, [warning(file, 1, "no `# Title` line first: DocC would not read it either; left out")])
        }
        var split = ArticleSplit(article: Article(name: name, title: lines[titleIndex].dropFirst(2).trimmingCharacters(in: .whitespaces),
                                                  file: file))
        var diagnostics: [Diagnostic] = []
        var index = titleIndex + 1
        while index < lines.count {
            let line = lines[index], number = index + 1
            split.noteFence(line)
            if split.readsDirectives, line.hasPrefix("@"),
               case let name = Directive(lines[index...index], line: number, column: 1).name, name == "Metadata" || name == "Options" {
                let end = Directive.end(in: lines, from: index)
                let directive = Directive(lines[index...end], line: number, column: 1)
                diagnostics += name == "Metadata" ? readMetadata(directive, into: &split.article, file: file)
                    : readOptions(directive, into: &split.article, file: file)
                split.skip(end - index + 1)
                index = end + 1
                continue
            }
            split.add(line, number: number)
            index += 1
        }
        var reader = CatalogTextReader(file: file, packageRoot: packageRoot)
        var article = split.article
        article.summary = split.summary.joined(separator: "\n")
        var body = split.body
        while let last = body.last, last.allSatisfy(\.isWhitespace) { body.removeLast() }
        article.body = reader.read(body, line: max(split.bodyLine, 1))
        return (article, diagnostics + reader.diagnostics)
    }

    /// One file split line by line: the summary (the first paragraph), the body
    /// and the Topics section.
    private struct ArticleSplit {
        var article: Article
        var summary: [String] = []
        /// The body's lines, one per file line from its first (lines left out are blank), so that findings keep their lines.
        private(set) var body: [String] = []
        private(set) var bodyLine = 0
        private var fence = CodeFence()
        private var inFence = false, inTopics = false, summaryEnded = false

        init(article: Article) { self.article = article }

        /// `@Metadata` and `@Options` are read outside code and Topics.
        var readsDirectives: Bool { !inFence && !inTopics }

        mutating func noteFence(_ line: String) {
            inFence = fence.contains(line)
        }

        /// Lines read elsewhere (a directive's): blank in the body.
        mutating func skip(_ count: Int) {
            if !body.isEmpty { body += Array(repeating: "", count: count) }
        }

        mutating func add(_ line: String, number: Int) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !inFence, line.hasPrefix("## ") { inTopics = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces) == "Topics" }
            if inTopics {
                CatalogReader.readTopicLine(line, number: number, into: &article.topics)
                skip(1)
            } else if !summaryEnded, !(summary.isEmpty && CatalogReader.startsBlock(trimmed)), summary.isEmpty || !trimmed.isEmpty {
                if summary.isEmpty, !trimmed.isEmpty { article.summaryLine = number }
                if !trimmed.isEmpty { summary.append(line) }
            } else {
                summaryEnded = true
                if body.isEmpty, trimmed.isEmpty { return }
                if body.isEmpty { bodyLine = number }
                body.append(line)
            }
        }
    }

    /// A line that starts something other than a paragraph: no summary then.
    fileprivate static func startsBlock(_ line: String) -> Bool {
        ["#", "```", "~~~", "- ", "* ", "> ", "![", "|", "@"].contains { line.hasPrefix($0) }
    }

    /// `@Metadata`'s directives: what a page shows (`@DisplayName`, `@TitleHeading`,
    /// `@PageImage`) and how an extension merges; a warning for any other.
    private static func readMetadata(_ metadata: Directive, into article: inout Article, file: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for child in Directive.children(of: metadata.content, line: metadata.contentLine, column: metadata.contentColumn) {
            let value = child.arguments[""]
            switch child.name {
            case "DocumentationExtension":
                article.overridesDocumentation = child.arguments["mergeBehavior"] == "override"
            case "DisplayName" where value != nil:
                article.displayName = value
            case "TitleHeading" where value != nil:
                article.titleHeading = value
            case "PageImage" where child.arguments["source"] != nil:
                let image = CatalogImage(source: child.arguments["source"] ?? "", alt: child.arguments["alt"] ?? "")
                if child.arguments["purpose"] == "card" { article.card = image } else { article.icon = image }
            default:
                diagnostics.append(Diagnostic(file: file, line: child.line, column: child.column, severity: .warning,
                                              ruleID: Catalog.findingRuleID,
                                              message: "`@\(child.name)` in `@Metadata` is not supported by swiftdoc-lite: left out"))
            }
        }
        return diagnostics
    }

    /// `@Options`: what can be turned off (swiftdoc-lite makes no automatic article
    /// subheading, so turning that off is honoured already); a warning for any other.
    private static func readOptions(_ options: Directive, into article: inout Article, file: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for child in Directive.children(of: options.content, line: options.contentLine, column: options.contentColumn) {
            let value = child.arguments[""] ?? child.arguments["enabled"].map { $0 == "false" ? "disabled" : "enabled" }
            switch (child.name, value) {
            case ("AutomaticTitleHeading", "disabled"): article.hidesTitleHeading = true
            case ("AutomaticSeeAlso", "disabled"):
                article.hidesSeeAlso = true
                if options.arguments["scope"] == "global" { article.hidesSeeAlsoEverywhere = true }
            case ("AutomaticArticleSubheading", "disabled"), (_, "enabled"),
                 ("TopicsVisualStyle", "list"):
                continue
            case ("TopicsVisualStyle", "hidden"): article.hidesTopics = true
            default:
                diagnostics.append(Diagnostic(file: file, line: child.line, column: child.column, severity: .warning,
                                              ruleID: Catalog.findingRuleID,
                                              message: "`@\(child.name)` in `@Options` is not supported by swiftdoc-lite: left out"))
            }
        }
        return diagnostics
    }

    /// `### Group` starts a group; `- ``Symbol`` ` and `- <doc:Article>` are its links.
    fileprivate static func readTopicLine(_ line: String, number: Int, into topics: inout [TopicSection]) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("### ") {
            topics.append(TopicSection(title: String(trimmed.dropFirst(4)).trimmingCharacters(in: .whitespaces), links: []))
            return
        }
        guard let link = CatalogLinks.listItem(line, line: number, column: 1) else { return }
        if topics.isEmpty { topics.append(TopicSection(title: "", links: [])) }
        topics[topics.count - 1].links.append(link)
    }

    private static func warning(_ file: String, _ line: Int, _ message: String) -> Diagnostic {
        Diagnostic(file: file, line: line, column: 1, severity: .warning, ruleID: Catalog.findingRuleID, message: message)
    }
}
