#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Text that may hold bytes that are not UTF-8: git's paths are bytes, and a
/// name written in Latin-1 must still reach a job as exactly those bytes.
///
/// Each byte that is not part of valid UTF-8 is kept as the scalar
/// U+10FF00 + byte (the end of plane 16, private use), so such a string
/// turns back into exactly the bytes it came from. Real names do not use
/// those scalars. Where text leaves the process as bytes (a child's
/// environment, argument files, file system calls) ``bytes(_:)`` undoes the
/// mapping; where a person reads it, ``display(_:)`` shows `\xE9`.
public enum LosslessText {
    private static let base: UInt32 = 0x10FF00

    /// The text of `bytes`, each byte that is not valid UTF-8 kept as its own scalar.
    public static func decode(_ bytes: some Collection<UInt8>) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        let bytes = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            var decoder = UTF8()
            var iterator = bytes[index...].makeIterator()
            if case .scalarValue(let scalar) = decoder.decode(&iterator) {
                scalars.append(scalar)
                index += UTF8.width(scalar)
            } else {  // always a byte from 0x80 up: ASCII is valid UTF-8
                scalars.append(Unicode.Scalar(base + UInt32(bytes[index]))!)
                index += 1
            }
        }
        return String(scalars)
    }

    /// The text of a C string from a library that hands out raw bytes.
    public static func decode(cString: UnsafePointer<CChar>) -> String {
        decode(UnsafeRawBufferPointer(start: cString, count: strlen(cString)))
    }

    /// The bytes `text` stands for: UTF-8, with each kept byte put back.
    public static func bytes(_ text: String) -> [UInt8] {
        guard holdsRawBytes(text) else { return Array(text.utf8) }
        var bytes: [UInt8] = []
        for scalar in text.unicodeScalars {
            if let byte = rawByte(scalar) { bytes.append(byte) } else { bytes += String(scalar).utf8 }
        }
        return bytes
    }

    /// Calls `body` with `text`'s bytes and a NUL: a path for a C call.
    public static func withCString<Result>(_ text: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        guard holdsRawBytes(text) else { return try text.withCString(body) }
        return try (bytes(text) + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// `text` for a person to read: each kept byte as `\xE9`.
    public static func display(_ text: String) -> String {
        guard holdsRawBytes(text) else { return text }
        var shown = ""
        for scalar in text.unicodeScalars {
            if let byte = rawByte(scalar) { shown += "\\x" + hex(byte) } else { shown.unicodeScalars.append(scalar) }
        }
        return shown
    }

    /// Whether `text` holds a kept byte.
    public static func holdsRawBytes(_ text: String) -> Bool {
        // Their UTF-8 starts F4 8F BC/BD/BE/BF: a cheap byte scan finds the lead.
        text.utf8.contains(0xF4) && text.unicodeScalars.contains { rawByte($0) != nil }
    }

    /// The byte a kept scalar stands for; nil for every other scalar.
    public static func rawByte(_ scalar: Unicode.Scalar) -> UInt8? {
        scalar.value >= base + 0x80 && scalar.value <= base + 0xFF ? UInt8(scalar.value - base) : nil
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
