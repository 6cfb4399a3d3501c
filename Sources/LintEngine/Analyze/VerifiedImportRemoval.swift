import ToolCore

/// `analyze --fix` for `unused_import`: an import is removed only if the
/// package still builds without it. The index cannot see every reason an
/// import is needed (an operator or conformance from a module the compiler
/// picks, SwiftLint #3116), so the build has the last word: all removals at
/// once, and on a failure halves of the batch, until each removal that breaks
/// the build stands alone and is kept.
public enum VerifiedImportRemoval {
    public struct Outcome: Sendable {
        /// Imports removed, the build passing without all of them.
        public var removed: [Diagnostic] = []
        /// Imports kept because the build failed without them; reported as findings still.
        public var kept: [Diagnostic] = []
        public var builds = 0
    }

    /// Removes the lines of `findings` (each an `import` line), confirming with
    /// `build` (true when the package, as the files now are, builds). Files are
    /// written whole, each through a temporary file; at the end they hold the
    /// confirmed removals only.
    public static func apply(_ findings: [Diagnostic], build: () -> Bool) throws(FileProblem) -> Outcome {
        var originals: [String: String] = [:]
        for path in Set(findings.map(\.file)) { originals[path] = try SourceFile.readText(atPath: path) }
        var outcome = Outcome()
        var trial = Trial(originals: originals)
        try trial.confirm(findings.sorted { ($0.file, $0.line) < ($1.file, $1.line) }, into: &outcome, build: build)
        try trial.write(outcome.removed)
        outcome.builds = trial.builds
        return outcome
    }

    private struct Trial {
        let originals: [String: String]
        var builds = 0

        /// Confirms `batch` on top of what is confirmed so far, or halves it.
        mutating func confirm(_ batch: [Diagnostic], into outcome: inout Outcome, build: () -> Bool) throws(FileProblem) {
            guard !batch.isEmpty else { return }
            try write(outcome.removed + batch)
            builds += 1
            if build() {
                outcome.removed += batch
            } else if batch.count == 1 {
                var kept = batch[0]
                kept.message += " (kept: the package does not build without it)"
                outcome.kept.append(kept)
            } else {
                let middle = batch.count / 2
                try confirm(Array(batch[..<middle]), into: &outcome, build: build)
                try confirm(Array(batch[middle...]), into: &outcome, build: build)
            }
        }

        /// Every touched file as its original without the lines of `removals`.
        func write(_ removals: [Diagnostic]) throws(FileProblem) {
            let lines = Dictionary(grouping: removals, by: \.file).mapValues { Set($0.map(\.line)) }
            for (path, original) in originals {
                let text = Self.removing(lines[path] ?? [], from: original)
                do {
                    try AtomicFile.write(Array(text.utf8), to: path)
                } catch {
                    throw FileProblem(path: path, reason: "cannot write: \(error)")
                }
            }
        }

        /// `text` without its lines numbered in `numbers` (from 1), terminators included.
        static func removing(_ numbers: Set<Int>, from text: String) -> String {
            guard !numbers.isEmpty else { return text }
            // The piece after the last terminator is no line of its own when the text ends in one.
            let pieces = text.split(separator: "\n", omittingEmptySubsequences: false)
            return pieces.enumerated().filter { !numbers.contains($0.offset + 1) || ($0.offset == pieces.count - 1 && $0.element.isEmpty) }
                .map(\.element).joined(separator: "\n")
        }
    }
}
