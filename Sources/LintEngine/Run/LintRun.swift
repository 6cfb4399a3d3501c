import CollectionUtilities
import Foundation
import ToolCore

extension Linter {
    /// Lints files in parallel, using and refreshing `cache` when given. A file
    /// that cannot be read or decoded is reported in `problems`; the rest are
    /// still linted. The violations carry no fixes: ``fix(path:)`` makes them.
    public func lint(
        paths: [String], cache: LintCache? = nil, maxConcurrency: Int? = nil, progress: ProgressIndicator? = nil
    ) -> LintResult {
        let outcomes = paths.concurrentMap(maxConcurrency: maxConcurrency) { path -> FileOutcome in
            defer { progress?.advance() }
            return lintFile(at: path, cache: cache)
        }
        var result = LintResult()
        // Room for every finding at once: tens of thousands with every rule
        // on, and growing by doubling copies them and faults in fresh pages.
        result.diagnostics.reserveCapacity(outcomes.reduce(0) { $0 + $1.diagnosticCount })
        var updates: [String: LintCache.Entry] = [:]
        var used = Set<String>()
        for (path, outcome) in zip(paths, outcomes) {
            switch outcome {
            case .cached(let diagnostics):
                result.add(diagnostics)
                used.insert(path)
            case .linted(let diagnostics, let entry):
                result.add(diagnostics)
                if cache != nil { updates[path] = entry }
            case .failed(let problem):
                result.problems.append(problem)
            }
        }
        result.filesLinted = paths.count - result.problems.count
        result.filesFromCache = used.count
        // A run answered wholly from the cache leaves it as it is: rewriting it
        // only to note which entries were used would cost more than the run.
        if let cache, !updates.isEmpty, let problem = cache.save(adding: updates, used: used) {
            result.problems.append(problem)
        }
        return result
    }

    enum FileOutcome: Sendable {
        // Diagnostics here include command notices, as the cache keeps them.
        case cached([Diagnostic])
        case linted([Diagnostic], LintCache.Entry)
        case failed(FileProblem)

        var diagnosticCount: Int {
            switch self {
            case .cached(let diagnostics), .linted(let diagnostics, _): diagnostics.count
            case .failed: 0
            }
        }
    }

    private func lintFile(at path: String, cache: LintCache?) -> FileOutcome {
        guard let (size, modified) = LintCache.sizeAndTime(of: path) else {
            return .failed(FileProblem(path: path, reason: "no such file"))
        }
        if let hit = cache?.diagnostics(for: path, size: size, modified: modified) { return .cached(hit) }
        do throws(FileProblem) {
            try SourceFile.checkSize(size, limit: configuration.maxFileSize, path: path)
        } catch {
            return .failed(error)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failed(FileProblem(path: path, reason: "cannot be read (permission denied?)"))
        }
        let hash = ContentHash.hex(data)
        let diagnostics: [Diagnostic]
        if let hit = cache?.diagnostics(for: path, hash: hash) {
            diagnostics = hit
        } else {
            do {
                let text = try SourceFile.text(of: data, path: path, sizeLimit: configuration.maxFileSize)
                diagnostics = lintWithNotices(source: text, path: path, computingFixes: false)
            } catch {
                return .failed(error)
            }
        }
        return .linted(diagnostics, LintCache.Entry(size: size, modified: modified, hash: hash, diagnostics: diagnostics, run: 0))
    }

    /// What fixing one file came to: the fixes written, the violations left,
    /// and why the fixed text could not be written (the file is then unchanged,
    /// and the violations left are those of the file as it is).
    public struct FileFix: Sendable {
        public var applied: Int
        public var remaining: [Diagnostic]
        public var writeProblem: FileProblem?
    }

    /// Applies every fix the rules offer to the file at `path`, repeating until
    /// nothing changes (a fix can enable another), and writes the file back
    /// atomically if it changed. A file without write permission (read-only on
    /// purpose) is left alone, as is one that cannot be replaced.
    public func fix(path: String) throws(FileProblem) -> FileFix {
        let original = try SourceFile.readText(atPath: path, sizeLimit: configuration.maxFileSize)
        let (text, applied, remaining) = fix(source: original, path: path)
        guard text != original else { return FileFix(applied: applied, remaining: remaining) }
        do throws(FileProblem) {
            try Self.writeFixed(text, to: path)
            return FileFix(applied: applied, remaining: remaining)
        } catch {
            return FileFix(applied: 0, remaining: lint(source: original, path: path), writeProblem: error)
        }
    }

    /// Replaces the file at `path` with its fixed text, whole (atomically), unless
    /// it is not meant to be written (``checkWritable(_:)``).
    static func writeFixed(_ text: String, to path: String) throws(FileProblem) {
        try checkWritable(path)
        try AtomicFile.write(Array(text.utf8), to: path)
    }

    /// Write permission as its mode bits say (a superuser may write anything,
    /// but a file made read-only is not meant to change) and as the system says.
    private static func checkWritable(_ path: String) throws(FileProblem) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        if info.st_mode & 0o222 == 0 {
            throw FileProblem(path: path, reason: "is read-only (no write permission); its fixes were not written")
        }
        if access(path, W_OK) != 0 {
            throw FileProblem(path: path, reason: "cannot be written: \(String(cString: strerror(errno))); its fixes were not written")
        }
    }

    /// The fixed text, the number of fixes applied, and the violations left.
    ///
    /// As SwiftLint corrects: one rule after another in the order of their
    /// identifiers, each on the text the rules before it left, so that where
    /// two rules disagree (`contrasted_opening_brace` and `opening_brace`) the
    /// later one has the last word. A pass is repeated (up to ten times) while
    /// it changes the text, for fixes that make room for others.
    public func fix(source: String, path: String) -> (text: String, applied: Int, remaining: [Diagnostic]) {
        var text = source
        var total = 0
        var diagnostics = lint(source: text, path: path)
        for _ in 0..<10 {
            let passStart = text
            var after = ""  // the last rule corrected in this pass
            while let rule = diagnostics.lazy.filter({ $0.fix != nil && $0.ruleID > after }).map(\.ruleID).min() {
                after = rule
                let (next, applied) = FixApplier.apply(diagnostics.filter { $0.ruleID == rule }, to: text)
                guard applied > 0, next != text else { continue }
                total += applied
                text = next
                diagnostics = lint(source: text, path: path)
            }
            if text == passStart { break }
        }
        return (text, total, diagnostics)
    }
}

extension LintResult {
    mutating func add(_ found: [Diagnostic]) {
        for diagnostic in found {
            if diagnostic.isCommandNotice { notices.append(diagnostic) } else { diagnostics.append(diagnostic) }
        }
    }
}
