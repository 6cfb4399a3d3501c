import Foundation

/// Reading source text: a file that is not UTF-8 text is reported, not guessed at.
public enum SourceFile {
    /// The file's text.
    ///
    /// - Throws: ``FileProblem`` when the file cannot be read, holds a NUL byte
    ///   (binary), or is not valid UTF-8.
    public static func readText(atPath path: String) throws(FileProblem) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read (permission denied?)" : "no such file"
            throw FileProblem(path: path, reason: reason)
        }
        return try text(of: data, path: path)
    }

    /// Decodes bytes already read (from a file, or from git's object database).
    public static func text(of data: some Collection<UInt8>, path: String) throws(FileProblem) -> String {
        let decoded = data.withContiguousStorageIfAvailable(decode) ?? Array(data).withUnsafeBufferPointer(decode)
        switch decoded {
        case .text(let text): return text
        case .binary: throw FileProblem(path: path, reason: "is a binary file, skipped")
        case .utf16: throw FileProblem(path: path, reason: "is UTF-16 text, not UTF-8, skipped (save it as UTF-8)")
        case .notUTF8: throw FileProblem(path: path, reason: "is not valid UTF-8 text, skipped")
        }
    }

    private enum Decoded {
        case text(String), binary, utf16, notUTF8
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> Decoded {
        // Its byte-order mark says so; its NUL bytes would call it binary.
        if bytes.count >= 2, bytes[0] == 0xFF && bytes[1] == 0xFE || bytes[0] == 0xFE && bytes[1] == 0xFF { return .utf16 }
        if bytes.contains(0) { return .binary }
        return String(validating: bytes, as: UTF8.self).map(Decoded.text) ?? .notUTF8
    }
}
