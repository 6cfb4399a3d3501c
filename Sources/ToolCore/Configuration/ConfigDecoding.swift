import Yams

extension Decodable {
    /// Decodes merged configuration layers into this type, all or nothing.
    ///
    /// Every problem is collected — wrong types, bad values, unknown keys (with a
    /// "did you mean" where one is close) — and each is pinned to the layer, line
    /// and column that wrote the offending value.
    ///
    /// - Throws: ``ConfigLoadError`` listing every problem found.
    ///
    /// - Parameters:
    ///   - appendingLists: top-level keys whose lists add up across layers
    ///     (SwiftLint's `disabled_rules` in a child configuration adds to the
    ///     parent's) instead of the later list replacing the earlier.
    ///   - userInfo: handed to the types' `init(from:)`.
    public static func decode(
        layers: [ConfigLayer], appendingLists: Set<String> = [], userInfo: [CodingUserInfoKey: any Sendable] = [:]
    ) throws(ConfigLoadError) -> Self {
        let decoded = try decodeWithWarnings(layers: layers, appendingLists: appendingLists, userInfo: userInfo,
                                             unknownKeys: .error)
        return decoded.value
    }

    /// ``decode(layers:appendingLists:userInfo:)`` for a format that reads past
    /// what it does not know (SwiftLint's warns about unknown keys and goes on):
    /// unknown keys, and what the types report through
    /// ``Swift/Decoder/configWarnings``, come back as warnings, pinned like errors.
    public static func decodeWithWarnings(
        layers: [ConfigLayer], appendingLists: Set<String> = [], userInfo: [CodingUserInfoKey: any Sendable] = [:],
        unknownKeys: ConfigError.Severity = .warning
    ) throws(ConfigLoadError) -> (value: Self, warnings: [ConfigError]) {
        let merged = layers.dropFirst().reduce(layers.first?.node ?? ConfigYAML.mapping([])) {
            $0.merged(with: $1.node, appendingLists: appendingLists)
        }
        let ledger = KeyLedger()
        let collector = ConfigWarningCollector()
        var info = userInfo
        info[.configWarnings] = collector
        let value: Self
        do {
            let nodes = NodeDecoder(node: merged, codingPath: [], userInfo: info)
            value = try Self(from: KeyRecordingDecoder(inner: nodes, ledger: ledger))
        } catch let error as DecodingError {
            // A mapping rejected as a whole (a type's own validation, thrown after
            // it read its keys) is often explained by a misspelt key (`runn:`
            // for `run:`): report that mapping's unknown keys beside it.
            var unknown: [ConfigError] = []
            if case .dataCorrupted(let context) = error, unknownKeys == .error {
                let path = Self.pathID(context.codingPath)
                unknown = ledger.unknownKeys.filter { Self.pathID($0.codingPath) == path }.map { ConfigError($0, layers: layers) }
            }
            throw ConfigLoadError(unknown + [ConfigError(error, layers: layers)])
        } catch {
            throw ConfigLoadError([ConfigError(source: layers.last?.source ?? "configuration", message: "\(error)")])
        }
        var unknown = ledger.unknownKeys.map { ConfigError($0, layers: layers) }
        guard unknownKeys == .warning else {
            guard unknown.isEmpty else { throw ConfigLoadError(unknown.sorted(by: ConfigError.inSourceOrder)) }
            return (value, collector.pinned(in: layers))
        }
        for index in unknown.indices { unknown[index].severity = .warning }
        return (value, (unknown + collector.pinned(in: layers)).sorted(by: ConfigError.inSourceOrder))
    }
}

/// Where a type being decoded reports what it reads past: a value it does not
/// know but can do without. Reach it with ``Swift/Decoder/configWarnings``.
public final class ConfigWarningCollector: @unchecked Sendable {
    private struct Pending {
        let path: [any CodingKey]
        let message: String
        let severity: ConfigError.Severity
        let atKey: Bool
    }

    private var warnings: [Pending] = []

    /// A warning about the value at `codingPath` (a container's path plus the
    /// key), pinned to the value, or with `atKey` to the key itself.
    public func warn(
        at codingPath: [any CodingKey], _ message: String, severity: ConfigError.Severity = .warning, atKey: Bool = false
    ) {
        warnings.append(Pending(path: codingPath, message: message, severity: severity, atKey: atKey))
    }

    func pinned(in layers: [ConfigLayer]) -> [ConfigError] {
        warnings.map { warning in
            var error = ConfigError(DecodingError.dataCorrupted(.init(codingPath: warning.path, debugDescription: warning.message)),
                                    layers: layers)
            if warning.atKey, let key = warning.path.last?.stringValue,
               let mark = layers.last?.keyMark(key, at: Array(warning.path.dropLast())), layers.last?.hasPositions == true {
                (error.line, error.column) = (mark.line, mark.column)
            }
            error.message = warning.message
            error.severity = warning.severity
            return error
        }
    }
}

