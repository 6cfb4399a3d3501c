/// Every rule the linter knows, by identifier.
public struct RuleRegistry: Sendable {
    /// The rules in the order given; ``catalogue`` has them by identifier.
    public let rules: [any Rule.Type]
    /// The rules' identifiers, in the order of `rules`.
    public let identifiers: [String]
    private let byIdentifier: [String: any Rule.Type]

    /// Every start builds the registry, so it does no more than map names:
    /// the order for people (``catalogue``) is worked out only when asked for.
    public init(_ rules: [any Rule.Type]) {
        self.rules = rules
        var identifiers: [String] = []
        var byIdentifier: [String: any Rule.Type] = [:]
        for rule in rules {
            let description = rule.description
            identifiers.append(description.identifier)
            for name in [description.identifier] + description.deprecatedAliases where byIdentifier[name] == nil {
                byIdentifier[name] = rule
            }
        }
        self.identifiers = identifiers
        self.byIdentifier = byIdentifier
    }

    /// The rules sorted by identifier, as the catalogue and the reference docs list them.
    public var catalogue: [any Rule.Type] {
        zip(identifiers, rules).sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The rule with this identifier or former identifier.
    public subscript(identifier: String) -> (any Rule.Type)? { byIdentifier[identifier] }

    /// The current identifier for `name` (itself unless it is a former one).
    public func canonical(_ name: String) -> String { byIdentifier[name]?.identifier ?? name }
}
