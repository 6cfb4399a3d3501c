import Foundation
import ToolCore

/// Keys of job runs that passed, so the same job on the same pushed content
/// passes at once: a push retried after a network failure, an amend that only
/// changed the message, a rebase that left the files as they were.
///
/// Kept in `.git/swifthook/passed` (one key a line, newest last, at most
/// ``capacity``), written atomically.
public struct ResultCache: Sendable {
    public static let capacity = 2_000
    public let path: String
    private let keys: [String]

    public init(gitDirectory: String) {
        path = (gitDirectory as NSString).appendingPathComponent("swifthook/passed")
        keys = Self.keys(at: path)
    }

    public func contains(_ key: String) -> Bool { keys.contains(key) }

    /// Adds `passed` to the saved cache (oldest keys dropped past the
    /// capacity). Pushes may run at once (two terminals, a script): under an
    /// exclusive lock, the file is read again and merged, so that none of
    /// them loses what another saved, then replaced atomically.
    public func saving(_ passed: [String]) {
        guard !passed.isEmpty else { return }
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let lock = open(path + ".lock", O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard lock >= 0 else { return }
        defer { close(lock) }  // closing releases the lock
        guard flock(lock, LOCK_EX) == 0 else { return }
        let all = Array((Self.keys(at: path).filter { !passed.contains($0) } + passed).suffix(Self.capacity))
        try? AtomicFile.write(Array((all.joined(separator: "\n") + "\n").utf8), to: path, durable: false)
    }

    private static func keys(at path: String) -> [String] {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    /// The key of a job run: the job's definition, the tool version, and the
    /// content it checks — its files' blob ids, or, for a job that does not
    /// work on files, the pushed trees.
    public static func key(for job: Job, contentIDs: [String]) -> String {
        let identity = "\(SuiteVersion.build)\n\(job.fingerprint)\n" + contentIDs.joined(separator: "\n")
        return ContentHash.hex(identity.utf8)
    }
}

extension Job {
    /// Everything that changes what the job does, in a fixed order.
    var fingerprint: String {
        let environment = env.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return [name, action.fingerprint, glob.map(\.pattern).joined(separator: ","), exclude.map(\.pattern).joined(separator: ","),
                root ?? "", environment.joined(separator: ","), useStdin ? "stdin" : "", checkout.rawValue,
                types.map(\.rawValue).joined(separator: ","), ]
            .joined(separator: "\u{1F}")
    }
}

extension Job.Action {
    /// Spelled out rather than `"\(action)"`, which describes the enum by
    /// reflection: three conformance lookups over the whole binary on every run.
    var fingerprint: String {
        switch self {
        case .run(let command): "run \(command)"
        case .lint: "lint"
        case .test(let filter): filter.map { "test \($0)" } ?? "test"
        case .apiBreakage: "api-breakage"
        }
    }
}
