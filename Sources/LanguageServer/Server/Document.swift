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
            let positions = TextPositions(text)
            let lower = positions.offset(of: range.start, encoding: encoding)
            let upper = max(lower, positions.offset(of: range.end, encoding: encoding))
            var bytes = Array(text.utf8)
            bytes.replaceSubrange(lower..<upper, with: Array(change.text.utf8))
            text = String(decoding: bytes, as: UTF8.self)
        }
    }
}
