import Foundation

/// Reading source text: a file that is not UTF-8 text is reported, not guessed at.
public enum SourceFile {
    /// Source files larger than this are reported and skipped, not parsed: no
    /// hand-written Swift file comes close (swift-syntax's largest generated
    /// file is under 2 MiB), and a parse costs memory many times its size.
    public static let defaultSizeLimit = 10 << 20

    /// The file's text.
    ///
    /// - Throws: ``FileProblem`` when the file cannot be read, is larger than
    ///   `sizeLimit` bytes (checked before reading it), holds a NUL byte
    ///   (binary), or is not valid UTF-8.
    public static func readText(atPath path: String, sizeLimit: Int = defaultSizeLimit) throws(FileProblem) -> String {
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int {
            try checkSize(size, limit: sizeLimit, path: path)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read (permission denied?)" : "no such file"
            throw FileProblem(path: path, reason: reason)
        }
        return try text(of: data, path: path, sizeLimit: sizeLimit)
    }

    /// Decodes bytes already read (from a file, or from git's object database).
    public static func text(
        of data: some Collection<UInt8>, path: String, sizeLimit: Int = defaultSizeLimit
    ) throws(FileProblem) -> String {
        try checkSize(data.count, limit: sizeLimit, path: path)
        let decoded = data.withContiguousStorageIfAvailable(decode) ?? Array(data).withUnsafeBufferPointer(decode)
        switch decoded {
        case .text(let text): return text
        case .binary: throw FileProblem(path: path, reason: "is a binary file, skipped")
        case .utf16: throw FileProblem(path: path, reason: "is UTF-16 text, not UTF-8, skipped (save it as UTF-8)")
        case .notUTF8: throw FileProblem(path: path, reason: "is not valid UTF-8 text, skipped")
        }
    }

    /// - Throws: ``FileProblem`` for a file over the limit.
    public static func checkSize(_ size: Int, limit: Int, path: String) throws(FileProblem) {
        guard size > limit else { return }
        let reason = "is \(megabytes(size)) MiB, over the \(megabytes(limit)) MiB limit for a source file, skipped"
        throw FileProblem(path: path, reason: reason)
    }

    private static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + (1 << 19)) >> 20
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
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