extension CodingUserInfoKey {
    static let configWarnings = CodingUserInfoKey(rawValue: "toolcore.config-warnings")!
}

extension Decoder {
    /// The collector for warnings, when decoding through
    /// ``Swift/Decodable/decodeWithWarnings(layers:appendingLists:userInfo:unknownKeys:)``.
    public var configWarnings: ConfigWarningCollector? {
        userInfo[.configWarnings] as? ConfigWarningCollector
    }
}

extension Decodable {
    fileprivate static func pathID(_ path: [any CodingKey]) -> String {
        path.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
    }
}

extension ConfigError {
    static func inSourceOrder(_ a: ConfigError, _ b: ConfigError) -> Bool {
        (a.source, a.line, a.column) < (b.source, b.line, b.column)
    }

    /// What a decoding error says, without its place: for a message about a
    /// value read past (`severity` must be `warning` or `error`).
    public static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        let (context, message) = parts(of: error)
        guard let name = context.codingPath.last?.stringValue, context.codingPath.last?.intValue == nil else { return message }
        return "`\(name)` \(message)"
    }

    private static func parts(of error: DecodingError) -> (DecodingError.Context, String) {
        switch error {
        case .typeMismatch(let type, let context):
            (context, "must be \(Self.phrase(for: type))")
        case .valueNotFound(let type, let context):
            (context, "must be \(Self.phrase(for: type)), got nothing")
        case .keyNotFound(let key, let context):
            (context, "`\(key.stringValue)` is required here")
        case .dataCorrupted(let context):
            (context, context.debugDescription)
        @unknown default:
            (DecodingError.Context(codingPath: [], debugDescription: ""), "\(error)")
        }
    }

    /// Pins a decoding error to the topmost layer that set the value at its path.
    init(_ error: DecodingError, layers: [ConfigLayer]) {
        let (context, message) = Self.parts(of: error)
        let path = context.codingPath
        let layer = layers.last { $0.node(at: path) != nil } ?? layers.last
        let node = layer?.node(at: path)
        var text = message
        if case .typeMismatch = error, let shown = node.map(Self.show) { text += ", got \(shown)" }
        if let name = path.last?.stringValue, path.last?.intValue == nil {
            text = "`\(name)` \(text)"
        }
        let mark = layer?.hasPositions == true ? node?.mark : nil
        self.init(source: layer?.source ?? "configuration",
                  line: mark?.line ?? 0, column: mark?.column ?? 0, message: text)
    }

    init(_ unknown: UnknownKey, layers: [ConfigLayer]) {
        let layer = layers.last { $0.keyMark(unknown.key, at: unknown.codingPath) != nil } ?? layers.last
        let mark = layer?.hasPositions == true ? layer?.keyMark(unknown.key, at: unknown.codingPath) : nil
        let owner = unknown.codingPath.isEmpty ? "" : " in `\(Self.describe(unknown.codingPath))`"
        var message = "unknown key `\(unknown.key)`\(owner)"
        if let guess = Suggestion.closest(to: unknown.key, among: unknown.knownKeys) {
            message += "; did you mean `\(guess)`?"
        } else if !unknown.knownKeys.isEmpty, unknown.knownKeys.count <= 12 {
            message += "; known keys: \(unknown.knownKeys.map { "`\($0)`" }.joined(separator: ", "))"
        }
        self.init(source: layer?.source ?? "configuration",
                  line: mark?.line ?? 0, column: mark?.column ?? 0, message: message)
    }

    /// `jobs[0].env`, as a user would name the place.
    static func describe(_ path: [any CodingKey]) -> String {
        path.reduce("") { text, key in
            if let index = key.intValue { return text + "[\(index)]" }
            return text.isEmpty ? key.stringValue : text + "." + key.stringValue
        }
    }

    private static func phrase(for type: Any.Type) -> String {
        switch type {
        case is Bool.Type: "`true` or `false`"
        case is any BinaryInteger.Type: "a whole number"
        case is any BinaryFloatingPoint.Type: "a number"
        case is String.Type: "a string"
        case is [Any].Type: "a list"
        default:
            "\(type)".hasPrefix("Array") ? "a list" : "a mapping of `key: value` lines"
        }
    }

    private static func show(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar): "`\(scalar.string)`"
        case .sequence: "a list"
        case .mapping: "a mapping"
        case .alias: "an alias"
        }
    }
}
