import APIModel

/// A public declaration still there, but no longer public (internal, `package`, behind `@_spi`).
public struct LoweredAccess: APICheck {
    public static let id = "lowered_access"
    public static let summary = "A public declaration became package, internal or SPI"
    public static let examples = [
        APICheckExample(old: "public func load() {}\n", new: "package func load() {}\n", expected: ["Kit.load()"]),
        APICheckExample(old: "public func load() {}\n", new: "@_spi(Tools) public func load() {}\n", expected: ["Kit.load()"]),
        APICheckExample(old: "package func load() {}\n", new: "func load() {}\n", expected: []),
    ]

    public func changes(in pair: SymbolPair) -> [APIChange] {
        guard let old = pair.old, let new = pair.new, old.isPublicAPI, new.access < .public else { return [] }
        let now = new.hasAttribute("@_spi") ? "SPI (`@_spi`)" : new.access.rawValue
        return [change(.breaking, pair, "`\(old.qualifiedName)` is \(now), no longer \(old.access.rawValue)")]
    }
}
