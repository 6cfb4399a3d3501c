/// A module's DocC catalog (`Sources/<Module>/<Name>.docc`): the pages written
/// by hand beside the API reference.
public struct Catalog: Codable, Sendable, Hashable {
    /// The catalog folder, relative to the package folder.
    public var path: String
    /// The article titled with the module's symbol link (`# ``Module`` `): the module's landing page.
    public var root: Article?
    /// Articles (`# A Title`), each a page of its own, by file name.
    public var articles: [Article]
    /// Documentation extensions (`# ``Module/Type`` `), merged into their symbol's page.
    public var extensions: [Article]
    /// Images and other files, relative to the catalog, copied beside the pages.
    public var resources: [String]

    /// The rule id of findings about a catalog (a directive or file that cannot be honoured).
    public static let findingRuleID = "docc_catalog"

    public init(path: String, root: Article? = nil, articles: [Article] = [], extensions: [Article] = [], resources: [String] = []) {
        self.path = path
        self.root = root
        self.articles = articles
        self.extensions = extensions
        self.resources = resources
    }
}

/// One Markdown file of a catalog, split as DocC reads it.
public struct Article: Codable, Sendable, Hashable {
    /// The file name without `.md`: what `<doc:Name>` links name.
    public var name: String
    /// The heading; for the root and extensions, the symbol path inside the backticks.
    public var title: String
    /// The first paragraph, and the file line it starts on.
    public var summary: String
    public var summaryLine = 0
    /// The rest, without `@Metadata` and the `## Topics` section.
    public var body: CatalogText
    public var topics: [TopicSection]
    /// The file, relative to the package folder.
    public var file: String
    /// `@DocumentationExtension(mergeBehavior: override)`: the extension replaces the
    /// symbol's own documentation instead of following it.
    public var overridesDocumentation: Bool
    /// `@Metadata { @DisplayName("…") }`: the title pages show instead of the heading's.
    public var displayName: String?
    /// `@Metadata { @TitleHeading("…") }`: the line above the title ("Article" otherwise).
    public var titleHeading: String?
    /// `@Metadata { @PageImage(purpose: icon, source: "…", alt: "…") }`: the page's icon, by resource name.
    public var icon: CatalogImage?
    /// `@PageImage(purpose: card, …)`: the picture of the page's card in a `@Links` grid.
    public var card: CatalogImage?
    /// `@Options { @AutomaticTitleHeading(disabled) }`: no line above the title.
    public var hidesTitleHeading = false
    /// `@Options { @TopicsVisualStyle(hidden) }`: the Topics section is not shown.
    public var hidesTopics = false
    /// `@Options { @AutomaticSeeAlso(disabled) }`: no "See Also" on its page.
    public var hidesSeeAlso = false
    /// The same in the root article with `@Options(scope: global)`: none on any page of the module.
    public var hidesSeeAlsoEverywhere = false

    public init(name: String, title: String, summary: String = "", body: CatalogText = CatalogText(), topics: [TopicSection] = [],
                file: String, overridesDocumentation: Bool = false) {
        self.name = name
        self.title = title
        self.summary = summary
        self.body = body
        self.topics = topics
        self.file = file
        self.overridesDocumentation = overridesDocumentation
    }
}

/// A `### Group` of a `## Topics` section: its links, in order.
public struct TopicSection: Codable, Sendable, Hashable {
    public var title: String
    public var links: [CatalogLink]

    public init(title: String, links: [CatalogLink]) {
        self.title = title
        self.links = links
    }
}

/// A link of a topic group or a `@Links` directive, as written: `Type/member(_:)`
/// for ``` ``Type/member(_:)`` ```, `doc:Name` for `<doc:Name>`; and where.
public struct CatalogLink: Codable, Sendable, Hashable {
    public var target: String
    public var line: Int
    public var column: Int

    public init(_ target: String, line: Int = 0, column: Int = 0) {
        self.target = target
        self.line = line
        self.column = column
    }

    /// The article name of a `<doc:…>` link, else nil.
    public var articleName: String? { target.hasPrefix("doc:") ? String(target.dropFirst(4)) : nil }
}

/// An image a directive names (`@Image`, `@PageImage`): a resource name and its alt text.
public struct CatalogImage: Codable, Sendable, Hashable {
    public var source: String
    public var alt: String
}

/// Catalog Markdown with the block directives inside it: a directive's content, a tab, a column.
public struct CatalogText: Codable, Sendable, Hashable {
    /// Markdown, each block as a placeholder line for its entry in `blocks`.
    public var markdown: String
    /// The file line `markdown` starts on (0 for text from elsewhere, a snippet's), and
    /// the file column its lines start at (directives' content is indented).
    public var line: Int
    public var column: Int
    public var blocks: [CatalogBlock]

    public init(markdown: String = "", line: Int = 1, column: Int = 1, blocks: [CatalogBlock] = []) {
        self.markdown = markdown
        self.line = line
        self.column = column
        self.blocks = blocks
    }
}

/// A DocC block directive that swiftdoc-lite renders, in the place it was written.
public indirect enum CatalogBlock: Codable, Sendable, Hashable {
    /// `@Row { @Column(size: 2) { … } … }`: side by side, each column with its share of the width.
    case row([CatalogColumn])
    /// `@TabNavigator { @Tab("Name") { … } … }`.
    case tabs([CatalogTab])
    /// `@Small { … }`: fine print.
    case small(CatalogText)
    /// `@Links(visualStyle: list | compactGrid | detailedGrid) { - ``Symbol`` … }`.
    case links(style: String, links: [CatalogLink])
    /// `@Snippet(path:slice:)`: the snippet's explanation and code, read from the package's `Snippets` folder.
    case snippet(CatalogText)
    /// `@Image(source:alt:)`.
    case image(CatalogImage)
    /// `@DeprecationSummary { … }`: shown as the deprecation note.
    case deprecationSummary(CatalogText)

    /// The line that stands for block `index` in Markdown: a paragraph of its own.
    public static func placeholder(_ index: Int) -> String { "SWIFTDOCBLOCK\(index)END" }
}

/// A `@Column` of a `@Row`: `size` is its share of the row's width (1 unless given).
public struct CatalogColumn: Codable, Sendable, Hashable {
    public var size: Int
    public var text: CatalogText
}

/// A `@Tab("Title")` of a `@TabNavigator`.
public struct CatalogTab: Codable, Sendable, Hashable {
    public var title: String
    public var text: CatalogText
}

extension CatalogText {
    /// The headings of the text and of the blocks inside it, by anchor: what
    /// `<doc:Anchor>` names on the same page.
    public var sections: [String: String] {
        var found: [String: String] = [:]
        for heading in SectionAnchors.headings(in: markdown) where found[heading.fragment] == nil {
            found[heading.fragment] = heading.title
        }
        for text in blocks.flatMap(\.texts) { found.merge(text.sections) { first, _ in first } }
        return found
    }
}

extension CatalogBlock {
    /// The Markdown inside the block: its columns', tabs' or content's; none for links and images.
    public var texts: [CatalogText] {
        switch self {
        case .row(let columns): columns.map(\.text)
        case .tabs(let tabs): tabs.map(\.text)
        case .small(let text), .snippet(let text), .deprecationSummary(let text): [text]
        case .links, .image: []
        }
    }
}
