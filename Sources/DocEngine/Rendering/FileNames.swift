import ToolCore

/// File names for any symbol name: operators, Unicode, reserved names and
/// names too long for a file system all map to short ASCII names that stay
/// inside the output folder.
///
/// Letters, digits, `_` and (not first) `.` are kept; every other byte becomes
/// `-XX` (its hex), so the mapping is one-to-one: `==` → `-3D-3D`,
/// `Café` → `Caf-C3-A9`. A name that would clash with the folder's `index`
/// page gets a leading `-`, which no encoded name starts with otherwise.
/// Names longer than ``maximumLength`` keep a prefix and end in a hash of the
/// whole name.
public enum FileNames {
    public static let maximumLength = 120

    public static func safe(_ name: String) -> String {
        var result = ""
        for (offset, byte) in name.utf8.enumerated() {
            let character = Character(Unicode.Scalar(byte))
            let kept = byte < 0x80 && (character.isLetter || character.isNumber || character == "_" || character == "." && offset > 0)
            result += kept ? String(character) : "-" + URLFragment.hex(byte)
        }
        if result.isEmpty { result = "-" }
        if result.lowercased() == "index" { result = "-" + result }
        if result.count > maximumLength {
            result = String(result.prefix(maximumLength - 18)) + "--" + ContentHash.hex(name.utf8)
        }
        return result
    }
}
