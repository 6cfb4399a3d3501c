import APIModel

/// A case added to a public enum: every exhaustive `switch` over it stops compiling.
public struct EnumCaseAdded: APICheck {
    public static let id = "enum_case_added"
    public static let summary = "A case was added to a public enum (breaks exhaustive switches; breaking when @frozen)"
    public static let examples = [
        APICheckExample(old: "public enum Mode {\n    case fast\n}\n", new: "public enum Mode {\n    case fast\n    case safe\n}\n",
                        expected: ["Kit.Mode.safe"]),
        // An @_spi case counts in a client's exhaustive switch too…
        APICheckExample(old: "public enum Mode {\n    case fast\n}\n",
                        new: "public enum Mode {\n    case fast\n    @_spi(Experimental) case risky\n}\n", expected: ["Kit.Mode.risky"]),
        // …so where one was already there, clients have a `default` and a new case breaks none.
        APICheckExample(old: "public enum Mode {\n    case fast\n    @_spi(Experimental) case risky\n}\n",
                        new: "public enum Mode {\n    case fast\n    @_spi(Experimental) case risky\n    case safe\n}\n", expected: []),
    ]

    public func changes(in pair: SymbolPair) -> [APIChange] {
        guard pair.old == nil, let new = pair.new, new.kind == .case, !new.isUnavailable, let parent = pair.parent,
              parent.isPublicAPI, !parent.members.contains(where: { $0.kind == .case && !$0.isPublicAPI && $0.name != new.name })
        else { return [] }
        let frozen = parent.hasAttribute("@frozen")
        let enumName = parent.qualifiedName
        return [change(frozen ? .breaking : .potentiallyBreaking, pair,
                       "a new case of \(frozen ? "the @frozen enum" : "the enum") `\(enumName)`: exhaustive `switch`es over it "
                           + "no longer compile")]
    }
}
