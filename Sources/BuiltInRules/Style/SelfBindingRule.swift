import LintEngine
import SwiftSyntax
import ToolCore

/// One name for the re-bound `self` (`guard let self else`) across a code base
/// keeps closures reading alike; `strongSelf`, `this` and `` `self` `` mixed
/// together make each one a small puzzle.
public struct SelfBindingRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "self_binding",
        name: "Self Binding",
        summary: "Re-bind `self` to a consistent identifier name.",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "if let self = self { return }",
            "guard let self = self else { return }",
            "guard let self else { return }",
            "if let me = me { return }",
            "guard let owner = owner else { return }",
            Example("if let me = self { return }", options: "{bind_identifier: me}"),
            Example("guard let me = self else { return }", options: "{bind_identifier: me}"),
        ],
        triggeringExamples: [
            "if let ↓`self` = self { return }",
            "guard let ↓`self` = self else { return }",
            "if let ↓strongSelf = self { return }",
            "guard let ↓me = self else { return }",
            Example("if let ↓self = self { return }", options: "{bind_identifier: me}"),
            Example("guard let ↓self = self else { return }", options: "{bind_identifier: me}"),
            Example("if let ↓self { return }", options: "{bind_identifier: me}"),
            Example("guard let ↓self else { return }", options: "{bind_identifier: me}"),
        ],
        corrections: [
            Correction("if let ↓`self` = self { return }", "if let self = self { return }"),
            Correction("guard let ↓`self` = self else { return }", "guard let self = self else { return }"),
            Correction("if let ↓strongSelf = self { return }", "if let self = self { return }"),
            // The old name is used after the binding: reported, not rewritten.
            Correction("if let ↓this = self { this.run() }", "if let this = self { this.run() }"),
            Correction("guard let ↓me = self else { return }", "guard let self = self else { return }"),
            Correction(Example("if let ↓self = self { return }", options: "{bind_identifier: me}"),
                       "if let me = self { return }"),
            Correction(Example("if let ↓self { return }", options: "{bind_identifier: me}"),
                       "if let me = self { return }"),
            Correction(Example("guard let ↓self else { return }", options: "{bind_identifier: me}"),
                       "guard let me = self else { return }"),
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// The name `self` should be re-bound to.
        public var bindIdentifier = "self"

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case bindIdentifier = "bind_identifier"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            bindIdentifier = try container.decodeIfPresent(String.self, forKey: .bindIdentifier) ?? bindIdentifier
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    /// Every violation names `self`.
    public var triggerIdentifiers: [String] { ["self"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        let wanted = options.bindIdentifier
        walk.on(OptionalBindingConditionSyntax.self) { node in
            guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier, name.text != wanted else { return }
            let replacement: String
            if let initializer = node.initializer {
                // `if let x = self`: only a plain `self` on the right counts.
                guard initializer.value.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" else { return }
                replacement = wanted
            } else {
                // `if let self` shorthand, when another name is wanted.
                guard name.text == "self", wanted != "self" else { return }
                replacement = wanted + " = self"
            }
            let start = name.positionAfterSkippingLeadingTrivia
            // Only the binding is renamed: where the old name is used after it,
            // those uses would stop compiling (swift-nio's `if var this = self`,
            // found by the fix round trip), so nothing is rewritten.
            let isUsed = Self.isUsed(name, after: Syntax(node))
            file.report(self, at: start, "`self` should always be re-bound to `\(wanted)`",
                        fix: isUsed ? nil : .init(start: start.utf8Offset, end: name.endPositionBeforeTrailingTrivia.utf8Offset,
                                                  replacement: replacement))
        }
    }

    /// Whether the statements around the binding name it outside the binding.
    private static func isUsed(_ name: TokenSyntax, after node: Syntax) -> Bool {
        guard let statements = node.ancestorOrSelf(mapping: { $0.as(CodeBlockItemListSyntax.self) }) else { return false }
        let binding = node.position..<node.endPosition
        return statements.tokens(viewMode: .sourceAccurate).contains {
            $0.tokenKind == name.tokenKind && !binding.contains($0.position)
        }
    }
}
