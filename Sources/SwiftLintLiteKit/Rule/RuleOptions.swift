import ToolCore

/// A rule's options: decodable from `.lint.yml` in SwiftLint's shapes, with
/// defaults from `init()`.
public protocol RuleOptions: Decodable, Sendable {
    /// The defaults.
    init()
    /// The severity of the rule's violations (for rules with thresholds, of the
    /// lower threshold); ``Severity/warning`` unless configured.
    var severity: Severity { get }
    /// The defaults with `severity`, for SwiftLint's `rule: error` shorthand;
    /// nil for options whose severity cannot be set that way.
    static func defaults(withSeverity severity: Severity) -> Self?
}

extension RuleOptions {
    /// None: the shorthand does not apply unless the options say otherwise.
    public static func defaults(withSeverity severity: Severity) -> Self? { nil }
}

/// Options with a settable severity. Such a rule also takes SwiftLint's
/// shorthand `rule: error` in `.lint.yml`.
public protocol SeverityBasedOptions: RuleOptions {
    /// The severity of the rule's violations, settable from `.lint.yml`.
    var severity: Severity { get set }
}

extension SeverityBasedOptions {
    /// The defaults with `severity` set.
    public static func defaults(withSeverity severity: Severity) -> Self? {
        var options = Self()
        options.severity = severity
        return options
    }
}

/// Options of a rule whose only setting is its severity: `rule: error` or
/// `rule: {severity: error}`.
public struct SeverityOption: SeverityBasedOptions, Equatable {
    /// Warning unless configured.
    public var severity: Severity

    /// A warning.
    public init() { self.init(.warning) }
    /// The given severity.
    public init(_ severity: Severity) { self.severity = severity }

    /// Reads `rule: error` or `rule: {severity: error}`.
    public init(from decoder: any Decoder) throws {
        severity = try SeverityKey.decode(from: decoder, default: .warning)
    }
}

/// Severity-only options whose default is `error`, as SwiftLint's `force_try`
/// has: `rule: warning` or `rule: {severity: warning}`.
public struct ErrorSeverityOption: SeverityBasedOptions, Equatable {
    /// Error unless configured.
    public var severity = Severity.error

    /// An error.
    public init() {}

    /// Reads `rule: warning` or `rule: {severity: warning}`.
    public init(from decoder: any Decoder) throws {
        severity = try SeverityKey.decode(from: decoder, default: .error)
    }
}

/// Reads a severity-only setting in either shape: `rule: error` or `rule: {severity: error}`.
package enum SeverityKey: String, CodingKey {
    case severity

    package static func decode(from decoder: any Decoder, default fallback: Severity) throws -> Severity {
        if let single = try? decoder.singleValueContainer(), let value = try? single.decode(Severity.self) {
            return value
        }
        let container = try decoder.container(keyedBy: SeverityKey.self)
        return try container.decodeIfPresent(Severity.self, forKey: .severity) ?? fallback
    }
}

/// Warning and error thresholds, in SwiftLint's three shapes: `120`,
/// `[120, 200]` or `{warning: 120, error: 200}`.
public struct SeverityLevels: Sendable, Equatable {
    /// The value from which a violation is a warning.
    public var warning: Int
    /// The value from which it is an error; nil: never.
    public var error: Int?

    /// Thresholds for a warning and, optionally, an error.
    public init(warning: Int, error: Int? = nil) {
        self.warning = warning
        self.error = error
    }

    /// The severity a measured `value` earns, `nil` when within the warning threshold.
    public func severity(for value: Int) -> Severity? {
        if let error, value > error { return .error }
        return value > warning ? .warning : nil
    }

    /// The threshold that `value` crossed.
    public func threshold(for value: Int) -> Int {
        if let error, value > error { return error }
        return warning
    }

    /// Reads the scalar and list shapes; returns nil for a mapping, whose keys
    /// the caller reads together with its other options.
    package static func decodeShorthand(from decoder: any Decoder) throws -> SeverityLevels? {
        if var list = try? decoder.unkeyedContainer() {
            let warning = try list.decode(Int.self)
            let error = list.isAtEnd ? nil : try list.decode(Int.self)
            return SeverityLevels(warning: warning, error: error)
        }
        if let single = try? decoder.singleValueContainer(), let warning = try? single.decode(Int.self) {
            return SeverityLevels(warning: warning)
        }
        return nil
    }
}

/// Options of a rule with thresholds and nothing else (`file_length: [400, 1000]`).
public protocol ThresholdOptions: RuleOptions {
    /// The thresholds, from any of SwiftLint's shapes (``decodingLevels(from:)``).
    var levels: SeverityLevels { get set }
}

private enum LevelKeys: String, CodingKey { case warning, error }

extension ThresholdOptions {
    /// The lower threshold's: a warning.
    public var severity: Severity { .warning }

    /// Reads `levels` in any of SwiftLint's shapes, starting from the defaults.
    /// Rules with more options call this from their own `init(from:)` and then
    /// read their other keys.
    public static func decodingLevels(from decoder: any Decoder) throws -> Self {
        var options = Self()
        if let shorthand = try SeverityLevels.decodeShorthand(from: decoder) {
            options.levels = shorthand
            return options
        }
        let container = try decoder.container(keyedBy: LevelKeys.self)
        options.levels.warning = try container.decodeIfPresent(Int.self, forKey: .warning) ?? options.levels.warning
        if container.contains(.error) { options.levels.error = try container.decode(Int.self, forKey: .error) }
        return options
    }
}
