import LintEngine
import ToolCore

/// A disable command that silences nothing hides the next real finding. The
/// engine checks this after all other rules ran; this type carries the rule's
/// identity, options and examples.
public struct SuperfluousDisableCommandRule: FileRule {
    public static let description = RuleDescription(
        identifier: "superfluous_disable_command",
        name: "Superfluous Disable Command",
        summary: "A disable command should disable something: remove the ones that don't, and fix misspelt rule names",
        kind: .lint,
        nonTriggeringExamples: [
            "let x = y as! Int // swiftlint:disable:this force_cast\n",
            "// swiftlint:disable:next force_cast\nlet x = y as! Int\n",
            "// swiftlint:disable force_cast\nlet x = y as! Int\n// swiftlint:enable force_cast\n",
            "// lint:disable all\nlet x = y as! Int\n",
            // A rule that does not run cannot be known to find nothing: a SwiftLint
            // rule swiftlint-lite does not implement, or one the configuration leaves off.
            "// swiftlint:disable:next attributes\nlet x = y.map { $0 }\n",
            "// swiftlint:disable:next empty_count\nlet x = y.count == 0\n",
        ],
        triggeringExamples: [
            // Where SwiftLint reports it: where the disabled region starts — the
            // start of the line a `:this`, `:next` or `:previous` covers, or just
            // after a plain command's comment.
            "↓let x = 1 // swiftlint:disable:this force_cast\n",
            "// swiftlint:disable:next force_cast\n↓let x = 1\n",
            "// swiftlint:disable force_castt↓\nlet x = 1\n",
            "// swiftlint:disable force_cast↓\nlet x = 1\n// swiftlint:enable force_cast\nlet y = z as! Int\n",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func check(_ file: LintFile) {}
}
