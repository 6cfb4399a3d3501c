import APIModel

/// A public declaration marked `@available(*, unavailable)`: it is still declared, and
/// its message can point callers elsewhere, but no caller compiles any more.
public struct UnavailableAdded: APICheck {
    public static let id = "unavailable_added"
    public static let summary = "A public declaration was marked @available(*, unavailable)"
    public static let examples = [
        APICheckExample(old: "public func load() {}\n",
                        new: "@available(*, unavailable, renamed: \"fetch()\")\npublic func load() {}\npublic func fetch() {}\n",
                        expected: ["Kit.load()"]),
        APICheckExample(old: "public struct Box {\n    public init() {}\n}\n",
                        new: "public struct Box {\n    @available(*, unavailable)\n    public init() {}\n}\n",
                        expected: ["Kit.Box.init()"]),
        // Unavailable on one platform only: still usable elsewhere, not this check's.
        APICheckExample(old: "public func load() {}\n", new: "@available(iOS, unavailable)\npublic func load() {}\n", expected: []),
    ]

    public func changes(in pair: SymbolPair) -> [APIChange] {
        guard let old = pair.old, old.isPublicAPI, let new = pair.new, new.access >= .public, new.isUnavailable else { return [] }
        let message = new.availability?.first(where: \.hidesSymbol)?.message.map { ": \($0)" } ?? ""
        return [change(.breaking, pair, "`\(old.qualifiedName)` was marked unavailable" + message)]
    }
}
