/// A JSON document of strings, arrays and objects, written exactly as
/// `JSONEncoder` writes with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`.
///
/// For output on a tool's start-up path: `JSONEncoder` finds its way through
/// an `Encodable` value with dynamic casts, each new type a scan of the
/// binary's 12,000 conformance records, about 2 ms for a small document.
public indirect enum JSONValue: Sendable, Equatable {
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The document's text, without a final newline.
    public var prettyText: String {
        var text = ""
        write(into: &text, indent: "")
        return text
    }

    private func write(into text: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .string(let value):
            Self.writeString(value, into: &text)
        case .array(let items):
            text += "[\n"
            for (index, item) in items.enumerated() {
                text += index == 0 ? inner : ",\n" + inner
                item.write(into: &text, indent: inner)
            }
            text += "\n" + indent + "]"
        case .object(let members):
            text += "{\n"
            for (index, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                text += index == 0 ? inner : ",\n" + inner
                Self.writeString(member.key, into: &text)
                text += " : "
                member.value.write(into: &text, indent: inner)
            }
            text += "\n" + indent + "}"
        }
    }

    private static func writeString(_ value: String, into text: inout String) {
        text += "\""
        defer { text += "\"" }
        // Most strings (paths, ids, names) need no escape: appended whole.
        guard value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
            || LosslessText.holdsRawBytes(value) else {
            text += value
            return
        }
        for scalar in value.unicodeScalars {
            // A byte of a name that is not UTF-8 (see ``LosslessText``): a lone
            // surrogate, as Python's `surrogateescape` spells it (`\udce9`), so
            // `os.fsencode(json.loads(…))` gives the name's bytes back.
            if let byte = LosslessText.rawByte(scalar) {
                text += "\\udc" + String(byte, radix: 16)
                continue
            }
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case ..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
    }
}
