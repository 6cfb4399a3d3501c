/// Cuts a byte stream that arrives in arbitrary pieces into lines.
///
/// Lines end at `\n`; a `\r` before it is dropped. A final line without a
/// terminator comes out of `finish()`.
struct LineSplitter {
    private var pending: [UInt8] = []

    /// Feeds the next piece and returns the lines it completed.
    mutating func feed(_ bytes: some Collection<UInt8>) -> [String] {
        var lines: [String] = []
        var start = bytes.startIndex
        while let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            pending.append(contentsOf: bytes[start..<newline])
            lines.append(takePending())
            start = bytes.index(after: newline)
        }
        pending.append(contentsOf: bytes[start...])
        return lines
    }

    /// The unterminated last line, if any.
    mutating func finish() -> String? {
        pending.isEmpty ? nil : takePending()
    }

    private mutating func takePending() -> String {
        if pending.last == UInt8(ascii: "\r") { pending.removeLast() }
        defer { pending.removeAll(keepingCapacity: true) }
        return String(decoding: pending, as: UTF8.self)
    }
}
