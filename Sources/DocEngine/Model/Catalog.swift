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
    /// The first paragraph.
    public var summary: String
    /// The rest, without the directives and the `## Topics` section.
    public var body: String
    public var topics: [TopicSection]
    /// The file, relative to the package folder, and the line the body starts on.
    public var file: String
    public var bodyLine: Int
    /// `@DocumentationExtension(mergeBehavior: override)`: the extension replaces the
    /// symbol's own documentation instead of following it.
    public var overridesDocumentation: Bool
    /// `@Metadata { @DisplayName("…") }`: the title pages show instead of the heading's.
    public var displayName: String?
    /// `@Metadata { @TitleHeading("…") }`: the line above the title ("Article" otherwise).
    public var titleHeading: String?

    public init(name: String, title: String, summary: String = "", body: String = "", topics: [TopicSection] = [],
                file: String, bodyLine: Int = 1, overridesDocumentation: Bool = false) {
        self.name = name
        self.title = title
        self.summary = summary
        self.body = body
        self.topics = topics
        self.file = file
        self.bodyLine = bodyLine
        self.overridesDocumentation = overridesDocumentation
    }
}

/// A `### Group` of a `## Topics` section: its links, in order, as written
/// (`Type/member(_:)` for ``` ``Type/member(_:)`` ```, `doc:Name` for `<doc:Name>`).
public struct TopicSection: Codable, Sendable, Hashable {
    public var title: String
    public var links: [String]

    public init(title: String, links: [String]) {
        self.title = title
        self.links = links
    }
}
