import Foundation

/// `swiftdoc-lite diff --list-checks`: every check's id and summary, or as JSON with its
/// examples — what `scripts/check-api-diff.sh` turns into packages of one change each.
public enum APICheckList {
    private struct Entry: Encodable {
        var id: String
        var summary: String
        var examples: [Example]
    }

    private struct Example: Encodable {
        var old: String
        var new: String
        var expected: [String]
    }

    public static func render(json: Bool) -> String {
        let checks = APIDiff.checks.map { check in
            let type = type(of: check)
            return Entry(id: type.id, summary: type.summary,
                         examples: type.examples.map { Example(old: $0.old, new: $0.new, expected: $0.expected) })
        }
        guard json else {
            let width = checks.map(\.id.count).max() ?? 0
            return checks.map { $0.id.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary + "\n" }.joined()
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(checks)) ?? Data("[]".utf8), as: UTF8.self) + "\n"
    }
}
