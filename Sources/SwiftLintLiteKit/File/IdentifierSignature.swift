/// Which identifiers a file's text holds, kept as a bitmap of their hashes. It
/// answers "certainly not here" in a few nanoseconds, so a rule that can only
/// fire on, say, a call to `NSLocalizedString` skips the files that never name
/// it (see ``Rule/triggerIdentifiers``). A hash collision only means the rule runs.
///
/// Words are maximal runs of ASCII letters, digits and `_`, wherever they are:
/// in code, after `@` or `#`, in backticks, in a comment or a string. Any other
/// byte ends a word, non-ASCII ones included: an identifier may end right
/// before a no-break space or a Unicode operator (`x≠fatalError()`). So the
/// identifiers looked up are ASCII.
public struct IdentifierSignature: Sendable {
    /// Two bits per word, in 4,096: a file of a few hundred distinct names
    /// leaves most bits clear.
    public struct Key: Sendable, Hashable {
        let first: Int
        let second: Int

        /// The key of `identifier`, hashed as the signature hashes the text's words.
        public init(_ identifier: String) {
            var hash = IdentifierSignature.offsetBasis
            for byte in identifier.utf8 { hash = IdentifierSignature.mix(hash, byte) }
            (first, second) = IdentifierSignature.bits(of: hash)
        }
    }

    private static let bitCount = 4096
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private var words = [UInt64](repeating: 0, count: bitCount / 64)

    /// The signature of every identifier-like word of `text`.
    public init(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var hash = Self.offsetBasis, inWord = false
            for byte in bytes {
                if Self.isWordByte(byte) {
                    hash = Self.mix(hash, byte)
                    inWord = true
                } else if inWord {
                    insert(hash)
                    hash = Self.offsetBasis
                    inWord = false
                }
            }
            if inWord { insert(hash) }
        }
    }

    /// False only when no word of the text is `key`'s identifier.
    public func mayContain(_ key: Key) -> Bool {
        isSet(key.first) && isSet(key.second)
    }

    private mutating func insert(_ hash: UInt64) {
        let (first, second) = Self.bits(of: hash)
        words[first >> 6] |= 1 << UInt64(first & 63)
        words[second >> 6] |= 1 << UInt64(second & 63)
    }

    private func isSet(_ bit: Int) -> Bool {
        words[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }

    // FNV-1a: cheap per byte, and spreads short names well enough for a filter.
    private static func mix(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
        (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    private static func bits(of hash: UInt64) -> (Int, Int) {
        (Int(truncatingIfNeeded: hash) & (bitCount - 1), Int(truncatingIfNeeded: hash >> 32) & (bitCount - 1))
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: false
        }
    }
}
