/// Turns UTF-8 offsets of one file into 1-based lines and character columns.
struct LineTable: Sendable {
    private let bytes: [UInt8]
    /// The offset each line starts at.
    private let starts: [Int]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.starts = starts
    }

    /// The line and column (counted in characters, as editors count them) of `offset`.
    func location(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {  // the last line starting at or before `offset`
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = starts[low]
        let end = min(max(offset, start), bytes.count)
        let column = String(decoding: bytes[start..<end], as: UTF8.self).count + 1
        return (low + 1, column)
    }
}
