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
        var info = stat()
        guard stat(path, &info) == 0 else { return .failed(FileProblem(path: path, reason: "no such file")) }
        let size = Int(info.st_size)
        let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
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

    /// Applies every fix the rules offer to the file at `path`, repeating until
    /// nothing changes (a fix can enable another), and writes the file back
    /// atomically if it changed. Returns how many fixes were applied and the
    /// violations left.
    public func fix(path: String) throws(FileProblem) -> (applied: Int, remaining: [Diagnostic]) {
        let original = try SourceFile.readText(atPath: path, sizeLimit: configuration.maxFileSize)
        let (text, applied, remaining) = fix(source: original, path: path)
        if text != original { try AtomicFile.write(Array(text.utf8), to: path) }
        return (applied, remaining)
    }

    /// The fixed text, the number of fixes applied, and the violations left.
    public func fix(source: String, path: String) -> (text: String, applied: Int, remaining: [Diagnostic]) {
        var text = source
        var total = 0
        var diagnostics = lint(source: text, path: path)
        for _ in 0..<10 {
            let (next, applied) = FixApplier.apply(diagnostics, to: text)
            guard applied > 0, next != text else { break }
            total += applied
            text = next
            diagnostics = lint(source: text, path: path)
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
