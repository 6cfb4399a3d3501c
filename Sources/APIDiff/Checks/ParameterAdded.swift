import APIModel

/// A function, initializer or subscript that gained parameters.
public struct ParameterAdded: APICheck {
    public static let id = "parameter_added"
    public static let summary = "Parameters were added: breaking without a default; with defaults, calls still compile"
    public static let examples = [
        APICheckExample(old: "public func dump(_ value: Int) {}\n", new: "public func dump(_ value: Int, indent: Int) {}\n",
                        expected: ["Kit.dump(_:indent:)"]),
        APICheckExample(old: "public func dump(_ value: Int) {}\n", new: "public func dump(_ value: Int, indent: Int = 2) {}\n",
                        expected: ["Kit.dump(_:indent:)"]),
        APICheckExample(old: "public func dump(_ value: Int) {}\n", new: "public func dump(_ value: String, indent: Int = 2) {}\n",
                        expected: []),
    ]

    public func changes(in pair: SymbolPair) -> [APIChange] {
        guard pair.isPublicAPIInBoth, let old = pair.old, let new = pair.new,
              let added = APIDiff.addedParameters(from: old.parameters, to: new.parameters) else { return [] }
        let names = added.map { "`\($0.label == "_" ? $0.name : $0.label)`" }.joined(separator: ", ")
        if let required = added.first(where: { !$0.hasDefault }) {
            return [change(.breaking, pair, "added parameter `\(required.label == "_" ? required.name : required.label)` "
                               + "without a default (was `\(old.title)`)")]
        }
        if new.origin == .requirement {
            return [change(.breaking, pair, "the requirement gained \(names): conforming types must change (was `\(old.title)`)")]
        }
        return [change(.potentiallyBreaking, pair, "added \(names) with defaults: calls still compile; references to "
                           + "`\(old.title)` and code built against the old version do not")]
    }
}
