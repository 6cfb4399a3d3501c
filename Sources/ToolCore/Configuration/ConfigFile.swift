import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a configuration file's text: never more than ``YAMLLimits/maximumBytes``
/// bytes, and bytes that are not UTF-8 are reported where they stand.
enum ConfigFile {
    static func readText(atPath path: String) throws(ConfigLoadError) -> String {
        let bytes: Data
        do {
            bytes = Data(try readPrefix(atPath: path, count: YAMLLimits.maximumBytes + 1))
        } catch {
            throw ConfigLoadError([ConfigError(source: path, message: "cannot read the configuration file: \(error.reason)")])
        }
        if bytes.count > YAMLLimits.maximumBytes {
            let place = position(ofByte: YAMLLimits.maximumBytes, in: bytes)
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? bytes.count
            throw ConfigLoadError([ConfigError(source: path, line: place.line, column: place.column,
                                               message: YAMLLimits.tooLarge(bytes: size)), ])
        }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        let bad = firstInvalidByte(in: bytes)
        let place = position(ofByte: bad, in: bytes)
        throw ConfigLoadError([ConfigError(
            source: path, line: place.line, column: place.column,
            message: "the configuration is not UTF-8 text: byte \(hexByte(bytes[bytes.startIndex + bad])) here; "
                + "save the file as UTF-8"), ])
    }

    /// 1-based line and column (in Unicode scalars, as YAML positions count)
    /// of the byte at `offset`; bytes that are not UTF-8 count one column each.
    static func position(ofByte offset: Int, in bytes: Data) -> (line: Int, column: Int) {
        let before = bytes.prefix(offset)
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? before.startIndex
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        // Every byte but a UTF-8 continuation byte starts a column.
        let column = bytes[lineStart..<before.endIndex].count { $0 & 0xC0 != 0x80 } + 1
        return (line, column)
    }

    /// Offset of the first byte that does not start a valid UTF-8 sequence.
    private static func firstInvalidByte(in bytes: Data) -> Int {
        var offset = 0
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) { offset += UTF8.width(scalar) }
        return offset
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: false)
        return "\\x" + (digits.count == 1 ? "0" + digits : digits)
    }

    /// A failed system call, with the system's words for it (`No such file or directory`).
    struct ReadError: Error {
        let reason: String

        init(errno code: Int32) {
            reason = String(cString: strerror(code))
        }
    }

    /// At most `count` bytes from the start of the file at `path`, read with
    /// the system's calls: Foundation's `FileHandle` and `URL` cost 0.8 M
    /// instructions a configuration file, a tenth of linting one small file.
    static func readPrefix(atPath path: String, count: Int) throws(ReadError) -> [UInt8] {
        // As the core opens every path: a folder name kept as raw bytes is passed as those bytes.
        let descriptor = LosslessText.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw ReadError(errno: errno) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        // In chunks: a configuration is a few hundred bytes, the limit a mebibyte.
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while bytes.count < count {
            let wanted = min(chunk.count, count - bytes.count)
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR { continue }
                throw ReadError(errno: errno)
            }
            bytes.append(contentsOf: chunk[..<got])
        }
        return bytes
    }
}
