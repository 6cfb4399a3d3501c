import Foundation

/// Why a frame could not be read; the reader goes on with the next one.
public enum FramingError: Error, Equatable, Sendable {
    /// The headers end without a usable `Content-Length`.
    case missingContentLength
    /// A stated length over the limit: the body is skipped.
    case tooLarge(Int)
}

/// Reads LSP frames (`Content-Length: N\r\n\r\n` then N bytes) from a byte
/// stream, one at a time.
public struct MessageReader {
    /// The largest body read (64 MiB); a larger one is skipped and reported.
    public static let maximumLength = 64 << 20

    private let read: (inout [UInt8]) -> Int
    private var buffer: [UInt8] = []
    private var start = 0

    /// - Parameter read: appends the next bytes of the stream to its argument,
    ///   returning how many (0 at the end).
    public init(read: @escaping (inout [UInt8]) -> Int) {
        self.read = read
    }

    /// Reads from a file descriptor (standard input), after `replay` (frames a
    /// previous server of this session read and handed over).
    public init(fileDescriptor: Int32, replay: [UInt8] = []) {
        self.init { bytes in
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { Foundation.read(fileDescriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return 0 }
            bytes.append(contentsOf: chunk[..<count])
            return count
        }
        buffer = replay
    }

    /// Bytes read from the stream and not yet returned as frames: a server that
    /// hands the session over passes them on.
    public var unread: [UInt8] { Array(buffer[start...]) }

    /// `body` with the headers a client puts before it.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    /// The next frame's body; nil at the end of the stream.
    public mutating func next() throws(FramingError) -> [UInt8]? {
        guard let headerEnd = findHeaderEnd() else { return nil }
        let headers = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        start = headerEnd + 4
        guard let length = Self.contentLength(in: headers) else { throw .missingContentLength }
        if length > Self.maximumLength {
            skip(length)
            throw .tooLarge(length)
        }
        guard fill(to: start + length) else { return nil }
        let body = Array(buffer[start..<(start + length)])
        start += length
        compact()
        return body
    }

    /// The last `Content-Length` of the headers. Searched for, not only at a line's
    /// start: after a frame whose stated length was too short, the rest of its body
    /// runs into the next frame's headers, and the stream gets back in step there.
    private static func contentLength(in headers: String) -> Int? {
        guard let name = headers.range(of: "content-length:", options: [.caseInsensitive, .backwards]) else { return nil }
        let value = headers[name.upperBound...].prefix { !$0.isNewline }
        return Int(value.trimmingCharacters(in: .whitespaces)).flatMap { $0 >= 0 ? $0 : nil }
    }

    /// Where `\r\n\r\n` starts, reading more as needed; nil at the end of the stream.
    private mutating func findHeaderEnd() -> Int? {
        var searched = start
        while true {
            if buffer.count >= 4 {
                var index = max(start, searched)
                while index + 3 < buffer.count {
                    if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
                        return index
                    }
                    index += 1
                }
                searched = max(start, buffer.count - 3)
            }
            if read(&buffer) == 0 { return nil }
        }
    }

    private mutating func fill(to end: Int) -> Bool {
        while buffer.count < end {
            if read(&buffer) == 0 { return false }
        }
        return true
    }

    private mutating func skip(_ length: Int) {
        var remaining = length
        while remaining > 0 {
            let available = buffer.count - start
            if available >= remaining {
                start += remaining
                break
            }
            remaining -= available
            start = buffer.count
            compact()
            if read(&buffer) == 0 { break }
        }
        compact()
    }

    private mutating func compact() {
        if start > 1 << 20 || start == buffer.count {
            buffer.removeSubrange(0..<start)
            start = 0
        }
    }
}

/// Writes LSP frames; safe to call from several threads.
public final class MessageWriter: @unchecked Sendable {
    private let write: ([UInt8]) -> Void
    private let lock = NSLock()

    public init(write: @escaping ([UInt8]) -> Void) {
        self.write = write
    }

    public convenience init(fileDescriptor: Int32) {
        self.init { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { Foundation.write(fileDescriptor, $0.baseAddress, $0.count) }
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    public func send(_ message: JSONValue) {
        guard let body = try? JSONEncoder().encode(message) else { return }
        send(body: Array(body))
    }

    /// A notification whose parameters are JSON already (diagnostics, written
    /// straight from their type: no detour through ``JSONValue`` or `JSONEncoder`).
    func notify(_ method: String, json params: [UInt8]) {
        send(body: Array(#"{"jsonrpc":"2.0","method":"\#(method)","params":"#.utf8) + params + [UInt8(ascii: "}")])
    }

    private func send(body: [UInt8]) {
        let frame = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        lock.lock()
        defer { lock.unlock() }
        write(frame)
    }
}
