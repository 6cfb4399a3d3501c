import APIModel

/// A protocol requirement that conforming types outside the package must now implement.
public struct RequirementAdded: APICheck {
    public static let id = "requirement_added"
    public static let summary = "A protocol requirement (or associated type) was added without a default"
    public static let examples = [
        // A protocol now declared once per `#if` branch keeps its requirements in each.
        APICheckExample(old: "public protocol Macro {\n    static var mode: Int { get }\n}\n",
                        new: "#if compiler(>=6.2)\npublic protocol Macro: SendableMetatype {\n    static var mode: Int { get }\n}\n"
                            + "#else\npublic protocol Macro {\n    static var mode: Int { get }\n}\n#endif\n",
                        expected: []),
        APICheckExample(old: "public protocol Store {\n    func load()\n}\n",
                        new: "public protocol Store {\n    func load()\n    func save()\n}\n", expected: ["Kit.Store.save()"]),
        APICheckExample(old: "public protocol Store {\n    func load()\n}\n",
                        new: "public protocol Store {\n    func load()\n    func save()\n}\n"
                            + "extension Store {\n    public func save() {}\n}\n",
                        expected: []),
        APICheckExample(old: "public protocol Store {}\n", new: "public protocol Store {\n    associatedtype Key\n}\n",
                        expected: ["Kit.Store.Key"]),
        APICheckExample(old: "public protocol Store {}\n", new: "public protocol Store {\n    associatedtype Key = String\n}\n",
                        expected: []),
    ]

    public func changes(in pair: SymbolPair) -> [APIChange] {
        guard pair.old == nil, let new = pair.new, new.isPublicAPI, new.origin == .requirement, !hasDefault(new, in: pair.parent)
        else { return [] }
        let what = new.kind == .associatedtype ? "associated type" : "requirement"
        return [change(.breaking, pair, "a new \(what) of `\(pair.parent?.qualifiedName ?? "the protocol")` without a default: "
                           + "conforming types must now provide it")]
    }

    private func hasDefault(_ requirement: Symbol, in protocolSymbol: Symbol?) -> Bool {
        if requirement.kind == .associatedtype { return requirement.declarationText.contains("=") }
        return protocolSymbol?.members.contains {
            $0.origin == .protocolExtension && $0.title == requirement.title && $0.isStatic == requirement.isStatic
                && $0.extensionConstraints == nil
        } ?? false
    }
}
