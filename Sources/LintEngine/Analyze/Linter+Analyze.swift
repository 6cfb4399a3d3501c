import CollectionUtilities
import Foundation
import SwiftParser
import SwiftSyntax
import ToolCore

extension Linter {
    /// The entry point of `analyze` for every front end: checks `paths` with
    /// the rules that need the compiler's index (a linter made with
    /// `mode: .analyze`), each file with its part of `index`. Commands, regions
    /// and severities apply as in a lint; a file the index does not cover is
    /// skipped (``PackageIndex/warnings`` names it).
    public func analyze(
        paths: [String], index: PackageIndex, maxConcurrency: Int? = nil, progress: ProgressIndicator? = nil
    ) -> LintResult {
        let outcomes = paths.concurrentMap(maxConcurrency: maxConcurrency) { path -> Result<[Diagnostic], FileProblem>? in
            defer { progress?.advance() }
            guard let fileIndex = index.file(path) else { return nil }
            do throws(FileProblem) {
                return .success(try analyzeFile(at: path, index: fileIndex, computingFixes: false).diagnostics)
            } catch {
                return .failure(error)
            }
        }
        var result = LintResult()
        for outcome in outcomes {
            switch outcome {
            case .success(let found)?:
                result.add(found)
                result.filesLinted += 1
            case .failure(let problem)?:
                result.problems.append(problem)
            case nil:
                break
            }
        }
        return result
    }

    /// Analyses the file at `path` and applies every fix found, once: a fix moves
    /// the text away from what the index describes, so there is no second pass
    /// (SwiftLint's analyzer corrections make one too). Written as `fix(path:)` writes.
    public func analyzeAndFix(path: String, index: PackageIndex) throws(FileProblem) -> FileFix {
        guard let fileIndex = index.file(path) else { return FileFix(applied: 0, remaining: []) }
        let (text, found) = try analyzeFile(at: path, index: fileIndex, computingFixes: true)
        let (fixed, applied) = FixApplier.apply(found, to: text)
        let remaining = found.filter { $0.fix == nil }
        guard applied > 0, fixed != text else { return FileFix(applied: 0, remaining: found) }
        do throws(FileProblem) {
            try Self.writeFixed(fixed, to: path)
            return FileFix(applied: applied, remaining: remaining)
        } catch {
            return FileFix(applied: 0, remaining: found, writeProblem: error)
        }
    }

    private func analyzeFile(
        at path: String, index: FileIndex, computingFixes: Bool
    ) throws(FileProblem) -> (text: String, diagnostics: [Diagnostic]) {
        let text = try SourceFile.readText(atPath: path, sizeLimit: configuration.maxFileSize)
        guard ParserLimits.tooDeepBrackets(in: text) == nil else { return (text, []) }
        let file = LintFile(path: path, text: text, tree: Parser.parse(source: text), computesFixes: computingFixes, indexFacts: index)
        return (text, lint(file, ledger: nil))
    }
}
