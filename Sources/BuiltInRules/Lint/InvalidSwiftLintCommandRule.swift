import LintEngine
import SwiftSyntax
import ToolCore

/// A misspelt `swiftlint:` command is silently ignored, and the violations
/// it was meant to silence, or to let through, are not what the author thinks.
public struct InvalidSwiftLintCommandRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "invalid_swiftlint_command",
        name: "Invalid SwiftLint Command",
        summary: "swiftlint command is invalid",
        kind: .lint,
        nonTriggeringExamples: [
            "// swiftlint:disable unused_import",
            "// swiftlint:enable unused_import",
            "// swiftlint:disable:next unused_import",
            "// swiftlint:disable:previous unused_import",
            "// swiftlint:disable:this unused_import",
            "//swiftlint:disable:this unused_import",
            "let x = 1 // swiftlint:disable:this unused_import - reason",
        ],
        triggeringExamples: [
            "// ↓swiftlint:",
            "// ↓swiftlint: ",
            "// ↓swiftlint::",
            "// ↓swiftlint:: ",
            "// ↓swiftlint:disable",
            "// ↓swiftlint:dissable unused_import",
            "// ↓swiftlint:enaaaable unused_import",
            "// ↓swiftlint:disable:nxt unused_import",
            "// ↓swiftlint:enable:prevus unused_import",
            "// ↓swiftlint:enable:ths unused_import",
            "// ↓swiftlint:enable",
            "// ↓swiftlint:enable:",
            "// ↓swiftlint:enable: ",
            "// ↓swiftlint:disable: unused_import",
            "// s↓swiftlint:disable unused_import",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // Most files hold no command: they subscribe to nothing.
        guard ByteSearch.contains("swiftlint:", in: file.text) else { return }
        walk.on(TokenSyntax.self) { token in
            var commands: [SwiftLintCommand] = []
            SwiftLintCommand.all(in: token, into: &commands)
            for command in commands where !command.isShortForm { check(command, in: file) }
        }
    }

    private func check(_ command: SwiftLintCommand, in file: LintFile) {
        let position = AbsolutePosition(utf8Offset: command.start)
        if let preceding = command.preceding, !preceding.isWhitespace, preceding != "/" {
            file.report(self, at: position, "swiftlint command should be preceded by whitespace or a comment character")
        }
        let reason: String
        if command.action == nil {
            reason = "swiftlint command does not have a valid action"
        } else if !command.hasValidModifier {
            reason = "swiftlint command does not have a valid modifier"
        } else if command.rules.isEmpty {
            reason = "swiftlint command does not specify any rules"
        } else {
            return
        }
        file.report(self, at: position, reason)
    }
}
