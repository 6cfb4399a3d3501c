import ToolCore

/// Quoting file names for `/bin/sh`.
enum ShellQuoting {
    /// `it's here.swift` → `'it'\''s here.swift'`: single quotes keep every
    /// byte literal; a single quote is closed, escaped and reopened. A byte
    /// that is not UTF-8 (see ``LosslessText``) cannot stand in the command
    /// line's text: `printf` writes it (`'caf'"$(printf '\351')"'.txt'`).
    static func quote(_ text: String) -> String {
        guard !LosslessText.holdsRawBytes(text) else { return quoteWithRawBytes(text) }
        guard text.utf8.contains(UInt8(ascii: "'")) else { return "'" + text + "'" }
        return "'" + ByteSearch.replacing("'", with: "'\\''", in: text) + "'"
    }

    private static func quoteWithRawBytes(_ text: String) -> String {
        var quoted = "", plain = "", raw = ""
        func flushPlain() {
            if !plain.isEmpty { quoted += quote(plain) }
            plain = ""
        }
        func flushRaw() {
            if !raw.isEmpty { quoted += "\"$(printf '" + raw + "')\"" }
            raw = ""
        }
        for scalar in text.unicodeScalars {
            if let byte = LosslessText.rawByte(scalar) {
                flushPlain()
                raw += "\\" + String(byte, radix: 8)
            } else {
                flushRaw()
                plain.unicodeScalars.append(scalar)
            }
        }
        flushPlain()
        flushRaw()
        return quoted
    }
}

/// Splits a job's files into runs of the command that each stay under the
/// system's argument-length limit.
enum CommandLineBatches {
    /// Well under Linux's 2 MiB `ARG_MAX`, leaving room for the environment.
    static let limit = 128 * 1024

    /// One batch holding every file when the command does not use `{files}`.
    static func batches(of files: [String], for template: String) -> [[String]] {
        guard ByteSearch.contains("{files}", in: template), !files.isEmpty else { return [[]] }
        var batches: [[String]] = [[]]
        var length = template.utf8.count
        for file in files {
            let size = ShellQuoting.quote(file).utf8.count + 1
            if length + size > limit, !(batches.last?.isEmpty ?? true) {
                batches.append([])
                length = template.utf8.count
            }
            batches[batches.count - 1].append(file)
            length += size
        }
        return batches
    }
}
