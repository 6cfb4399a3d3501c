import APIModel

/// A declaration newly deprecated: callers get a warning, not an error.
public struct DeprecationAdded: APICheck {
    public static let id = "deprecation_added"
    public static let summary = "A declaration was deprecated (callers get a warning)"
    public static let examples = [
        APICheckExample(old: "public func load() {}\n", new: "@available(*, deprecated, message: \"Use fetch()\")\npublic func load() {}\n",
                        expected: ["Kit.load()"]),
    ]

    public func changes(in pair: SymbolPair) -> [APIChange] {
        guard pair.isPublicAPIInBoth, let old = pair.old, let new = pair.new, old.deprecation == nil, let message = new.deprecation
        else { return [] }
        return [change(.additive, pair, "deprecated" + (message.isEmpty ? "" : ": \(message)"))]
    }
}
