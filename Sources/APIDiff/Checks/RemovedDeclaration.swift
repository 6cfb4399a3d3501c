import APIModel

/// A public declaration that is gone (or renamed: its argument labels included).
public struct RemovedDeclaration: APICheck {
    public static let id = "removed_declaration"
    public static let summary = "A public or open declaration was removed or renamed (argument labels included)"
    public static let examples = [
        APICheckExample(old: "public func load(from path: String) {}\n", new: "public func load(path: String) {}\n",
                        expected: ["Kit.load(from:)"]),
        APICheckExample(old: "public struct Box {\n    public var size: Int\n}\n",
                        new: "public struct Crate {\n    public var size: Int\n}\n", expected: ["Kit.Box"]),
        APICheckExample(old: "func helper() {}\n@_spi(Tools) public func tool() {}\n", new: "", expected: []),
        // A type replaced by an alias keeps the members of the type it names, its own or an extended one.
        APICheckExample(old: "public struct Edit {\n    public var offset: Int\n    public var gone: Int\n}\n",
                        new: "public struct SourceEdit {\n    public var offset: Int\n}\npublic typealias Edit = SourceEdit\n",
                        expected: ["Kit.Edit.gone"]),
        APICheckExample(old: "public struct Span {\n    public var offset: Int\n}\n",
                        new: "public typealias Span = Range<Int>\nextension Range<Int> {\n    public var offset: Int { 0 }\n}\n",
                        expected: []),
        // One declaration now written once per `#if` branch is still there.
        APICheckExample(old: "public protocol Digest {}\n",
                        new: "#if hasFeature(Embedded)\npublic protocol Digest: Sendable {}\n#else\npublic protocol Digest {}\n#endif\n",
                        expected: []),
    ]

    public func changes(in pair: SymbolPair) -> [APIChange] {
        guard let old = pair.old, old.isPublicAPI, pair.new == nil else { return [] }
        return [change(.breaking, pair, "`\(old.qualifiedName)` was removed or renamed")]
    }
}
