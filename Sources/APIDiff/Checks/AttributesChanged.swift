import APIModel

/// `@frozen`, `@inlinable` or `@usableFromInline` added or removed: the binary interface changes.
public struct AttributesChanged: APICheck {
    public static let id = "abi_attribute_changed"
    public static let summary = "@frozen, @inlinable or @usableFromInline was added or removed"
    public static let examples = [
        APICheckExample(old: "@frozen public struct Pair {}\n", new: "public struct Pair {}\n", expected: ["Kit.Pair"]),
        APICheckExample(old: "public func f() {}\n", new: "@inlinable public func f() {}\n", expected: ["Kit.f()"]),
    ]

    private static let attributes = ["@frozen", "@inlinable", "@usableFromInline"]

    public func changes(in pair: SymbolPair) -> [APIChange] {
        guard pair.isPublicAPIInBoth, let old = pair.old, let new = pair.new else { return [] }
        return Self.attributes.compactMap { name in
            switch (old.hasAttribute(name), new.hasAttribute(name)) {
            case (false, true): change(.potentiallyBreaking, pair, "`\(name)` was added: its binary interface changes")
            case (true, false): change(.potentiallyBreaking, pair, "`\(name)` was removed: its binary interface changes")
            default: nil
            }
        }
    }
}
