/// A fast, stable 64-bit hash of bytes (FNV-1a), for cache keys and
/// fingerprints. Unlike `Hasher` it is the same in every process.
public enum ContentHash {
    public static func of(_ bytes: some Sequence<UInt8>) -> UInt64 {
        // Contiguous storage (arrays, Data, strings' UTF-8) is hashed through a
        // buffer pointer: iterating Data byte by byte is ten times slower.
        bytes.withContiguousStorageIfAvailable(fnv1a) ?? Array(bytes).withUnsafeBufferPointer(fnv1a)
    }

    private static func fnv1a(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// The hash as 16 hex digits.
    public static func hex(_ bytes: some Sequence<UInt8>) -> String {
        let digits = String(of(bytes), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
