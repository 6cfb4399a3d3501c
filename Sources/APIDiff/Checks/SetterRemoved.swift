import APIModel

/// A property callers could set that is now read-only (`let`, `{ get }`, `private(set)`).
public struct SetterRemoved: APICheck {
    public static let id = "setter_removed"
    public static let summary = "A settable public property became read-only"
    public static let examples = [
        APICheckExample(old: "public struct S {\n    public var limit = 0\n}\n", new: "public struct S {\n    public let limit = 0\n}\n",
                        expected: ["Kit.S.limit"]),
        APICheckExample(old: "public struct S {\n    public var limit = 0\n}\n",
                        new: "public struct S {\n    public private(set) var limit = 0\n}\n", expected: ["Kit.S.limit"]),
        APICheckExample(old: "public struct S {\n    public var limit: Int { 1 }\n}\n",
                        new: "public struct S {\n    public let limit = 1\n}\n", expected: []),
    ]

    public func changes(in pair: SymbolPair) -> [APIChange] {
        guard pair.isPublicAPIInBoth, let old = pair.old, let new = pair.new, old.kind == .property, new.kind == .property,
              isSettable(old), !isSettable(new) else { return [] }
        return [change(.breaking, pair, "`\(old.qualifiedName)` can no longer be set")]
    }

    /// `var x: T` or `var x: T { get set }`, as the model writes the declaration.
    private func isSettable(_ property: Symbol) -> Bool {
        let text = property.declarationText
        return text.contains("var ") && !text.hasSuffix("{ get }")
    }
}
