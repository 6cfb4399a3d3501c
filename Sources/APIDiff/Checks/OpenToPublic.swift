import APIModel

/// An open class or member that may no longer be subclassed or overridden.
public struct OpenToPublic: APICheck {
    public static let id = "open_to_public"
    public static let summary = "An open class or member became public (or final): subclasses and overrides break"
    public static let examples = [
        APICheckExample(old: "open class View {\n    open func draw() {}\n}\n", new: "open class View {\n    public func draw() {}\n}\n",
                        expected: ["Kit.View.draw()"]),
        APICheckExample(old: "open class View {}\n", new: "public final class View {}\n", expected: ["Kit.View"]),
    ]

    public func changes(in pair: SymbolPair) -> [APIChange] {
        guard let old = pair.old, let new = pair.new, old.access == .open, new.isPublicAPI, new.access < .open else { return [] }
        return [change(.breaking, pair, "`\(old.qualifiedName)` is no longer open: it cannot be subclassed or overridden")]
    }
}
