#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The version every tool of the suite reports; also part of cache keys, so
/// results cached by another version are never trusted.
public enum SuiteVersion {
    public static let current = "0.1.0"

    /// `current` plus the running executable's size and modification time: a
    /// rebuilt binary (a rule changed, the version not bumped yet) does not
    /// trust what an earlier build cached. One `stat`, no Foundation: every
    /// start of every tool asks.
    public static let build: String = {
        #if os(Linux)
        let executable = "/proc/self/exe"  // stat follows the link to the binary
        #else
        let executable = CommandLine.arguments.first ?? ""
        #endif
        var info = stat()
        guard stat(executable, &info) == 0 else { return current }
        #if os(Linux)
        let modified = Int(info.st_mtim.tv_sec)
        #else
        let modified = Int(info.st_mtimespec.tv_sec)
        #endif
        return "\(current)-\(String(Int(info.st_size), radix: 36))\(String(modified, radix: 36))"
    }()
}
