import APIModel

/// A declaration in both versions, or in one of them.
public struct SymbolPair: Sendable {
    public var module: String
    /// In the old version; nil for an addition.
    public var old: Symbol?
    /// In the new version; nil for a removal (or when it is no longer visible at all).
    public var new: Symbol?
    /// The declaration's type in the new version (for members), else in the old one.
    public var parent: Symbol?
    /// How the pair was matched, and its type's.
    let key: String
    let parentKey: String?
    /// Every type's direct supertypes in the new version, by name.
    var newSupertypes: [String: [String]] = [:]
    /// The new version's public type aliases, by name: `ByteSourceRange` → `Range<AbsolutePosition>`.
    var newAliases: [String: String] = [:]

    init(_ old: APIDiff.Entry?, _ new: APIDiff.Entry?, module: String) {
        self.module = module
        self.old = old?.symbol
        self.new = new?.symbol
        parent = new?.parent ?? old?.parent
        key = (new ?? old)?.key ?? ""
        parentKey = (new ?? old)?.parentKey
    }

    /// A removed declaration and an added one, as one declaration changed.
    init(removed: SymbolPair, added: SymbolPair) {
        module = added.module
        old = removed.old
        new = added.new
        parent = added.parent
        key = added.key
        parentKey = added.parentKey
    }

    /// `Module.Type.member(label:)`.
    public var name: String { module + "." + ((new ?? old)?.qualifiedName ?? "") }
}

/// A named check over one declaration's two versions, in the style of the lint rules:
/// an identifier, a one-line explanation, and old/new examples one generic test runs.
public protocol APICheck: Sendable {
    static var id: String { get }
    static var summary: String { get }
    /// Each pair's `expected` lists the symbols (`Module.name`) the check reports.
    static var examples: [APICheckExample] { get }

    /// The changes this check sees in `pair`; empty when none.
    func changes(in pair: SymbolPair) -> [APIChange]
}

extension APICheck {
    /// A change of this check at the pair's new place (else its old one).
    func change(_ kind: APIChange.Kind, _ pair: SymbolPair, _ message: String) -> APIChange {
        let conditions = (pair.new ?? pair.old)?.conditions ?? []
        let confined = conditions.isEmpty ? "" : " (only under `#if \(conditions.joined(separator: " && "))`)"
        return APIChange(check: Self.id, kind: kind, symbol: pair.name, message: message + confined,
                         location: pair.new?.location, oldLocation: pair.old?.location)
    }
}

/// The old and the new text of one file, and the symbols the check must report.
public struct APICheckExample: Sendable {
    public var old: String
    public var new: String
    public var expected: [String]

    public init(old: String, new: String, expected: [String]) {
        self.old = old
        self.new = new
        self.expected = expected
    }
}
