/// Converts between a text's UTF-8 offsets (the engine's) and LSP positions
/// (line and character in the negotiated encoding).
struct TextPositions {
    private let bytes: [UInt8]
    /// UTF-8 offset of each line's first byte.
    private let lineStarts: [Int]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == 10 { starts.append(index + 1) }
        lineStarts = starts
    }

    func position(ofOffset offset: Int, encoding: PositionEncoding) -> Position {
        let offset = min(max(0, offset), bytes.count)
        // The last line starting at or before the offset.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let lineStart = lineStarts[low]
        guard encoding == .utf16 else { return Position(line: low, character: offset - lineStart) }
        var units = 0, index = lineStart
        while index < offset {
            let length = Self.sequenceLength(bytes[index])
            units += length == 4 ? 2 : 1
            index += length
        }
        return Position(line: low, character: units)
    }

    /// The UTF-8 offset of an LSP position, clamped to its line and the text.
    func offset(of position: Position, encoding: PositionEncoding) -> Int {
        guard position.line < lineStarts.count else { return bytes.count }
        var units = 0, index = lineStarts[max(0, position.line)]
        while index < bytes.count, bytes[index] != 10, units < position.character {
            let length = Self.sequenceLength(bytes[index])
            units += encoding == .utf8 ? length : (length == 4 ? 2 : 1)
            index += length
        }
        return min(index, bytes.count)
    }

    /// How many bytes the UTF-8 sequence starting with `byte` takes.
    private static func sequenceLength(_ byte: UInt8) -> Int {
        byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
    }

    func range(from start: Int, to end: Int, encoding: PositionEncoding) -> Range {
        Range(start: position(ofOffset: start, encoding: encoding), end: position(ofOffset: end, encoding: encoding))
    }

    /// The UTF-8 offset where line `line` (0-based) starts.
    func offset(ofLine line: Int) -> Int {
        lineStarts[min(max(0, line), lineStarts.count - 1)]
    }

    /// The UTF-8 offsets of line `line`'s text, without its `\n` or `\r\n`.
    func lineContent(_ line: Int) -> Swift.Range<Int> {
        guard line < lineStarts.count else { return bytes.count..<bytes.count }
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
        if end > lineStarts[line], bytes[end - 1] == 13 { end -= 1 }
        return lineStarts[line]..<max(lineStarts[line], end)
    }

    var startsWithByteOrderMark: Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// The UTF-8 offset `units` UTF-16 units after `start`, stopping at `limit`.
    func offset(ofUTF16Units units: Int, from start: Int, before limit: Int) -> Int {
        var counted = 0, index = start
        while index < limit, counted < units {
            let length = Self.sequenceLength(bytes[index])
            counted += length == 4 ? 2 : 1
            index += length
        }
        return min(index, limit)
    }

    /// Where the word (ASCII letters, digits, `_`) at `start` ends; one character
    /// further when none starts there; `start` at the line's end.
    func wordEnd(from start: Int, before limit: Int) -> Int {
        guard start < limit else { return start }
        var end = start
        while end < limit, bytes[end] < 0x80, isWordUnit(UInt16(bytes[end])) { end += 1 }
        return end > start ? end : min(start + Self.sequenceLength(bytes[start]), limit)
    }

    /// The blanks that start line `line`.
    func indentation(ofLine line: Int) -> String {
        var index = offset(ofLine: line)
        var text = ""
        while index < bytes.count, bytes[index] == 32 || bytes[index] == 9 {
            text.append(Character(UnicodeScalar(bytes[index])))
            index += 1
        }
        return text
    }
}
