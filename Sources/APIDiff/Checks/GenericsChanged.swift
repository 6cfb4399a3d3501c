import APIModel

/// Generic parameters or their constraints that changed.
public struct GenericsChanged: APICheck {
    public static let id = "generics_changed"
    public static let summary = "Generic parameters or their constraints (`where` clause) changed"
    public static let examples = [
        APICheckExample(old: "public func first<T>(_ items: [T]) -> T? { nil }\n",
                        new: "public func first<T: Equatable>(_ items: [T]) -> T? { nil }\n", expected: ["Kit.first(_:)"]),
        APICheckExample(old: "public struct Box<T> {}\n", new: "public struct Box<T> where T: Sendable {}\n", expected: ["Kit.Box"]),
        // A function's thrown error type made generic (`rethrows`' typed successor): calls infer it.
        APICheckExample(old: "public func with<R>(_ body: () throws -> R) rethrows -> R { try body() }\n",
                        new: "public func with<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R { try body() }\n",
                        expected: ["Kit.with(_:)"]),
    ]

    public func changes(in pair: SymbolPair) -> [APIChange] {
        guard pair.isPublicAPIInBoth, let old = pair.old, let new = pair.new else { return [] }
        let before = old.genericParameters.map { normalized($0) }, after = new.genericParameters.map { normalized($0) }
        guard before != after || normalized(old.whereClause ?? "") != normalized(new.whereClause ?? "") else { return [] }
        let spell = { (symbol: Symbol) in
            "<\(symbol.genericParameters.joined(separator: ", "))>" + (symbol.whereClause.map { " where \($0)" } ?? "")
        }
        let text = "its generic signature is now `\(spell(new))`, not `\(spell(old))`"
        guard before.allSatisfy(after.contains), normalized(old.whereClause ?? "") == normalized(new.whereClause ?? ""),
              after.filter({ !before.contains($0) }).allSatisfy(Self.isThrownErrorParameter), new.kind == .function
        else { return [change(.breaking, pair, text)] }
        return [change(.potentiallyBreaking, pair, text + ": only a thrown error type was added, which calls infer")]
    }

    /// `E: Error` (or `any Error`): a generic parameter that only a typed `throws(E)` can use.
    static func isThrownErrorParameter(_ parameter: String) -> Bool {
        let parts = parameter.filter { !$0.isWhitespace }.split(separator: ":", maxSplits: 1)
        return parts.count == 2 && ["Error", "Swift.Error"].contains(String(parts[1]))
    }
}
