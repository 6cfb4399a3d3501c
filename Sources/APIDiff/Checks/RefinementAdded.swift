import APIModel

/// A public protocol that now refines another (`protocol HashFunction: Sendable`): every type
/// conforming to it outside the package must now conform to that one too.
public struct RefinementAdded: APICheck {
    public static let id = "refinement_added"
    public static let summary = "A public protocol now refines another protocol: its conforming types must conform to that one too"
    public static let examples = [
        APICheckExample(old: "public protocol HashFunction {}\n", new: "public protocol HashFunction: Sendable {}\n",
                        expected: ["Kit.HashFunction"]),
        // Under one `#if` branch (swift-syntax 602's `Macro: SendableMetatype` for Swift 6.2 compilers): said so.
        APICheckExample(old: "public protocol Macro {}\n",
                        new: "#if compiler(>=6.2)\npublic protocol Macro: SendableMetatype {}\n#else\npublic protocol Macro {}\n#endif\n",
                        expected: ["Kit.Macro"]),
        // A refinement a parent protocol already brought, and a type gaining a conformance, ask nothing new.
        APICheckExample(old: "public protocol Base: Sendable {}\npublic protocol Shape: Base {}\n",
                        new: "public protocol Base: Sendable {}\npublic protocol Shape: Base, Sendable {}\n", expected: []),
        APICheckExample(old: "public struct Point {}\n", new: "public struct Point: Sendable {}\n", expected: []),
    ]

    public func changes(in pair: SymbolPair) -> [APIChange] {
        guard pair.isPublicAPIInBoth, let old = pair.old, let new = pair.new, old.kind == .protocol, new.kind == .protocol
        else { return [] }
        // What the old version already required, through the protocols it refined.
        var required = Set<String>(), pending = old.directSupertypes
        while let next = pending.popLast() {
            if required.insert(next).inserted { pending += pair.newSupertypes[next] ?? [] }
        }
        return new.directSupertypes.filter { !required.contains($0) }.map {
            change(.breaking, pair, "`\(new.qualifiedName)` now refines `\($0)`: types conforming to it must conform to `\($0)` too")
        }
    }
}
