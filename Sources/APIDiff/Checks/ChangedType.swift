import APIModel

/// A parameter's, a property's or a result's type that changed.
public struct ChangedType: APICheck {
    public static let id = "changed_type"
    public static let summary = "A parameter type, a return type or a property's type changed"
    public static let examples = [
        APICheckExample(old: "public func scale(by factor: Int) -> Int { 0 }\n",
                        new: "public func scale(by factor: Double) -> Int { 0 }\n", expected: ["Kit.scale(by:)"]),
        APICheckExample(old: "public var limit: Int = 0\n", new: "public var limit: Int64 = 0\n", expected: ["Kit.limit"]),
        APICheckExample(old: "public func f(_ a: [String : Int]) {}\n", new: "public func f(_ a: [String: Int]) {}\n",
                        expected: []),
        // An alias and what it names are one type.
        APICheckExample(old: "public struct Edit {}\npublic func apply(_ e: Edit) {}\n",
                        new: "public struct SourceEdit {}\npublic typealias Edit = SourceEdit\npublic func apply(_ e: SourceEdit) {}\n",
                        expected: []),
        // `Self` in a struct is the struct.
        APICheckExample(old: "public struct Path { public func adding(_ p: Int) -> Path { self } }\n",
                        new: "public struct Path { public func adding(_ p: Int) -> Self { self } }\n", expected: []),
    ]

    public func changes(in pair: SymbolPair) -> [APIChange] {
        guard pair.isPublicAPIInBoth, let old = pair.old, let new = pair.new, old.kind == new.kind,
              old.parameters.count == new.parameters.count else { return [] }
        var found: [APIChange] = []
        for (before, after) in zip(old.parameters, new.parameters) where !sameType(before.type, after.type, in: pair) {
            found.append(change(.breaking, pair, "parameter `\(after.name)` is now `\(after.type)`, not `\(before.type)`"))
        }
        if !sameType(old.returnType, new.returnType, in: pair) {
            let what = old.kind == .property ? "type" : "return type"
            found.append(change(.breaking, pair, "its \(what) is now `\(new.returnType ?? "Void")`, not `\(old.returnType ?? "Void")`"))
        }
        return found
    }

    /// Equal as written or through the new version's aliases, or `Self` for the struct or enum it is
    /// written in (a value type has no subclass).
    private func sameType(_ before: String?, _ after: String?, in pair: SymbolPair) -> Bool {
        // An alias names the same type: `ByteSourceRange` is `Range<AbsolutePosition>` once aliased to it.
        let (written, now) = (normalized(before), normalized(after))
        if written == now { return true }
        let (old, new) = (APIDiff.resolving(written, aliases: pair.newAliases), APIDiff.resolving(now, aliases: pair.newAliases))
        if old == new { return true }
        // `throws -> R` became `throws(E) -> R` for a new generic `E: Error`: a closure that throws still fits.
        if let symbol = pair.new {
            let errors = symbol.genericParameters.filter(GenericsChanged.isThrownErrorParameter)
                .map { String($0.prefix { $0 != ":" }).filter { !$0.isWhitespace } }
            if !errors.isEmpty, old == errors.reduce(new, { text, error in text.replacing("throws(\(error))", with: "throws") }) {
                return true
            }
        }
        guard let parent = pair.parent, parent.kind == .struct || parent.kind == .enum else { return false }
        let names: Set<String> = ["Self", parent.name, (parent.scope + [parent.name]).joined(separator: ".")]
        return names.contains(old) && names.contains(new)
    }
}
