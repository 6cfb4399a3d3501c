import LintEngine
import SwiftSyntax
import ToolCore

/// `if let value {}` (Swift 5.7) says "unwrap `value`" once; `if let value = value`
/// repeats the name and hides that nothing new is being bound.
public struct ShorthandOptionalBindingRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "shorthand_optional_binding",
        name: "Shorthand Optional Binding",
        summary: "Use shorthand syntax for optional binding",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "if let name {}\nif let name = other {}\nguard let name = load() else {}\nif var count = count() {}\n"
                + "if let shape = shape as? Circle {}\nguard let `self` = self else {}\nwhile var node { node = nil }\n",
            "if let name,\n   var name = other,\n   limit > 0 {}\n",
            "if let name = user.name {}",
        ],
        triggeringExamples: [
            "if ↓let name = name {}\nif ↓let self = self {}\nif ↓var `self` = `self` {}\nif limit > 0, ↓let count = count {}\n"
                + "if ↓let name = name, ↓var count = count {}\n",
            "if ↓let name = name,\n   ↓var count = count,\n   count > 0 {}\n",
            "guard ↓let name = name else {}\nguard ↓let self = self else {}\nguard ↓var `self` = `self` else {}\n"
                + "guard limit > 0, ↓let count = count else {}\nguard ↓let name = name, ↓var count = count else {}\n",
            "while ↓var node = node { node = nil }\n",
        ],
        corrections: [
            Correction("if ↓let name = name {}", "if let name {}"),
            Correction("if ↓let self = self {}", "if let self {}"),
            Correction("if ↓var `self` = `self` {}", "if var `self` {}"),
            Correction("guard ↓let name = name, ↓var count = count  , ↓let size  =size else {}",
                       "guard let name, var count  , let size else {}"),
            Correction("while limit > 0, ↓var node = node   { node = nil }", "while limit > 0, var node   { node = nil }"),
        ],
        deprecatedAliases: ["if_let_shadowing"]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(OptionalBindingConditionSyntax.self) { node in
            guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                  let value = node.initializer?.value.as(DeclReferenceExprSyntax.self),
                  name.text == value.baseName.text
            else { return }
            // Drop ` = value` (and what lay between the name and `=`), keeping
            // the trivia after the value, as SwiftLint's rewriter does.
            let kept = node.typeAnnotation.map { Syntax($0) } ?? Syntax(node.pattern)
            let fix = Diagnostic.Fix(start: kept.endPositionBeforeTrailingTrivia.utf8Offset,
                                     end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "")
            file.report(self, at: node.bindingSpecifier.positionAfterSkippingLeadingTrivia,
                        Self.description.summary, fix: fix)
        }
    }
}
