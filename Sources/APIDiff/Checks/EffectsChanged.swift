import APIModel
import Foundation

/// A function that now throws, throws another error type, or is now async.
public struct EffectsChanged: APICheck {
    public static let id = "effects_changed"
    public static let summary = "A declaration became throwing or async, or its thrown error type changed"
    public static let examples = [
        APICheckExample(old: "public func load() {}\n", new: "public func load() throws {}\n", expected: ["Kit.load()"]),
        APICheckExample(old: "public struct LoadError: Error {}\npublic func load() throws {}\n",
                        new: "public struct LoadError: Error {}\npublic func load() throws(LoadError) {}\n",
                        expected: ["Kit.load()"]),
        APICheckExample(old: "public func load() {}\n", new: "public func load() async {}\n", expected: ["Kit.load()"]),
        APICheckExample(old: "public func load() throws {}\n", new: "public func load() {}\n", expected: []),
        // Callers that catch the typed error lose its type.
        APICheckExample(old: "public struct LoadError: Error {}\npublic func load() throws(LoadError) {}\n",
                        new: "public struct LoadError: Error {}\npublic func load() throws {}\n", expected: ["Kit.load()"]),
    ]

    public func changes(in pair: SymbolPair) -> [APIChange] {
        guard pair.isPublicAPIInBoth, let old = pair.old, let new = pair.new else { return [] }
        var found: [APIChange] = []
        if !old.isAsync, new.isAsync { found.append(change(.breaking, pair, "it is now `async`")) }
        let before = thrown(old), after = thrown(new)
        guard let after, before != after else { return found }
        let text = "it now says `\(after)`" + (before.map { ", not `\($0)`" } ?? "")
        if before == "throws" && new.origin != .requirement && new.access != .open {
            // Calls still compile (a typed error is still an error); overrides, witnesses and binaries do not.
            found.append(change(.potentiallyBreaking, pair, text + ": calls still compile, the binary interface changes"))
        } else {
            found.append(change(.breaking, pair, text))
        }
        return found
    }

    /// `throws` or `throws(E)` as the declaration writes it; nil when it does not throw.
    private func thrown(_ symbol: Symbol) -> String? {
        guard symbol.isThrowing else { return nil }
        let text = symbol.declarationText.filter { !$0.isWhitespace }
        guard let start = text.range(of: "throws(") else { return "throws" }
        return String(text[start.lowerBound...].prefix { $0 != ")" }) + ")"
    }
}
