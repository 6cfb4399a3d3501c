// Decoding ignores keys a type does not know — and a misspelt key is the most
// common configuration mistake. This decoder wraps another (``NodeDecoder``)
// and records which keys each type asked for; every other key of a mapping is
// unknown. Values are still constructed by the decoder it wraps.

import Algorithms

/// A coding key that accepts any string: used to list a mapping's raw keys.
struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// A key a mapping has but its type never asked for.
struct UnknownKey {
    let codingPath: [any CodingKey]
    let key: String
    let knownKeys: [String]
}

/// Collects what the keyed containers of one decoding asked for. Several
/// containers over the same mapping (a type that reads some keys, then hands
/// the decoder to a helper that reads others) share one tracker.
final class KeyLedger {
    private final class Tracker {
        let codingPath: [any CodingKey]
        let rawKeys: [String]
        var requested: [String] = []

        init(codingPath: [any CodingKey], rawKeys: [String]) {
            self.codingPath = codingPath
            self.rawKeys = rawKeys
        }
    }

    private var trackers: [String: Tracker] = [:]
    private var order: [String] = []

    func track(codingPath: [any CodingKey], rawKeys: [String]) -> (String) -> Void {
        let id = codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
        let tracker = trackers[id] ?? {
            let created = Tracker(codingPath: codingPath, rawKeys: rawKeys)
            trackers[id] = created
            order.append(id)
            return created
        }()
        return { tracker.requested.append($0) }
    }

    /// Keys present in a mapping that nobody asked for. (A dictionary asks for
    /// each of its keys; a type that accepts keys it does not decode can ask
    /// with `contains`, which also offers the key as a suggestion.)
    var unknownKeys: [UnknownKey] {
        order.compactMap { trackers[$0] }.flatMap { tracker in
            let known = Set(tracker.requested)
            let names = Array(tracker.requested.uniqued())
            return tracker.rawKeys.filter { !known.contains($0) }.map {
                UnknownKey(codingPath: tracker.codingPath, key: $0, knownKeys: names)
            }
        }
    }
}

struct KeyRecordingDecoder: Decoder {
    let inner: any Decoder
    let ledger: KeyLedger

    var codingPath: [any CodingKey] { inner.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { inner.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let container = try inner.container(keyedBy: Key.self)
        let rawKeys = try inner.container(keyedBy: AnyCodingKey.self).allKeys.map(\.stringValue)
        let record = ledger.track(codingPath: codingPath, rawKeys: rawKeys)
        return KeyedDecodingContainer(RecordingKeyedContainer(
            inner: container, ledger: ledger, record: record, presentKeys: Set(rawKeys)))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        RecordingUnkeyedContainer(inner: try inner.unkeyedContainer(), ledger: ledger)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        RecordingSingleValueContainer(inner: try inner.singleValueContainer(), decoder: self)
    }
}

private struct RecordingKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let inner: KeyedDecodingContainer<Key>
    let ledger: KeyLedger
    let record: (String) -> Void
    /// The mapping's keys. Answering `contains` from them rather than from the
    /// decoder it wraps matters: a type may ask about every key it knows (the
    /// lint configuration asks about each rule), and that decoder searches the
    /// mapping for each question.
    let presentKeys: Set<String>

    var codingPath: [any CodingKey] { inner.codingPath }

    var allKeys: [Key] { inner.allKeys }

    func contains(_ key: Key) -> Bool {
        record(key.stringValue)
        return presentKeys.contains(key.stringValue)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        record(key.stringValue)
        return try inner.decodeNil(forKey: key)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try scalar(key) { try inner.decode(type, forKey: key) } }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try scalar(key) { try inner.decode(type, forKey: key) } }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try scalar(key) { try inner.decode(type, forKey: key) } }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try scalar(key) { try inner.decode(type, forKey: key) } }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try scalar(key) { try inner.decode(type, forKey: key) } }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try scalar(key) { try inner.decode(type, forKey: key) } }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try scalar(key) { try inner.decode(type, forKey: key) } }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try scalar(key) { try inner.decode(type, forKey: key) } }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try scalar(key) { try inner.decode(type, forKey: key) } }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try scalar(key) { try inner.decode(type, forKey: key) } }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try scalar(key) { try inner.decode(type, forKey: key) } }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try scalar(key) { try inner.decode(type, forKey: key) } }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try scalar(key) { try inner.decode(type, forKey: key) } }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try scalar(key) { try inner.decode(type, forKey: key) } }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        record(key.stringValue)
        // Decode through a recording decoder so nested types are checked too.
        return try T(from: KeyRecordingDecoder(inner: try inner.superDecoder(forKey: key), ledger: ledger))
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        record(key.stringValue)
        return try decoder(forKey: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        record(key.stringValue)
        return try decoder(forKey: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        KeyRecordingDecoder(inner: try inner.superDecoder(), ledger: ledger)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        record(key.stringValue)
        return try decoder(forKey: key)
    }

    private func decoder(forKey key: Key) throws -> KeyRecordingDecoder {
        KeyRecordingDecoder(inner: try inner.superDecoder(forKey: key), ledger: ledger)
    }

    private func scalar<T>(_ key: Key, _ decode: () throws -> T) throws -> T {
        record(key.stringValue)
        return try decode()
    }
}

private struct RecordingUnkeyedContainer: UnkeyedDecodingContainer {
    var inner: any UnkeyedDecodingContainer
    let ledger: KeyLedger

    var codingPath: [any CodingKey] { inner.codingPath }
    var count: Int? { inner.count }
    var isAtEnd: Bool { inner.isAtEnd }
    var currentIndex: Int { inner.currentIndex }

    mutating func decodeNil() throws -> Bool { try inner.decodeNil() }
    mutating func decode(_ type: Bool.Type) throws -> Bool { try inner.decode(type) }
    mutating func decode(_ type: String.Type) throws -> String { try inner.decode(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try inner.decode(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try inner.decode(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try inner.decode(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try inner.decode(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try inner.decode(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try inner.decode(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try inner.decode(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try inner.decode(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try inner.decode(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try inner.decode(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try inner.decode(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try inner.decode(type) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: try superDecoder())
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try superDecoder().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try superDecoder().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        KeyRecordingDecoder(inner: try inner.superDecoder(), ledger: ledger)
    }
}

private struct RecordingSingleValueContainer: SingleValueDecodingContainer {
    let inner: any SingleValueDecodingContainer
    let decoder: KeyRecordingDecoder

    var codingPath: [any CodingKey] { inner.codingPath }

    func decodeNil() -> Bool { inner.decodeNil() }
    func decode(_ type: Bool.Type) throws -> Bool { try inner.decode(type) }
    func decode(_ type: String.Type) throws -> String { try inner.decode(type) }
    func decode(_ type: Double.Type) throws -> Double { try inner.decode(type) }
    func decode(_ type: Float.Type) throws -> Float { try inner.decode(type) }
    func decode(_ type: Int.Type) throws -> Int { try inner.decode(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try inner.decode(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try inner.decode(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try inner.decode(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try inner.decode(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try inner.decode(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try inner.decode(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try inner.decode(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try inner.decode(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try inner.decode(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: decoder)
    }
}
