import APIModel

/// A case added to a public enum: every exhaustive `switch` over it stops compiling.
public struct EnumCaseAdded: APICheck {
    public static let id = "enum_case_added"
    public static let summary = "A case was added to a public enum (breaks exhaustive switches; breaking when @frozen)"
    public static let examples = [
        APICheckExample(old: "public enum Mode {\n    case fast\n}\n", new: "public enum Mode {\n    case fast\n    case safe\n}\n",
                        expected: ["Kit.Mode.safe"]),
    ]

    public func changes(in pair: SymbolPair) -> [APIChange] {
        guard pair.old == nil, let new = pair.new, new.kind == .case, new.isPublicAPI else { return [] }
        let frozen = pair.parent?.hasAttribute("@frozen") == true
        let enumName = pair.parent?.qualifiedName ?? "the enum"
        return [change(frozen ? .breaking : .potentiallyBreaking, pair,
                       "a new case of \(frozen ? "the @frozen enum" : "the enum") `\(enumName)`: exhaustive `switch`es over it "
                           + "no longer compile")]
    }
}
