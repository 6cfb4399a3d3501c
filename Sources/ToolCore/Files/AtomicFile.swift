import Foundation

/// Replacing a file so that no reader ever sees it half-written.
public enum AtomicFile {
    /// Writes `bytes` to a temporary file beside `path`, flushes it to disk, gives
    /// it the permissions of the file it replaces, then renames it over `path`.
    /// On any failure the original is untouched and the temporary file removed.
    ///
    /// Foundation's `.atomic` write also renames, but creates the new file with
    /// default permissions: an executable script would lose its `x` bit.
    ///
    /// - Parameter durable: flush to disk before the rename (a user's file must
    ///   survive a crash); caches and temporary files skip the flush, which can
    ///   cost more than the rest of a short run.
    public static func write(_ bytes: some Collection<UInt8>, to path: String, durable: Bool = true) throws(FileProblem) {
        let folder = (path as NSString).deletingLastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/.\((path as NSString).lastPathComponent).tmp-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw FileProblem(path: path, reason: "cannot create a temporary file beside it: \(errnoText())") }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var closed = false
        do throws(FileProblem) {
            try writeAll(Array(bytes), to: descriptor, path: path)
            var info = stat()
            let mode = stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o644 & ~currentUmask()
            guard fchmod(descriptor, mode) == 0, !durable || fsync(descriptor) == 0 else {
                throw FileProblem(path: path, reason: "cannot finish writing: \(errnoText())")
            }
            close(descriptor)
            closed = true
            guard rename(temporary, path) == 0 else {
                throw FileProblem(path: path, reason: "cannot replace the file: \(errnoText())")
            }
        } catch {
            if !closed { close(descriptor) }
            unlink(temporary)
            throw error
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(FileProblem) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw FileProblem(path: path, reason: "cannot write: \(errnoText())") }
            offset += written
        }
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return mask
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }
}
