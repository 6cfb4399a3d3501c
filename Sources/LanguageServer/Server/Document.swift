import Foundation

/// An open document: its text as the client has it, and its version.
struct Document {
    var uri: String
    var version: Int
    var text: String

    /// Applies the client's changes in order (a full text, or a range replaced).
    mutating func apply(_ changes: [TextDocumentContentChangeEvent], encoding: PositionEncoding) {
        for change in changes {
            guard let range = change.range else {
                text = change.text
                continue
            }
            let lower = Self.offset(of: range.start, in: text, encoding: encoding)
            let upper = max(lower, Self.offset(of: range.end, in: text, encoding: encoding))
            var bytes = Array(text.utf8)
            bytes.replaceSubrange(lower..<upper, with: Array(change.text.utf8))
            text = String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The UTF-8 offset of an LSP position (clamped to the line and the text).
    static func offset(of position: Position, in text: String, encoding: PositionEncoding) -> Int {
        let utf8 = Array(text.utf8)
        var line = 0, index = 0
        while line < position.line, index < utf8.count {
            if utf8[index] == 10 { line += 1 }
            index += 1
        }
        var units = 0
        while index < utf8.count, utf8[index] != 10, units < position.character {
            let byte = utf8[index]
            let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            units += encoding == .utf8 ? length : (length == 4 ? 2 : 1)
            index += length
        }
        return min(index, utf8.count)
    }
}
