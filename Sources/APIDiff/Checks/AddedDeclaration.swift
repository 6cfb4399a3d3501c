import APIModel

/// New public API (cases and protocol requirements have checks of their own).
public struct AddedDeclaration: APICheck {
    public static let id = "added_declaration"
    public static let summary = "A public declaration was added (or made public)"
    public static let examples = [
        APICheckExample(old: "public struct Box {}\n", new: "public struct Box {\n    public init() {}\n}\n", expected: ["Kit.Box.init()"]),
        APICheckExample(old: "func helper() {}\n", new: "public func helper() {}\n", expected: ["Kit.helper()"]),
        APICheckExample(old: "", new: "public struct Box {\n    public var size = 0\n}\n", expected: ["Kit.Box"]),
    ]

    public func changes(in pair: SymbolPair) -> [APIChange] {
        guard let new = pair.new, new.isPublicAPI, pair.old?.isPublicAPI != true,
              new.kind != .case, new.origin != .requirement else { return [] }
        let how = switch pair.old {
        case nil: "new"
        case let old? where old.isUnavailable: "available again"
        default: "now public"
        }
        return [change(.additive, pair, how)]
    }
}
