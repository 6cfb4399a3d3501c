import Foundation
import SwiftIDEUtils
import SwiftSyntax
import ToolCore

/// A `custom_rules:` entry, compiled: a regular expression over the text,
/// limited to files by path and to matches by the kind of syntax they start in.
struct CustomRule: Sendable {
    let definition: CustomRuleDefinition
    private let pattern: NSRegularExpression
    private let included: [NSRegularExpression]
    private let excluded: [NSRegularExpression]
    private let kinds: Set<String>?

    init?(_ definition: CustomRuleDefinition) {
        guard let pattern = try? NSRegularExpression(pattern: definition.regex, options: [.anchorsMatchLines]) else { return nil }
        self.definition = definition
        self.pattern = pattern
        self.included = (definition.included ?? []).compactMap { try? NSRegularExpression(pattern: $0) }
        self.excluded = (definition.excluded ?? []).compactMap { try? NSRegularExpression(pattern: $0) }
        self.kinds = definition.matchKinds.map(Set.init)
    }

    func check(_ file: LintFile) {
        guard applies(to: file.path) else { return }
        let text = file.text as NSString
        let utf8Offsets = kinds == nil ? nil : Self.classify(file)
        for match in pattern.matches(in: file.text, range: NSRange(location: 0, length: text.length)) {
            let prefix = text.substring(to: match.range.location)
            let offset = prefix.utf8.count
            if let kinds, let classified = utf8Offsets {
                guard let kind = classified.kind(at: offset), kinds.contains(kind) else { continue }
            }
            let (line, column) = file.location(of: AbsolutePosition(utf8Offset: offset))
            file.append(Diagnostic(
                file: file.path, line: line, column: column, severity: definition.severity ?? .warning,
                ruleID: definition.identifier,
                message: definition.message ?? definition.name ?? "Violation of custom rule '\(definition.identifier)'"))
        }
    }

    private func applies(to path: String) -> Bool {
        let range = NSRange(path.startIndex..., in: path)
        if !included.isEmpty, !included.contains(where: { $0.firstMatch(in: path, range: range) != nil }) { return false }
        return !excluded.contains { $0.firstMatch(in: path, range: range) != nil }
    }

    /// SwiftLint's syntax kind names for the classified ranges of a file.
    private struct Classification {
        let ranges: [(range: Range<Int>, kind: String)]

        func kind(at offset: Int) -> String? {
            ranges.first { $0.range.contains(offset) }?.kind
        }
    }

    private static func classify(_ file: LintFile) -> Classification {
        Classification(ranges: file.tree.classifications.compactMap { classified in
            guard let kind = swiftLintKind(classified.kind) else { return nil }
            return (classified.range.lowerBound.utf8Offset..<classified.range.upperBound.utf8Offset, kind)
        })
    }

    private static func swiftLintKind(_ kind: SyntaxClassification) -> String? {
        switch kind {
        case .lineComment, .blockComment: "comment"
        case .docLineComment, .docBlockComment: "doccomment"
        case .stringLiteral: "string"
        case .identifier, .dollarIdentifier: "identifier"
        case .keyword: "keyword"
        case .integerLiteral, .floatLiteral: "number"
        case .type: "typeidentifier"
        case .attribute: "attribute.builtin"
        case .operator: "operator"
        case .ifConfigDirective: "buildconfig.keyword"
        default: nil
        }
    }
}
