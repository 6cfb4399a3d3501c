/// One platform's entry of `@available`: `macOS 10.15`, `iOS, deprecated: 16`,
/// `*, unavailable`. The shorthand `@available(macOS 10.15, iOS 13, *)` gives
/// one entry per platform named.
public struct Availability: Codable, Sendable, Hashable {
    /// `macOS`, `iOS`, `swift`, … or `*` for every platform.
    public var platform: String
    public var introduced: String?
    /// The version that deprecates it; `""` when deprecated without one.
    public var deprecated: String?
    public var obsoleted: String?
    public var isUnavailable: Bool
    /// `message:` or, as a sentence, `renamed:`.
    public var message: String?

    public init(platform: String, introduced: String? = nil, deprecated: String? = nil, obsoleted: String? = nil,
                isUnavailable: Bool = false, message: String? = nil) {
        self.platform = platform
        self.introduced = introduced
        self.deprecated = deprecated
        self.obsoleted = obsoleted
        self.isUnavailable = isUnavailable
        self.message = message
    }

    /// Unavailable everywhere (`@available(*, unavailable)`): DocC leaves such
    /// declarations out of the documentation, and so do we.
    public var hidesSymbol: Bool { platform == "*" && isUnavailable }

    /// How DocC lists a platform: `macOS 10.15+`, `iOS 13.0–16.0` when deprecated
    /// there; nil for `*`, `swift` and platforms it is unavailable on.
    public var badge: String? {
        guard platform != "*", platform != "swift", !isUnavailable, introduced != nil || deprecated?.isEmpty == false else {
            return nil
        }
        let name = Self.platformNames[platform] ?? platform
        let start = introduced.map(Self.version) ?? ""
        if let deprecated, !deprecated.isEmpty { return "\(name) \(start)–\(Self.version(deprecated)) Deprecated" }
        return "\(name) \(start)+"
    }

    /// `13` → `13.0`, as DocC shows versions.
    private static func version(_ text: String) -> String {
        text.contains(".") ? text : text + ".0"
    }

    private static let platformNames = [
        "macOSApplicationExtension": "macOS App Extension", "iOSApplicationExtension": "iOS App Extension",
        "macCatalyst": "Mac Catalyst", "visionOS": "visionOS", "OSX": "macOS",
    ]
}
