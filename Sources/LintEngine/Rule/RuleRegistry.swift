/// Every rule the linter knows, by identifier.
public struct RuleRegistry: Sendable {
    public let rules: [any Rule.Type]
    private let byIdentifier: [String: any Rule.Type]

    public init(_ rules: [any Rule.Type]) {
        self.rules = rules.sorted { $0.identifier < $1.identifier }
        self.byIdentifier = Dictionary(rules.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public subscript(identifier: String) -> (any Rule.Type)? { byIdentifier[identifier] }

    public var identifiers: [String] { rules.map { $0.identifier } }
}
