import CGit2
import ToolCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Blob {
    /// The regular work-tree file at `path` as blob `id`, when it is that blob:
    /// its content hashes to `id`. Nil when it cannot be read, is a symbolic
    /// link or a folder, or holds anything else. Reads no object database, so
    /// any thread may call it.
    public init?(workTreeFile path: String, matching id: ObjectID) {
        guard let (bytes, executable) = Self.regularFile(at: path) else { return nil }
        guard Self.id(of: bytes, byteCount: id.byteCount) == id else { return nil }
        self.init(id: id, bytes: bytes, isBinary: Self.isBinary(bytes), mode: executable ? 0o100755 : 0o100644)
    }

    /// The id git gives a blob of `bytes`, in a repository whose ids have
    /// `byteCount` bytes; nil where no SHA-256 is at hand.
    static func id(of bytes: [UInt8], byteCount: Int) -> ObjectID? {
        var hashed = [UInt8](repeating: 0, count: byteCount)
        let computed = bytes.withUnsafeBytes { cgit2_blob_id($0.baseAddress, $0.count, byteCount == 32 ? 1 : 0, &hashed) }
        return computed == 1 ? ObjectID(bytes: hashed) : nil
    }

    /// Whether `bytes` are binary, as `git_blob_is_binary` decides: on the first 8,000 bytes.
    static func isBinary(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes {
            git_blob_data_is_binary($0.baseAddress?.assumingMemoryBound(to: CChar.self), min($0.count, 8_000)) == 1
        }
    }

    /// Whether the work-tree entry at `path` holds exactly this blob: a
    /// regular file with its bytes, or, for a link blob, a symbolic link
    /// pointing where it says. Paths are ``LosslessText``.
    public func isHeld(byWorkTreeEntry path: String) -> Bool {
        if mode == 0o120000 {
            var target = [UInt8](repeating: 0, count: 4096)
            let length = LosslessText.withCString(path) { readlink($0, &target, target.count) }
            return length >= 0 && Array(target.prefix(length)) == bytes
        }
        return Self.regularFile(at: path)?.bytes == bytes
    }

    /// The content of the regular file at `path` (not following a symbolic
    /// link) and whether it is executable; nil for anything else.
    private static func regularFile(at path: String) -> (bytes: [UInt8], executable: Bool)? {
        let descriptor = LosslessText.withCString(path) { open($0, O_RDONLY | O_CLOEXEC | O_NOFOLLOW) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var filled = 0
        while filled < bytes.count {
            let chunk = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            guard chunk > 0 else { return nil }
            filled += chunk
        }
        return (bytes, status.st_mode & S_IXUSR != 0)
    }
}
