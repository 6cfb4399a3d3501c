import SwiftDiagnostics
@_spi(RawSyntax) import SwiftParserDiagnostics
import SwiftSyntax
import ToolCore

/// The parser's own errors, reported under the `syntax_error` rule. The rest
/// of the file is still linted: the tree covers whatever could be parsed.
enum SyntaxErrors {
    static let ruleID = "syntax_error"

    static func report(in file: LintFile) {
        guard file.tree.hasError else { return }
        guard !hasFixItWithoutChanges(file.tree) else { return reportWithoutFixIts(in: file) }
        for diagnostic in ParseDiagnosticsGenerator.diagnostics(for: file.tree) where diagnostic.diagMessage.severity == .error {
            append(diagnostic.message, at: diagnostic.position, in: file)
        }
    }

    private static func append(_ message: String, at position: AbsolutePosition, in file: LintFile) {
        let (line, column) = file.location(of: position)
        file.append(ToolCore.Diagnostic(file: file.path, line: line, column: column, severity: .error, ruleID: ruleID, message: message))
    }

    /// swift-syntax 603 traps making the fix-it of an `=` whose whitespace the
    /// lexer calls inconsistent when both sides do hold a space (`let a \u{E000}= 1`,
    /// found by fuzzing): the fix-it would change nothing, and a fix-it must.
    /// Such a tree is reported without the diagnostics generator.
    static func hasFixItWithoutChanges(_ tree: SourceFileSyntax) -> Bool {
        tree.tokens(viewMode: .all).contains { token in
            guard token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides else { return false }
            let spaceOrTab = { (piece: TriviaPiece) -> Bool in
                if case .spaces = piece { return true }
                if case .tabs = piece { return true }
                return false
            }
            return token.previousToken(viewMode: .all)?.trailingTrivia.contains(where: spaceOrTab) ?? false
                && token.trailingTrivia.contains(where: spaceOrTab)
        }
    }

    /// The errors the tree holds, each where it stands: what the lexer
    /// rejected, what is missing, and code the parser could not place.
    private static func reportWithoutFixIts(in file: LintFile) {
        for token in file.tree.tokens(viewMode: .all) {
            if let lexical = token.tokenDiagnostic, lexical.severity == .error {
                append(lexical.diagnosticMessage(in: token).message, at: lexical.position(in: token), in: file)
            }
            if token.presence == .missing {
                append("expected '\(token.text)'", at: token.positionAfterSkippingLeadingTrivia, in: file)
            } else if let unexpected = token.ancestorOrSelf(mapping: { $0.as(UnexpectedNodesSyntax.self) }),
                      unexpected.firstToken(viewMode: .all) == token {
                append("unexpected code '\(unexpected.trimmedDescription)'", at: token.positionAfterSkippingLeadingTrivia, in: file)
            }
        }
    }
}
