import LintEngine
import SwiftSyntax
import ToolCore

/// Swift 6 rejects a space between an attribute or modifier and its
/// parentheses (`@MyWrapper ()`, `private (set)`); written together they
/// keep compiling.
public struct AttributeNameSpacingRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "attribute_name_spacing",
        name: "Attribute Name Spacing",
        summary: "This rule prevents trailing spaces after attribute names, ensuring compatibility with Swift 6 where a space "
            + "between an attribute name and the opening parenthesis results in a compilation error "
            + "(e.g. `@MyPropertyWrapper ()`, `private (set)`).",
        kind: .style,
        nonTriggeringExamples: [
            "private(set) var foo: Bool = false\n",
            "fileprivate(set) var foo: Bool = false\n",
            "@MainActor class Foo {}\n",
            "func funcWithEscapingClosure(_ x: @escaping () -> Int) {}\n",
            "@available(*, deprecated)\nfunc f() {}\n",
            "nonisolated(unsafe) var _value: X?\n",
            "@testable import SwiftLintCore\n",
            "func f(x: @convention(c) () -> Int) {}\n",
            "let closure2 = { @MainActor\n  (a: Int, b: Int) in\n}\n",
        ],
        triggeringExamples: [
            "private ↓(set) var foo: Bool = false\n",
            "fileprivate ↓(set) var foo: Bool = false\n",
            "  public  ↓(set) var foo: Bool = false\n",
            "@ ↓MainActor class Foo {}\n",
            "func funcWithEscapingClosure(_ x: @ ↓escaping () -> Int) {}\n",
            "func funcWithEscapingClosure(_ x: @escaping↓() -> Int) {}\n",
            "@available ↓(*, deprecated)\nfunc f() {}\n",
            "@MyPropertyWrapper ↓(param: 2) let a = 1\n",
            "nonisolated ↓(unsafe) var _value: X?\n",
            "@MyProperty ↓() class Foo {}\n",
        ],
        corrections: [
            Correction("private↓ (set) var foo: Bool = false\n", "private(set) var foo: Bool = false\n"),
            Correction("public↓  (set) var foo: Bool = false\n", "public(set) var foo: Bool = false\n"),
            Correction("@↓ MainActor\nclass Foo {}\n", "@MainActor\nclass Foo {}\n"),
            Correction("func test(_ x: @escaping↓() -> Int) {}\n", "func test(_ x: @escaping () -> Int) {}\n"),
            Correction("@available↓ (*, deprecated)\nfunc f() {}\n", "@available(*, deprecated)\nfunc f() {}\n"),
            Correction("@MyProperty↓ () let a = 1\n", "@MyProperty() let a = 1\n"),
        ]
    )

    public let options: ErrorSeverityOption
    public init(options: ErrorSeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(DeclModifierSyntax.self) { node in
            guard node.detail != nil, node.name.trailingTriviaLength.utf8Length > 0 else { return }
            reportTrivia(after: node.name, "There must not be any space between access control modifier and scope", in: file)
        }
        walk.on(AttributeSyntax.self) { node in
            if node.atSign.trailingTriviaLength.utf8Length > 0 {
                reportTrivia(after: node.atSign, "Attributes must not have trivia between `@` and the identifier", in: file)
            }
            guard let name = node.attributeName.lastToken(viewMode: .sourceAccurate) else { return }
            let hasTrailingTrivia = name.trailingTriviaLength.utf8Length > 0
            if node.leftParen != nil, hasTrailingTrivia {
                reportTrivia(after: name, "Attribute declarations with arguments must not have trailing trivia", in: file)
            } else if !hasTrailingTrivia, node.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "escaping" {
                // `@escaping()`: the type needs a space before it.
                let end = name.endPosition
                file.report(self, at: end, "`@escaping` must have a trailing space before the associated type",
                            fix: .init(start: end.utf8Offset, end: end.utf8Offset, replacement: " "))
            }
        }
    }

    /// Reports the gap after `token` (where the next token starts) with a fix
    /// that closes it, unless it holds a comment.
    private func reportTrivia(after token: TokenSyntax, _ message: String, in file: LintFile) {
        let fix = StyleSupport.hasComment(token.trailingTrivia) ? nil
            : StyleSupport.deletion(from: token.endPositionBeforeTrailingTrivia, to: token.endPosition)
        file.report(self, at: token.endPosition, message, fix: fix)
    }
}
