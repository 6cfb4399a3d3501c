import Foundation

/// How long each phase of a run took, said on standard error when the
/// environment sets `SWIFT_TOOLING_LITE_TIMES=1`: what a benchmark reads to
/// tell where the time goes, at no cost otherwise.
public enum PhaseTimes {
    public static let enabled = ProcessInfo.processInfo.environment["SWIFT_TOOLING_LITE_TIMES"] == "1"

    /// Runs `body`, and when enabled says `name: N ms`.
    public static func measure<T, E: Error>(_ name: String, _ body: () throws(E) -> T) throws(E) -> T {
        guard enabled else { return try body() }
        let start = ContinuousClock.now
        defer { say(name, since: start) }
        return try body()
    }

    /// `measure` for asynchronous work.
    public static func measureAsync<T>(_ name: String, _ body: () async throws -> T) async rethrows -> T {
        guard enabled else { return try await body() }
        let start = ContinuousClock.now
        defer { say(name, since: start) }
        return try await body()
    }

    private static func say(_ name: String, since start: ContinuousClock.Instant) {
        let elapsed = ContinuousClock.now - start
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        FileHandle.standardError.write(Data("time: \(name): \(Int(milliseconds.rounded())) ms\n".utf8))
    }
}
