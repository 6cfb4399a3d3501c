import ToolCore

/// A package the documented modules depend on, with the public API of the modules they use
/// from it (read from its sources): what their declarations may name.
public struct DependencyDocs: Sendable, Hashable {
    /// The package's identity, as `Package.swift` names it in `.product(name:package:)` (`swift-nio`).
    public var package: String
    /// The modules of the products used, at public access.
    public var docs: PackageDocs

    public init(package: String, docs: PackageDocs) {
        self.package = package
        self.docs = docs
    }
}

/// Where a dependency's documentation lives: a URL with placeholders, in one of the two shapes
/// sites have.
///
/// - A DocC site (`swift package generate-documentation`, the Swift Package Index):
///   `https://swiftpackageindex.com/apple/swift-nio/main/documentation/{module}/{symbol}` —
///   `{module}` is the module's name and `{symbol}` the type's path (`bytebuffer`,
///   `niothreadpool/workitem`), both lower-cased as DocC spells its URLs.
/// - A swiftdoc-lite site: `https://example.org/nio-docs/{page}` — `{page}` is the type's page
///   in that site (`NIOCore/ByteBuffer.html`), as this version of swiftdoc-lite names it.
public struct DocLinkTemplate: Sendable, Hashable {
    public enum Shape: Sendable, Hashable {
        case docc
        case swiftdocLite
    }

    public let template: String
    public let shape: Shape

    /// - Throws: ``ConfigError`` (with `source`) for a template with neither `{symbol}` nor `{page}`.
    public init(_ template: String, source: String) throws(ConfigError) {
        self.template = template
        switch (template.contains("{symbol}"), template.contains("{page}")) {
        case (true, false): shape = .docc
        case (false, true): shape = .swiftdocLite
        default:
            throw ConfigError(source: source, message: """
                `\(template)` is no link template: it needs exactly one of {symbol} (a DocC site: \
                …/documentation/{module}/{symbol}) or {page} (a swiftdoc-lite site: …/{page})
                """)
        }
    }

    /// The URL of the type at `path` (`["ByteBuffer"]`) of `module`; `page` is its page in a
    /// swiftdoc-lite site of the dependency (nil: no such page, no link).
    func url(module: String, path: [String], page: String?) -> String? {
        switch shape {
        case .docc:
            return template.replacing("{module}", with: URLPath.encodeSegment(module.lowercased()))
                .replacing("{symbol}", with: path.map { URLPath.encodeSegment($0.lowercased()) }.joined(separator: "/"))
        case .swiftdocLite:
            return page.map { template.replacing("{module}", with: URLPath.encodeSegment(module)).replacing("{page}", with: $0) }
        }
    }
}

/// One entry of `.swiftdoc.yml`'s `links:`, by package identity: the template alone
/// (`swift-nio: https://…/documentation/{module}/{symbol}`), or with where its sources are
/// (`url:` and `source:`, a folder relative to the package) when not in `.build/checkouts`.
public struct DependencyLink: Decodable, Sendable, Hashable {
    public var template: DocLinkTemplate?
    public var source: String?

    public init(template: DocLinkTemplate?, source: String? = nil) {
        self.template = template
        self.source = source
    }

    private enum CodingKeys: String, CodingKey { case url, source }

    public init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            template = try Self.template(text, decoder.codingPath)
            return
        }
        let keys = try decoder.container(keyedBy: CodingKeys.self)
        source = try keys.decodeIfPresent(String.self, forKey: .source)
        template = try keys.decodeIfPresent(String.self, forKey: .url).map { try Self.template($0, keys.codingPath + [CodingKeys.url]) }
    }

    private static func template(_ text: String, _ path: [any CodingKey]) throws -> DocLinkTemplate {
        do {
            return try DocLinkTemplate(text, source: "links")
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: error.message))
        }
    }
}
