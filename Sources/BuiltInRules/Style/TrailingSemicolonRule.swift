import LintEngine
import SwiftSyntax
import ToolCore

/// Swift ends statements at line breaks; a `;` at the end of a line is a
/// leftover from other languages.
public struct TrailingSemicolonRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "trailing_semicolon",
        name: "Trailing Semicolon",
        summary: "Lines should not have trailing semicolons",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "let a = 0\n",
            "let a = 0; let b = 0\n",
            "struct S { let a = 0; let b = 1 }\n",
            "let s = \"a;\"\n",
        ],
        triggeringExamples: [
            "let a = 0↓;\n",
            "let a = 0↓;\nlet b = 1\n",
            "let a = 0↓; // a comment\n",
            "struct S {\n    var a = 0↓;\n}\n",
            "import Foundation↓;\n",
        ],
        corrections: [
            Correction("let a = 0↓;\n", "let a = 0\n"),
            Correction("let a = 0↓;\nlet b = 1\n", "let a = 0\nlet b = 1\n"),
            Correction("let foo = 12↓;  // comment\n", "let foo = 12  // comment\n"),
            Correction("struct S {\n    var a = 0↓;\n}\n", "struct S {\n    var a = 0\n}\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(CodeBlockItemSyntax.self) { node in
            if let semicolon = node.semicolon { check(semicolon, in: file) }
        }
        walk.on(MemberBlockItemSyntax.self) { node in
            if let semicolon = node.semicolon { check(semicolon, in: file) }
        }
    }

    /// A semicolon is trailing when a line break follows it (after any
    /// spaces or comment on its line).
    private func check(_ semicolon: TokenSyntax, in file: LintFile) {
        guard semicolon.presence == .present else { return }
        let endsLine = StyleSupport.hasNewline(semicolon.trailingTrivia)
            || semicolon.nextToken(viewMode: .sourceAccurate).map { StyleSupport.hasNewline($0.leadingTrivia) } == true
        guard endsLine else { return }
        let start = semicolon.positionAfterSkippingLeadingTrivia
        file.report(self, at: start, Self.description.summary,
                    fix: .init(start: start.utf8Offset, end: semicolon.endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""))
    }
}
