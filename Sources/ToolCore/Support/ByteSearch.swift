#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding bytes in text fast: `memchr` for the first byte, `memcmp` for the
/// rest, over contiguous UTF-8.
///
/// The standard library's generic `firstRange(of:)` looks up type metadata on
/// every call; on hot paths (every file, every line) that costs more than the
/// search itself.
public enum ByteSearch {
    /// Whether `needle` occurs in `text`'s UTF-8.
    public static func contains(_ needle: StaticString, in text: String) -> Bool {
        firstOffset(of: needle, in: text) != nil
    }

    /// The UTF-8 offset of the first occurrence of `needle` in `text`.
    public static func firstOffset(of needle: StaticString, in text: String) -> Int? {
        var text = text
        return text.withUTF8 { search(needle, in: $0) }
    }

    private static func search(_ needle: StaticString, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        let length = needle.utf8CodeUnitCount
        guard let base = haystack.baseAddress, length > 0, haystack.count >= length else { return nil }
        let first = Int32(needle.utf8Start.pointee)
        var start = 0
        while start + length <= haystack.count {
            guard let hit = memchr(base + start, first, haystack.count - length - start + 1) else { return nil }
            let offset = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
            if memcmp(hit, needle.utf8Start, length) == 0 { return offset }
            start = offset + 1
        }
        return nil
    }
}
