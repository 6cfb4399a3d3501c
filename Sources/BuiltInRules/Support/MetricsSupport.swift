import LintEngine
import SwiftSyntax
import ToolCore

// Shared pieces of the metrics rules.

extension LintFile {
    /// The lines of a braced body that hold code, as SwiftLint counts them:
    /// the lines strictly between the braces (at least one), less those with
    /// no token — blank and comment-only lines. Nil when the body spans no more
    /// than `limit` lines, so short bodies never need the file's code lines.
    func bodyLineCount(leftBrace: TokenSyntax, rightBrace: TokenSyntax, exceeding limit: Int) -> Int? {
        let leftLine = location(of: leftBrace.positionAfterSkippingLeadingTrivia).line
        let rightLine = location(of: rightBrace.positionAfterSkippingLeadingTrivia).line
        let start = min(leftLine + 1, rightLine - 1)
        let end = max(rightLine - 1, leftLine + 1)
        guard end - start + 1 > limit else { return nil }
        let codeLines = self.codeLines
        var count = 0
        for line in start...end where codeLines.contains(line) { count += 1 }
        return count
    }
}

/// Nested threshold pairs under their own keys (`type_level: {warning: 1}`).
extension KeyedDecodingContainer {
    /// A nested threshold pair, or `levels` unchanged when the key is absent.
    func decodeLevels(_ key: Key, default levels: SeverityLevels) throws -> SeverityLevels {
        guard contains(key) else { return levels }
        return try decode(LevelsValue.self, forKey: key).applied(to: levels)
    }
}

extension SeverityLevels {
    /// The largest value that no threshold flags.
    var lowestLimit: Int { min(warning, error ?? warning) }

    /// The severity of `value` and the threshold it crossed, nil when within bounds.
    func violation(for value: Int) -> (severity: Severity, threshold: Int)? {
        guard let severity = severity(for: value) else { return nil }
        return (severity, threshold(for: value))
    }
}

/// `body should span 50 lines or less excluding comments and whitespace: currently spans 51 lines`
func bodyLengthMessage(_ subject: String, threshold: Int, lines: Int) -> String {
    "\(subject) body should span \(threshold) lines or less excluding comments and whitespace: currently spans \(lines) lines"
}
