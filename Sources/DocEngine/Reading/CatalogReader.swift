import Foundation
import ToolCore

/// Reads a module's DocC catalog as DocC finds it: the `.docc` folder in the
/// module's sources. Each `.md` file is the root article (`# ``Module`` `), a
/// documentation extension (`# ``Module/Type`` `) or an article (`# A Title`);
/// other files are resources. What cannot be honoured (a directive other than
/// `@Metadata`, a tutorial) is a warning at its line, and the rest is read.
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
                let (article, found) = parse(text, name: name, file: shown)
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
        return (catalog, diagnostics)
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

    /// Splits a catalog file: title, summary, body, `## Topics`; directives set aside.
    static func parse(_ text: String, name: String, file: String) -> (Article?, [Diagnostic]) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
        var diagnostics: [Diagnostic] = []
        guard let titleIndex = lines.firstIndex(where: { !$0.allSatisfy(\.isWhitespace) }), lines[titleIndex].hasPrefix("# ") else {
            return (nil, [warning(file, 1, "no `# Title` line first: DocC would not read it either; left out")])
        }
        var article = Article(name: name, title: lines[titleIndex].dropFirst(2).trimmingCharacters(in: .whitespaces), file: file)
        var summary: [String] = []
        var body: [String] = []
        var part = Part.beforeSummary
        var inFence = false, inTopics = false
        var index = titleIndex + 1
        while index < lines.count {
            defer { index += 1 }
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { inFence.toggle() }
            if !inFence, line.hasPrefix("@") {
                let end = directiveEnd(lines, from: index)
                readDirective(lines[index...end].joined(separator: "\n"), line: index + 1, into: &article, file: file,
                              diagnostics: &diagnostics)
                index = end
                continue
            }
            if !inFence, line.hasPrefix("## ") {
                inTopics = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces) == "Topics"
                if inTopics { continue }
            }
            if inTopics {
                readTopicLine(trimmed, into: &article.topics)
                continue
            }
            place(line, number: index + 1, part: &part, summary: &summary, body: &body, bodyLine: &article.bodyLine)
        }
        article.summary = summary.joined(separator: "\n")
        article.body = body.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        return (article, diagnostics)
    }

    private enum Part { case beforeSummary, summary, body }

    /// Adds a line of text to the summary (the first paragraph) or the body.
    private static func place(
        _ line: String, number: Int, part: inout Part, summary: inout [String], body: inout [String], bodyLine: inout Int
    ) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        switch part {
        case .beforeSummary where trimmed.isEmpty:
            return
        case .beforeSummary where !startsBlock(trimmed), .summary where !trimmed.isEmpty:
            summary.append(line)
            part = .summary
            return
        case .summary:
            part = .body
            return
        default:
            part = .body
        }
        if body.isEmpty {
            if trimmed.isEmpty { return }
            bodyLine = number
        }
        body.append(line)
    }

    /// A line that starts something other than a paragraph: no summary then.
    private static func startsBlock(_ line: String) -> Bool {
        ["#", "```", "~~~", "- ", "* ", "> ", "![", "|", "@"].contains { line.hasPrefix($0) }
    }

    /// The last line of the directive starting at `start`: its braces balanced.
    private static func directiveEnd(_ lines: [String], from start: Int) -> Int {
        var depth = 0
        for index in start..<lines.count {
            depth += lines[index].count { $0 == "{" } - lines[index].count { $0 == "}" }
            if depth <= 0 { return index }
        }
        return lines.count - 1
    }

    private static func readDirective(_ text: String, line: Int, into article: inout Article, file: String,
                                      diagnostics: inout [Diagnostic]) {
        let name = String(text.dropFirst().prefix { $0.isLetter || $0.isNumber })
        switch name {
        case "Metadata":
            if text.contains("@DocumentationExtension"), text.replacingOccurrences(of: " ", with: "").contains("mergeBehavior:override") {
                article.overridesDocumentation = true
            }
            article.displayName = quotedArgument(of: "@DisplayName", in: text) ?? article.displayName
            article.titleHeading = quotedArgument(of: "@TitleHeading", in: text) ?? article.titleHeading
        case "Comment":
            break  // a note to the authors, never shown
        default:
            diagnostics.append(warning(file, line, "`@\(name)` is not supported by swiftdoc-lite: its content is left out"))
        }
    }

    /// The first string literal after `directive(` in `text`: `Guide` in `@TitleHeading("Guide")`.
    private static func quotedArgument(of directive: String, in text: String) -> String? {
        guard let start = text.range(of: directive + "(") else { return nil }
        let rest = text[start.upperBound...]
        guard let open = rest.firstIndex(of: "\""), let close = rest[rest.index(after: open)...].firstIndex(of: "\"") else { return nil }
        return String(rest[rest.index(after: open)..<close])
    }

    /// `### Group` starts a group; `- ``Symbol`` ` and `- <doc:Article>` are its links.
    private static func readTopicLine(_ line: String, into topics: inout [TopicSection]) {
        if line.hasPrefix("### ") {
            topics.append(TopicSection(title: String(line.dropFirst(4)).trimmingCharacters(in: .whitespaces), links: []))
            return
        }
        guard line.hasPrefix("- ") || line.hasPrefix("* ") else { return }
        let item = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
        let link: String
        if item.hasPrefix("``"), let end = item.dropFirst(2).range(of: "``") {
            link = String(item[item.index(item.startIndex, offsetBy: 2)..<end.lowerBound])
        } else if item.hasPrefix("<doc:"), let end = item.firstIndex(of: ">") {
            link = "doc:" + item[item.index(item.startIndex, offsetBy: 5)..<end]
        } else {
            return
        }
        if topics.isEmpty { topics.append(TopicSection(title: "", links: [])) }
        topics[topics.count - 1].links.append(link)
    }

    private static func warning(_ file: String, _ line: Int, _ message: String) -> Diagnostic {
        Diagnostic(file: file, line: line, column: 1, severity: .warning, ruleID: Catalog.findingRuleID, message: message)
    }
}
