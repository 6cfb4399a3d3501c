import ToolCore

/// A `custom_rules:` entry: a regular expression with a message.
public struct CustomRuleDefinition: Decodable, Sendable {
    public var identifier = ""
    public var name: String?
    public var regex: String
    public var message: String?
    public var severity: Severity?
    /// Only files whose path matches this regular expression (or any of these).
    public var included: [String]?
    public var excluded: [String]?
    /// Only matches that start in these kinds of syntax (comment, string, identifier, keyword, …).
    public var matchKinds: [String]?

    enum CodingKeys: String, CodingKey {
        case name, regex, message, severity, included, excluded
        case matchKinds = "match_kinds"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        regex = try container.decode(String.self, forKey: .regex)
        message = try container.decodeIfPresent(String.self, forKey: .message)
        severity = try container.decodeIfPresent(Severity.self, forKey: .severity)
        included = try Self.decodeOneOrMany(container, .included)
        excluded = try Self.decodeOneOrMany(container, .excluded)
        matchKinds = try Self.decodeOneOrMany(container, .matchKinds)
        do {
            _ = try Regex(regex)
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: .regex, in: container, debugDescription: "is not a valid regular expression: \(error)")
        }
    }

    /// SwiftLint accepts a string or a list for these keys.
    private static func decodeOneOrMany(
        _ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys
    ) throws -> [String]? {
        guard container.contains(key) else { return nil }
        if let one = try? container.decode(String.self, forKey: key) { return [one] }
        return try container.decode([String].self, forKey: key)
    }

    func named(_ identifier: String) -> CustomRuleDefinition {
        var copy = self
        copy.identifier = identifier
        return copy
    }
}
