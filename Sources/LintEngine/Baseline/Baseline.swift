import Foundation
import ToolCore

/// Violations accepted for now, so a team can adopt the linter on an old code
/// base and be told only about new ones.
///
/// A violation is matched by rule, file and the text of its line (trimmed), not
/// by line number: edits elsewhere in the file move lines without reviving old
/// findings. Each entry counts, so a second identical violation on another
/// identical line is new.
public struct Baseline: Sendable, Equatable {
    struct Key: Hashable, Codable, Sendable {
        let file: String
        let ruleID: String
        let lineText: String
    }

    private var counts: [Key: Int]

    /// A baseline accepting exactly `diagnostics`.
    ///
    /// - Parameter lineText: the source line a diagnostic points at.
    public init(accepting diagnostics: [Diagnostic], relativeTo root: String, lineText: (Diagnostic) -> String) {
        counts = [:]
        for diagnostic in diagnostics { counts[Self.key(diagnostic, root: root, lineText: lineText), default: 0] += 1 }
    }

    /// The violations the baseline does not account for.
    public func newViolations(
        in diagnostics: [Diagnostic], relativeTo root: String, lineText: (Diagnostic) -> String
    ) -> [Diagnostic] {
        var remaining = counts
        return diagnostics.filter { diagnostic in
            let key = Self.key(diagnostic, root: root, lineText: lineText)
            guard let left = remaining[key], left > 0 else { return true }
            remaining[key] = left - 1
            return false
        }
    }

    private static func key(_ diagnostic: Diagnostic, root: String, lineText: (Diagnostic) -> String) -> Key {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let file = diagnostic.file.hasPrefix(prefix) ? String(diagnostic.file.dropFirst(prefix.count)) : diagnostic.file
        return Key(file: file, ruleID: diagnostic.ruleID, lineText: lineText(diagnostic).trimmingCharacters(in: .whitespaces))
    }

    // MARK: - File

    private struct Entry: Codable {
        let file: String
        let ruleId: String
        let line: String
        let count: Int
    }

    /// Reads a baseline written by ``write(to:)``.
    public init(contentsOf path: String) throws(FileProblem) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FileProblem(path: path, reason: "cannot read the baseline")
        }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        guard let entries = try? decoder.decode([Entry].self, from: data) else {
            throw FileProblem(path: path, reason: "is not a baseline written by --write-baseline")
        }
        counts = Dictionary(entries.map { (Key(file: $0.file, ruleID: $0.ruleId, lineText: $0.line), $0.count) },
                            uniquingKeysWith: +)
    }

    /// Writes the baseline as JSON (sorted, so it diffs well), atomically.
    public func write(to path: String) throws(FileProblem) {
        let entries = counts.map { Entry(file: $0.key.file, ruleId: $0.key.ruleID, line: $0.key.lineText, count: $0.value) }
            .sorted { ($0.file, $0.ruleId, $0.line) < ($1.file, $1.ruleId, $1.line) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let data = (try? encoder.encode(entries)) ?? Data("[]".utf8)
        try AtomicFile.write(data + Data("\n".utf8), to: path)
    }
}

/// The text of the line each diagnostic points at, reading each file once.
public final class SourceLines {
    private var files: [String: [Substring]] = [:]

    public init() {}

    public func text(of diagnostic: Diagnostic) -> String {
        let lines = files[diagnostic.file] ?? {
            let text = (try? SourceFile.readText(atPath: diagnostic.file)) ?? ""
            let split = text.split(separator: "\n", omittingEmptySubsequences: false)
            files[diagnostic.file] = split
            return split
        }()
        let index = diagnostic.line - 1
        return lines.indices.contains(index) ? String(lines[index]) : ""
    }
}
