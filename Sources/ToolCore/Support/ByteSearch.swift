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

    /// The UTF-8 offsets of the first occurrence of `needle` in `text`.
    public static func range(of needle: String, in text: String) -> Range<Int>? {
        var text = text, needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { pattern in
                guard let base = pattern.baseAddress else { return nil }
                return search(base, count: pattern.count, in: haystack).map { $0..<($0 + pattern.count) }
            }
        }
    }

    /// `text` with every occurrence of `needle` replaced by `replacement`.
    public static func replacing(_ needle: StaticString, with replacement: String, in text: String) -> String {
        var text = text
        return text.withUTF8 { haystack in
            var result: [UInt8] = []
            var start = 0
            while let hit = search(needle, in: UnsafeBufferPointer(rebasing: haystack[start...])) {
                result += haystack[start..<(start + hit)]
                result += replacement.utf8
                start += hit + needle.utf8CodeUnitCount
            }
            result += haystack[start...]
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// The index of the first `byte` at or after `start` in `bytes`.
    public static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, start < bytes.count,
              let hit = memchr(base + start, Int32(byte), bytes.count - start)
        else { return nil }
        return UnsafeRawPointer(hit) - UnsafeRawPointer(base)
    }

    private static func search(_ needle: StaticString, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        search(needle.utf8Start, count: needle.utf8CodeUnitCount, in: haystack)
    }

    private static func search(_ needle: UnsafePointer<UInt8>, count length: Int, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = haystack.baseAddress, length > 0, haystack.count >= length else { return nil }
        let first = Int32(needle.pointee)
        var start = 0
        while start + length <= haystack.count {
            guard let hit = memchr(base + start, first, haystack.count - length - start + 1) else { return nil }
            let offset = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
            if memcmp(hit, needle, length) == 0 { return offset }
            start = offset + 1
        }
        return nil
    }
}
