// Compares `concurrentMap` with `map`, a per-element `concurrentPerform` and a
// per-element task group, on heavy and on trivial per-element work.
// Run with `swift run -c release collection-benchmark`.

import CollectionUtilities
import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Repetitions per measurement; the median is reported.
let repetitions = 7

/// A dependent xorshift chain: cannot be vectorised or folded, costs ~1 ns a round.
@inline(never)
func heavy(_ x: Int, rounds: Int) -> Int {
    var value = UInt64(truncatingIfNeeded: x) | 1
    for _ in 0 ..< rounds {
        value ^= value << 13
        value ^= value >> 7
        value ^= value << 17
    }
    return Int(truncatingIfNeeded: value)
}

/// Rounds of `heavy` that take about `target` on this machine.
func calibratedRounds(for target: Duration) -> Int {
    let probeRounds = 1 << 16
    let clock = ContinuousClock()
    let fastest = (0 ..< 5).map { _ in clock.measure { _ = heavy(42, rounds: probeRounds) } }.min()!
    return max(1, Int(Double(probeRounds) * (target / fastest)))
}

/// `DispatchQueue.concurrentPerform` with one iteration per element, writing into a buffer.
func dispatchMap(_ input: [Int], _ transform: @Sendable (Int) -> Int) -> [Int] {
    [Int](unsafeUninitializedCapacity: input.count) { buffer, initialized in
        // Each iteration writes its own slot; concurrentPerform joins before returning.
        nonisolated(unsafe) let slots = buffer
        DispatchQueue.concurrentPerform(iterations: input.count) { index in
            slots.initializeElement(at: index, to: transform(input[index]))
        }
        initialized = input.count
    }
}

/// One child task per element, results put back in order.
func taskGroupMap(_ input: [Int], _ transform: @escaping @Sendable (Int) -> Int) async -> [Int] {
    await withTaskGroup(of: (Int, Int).self) { group in
        for (index, element) in input.enumerated() {
            group.addTask { (index, transform(element)) }
        }
        var results = [Int](repeating: 0, count: input.count)
        for await (index, value) in group {
            results[index] = value
        }
        return results
    }
}

struct Method {
    let name: String
    let run: () async -> [Int]
}

struct Row {
    let workload: String
    let method: String
    let median: Duration
    let ratio: Double
}

/// Median time of `method` over `repetitions` runs after one warm-up, checking
/// every run against `expected` so the work cannot be optimised away.
func medianTime(of method: Method, expected: [Int]) async -> Duration {
    let warmUp = await method.run()
    precondition(warmUp == expected, "\(method.name) computed a wrong result")
    let clock = ContinuousClock()
    var times: [Duration] = []
    for _ in 0 ..< repetitions {
        let start = clock.now
        let result = await method.run()
        times.append(clock.now - start)
        precondition(result == expected, "\(method.name) computed a wrong result")
    }
    return times.sorted()[repetitions / 2]
}

/// Measures every method of a workload; ratios are relative to the first (plain `map`).
func measure(_ workload: String, _ methods: [Method]) async -> [Row] {
    let expected = await methods[0].run()
    var rows: [Row] = []
    var baseline: Duration?
    for method in methods {
        let median = await medianTime(of: method, expected: expected)
        let reference = baseline ?? median
        baseline = reference
        rows.append(Row(workload: workload, method: method.name, median: median, ratio: median / reference))
    }
    return rows
}

func format(_ duration: Duration) -> String {
    let milliseconds = duration / .milliseconds(1)
    return milliseconds < 1 ? "\(rounded(milliseconds * 1000, digits: 1)) µs" : "\(rounded(milliseconds, digits: 2)) ms"
}

func rounded(_ value: Double, digits: Int) -> String {
    var scale = 1.0
    for _ in 0 ..< digits { scale *= 10 }
    return "\((value * scale).rounded() / scale)"
}

func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

/// Everything lives in a function: closures reading top-level globals of
/// main.swift are an order of magnitude slower, which would skew the baseline.
func runBenchmarks() async {
    let rounds = calibratedRounds(for: .microseconds(50))
    let heavyInput = Array(0 ..< 2_000)
    let trivialInput = Array(0 ..< 1_000_000)

    let heavyRows = await measure("heavy 2000 × ~50 µs", [
        Method(name: "map") { heavyInput.map { heavy($0, rounds: rounds) } },
        Method(name: "concurrentMap") { heavyInput.concurrentMap { heavy($0, rounds: rounds) } },
        Method(name: "concurrentPerform/element") { dispatchMap(heavyInput) { heavy($0, rounds: rounds) } },
        Method(name: "TaskGroup/element") { await taskGroupMap(heavyInput) { heavy($0, rounds: rounds) } },
    ])
    let trivialRows = await measure("trivial 1M × (x &* 3 &+ 1)", [
        Method(name: "map") { trivialInput.map { $0 &* 3 &+ 1 } },
        Method(name: "concurrentMap") { trivialInput.concurrentMap { $0 &* 3 &+ 1 } },
        Method(name: "concurrentPerform/element") { dispatchMap(trivialInput) { $0 &* 3 &+ 1 } },
        Method(name: "TaskGroup/element") { await taskGroupMap(trivialInput) { $0 &* 3 &+ 1 } },
    ])

    print("cores: \(ProcessInfo.processInfo.activeProcessorCount), heavy rounds: \(rounds), median of \(repetitions)")
    print(padded("workload", 28) + padded("method", 27) + padded("median", 12) + "time / map")
    for row in heavyRows + trivialRows {
        print(padded(row.workload, 28) + padded(row.method, 27) + padded(format(row.median), 12) + rounded(row.ratio, digits: 3))
    }

    let heavySpeedup = 1 / heavyRows[1].ratio
    let trivialRatio = trivialRows[1].ratio
    let heavyVerdict = heavySpeedup >= 1.8 ? "met" : "NOT met"
    let trivialVerdict = trivialRatio <= 1.1 ? "met" : "NOT met"
    print("heavy:   concurrentMap is \(rounded(heavySpeedup, digits: 2))× faster than map (target ≥ 1.8×): \(heavyVerdict)")
    print("trivial: concurrentMap takes \(rounded(trivialRatio, digits: 3))× map's time (target ≤ 1.1×): \(trivialVerdict)")
}

await runBenchmarks()
