import APIModel

/// One difference between two versions of a package's public API.
public struct APIChange: Codable, Sendable, Hashable {
    /// How a change affects the package's users.
    public enum Kind: String, Codable, Sendable, Comparable, CaseIterable {
        /// Code that compiled against the old version may not compile against the new one.
        case breaking
        /// Breaks some users' code: an exhaustive `switch`, a subclass, a binary built against it.
        case potentiallyBreaking = "potentially-breaking"
        /// New API, or a warning (a deprecation) where there was none.
        case additive

        public static func < (lhs: Kind, rhs: Kind) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }

        /// The heading its changes are grouped under.
        public var title: String {
            switch self {
            case .breaking: "Breaking"
            case .potentiallyBreaking: "Potentially breaking"
            case .additive: "Additive"
            }
        }
    }

    /// The check that found it: `removed_declaration`.
    public var check: String
    public var kind: Kind
    /// `Module.Type.member(label:)`.
    public var symbol: String
    public var message: String
    /// Where it is in the new version; nil for a removal.
    public var location: SourceLocation?
    /// Where it was in the old version; nil for an addition.
    public var oldLocation: SourceLocation?
    /// The allowlist's reason, when the package accepts this change on purpose: it
    /// neither fails the run nor counts for `--semver`.
    public var allowed: String?

    public init(check: String, kind: Kind, symbol: String, message: String,
                location: SourceLocation?, oldLocation: SourceLocation?) {
        self.check = check
        self.kind = kind
        self.symbol = symbol
        self.message = message
        self.location = location
        self.oldLocation = oldLocation
        self.allowed = nil
    }

    /// Whether it breaks users' code and no allowlist entry accepts it.
    public var isUnallowedBreak: Bool { kind == .breaking && allowed == nil }

    private enum CodingKeys: String, CodingKey {
        case check, kind, symbol, message, location, oldLocation, allowed
    }

    /// Both places always, `null` where there is none: a reader need not guess a key's absence.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(check, forKey: .check)
        try container.encode(kind, forKey: .kind)
        try container.encode(symbol, forKey: .symbol)
        try container.encode(message, forKey: .message)
        try container.encode(location, forKey: .location)
        try container.encode(oldLocation, forKey: .oldLocation)
        try container.encode(allowed, forKey: .allowed)
    }

    /// Where the change is reported: the new version's place, else the old one's.
    public var reportedLocation: SourceLocation? { location ?? oldLocation }
}
