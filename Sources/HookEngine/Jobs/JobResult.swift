/// How one job ended.
public struct JobResult: Sendable {
    public enum Status: String, Sendable {
        case passed = "PASS"
        case failed = "FAIL"
        case skipped = "SKIP"
        /// Passed before on exactly this content: not run again.
        case cached = "PASS (cached)"
        /// Not started, or stopped, because another job failed and `fail_fast` is set.
        case cancelled = "STOPPED"
    }

    public let name: String
    public let status: Status
    public let duration: Duration
    /// What the job printed (or, for skipped jobs, why it was skipped).
    public let output: String
    /// The job's `fail_text`, shown when it failed.
    public let hint: String?

    public init(name: String, status: Status, duration: Duration = .zero, output: String = "", hint: String? = nil) {
        self.name = name
        self.status = status
        self.duration = duration
        self.output = output
        self.hint = hint
    }

    public var blocksPush: Bool { status == .failed }
}
