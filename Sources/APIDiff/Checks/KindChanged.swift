import APIModel

/// A type that became another kind of type (`struct` ↔ `class`, `enum` → `struct`).
public struct KindChanged: APICheck {
    public static let id = "kind_changed"
    public static let summary = "A declaration changed its kind (struct, class, enum, actor, protocol…)"
    public static let examples = [
        APICheckExample(old: "public struct Token {}\n", new: "public final class Token {}\n", expected: ["Kit.Token"]),
        // An alias of a struct, in place of the struct.
        APICheckExample(old: "public struct Edit {}\n", new: "public struct SourceEdit {}\npublic typealias Edit = SourceEdit\n",
                        expected: []),
        APICheckExample(old: "public struct Edit {}\n", new: "public final class SourceEdit {}\npublic typealias Edit = SourceEdit\n",
                        expected: ["Kit.Edit"]),
    ]

    public func changes(in pair: SymbolPair) -> [APIChange] {
        guard pair.isPublicAPIInBoth, let old = pair.old, let new = pair.new, old.kind != new.kind else { return [] }
        return [change(.breaking, pair, "`\(old.qualifiedName)` was a \(old.kind.keyword) and is a \(new.kind.keyword)")]
    }
}
