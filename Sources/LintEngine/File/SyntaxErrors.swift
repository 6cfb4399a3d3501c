import SwiftDiagnostics
import SwiftParserDiagnostics
import SwiftSyntax
import ToolCore

/// The parser's own errors, reported under the `syntax_error` rule. The rest
/// of the file is still linted: the tree covers whatever could be parsed.
enum SyntaxErrors {
    static let ruleID = "syntax_error"

    static func report(in file: LintFile) {
        guard file.tree.hasError else { return }
        for diagnostic in ParseDiagnosticsGenerator.diagnostics(for: file.tree) where diagnostic.diagMessage.severity == .error {
            let (line, column) = file.location(of: diagnostic.position)
            file.append(ToolCore.Diagnostic(
                file: file.path, line: line, column: column, severity: .error, ruleID: ruleID, message: diagnostic.message))
        }
    }
}
