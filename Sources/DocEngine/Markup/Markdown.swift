import CCmarkGFM
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CommonMark to HTML with GitHub's tables, strikethrough and autolinks.
///
/// Raw HTML in the Markdown is never passed through: without `CMARK_OPT_UNSAFE`
/// cmark replaces it with a comment, and text is escaped, so a doc comment
/// holding `<script>` shows as text.
public enum Markdown {
    private static let extensionNames = ["table", "strikethrough", "autolink"]

    /// Registering is idempotent but not thread-safe; a static initializer runs once.
    private static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    /// `markdown` as an HTML fragment.
    /// `headingsFrom`: the smallest heading level the HTML may use; a comment's
    /// headings are lowered by as many levels (`#` becomes `<h3>` with 3), up to 6.
    public static func html(_ markdown: String, headingsFrom: Int = 1, links: MarkdownLinks? = nil) -> String {
        _ = registered
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8
        guard let parser = cmark_parser_new(options) else { return HTML.escape(markdown) }
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let syntaxExtension = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntaxExtension)
            }
        }
        cmark_parser_feed(parser, markdown, markdown.utf8.count)
        guard let document = cmark_parser_finish(parser) else { return HTML.escape(markdown) }
        defer { cmark_node_free(document) }
        showRawHTMLAsText(in: document)
        showAsidesAsCallouts(in: document)
        resolveArticleLinks(in: document, links)
        if let links { resolveImages(in: document, links) }
        if headingsFrom > 1 { lowerHeadings(in: document, by: headingsFrom - 1) }
        guard let rendered = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) else {
            return HTML.escape(markdown)
        }
        defer { free(rendered) }
        return String(cString: rendered)
    }
}

/// How one page resolves what catalog Markdown names, in URLs relative to the page.
public struct MarkdownLinks: Sendable {
    /// `Name` or `Module/Name` of `<doc:…>` → the article page's URL and title.
    public var article: @Sendable (String) -> (href: String, title: String)?
    /// An image as written (`diagram`, `diagram.png`) → the copied resource's URL,
    /// and its `~dark` variant's when there is one.
    public var image: @Sendable (String) -> (light: String, dark: String?)?
}

