/// A string-valued setting with a fixed set of values, such as `severity`.
///
/// Conforming types get a decoder whose error lists the allowed values:
/// "must be `warning` or `error`, got `warn`".
public protocol ConfigEnum: RawRepresentable<String>, CaseIterable, Decodable, Sendable {}

extension ConfigEnum {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        guard let value = Self(rawValue: raw) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "must be \(Self.allowedValuesPhrase), got `\(raw)`"
            )
        }
        self = value
    }

    /// "`a`, `b` or `c`".
    public static var allowedValuesPhrase: String {
        let names = allCases.map { "`\($0.rawValue)`" }
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }
}
