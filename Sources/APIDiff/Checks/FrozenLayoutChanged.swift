import APIModel

/// The stored properties of a `@frozen` struct changed — added, removed, reordered or retyped,
/// private ones included: binaries built against it (with library evolution) fix its layout.
public struct FrozenLayoutChanged: APICheck {
    public static let id = "frozen_layout_changed"
    public static let summary = "A @frozen struct's stored properties changed (private ones too): its layout is fixed in clients"
    public static let examples = [
        APICheckExample(old: "@frozen public struct Pair { public var a: Int\n private var b: Int }\n",
                        new: "@frozen public struct Pair { public var a: Int\n private var b: Int\n private var c: Int }\n",
                        expected: ["Kit.Pair"]),
        APICheckExample(old: "@frozen public struct Pair { var a: Int\n var b: Int }\n",
                        new: "@frozen public struct Pair { var b: Int\n var a: Int }\n", expected: ["Kit.Pair"]),
        APICheckExample(old: "@frozen public struct Pair { private var a: Int }\n",
                        new: "@frozen public struct Pair { private var a: Int64 }\n", expected: ["Kit.Pair"]),
        // Computed properties and static ones take no room; a struct that is not @frozen may change freely.
        APICheckExample(old: "@frozen public struct Pair { var a: Int }\n",
                        new: "@frozen public struct Pair { var a: Int\n var twice: Int { a * 2 }\n static var zero = 0 }\n",
                        expected: []),
        APICheckExample(old: "public struct Box { var a: Int }\n", new: "public struct Box { var b: Int }\n", expected: []),
    ]

    public func changes(in pair: SymbolPair) -> [APIChange] {
        guard pair.isPublicAPIInBoth, let before = pair.old?.storedLayout, let after = pair.new?.storedLayout,
              before != after else { return [] }
        var parts: [String] = []
        let added = after.filter { !before.contains($0) }, removed = before.filter { !after.contains($0) }
        if !added.isEmpty { parts.append("added " + added.map { "`\($0)`" }.joined(separator: ", ")) }
        if !removed.isEmpty { parts.append("removed " + removed.map { "`\($0)`" }.joined(separator: ", ")) }
        if added.isEmpty && removed.isEmpty { parts.append("reordered") }
        return [change(.potentiallyBreaking, pair, "its stored properties changed (\(parts.joined(separator: "; "))): "
            + "the layout of a @frozen struct is fixed in binaries built against it")]
    }
}
