import Yams

/// Decodes `Decodable` values straight from composed YAML nodes.
///
/// Yams' `YAMLDecoder` would do, but it resolves tags with the regular
/// expressions of its default resolver even for nodes composed without them
/// (its containers build key nodes with default tags), and casts every value to
/// anchor protocols — lookups in the binary's conformance records. Meanings are
/// Yams': a plain `~`, `null` or empty value is nil, a bool is a scalar whose
/// tag is not `str` spelt `true`/`yes`/`on` or `false`/`no`/`off`, numbers are
/// Yams' own `ScalarConstructible` parsers, and `<<` merges mappings.
struct NodeDecoder: Decoder {
    let node: Node
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .mapping(let mapping) = node else { throw mismatch([String: Any].self) }
        return KeyedDecodingContainer(NodeKeyedContainer<Key>(decoder: self, pairs: Self.flattened(mapping)))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .sequence(let sequence) = node else { throw mismatch([Any].self) }
        return NodeUnkeyedContainer(decoder: self, nodes: Array(sequence))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { NodeSingleValueContainer(decoder: self) }

    func child(_ node: Node, at key: any CodingKey) -> NodeDecoder {
        NodeDecoder(node: node, codingPath: codingPath + [key], userInfo: userInfo)
    }

    func mismatch(_ expected: Any.Type) -> DecodingError {
        // Not `\(node)`: printing a node goes through reflection, a tenth of a
        // start-up, and decoding tries types that do not fit on purpose (a rule
        // list or `all`). Users read ``ConfigError``'s wording, not this.
        .typeMismatch(expected, .init(codingPath: codingPath, debugDescription: "expected \(expected)"))
    }

    /// The mapping's own pairs after those its `<<` keys merge in (so its own win).
    private static func flattened(_ mapping: Node.Mapping) -> [(key: Node, value: Node)] {
        var merged: [(key: Node, value: Node)] = [], own: [(key: Node, value: Node)] = []
        for pair in mapping {
            guard pair.key.tagName == .merge else {
                own.append(pair)
                continue
            }
            switch pair.value {
            case .mapping(let source): merged += flattened(source)
            case .sequence(let sources): merged += sources.reversed().compactMap(\.mapping).flatMap(flattened)
            default: break
            }
        }
        return merged + own
    }
}

private struct NodeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: NodeDecoder
    let pairs: [(key: Node, value: Node)]

    var codingPath: [any CodingKey] { decoder.codingPath }

    var allKeys: [Key] {
        var seen = Set<String>()
        return pairs.compactMap { pair in
            guard let name = pair.key.string, seen.insert(name).inserted else { return nil }
            return Key(stringValue: name)
        }
    }

    func contains(_ key: Key) -> Bool { value(for: key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool { try NodeSingleValueContainer(decoder: child(key)).decodeNil() }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try NodeSingleValueContainer(decoder: child(key)).decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try child(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try child(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { try child(AnyCodingKey(stringValue: "super")) }
    func superDecoder(forKey key: Key) throws -> any Decoder { try child(key) }

    /// The last value written for the key, as YAML's later keys win.
    private func value(for key: any CodingKey) -> Node? {
        pairs.last { $0.key.string == key.stringValue }?.value
    }

    private func child(_ key: any CodingKey) throws -> NodeDecoder {
        guard let node = value(for: key) else {
            throw DecodingError.keyNotFound(key, .init(
                codingPath: codingPath, debugDescription: "no value for key \"\(key.stringValue)\""))
        }
        return decoder.child(node, at: key)
    }
}

private struct NodeUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: NodeDecoder
    let nodes: [Node]
    var currentIndex = 0

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { nodes.count }
    var isAtEnd: Bool { currentIndex >= nodes.count }

    mutating func decodeNil() throws -> Bool {
        guard try NodeSingleValueContainer(decoder: current(Any?.self)).decodeNil() else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try NodeSingleValueContainer(decoder: current(type)).decode(type)
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let container = try current([String: Any].self).container(keyedBy: type)
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try current([Any].self).unkeyedContainer()
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let decoder = try current(Any.self)
        currentIndex += 1
        return decoder
    }

    private func current(_ type: Any.Type) throws -> NodeDecoder {
        let key = AnyCodingKey(intValue: currentIndex)
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath + [key], debugDescription: "the list has no more items"))
        }
        return decoder.child(nodes[currentIndex], at: key)
    }
}

private struct NodeSingleValueContainer: SingleValueDecodingContainer {
    let decoder: NodeDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool {
        guard case .scalar(let scalar) = decoder.node, scalar.style == .plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        let scalar = try self.scalar(type)
        guard decoder.node.tagName != .str else { throw decoder.mismatch(type) }
        switch scalar.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw decoder.mismatch(type)
        }
    }

    func decode(_ type: String.Type) throws -> String { try scalar(type).string }
    func decode(_ type: Double.Type) throws -> Double { try construct(type) }
    func decode(_ type: Float.Type) throws -> Float { try construct(type) }
    func decode(_ type: Int.Type) throws -> Int { try construct(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try construct(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try construct(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try construct(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try construct(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try construct(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try construct(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try construct(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try construct(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try construct(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: decoder) }

    private func scalar(_ type: Any.Type) throws -> Node.Scalar {
        guard case .scalar(let scalar) = decoder.node else { throw decoder.mismatch(type) }
        return scalar
    }

    private func construct<T: ScalarConstructible>(_ type: T.Type) throws -> T {
        guard let value = T.construct(from: try scalar(type)) else { throw decoder.mismatch(type) }
        return value
    }
}
