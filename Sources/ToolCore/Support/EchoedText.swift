/// Input written back in a message — a configuration value, a line git
/// wrote, a file name — with what a terminal would act on spelt out: control
/// characters as `\n`, `\x1b`, C1 controls and bidirectional overrides as
/// `\u{202e}`, bytes that are not UTF-8 (see ``LosslessText``) as `\xe9`. So
/// a message never moves the cursor, recolours the terminal or reorders
/// what it shows.
public enum EchoedText {
    public static func escaped(_ text: String) -> String {
        // Printable ASCII, the common case, in one byte scan (a report prints this for every finding).
        guard !text.isPrintableASCII, text.unicodeScalars.contains(where: needsEscape) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                escaped.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default:
                if let byte = LosslessText.rawByte(scalar) {
                    escaped += "\\x" + hex(UInt32(byte), width: 2)
                } else if scalar.value < 0x80 {
                    escaped += "\\x" + hex(scalar.value, width: 2)
                } else {
                    escaped += "\\u{" + hex(scalar.value, width: 0) + "}"
                }
            }
        }
        return escaped
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F: true  // C0, DEL and C1 controls
        case 0x202A...0x202E, 0x2066...0x2069: true  // bidirectional embeddings, overrides, isolates
        default: LosslessText.rawByte(scalar) != nil
        }
    }

    private static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

extension StringProtocol {
    /// Whether every byte is printable ASCII (space to `~`): text that needs no
    /// escaping and whose characters are its bytes.
    var isPrintableASCII: Bool {
        let isPrintable = { (byte: UInt8) in byte >= 0x20 && byte < 0x7F }
        // Over the string's own buffer where it has one: its UTF-8 view's iterator is far slower.
        return utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isPrintable) } ?? utf8.allSatisfy(isPrintable)
    }
}