extension Markdown {
    /// DocC's `<doc:Article>` links: to the article's page, titled with its
    /// title, when the catalog has it; else the article's name in code, not a
    /// link that leads nowhere. A relative link to an article's file (`Configuration.md`,
    /// `Rules/empty_count.md#options` — what reads on a forge) leads to its page too.
    private static func resolveArticleLinks(in document: OpaquePointer, _ links: MarkdownLinks?) {
        var found: [(node: OpaquePointer, article: String)] = []
        guard let iterator = cmark_iter_new(document) else { return }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                  cmark_node_get_type(node) == CMARK_NODE_LINK,
                  let url = cmark_node_get_url(node).map({ String(cString: $0) }) else { continue }
            if url.hasPrefix("doc:") {
                found.append((node, String(url.dropFirst("doc:".count))))
            } else if let article = articleFile(url), let target = links?.article(article) {
                cmark_node_set_url(node, target.href)
            }
        }
        cmark_iter_free(iterator)
        for (node, article) in found {
            if let target = links?.article(article) {
                cmark_node_set_url(node, target.href)
                // `<doc:Name>` (an autolink) shows its URL: show the title instead.
                if let text = cmark_node_first_child(node), cmark_node_get_type(text) == CMARK_NODE_TEXT,
                   cmark_node_get_literal(text).map({ String(cString: $0) }) == "doc:" + article {
                    cmark_node_set_literal(text, target.title)
                }
                continue
            }
            guard let code = cmark_node_new(CMARK_NODE_CODE) else { continue }
            cmark_node_set_literal(code, article)
            cmark_node_replace(node, code)
            cmark_node_free(node)
        }
    }

    /// The article a relative link to a Markdown file names (its file name, and its anchor): nil for
    /// any other link, which stays as written.
    static func articleFile(_ url: String) -> String? {
        let (path, anchor) = url.firstIndex(of: "#").map { (url[..<$0], url[$0...]) } ?? (url[...], "")
        guard path.hasSuffix(".md"), !path.hasPrefix("/"), !path.contains(":") else { return nil }
        let name = path.split(separator: "/").last.map { $0.dropLast(".md".count) } ?? ""
        return name.isEmpty ? nil : String(name + anchor)
    }

    /// The asides DocC recognizes in a quote's first word (`> Note: …`).
    static let asideKinds = [
        "Note", "Important", "Warning", "Tip", "Experiment", "Attention", "Bug", "Complexity", "Invariant", "Postcondition",
        "Precondition", "Remark", "Requires", "Since", "ToDo", "Version",
    ]

    /// `> Note: text` as DocC shows it: a callout titled with its kind, not a quote.
    private static func showAsidesAsCallouts(in document: OpaquePointer) {
        var quotes: [OpaquePointer] = []
        guard let iterator = cmark_iter_new(document) else { return }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator), cmark_node_get_type(node) == CMARK_NODE_BLOCK_QUOTE {
                quotes.append(node)
            }
        }
        cmark_iter_free(iterator)
        for quote in quotes {
            guard let paragraph = cmark_node_first_child(quote), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
                  let text = cmark_node_first_child(paragraph), cmark_node_get_type(text) == CMARK_NODE_TEXT,
                  let literal = cmark_node_get_literal(text).map({ String(cString: $0) }),
                  let kind = asideKinds.first(where: { literal.lowercased().hasPrefix($0.lowercased() + ":") }),
                  let callout = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { continue }
            let style = kind.lowercased()
            cmark_node_set_on_enter(callout, "<div class=\"callout \(style)\"><p class=\"callout-title\">\(kind)</p>\n")
            cmark_node_set_on_exit(callout, "</div>\n")
            cmark_node_set_literal(text, String(literal.dropFirst(kind.count + 1).drop { $0 == " " }))
            while let child = cmark_node_first_child(quote) {
                cmark_node_unlink(child)
                cmark_node_append_child(callout, child)
            }
            cmark_node_replace(quote, callout)
            cmark_node_free(quote)
        }
    }

    private static func resolveImages(in document: OpaquePointer, _ links: MarkdownLinks) {
        var darkVariants: [(image: OpaquePointer, dark: String)] = []
        guard let iterator = cmark_iter_new(document) else { return }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator), cmark_node_get_type(node) == CMARK_NODE_IMAGE,
                  let source = cmark_node_get_url(node).map({ String(cString: $0) }), let found = links.image(source) else { continue }
            cmark_node_set_url(node, found.light)
            if let dark = found.dark { darkVariants.append((node, dark)) }
        }
        cmark_iter_free(iterator)
        // Dark mode shows the `~dark` variant: the image inside a <picture> offering it.
        for (image, dark) in darkVariants {
            guard let picture = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else { continue }
            cmark_node_set_on_enter(picture, "<picture><source media=\"(prefers-color-scheme: dark)\" srcset=\"\(HTML.escape(dark))\">")
            cmark_node_set_on_exit(picture, "</picture>")
            cmark_node_insert_before(image, picture)
            cmark_node_unlink(image)
            cmark_node_append_child(picture, image)
        }
    }

    private static func lowerHeadings(in document: OpaquePointer, by levels: Int) {
        guard let iterator = cmark_iter_new(document) else { return }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                  cmark_node_get_type(node) == CMARK_NODE_HEADING else { continue }
            cmark_node_set_heading_level(node, min(6, cmark_node_get_heading_level(node) + Int32(levels)))
        }
        cmark_iter_free(iterator)
    }

    /// Turns raw HTML nodes into text nodes, so `<script>` in a comment shows as
    /// `<script>` (escaped by the renderer) instead of vanishing or running.
    private static func showRawHTMLAsText(in document: OpaquePointer) {
        var found: [OpaquePointer] = []
        guard let iterator = cmark_iter_new(document) else { return }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_HTML_INLINE || type == CMARK_NODE_HTML_BLOCK { found.append(node) }
        }
        cmark_iter_free(iterator)
        for node in found {
            let isBlock = cmark_node_get_type(node) == CMARK_NODE_HTML_BLOCK
            let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
            guard let text = cmark_node_new(CMARK_NODE_TEXT) else { continue }
            cmark_node_set_literal(text, isBlock ? literal.trimmingTrailingWhitespace() : literal)
            var replacement = text
            if isBlock, let paragraph = cmark_node_new(CMARK_NODE_PARAGRAPH) {
                cmark_node_append_child(paragraph, text)
                replacement = paragraph
            }
            cmark_node_replace(node, replacement)
            cmark_node_free(node)
        }
    }
}

/// Escaping for HTML text and attribute values.
public enum HTML {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped: safe in text and in quoted attributes.
    public static func escape(_ text: some StringProtocol) -> String {
        // Most text (names, types, keywords) has nothing to escape.
        if !text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) { return String(text) }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// The inverse of ``escape(_:)`` for what cmark and this type produce.
    static func unescape(_ text: some StringProtocol) -> String {
        String(text).replacing("&lt;", with: "<").replacing("&gt;", with: ">")
            .replacing("&quot;", with: "\"").replacing("&#39;", with: "'").replacing("&amp;", with: "&")
    }
}
