import LintEngine
import SwiftSyntax
import ToolCore

/// An optional `Bool` has three states — true, false and nil — and every reader
/// must work out what nil means; a plain `Bool` (or an enum naming the third
/// state) says it outright.
public struct DiscouragedOptionalBooleanRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "discouraged_optional_boolean",
        name: "Discouraged Optional Boolean",
        summary: "Prefer non-optional booleans over optional booleans",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "var isVisible: Bool",
            "var switches: [String: Bool]",
            "var answers: [Bool]",
            "let isReady: Bool = false",
            "let states: [Int: Bool] = [:]",
            "let votes: [Bool] = []",
            "var isEmpty: Bool { return items.isEmpty }",
            "func isValid() -> Bool {}",
            "func toggles() -> [String: Bool] {}",
            "func checker() -> ([Bool]) -> String {}",
            "func configure(animated: Bool = true) {}",
            "func configure(flags: [Int: Bool] = [:]) {}",
            "class Panel {\n    func isOpen() -> Bool {}\n}",
            "struct Gate {\n    func open(force: Bool = false) {}\n}",
            "enum Mode {\n    func flags() -> [Bool] {}\n}",
            "var retries: Int?",
            "let isOn = setting as? Bool",
            "let boxed = Optional.some(7)",
            "let boxed = Optional.some(isOn)",
        ],
        triggeringExamples: [
            "var isVisible: ↓Bool?",
            "var switches: [String: ↓Bool?]",
            "var answers: [↓Bool?]",
            "let isReady: ↓Bool? = nil",
            "let states: [Int: ↓Bool?] = [:]",
            "let votes: [↓Bool?] = []",
            "let boxed = ↓Optional.some(false)",
            "let boxed = ↓Optional.some(true)",
            "var isEmpty: ↓Bool? { return nil }",
            "func isValid() -> ↓Bool? {}",
            "func toggles() -> [String: ↓Bool?] {}",
            "struct Poll {\n    static func answers() -> [↓Bool?] {}\n}",
            "func checker() -> (↓Bool?) -> String {}",
            "func checker() -> ([Int]) -> ↓Bool? {}",
            "func configure(animated: ↓Bool?) {}",
            "enum Setup {\n    static func configure(flags: [Int: ↓Bool?]) {}\n}",
            "class Panel {\n    var isOpen: ↓Bool?\n}",
            "struct Gate {\n    let states: [String: ↓Bool?] = [:]\n}",
            "enum Mode {\n    var isDark: ↓Bool? { return nil }\n}",
            "class Panel {\n    static func isOpen() -> ↓Bool? {}\n}",
            "struct Gate {\n    func open(force: ↓Bool?) {}\n}",
            "enum Mode {\n    func flags(_ values: [↓Bool?]) {}\n}",
            "var both: (↓Bool?, [Int: ↓Bool?])",
            "let unset = ↓Bool?.none",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["Bool", "Optional"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // `Bool?` spelled as a type.
        walk.on(OptionalTypeSyntax.self) { node in
            guard node.wrappedType.as(IdentifierTypeSyntax.self)?.name.text == "Bool" else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
        // `Bool?` in an expression, such as `Bool?.none`.
        walk.on(OptionalChainingExprSyntax.self) { node in
            guard node.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Bool" else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
        // `Optional.some(true)`.
        walk.onCall(named: ["some"]) { node in
            guard node.arguments.count == 1,
                  node.arguments.first?.expression.is(BooleanLiteralExprSyntax.self) == true,
                  let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
                  callee.declName.baseName.text == "some",
                  callee.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Optional"
            else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}
