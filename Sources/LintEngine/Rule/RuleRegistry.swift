/// Every rule the linter knows, by identifier.
public struct RuleRegistry: Sendable {
    public let rules: [any Rule.Type]
    /// The rules' identifiers, in the order of `rules`.
    public let identifiers: [String]
    private let byIdentifier: [String: any Rule.Type]

    public init(_ rules: [any Rule.Type]) {
        // Each rule's identifier is read once: it comes out of the rule's whole
        // description (examples and all), and every start builds the registry.
        let sorted = rules.map { rule in
            let description = rule.description
            return (identifier: description.identifier, aliases: description.deprecatedAliases, rule: rule)
        }.sorted { $0.identifier < $1.identifier }
        self.rules = sorted.map(\.rule)
        self.identifiers = sorted.map(\.identifier)
        let names = sorted.flatMap { entry in ([entry.identifier] + entry.aliases).map { ($0, entry.rule) } }
        self.byIdentifier = Dictionary(names, uniquingKeysWith: { first, _ in first })
    }

    /// The rule with this identifier or former identifier.
    public subscript(identifier: String) -> (any Rule.Type)? { byIdentifier[identifier] }

    /// The current identifier for `name` (itself unless it is a former one).
    public func canonical(_ name: String) -> String { byIdentifier[name]?.identifier ?? name }
}
