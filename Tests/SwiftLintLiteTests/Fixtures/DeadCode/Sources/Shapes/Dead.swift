// Dead code: nothing a root reaches uses it.

final class Cache { // expect: `Cache` is unused: nothing references it
    var entries: [Int] = []
    func evictOld() { entries.removeAll() }
}

// A dead cycle: each uses the other, no root uses either.
func ping(_ count: Int) { if count > 0 { pong(count - 1) } } // expect: `ping(_:)` is unused: no reference from a root; only referenced by `pong(_:)`
func pong(_ count: Int) { if count > 0 { ping(count - 1) } } // expect: `pong(_:)` is unused: no reference from a root; only referenced by `ping(_:)`

// Used only by dead code.
func legacyFormat() -> String { formatHelper() } // expect: `legacyFormat()` is unused: nothing references it
func formatHelper() -> String { "x" } // expect: `formatHelper()` is unused: no reference from a root; only referenced by `legacyFormat()`

struct Counter {
    var writes = 0 // expect: `Counter.writes` is assigned but never read
    var reads = 0
    mutating func bump(by step: Int, note: String) { // expect: parameter `note` of `Counter.bump(by:note:)` is never used
        writes = step
        reads += step
    }
}

public func count() -> Int {
    var counter = Counter()
    counter.bump(by: 1, note: "")
    return counter.reads
}

#if os(Windows)
func windowsOnly() -> Int { windowsHelper() }
#endif

// Named only in an `#if` branch this build did not compile: not analysed, so kept.
func windowsHelper() -> Int { 0 }
