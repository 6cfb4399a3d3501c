#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Messages to standard error, unbuffered.
public enum StandardError {
    /// Writes `text` whole. Unlike `FileHandle.standardError.write(Data(text.utf8))`,
    /// makes no `Data`, whose generic initializer costs a scan of the binary's
    /// conformances at first use.
    public static func write(_ text: String) {
        var text = text
        text.withUTF8 { writeAll($0, to: 2) }
    }
}

/// Retries short and interrupted writes; gives up on any other failure (a
/// closed stream has no one left to tell).
private func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
    var offset = 0
    while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
    }
}
