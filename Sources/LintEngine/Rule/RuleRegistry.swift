/// Every rule the linter knows, by identifier.
public struct RuleRegistry: Sendable {
    public let rules: [any Rule.Type]
    private let byIdentifier: [String: any Rule.Type]

    public init(_ rules: [any Rule.Type]) {
        self.rules = rules.sorted { $0.identifier < $1.identifier }
        let aliases = rules.flatMap { rule in rule.description.deprecatedAliases.map { ($0, rule) } }
        self.byIdentifier = Dictionary(rules.map { ($0.identifier, $0) } + aliases, uniquingKeysWith: { first, _ in first })
    }

    /// The rule with this identifier or former identifier.
    public subscript(identifier: String) -> (any Rule.Type)? { byIdentifier[identifier] }

    /// The current identifier for `name` (itself unless it is a former one).
    public func canonical(_ name: String) -> String { byIdentifier[name]?.identifier ?? name }

    public var identifiers: [String] { rules.map { $0.identifier } }
}
