import CGit2
import Dispatch

/// A libgit2 call that failed, with libgit2's own message.
public struct GitError: Error, Equatable, CustomStringConvertible {
    public let code: Int32
    public let message: String

    public var description: String { message }

    init(code: Int32, message: String) {
        self.code = code
        self.message = message
    }

    /// A failure found outside libgit2 (git's own commands, input that does
    /// not fit the repository).
    public init(_ message: String) {
        self.init(code: -1, message: message)
    }

    /// Throws when `code` is negative (libgit2's convention for errors).
    static func check(_ code: Int32, _ what: @autoclosure () -> String) throws(GitError) {
        guard code < 0 else { return }
        let detail = git_error_last().map { String(cString: $0.pointee.message) } ?? "error \(code)"
        throw GitError(code: code, message: "\(what()): \(detail)")
    }
}

/// libgit2 must be initialized once per process before any other call.
public enum Libgit2 {
    static let initialized: Bool = {
        git_libgit2_init()
        cgit2_disable_strict_hash_verification()
        cgit2_cache_large_trees()
        return true
    }()

    /// Starts libgit2's initialization on another thread, for a caller that
    /// knows it will open a repository soon: loading its libraries' state takes
    /// a while, and meanwhile the caller can parse its arguments and
    /// configuration. The first ``Repository`` waits for it to finish.
    public static func initializeInBackground() {
        DispatchQueue.global(qos: .userInitiated).async { _ = initialized }
    }
}
