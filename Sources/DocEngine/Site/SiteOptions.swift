/// How the site is written.
public struct SiteOptions: Sendable {
    /// A template for links to the sources: `{path}` is replaced by the file's
    /// path in the package, `{line}` by the line (`https://host/blob/main/{path}#L{line}`).
    /// Nil shows `path:line` as text.
    public var sourceURL: String?
    /// For one version of a versioned site: the switcher on every page, and the "What's new" page.
    public var versions: SiteVersions?
    /// Whether a symbol's page lists the articles that link to it ("Mentioned In", as DocC).
    public var mentionedIn: Bool

    public init(sourceURL: String? = nil, versions: SiteVersions? = nil, mentionedIn: Bool = true) {
        self.sourceURL = sourceURL
        self.versions = versions
        self.mentionedIn = mentionedIn
    }

    /// The link to `location`'s source, if a template is set.
    func sourceLink(_ location: SourceLocation) -> String? {
        guard let sourceURL else { return nil }
        let path = location.file.split(separator: "/").map { URLPath.encodeSegment(String($0)) }.joined(separator: "/")
        return sourceURL.replacing("{path}", with: path).replacing("{line}", with: String(location.line))
    }
}

/// Percent-encoding for URL path segments.
public enum URLPath {
    private static let kept = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~+")

    public static func encodeSegment(_ segment: String) -> String {
        var result = ""
        for character in segment {
            if kept.contains(character) {
                result.append(character)
            } else {
                for byte in String(character).utf8 { result += "%" + URLFragment.hex(byte) }
            }
        }
        return result
    }
}

extension SymbolKind {
    /// What a page calls a symbol of this kind.
    public var displayName: String {
        switch self {
        case .struct: "Structure"
        case .class: "Class"
        case .enum: "Enumeration"
        case .protocol: "Protocol"
        case .actor: "Actor"
        case .typealias: "Type Alias"
        case .associatedtype: "Associated Type"
        case .case: "Case"
        case .initializer: "Initializer"
        case .function: "Function"
        case .property: "Property"
        case .subscript: "Subscript"
        case .macro: "Macro"
        case .operator: "Operator"
        case .precedenceGroup: "Precedence Group"
        case .extension: "Extended Type"
        }
    }

    /// The plural, for lists of top-level symbols.
    var pluralName: String {
        switch self {
        case .struct: "Structures"
        case .class: "Classes"
        case .enum: "Enumerations"
        case .protocol: "Protocols"
        case .actor: "Actors"
        case .extension: "Extended Types"
        default: displayName + "s"
        }
    }

    /// The order kinds are listed in on the index and module pages.
    static let listOrder: [SymbolKind] = [.protocol, .struct, .class, .enum, .actor, .extension]
}
