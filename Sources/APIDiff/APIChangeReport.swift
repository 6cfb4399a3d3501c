import APIModel
import Foundation
import ToolCore

/// How `swiftdoc-lite diff` prints its changes.
public enum APIChangeReport: String, CaseIterable, Sendable {
    /// One diagnostic line per change (`file:line:col: error: …`), grouped by kind.
    case text
    /// The changes as a JSON array: check, kind, symbol, message, both locations.
    case json
    /// A changelog section, ready to paste.
    case markdown
    /// SARIF 2.1.0 (GitHub code scanning): breaking changes as errors, potentially breaking ones as warnings.
    case sarif
    /// GitHub Actions annotations: breaking changes as errors, potentially breaking ones as warnings.
    case githubActionsLogging = "github-actions-logging"

    /// - Parameters:
    ///   - old: the old version's name (a tag), for removals' places and the heading.
    ///   - new: the new version's name.
    public func render(_ changes: [APIChange], old: String, new: String) -> String {
        switch self {
        case .text: text(changes, old: old)
        case .json: json(changes)
        case .markdown: markdown(changes, old: old, new: new)
        case .githubActionsLogging: GitHubActionsReporter().report(diagnostics(changes, old: old))
        case .sarif: SARIFReporter(toolName: "swiftdoc-lite diff").report(diagnostics(changes, old: old))
        }
    }

    /// The changes that need a look, as diagnostics: breaks (errors) and potential breaks (warnings)
    /// the allowlist does not accept; additions are not problems.
    private func diagnostics(_ changes: [APIChange], old: String) -> [ToolCore.Diagnostic] {
        changes.compactMap { change -> ToolCore.Diagnostic? in
            guard change.kind != .additive, change.allowed == nil, let place = change.reportedLocation else { return nil }
            let removed = change.location == nil ? " (in \(old))" : ""
            return ToolCore.Diagnostic(file: place.file, line: place.line, column: place.column,
                                       severity: change.kind == .breaking ? .error : .warning, ruleID: change.check,
                                       message: "\(change.symbol): \(change.message)\(removed)")
        }
    }

    private func text(_ changes: [APIChange], old: String) -> String {
        var out = ""
        for kind in APIChange.Kind.allCases {
            let group = changes.filter { $0.kind == kind }
            guard !group.isEmpty else { continue }
            out += "\(kind.title) (\(group.count))\n"
            for change in group {
                let severity = kind == .breaking ? "error" : kind == .potentiallyBreaking ? "warning" : "note"
                let place = change.location.map(Self.spell) ?? change.oldLocation.map { "\(Self.spell($0)) (in \(old))" } ?? "-"
                let allowed = change.allowed.map { " (allowed: \($0))" } ?? ""
                out += "\(place): \(severity): \(change.symbol): \(change.message) [\(change.check)]\(allowed)\n"
            }
        }
        return out.isEmpty ? "No API changes.\n" : out
    }

    private func json(_ changes: [APIChange]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return (try? String(decoding: encoder.encode(changes), as: UTF8.self)).map { $0 + "\n" } ?? "[]\n"
    }

    private func markdown(_ changes: [APIChange], old: String, new: String) -> String {
        var out = "## API changes from \(old) to \(new)\n"
        if changes.isEmpty { out += "\nNone.\n" }
        for kind in APIChange.Kind.allCases {
            let group = changes.filter { $0.kind == kind }
            guard !group.isEmpty else { continue }
            out += "\n### \(kind.title)\n\n"
            for change in group {
                out += "- `\(change.symbol)`: \(change.message) (`\(change.check)`)" + (change.allowed.map { " — \($0)" } ?? "") + "\n"
            }
        }
        return out
    }

    private static func spell(_ location: SourceLocation) -> String {
        "\(location.file):\(location.line):\(location.column)"
    }
}
