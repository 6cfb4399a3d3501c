import APIModel

/// A parameter that lost its default value: calls that left it out stop compiling.
public struct DefaultRemoved: APICheck {
    public static let id = "default_removed"
    public static let summary = "A parameter's default value was removed"
    public static let examples = [
        APICheckExample(old: "public func load(encoding: Int = 8) {}\n", new: "public func load(encoding: Int) {}\n",
                        expected: ["Kit.load(encoding:)"]),
        APICheckExample(old: "public func load(encoding: Int) {}\n", new: "public func load(encoding: Int = 8) {}\n", expected: []),
    ]

    public func changes(in pair: SymbolPair) -> [APIChange] {
        guard pair.isPublicAPIInBoth, let old = pair.old, let new = pair.new, old.parameters.count == new.parameters.count
        else { return [] }
        return zip(old.parameters, new.parameters).filter { $0.hasDefault && !$1.hasDefault }.map { _, parameter in
            change(.breaking, pair, "parameter `\(parameter.label == "_" ? parameter.name : parameter.label)` no longer has a default")
        }
    }
}
