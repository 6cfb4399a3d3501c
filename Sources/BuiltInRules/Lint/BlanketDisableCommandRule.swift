import LintEngine
import SwiftSyntax
import ToolCore

/// `swiftlint:disable rule` with no matching `enable` silences the rule for
/// the rest of the file, hiding violations written long after the one meant.
public struct BlanketDisableCommandRule: FileRule {
    public static let description = RuleDescription(
        identifier: "blanket_disable_command",
        name: "Blanket Disable Command",
        summary: "`swiftlint:disable` commands should use `next`, `this` or `previous` to disable rules for a "
            + "single line, or `swiftlint:enable` to re-enable the rules immediately after the violations "
            + "to be ignored, instead of disabling the rule for the rest of the file.",
        kind: .lint,
        nonTriggeringExamples: [
            "// swiftlint:disable unused_import\n// swiftlint:enable unused_import",
            Example("// swiftlint:disable unused_import unused_declaration\n// swiftlint:enable unused_import\n"
                    + "// swiftlint:enable unused_declaration"),
            "// swiftlint:disable:this unused_import",
            "// swiftlint:disable:next unused_import",
            "// swiftlint:disable:previous unused_import",
            "// swiftlint:disable file_length",
            Example("// swiftlint:disable force_cast", options: "{allowed_rules: [force_cast]}"),
        ],
        triggeringExamples: [
            "// swiftlint:disable ↓unused_import",
            "// swiftlint:disable unused_import ↓unused_declaration\n// swiftlint:enable unused_import",
            "// swiftlint:disable unused_import\n// swiftlint:disable ↓unused_import\n// swiftlint:enable unused_import",
            "// swiftlint:enable ↓unused_import",
            Example("// swiftlint:disable:next ↓file_header\nlet x = 1", options: "{always_blanket_disable: [file_header]}"),
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// Rules that may stay disabled to the end of the file.
        public var allowedRules: Set<String> = ["file_header", "file_length", "file_name", "file_name_no_space", "single_test_class"]
        /// Rules that only make sense disabled for the whole file.
        public var alwaysBlanketDisable: Set<String> = []

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case allowedRules = "allowed_rules"
            case alwaysBlanketDisable = "always_blanket_disable"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            allowedRules = try container.decodeIfPresent(Set<String>.self, forKey: .allowedRules) ?? allowedRules
            alwaysBlanketDisable = try container.decodeIfPresent(Set<String>.self, forKey: .alwaysBlanketDisable) ?? alwaysBlanketDisable
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    /// A file rule, reading the commands the engine reads anyway: each command is judged
    /// against every other one in the file, so the rule cannot see one declaration alone.
    public func check(_ file: LintFile) {
        let commands = file.commands.filter { !$0.isShortForm }
        guard !commands.isEmpty else { return }
        check(commands, in: file)
    }

    private func check(_ commands: [SwiftLintCommand], in file: LintFile) {
        // Each rule disabled for the rest of the file, with where its disable names it.
        var disabled: [String: Int] = [:]
        for command in commands {
            for (rule, offset) in command.rules {
                switch command.action {
                case .disable? where disabled[rule] != nil:
                    report(offset, "The disabled '\(rule)' rule was already disabled", in: file)
                case .enable? where disabled[rule] == nil:
                    report(offset, "The enabled '\(rule)' rule was not disabled", in: file)
                default:
                    break
                }
                if options.alwaysBlanketDisable.contains(rule) {
                    if command.action == .enable {
                        report(offset, "The '\(rule)' rule applies to the whole file and thus doesn't need to be re-enabled", in: file)
                    } else if command.modifier != nil {
                        report(offset, "The '\(rule)' rule applies to the whole file and thus cannot be disabled locally "
                               + "with 'previous', 'this' or 'next'", in: file)
                    }
                }
            }
            guard command.modifier == nil else { continue }
            for (rule, offset) in command.rules {
                if command.action == .disable { disabled[rule] = offset } else { disabled[rule] = nil }
            }
        }
        for (rule, offset) in disabled where !options.allowedRules.contains(rule) && !options.alwaysBlanketDisable.contains(rule) {
            // SwiftLint's message, its stray closing backtick included: scripts match it as printed.
            report(offset, "Use 'next', 'this' or 'previous' instead to disable the '\(rule)' rule once, "
                   + "or re-enable it as soon as possible`", in: file)
        }
    }

    private func report(_ offset: Int, _ message: String, in file: LintFile) {
        file.report(self, at: AbsolutePosition(utf8Offset: offset), message)
    }
}
