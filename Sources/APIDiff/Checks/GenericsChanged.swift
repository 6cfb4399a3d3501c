import APIModel

/// Generic parameters or their constraints that changed.
public struct GenericsChanged: APICheck {
    public static let id = "generics_changed"
    public static let summary = "Generic parameters or their constraints (`where` clause) changed"
    public static let examples = [
        APICheckExample(old: "public func first<T>(_ items: [T]) -> T? { nil }\n",
                        new: "public func first<T: Equatable>(_ items: [T]) -> T? { nil }\n", expected: ["Kit.first(_:)"]),
        APICheckExample(old: "public struct Box<T> {}\n", new: "public struct Box<T> where T: Sendable {}\n", expected: ["Kit.Box"]),
    ]

    public func changes(in pair: SymbolPair) -> [APIChange] {
        guard pair.isPublicAPIInBoth, let old = pair.old, let new = pair.new else { return [] }
        let before = old.genericParameters.map { normalized($0) }, after = new.genericParameters.map { normalized($0) }
        guard before != after || normalized(old.whereClause ?? "") != normalized(new.whereClause ?? "") else { return [] }
        let spell = { (symbol: Symbol) in
            "<\(symbol.genericParameters.joined(separator: ", "))>" + (symbol.whereClause.map { " where \($0)" } ?? "")
        }
        return [change(.breaking, pair, "its generic signature is now `\(spell(new))`, not `\(spell(old))`")]
    }
}
