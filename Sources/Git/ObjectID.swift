import CGit2

/// A git object id: a SHA-1 (20 bytes) or, in a repository of the SHA-256
/// object format, a SHA-256 (32 bytes). Held inline: ids are compared and
/// hashed by the thousand while a push is planned.
public struct ObjectID: Hashable, Sendable, CustomStringConvertible {
    // Four words, not a tuple nor a SIMD4 (32-byte aligned, more than an
    // async frame guarantees): plain stored properties, hashed as they are.
    private let word0: UInt64, word1: UInt64, word2: UInt64, word3: UInt64
    /// 20 or 32.
    public let byteCount: Int

    /// The id's bytes, in order.
    public var bytes: [UInt8] {
        [word0, word1, word2, word3].withUnsafeBytes { Array($0.prefix(byteCount)) }
    }

    init<Bytes: Collection<UInt8>>(bytes: Bytes) {
        precondition(bytes.count == 20 || bytes.count == 32, "an object id is 20 or 32 bytes")
        var words = [UInt64](repeating: 0, count: 4)
        words.withUnsafeMutableBytes { target in
            for (offset, byte) in bytes.enumerated() { target[offset] = byte }
        }
        (word0, word1, word2, word3) = (words[0], words[1], words[2], words[3])
        byteCount = bytes.count
    }

    init(_ raw: git_oid) {
        self.init(bytes: withUnsafeBytes(of: raw.id) { Array($0.prefix(20)) })
    }

    /// The id as libgit2 1.5 takes it: SHA-1 only, which is all it can open.
    var raw: git_oid {
        precondition(byteCount == 20, "libgit2 handles SHA-1 ids only")
        var oid = git_oid()
        withUnsafeMutableBytes(of: &oid.id) { target in
            bytes.withUnsafeBytes { target.copyMemory(from: $0) }
        }
        return oid
    }

    /// Parses 40 or 64 hex digits (either case); nil for anything else.
    public init?(hex: some StringProtocol) {
        let digits = Array(hex.utf8)
        guard digits.count == 40 || digits.count == 64 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let high = Self.value(ofHexDigit: digits[index]), let low = Self.value(ofHexDigit: digits[index + 1]) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        self.init(bytes: bytes)
    }

    /// The all-zero id git uses for "no object" (a deleted ref, a ref the remote lacks).
    public var isZero: Bool { bytes.allSatisfy { $0 == 0 } }

    public var description: String { hex }

    /// Lower-case hex.
    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        return String(decoding: bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }, as: UTF8.self)
    }

    private static func value(ofHexDigit digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
