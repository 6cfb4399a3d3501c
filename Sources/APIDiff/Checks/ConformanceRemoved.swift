import APIModel

/// A protocol or superclass a public type no longer has.
public struct ConformanceRemoved: APICheck {
    public static let id = "conformance_removed"
    public static let summary = "A public type no longer conforms to a protocol (or inherits from a class) it did"
    public static let examples = [
        APICheckExample(old: "public struct Point: Hashable, Sendable {}\n", new: "public struct Point: Sendable {}\n",
                        expected: ["Kit.Point"]),
        APICheckExample(old: "public struct Point {}\nextension Point: Codable {}\n", new: "public struct Point {}\n",
                        expected: ["Kit.Point"]),
        APICheckExample(old: "public struct Point: Equatable {}\n", new: "public struct Point {}\nextension Point: Equatable {}\n",
                        expected: []),
        APICheckExample(old: "public protocol Payload {}\npublic struct Token: Payload {}\n",
                        new: "public protocol Payload {}\npublic protocol IdentityToken: Payload {}\n"
                            + "public struct Token: IdentityToken {}\n",
                        expected: []),
    ]

    public func changes(in pair: SymbolPair) -> [APIChange] {
        guard pair.isPublicAPIInBoth, let old = pair.old, let new = pair.new, old.kind.isType else { return [] }
        // What the new version still conforms to, through refined protocols and superclasses too.
        var kept = Set<String>(), pending = new.directSupertypes
        while let next = pending.popLast() {
            if kept.insert(next).inserted { pending += pair.newSupertypes[next] ?? [] }
        }
        return old.directSupertypes.filter { !kept.contains($0) }.map {
            change(.breaking, pair, "`\(old.qualifiedName)` no longer conforms to (or inherits from) `\($0)`")
        }
    }
}
