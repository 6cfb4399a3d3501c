import DocEngine
import Foundation

/// How `swiftdoc-lite diff` prints its changes.
public enum APIChangeReport: String, CaseIterable, Sendable {
    /// One diagnostic line per change (`file:line:col: error: …`), grouped by kind.
    case text
    /// The changes as a JSON array: check, kind, symbol, message, both locations.
    case json
    /// A changelog section, ready to paste.
    case markdown

    /// - Parameters:
    ///   - old: the old version's name (a tag), for removals' places and the heading.
    ///   - new: the new version's name.
    public func render(_ changes: [APIChange], old: String, new: String) -> String {
        switch self {
        case .text: text(changes, old: old)
        case .json: json(changes)
        case .markdown: markdown(changes, old: old, new: new)
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
                out += "\(place): \(severity): \(change.symbol): \(change.message) [\(change.check)]\n"
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
            for change in group { out += "- `\(change.symbol)`: \(change.message) (`\(change.check)`)\n" }
        }
        return out
    }

    private static func spell(_ location: SourceLocation) -> String {
        "\(location.file):\(location.line):\(location.column)"
    }
}
