import LintEngine
import SwiftSyntax
import ToolCore

/// `if let _ = x` binds nothing: it only asks whether `x` is nil, which
/// `x != nil` says plainly.
public struct UnusedOptionalBindingRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "unused_optional_binding",
        name: "Unused Optional Binding",
        summary: "Prefer `!= nil` over `let _ =`",
        kind: .style,
        nonTriggeringExamples: [
            "if let bar = Foo.optionalValue {}",
            "if let (_, second) = getOptionalTuple() {}",
            "if let (_, asd, _) = getOptionalTuple(), let bar = Foo.optionalValue {}",
            "if foo() { let _ = bar() }",
            "if foo() { _ = bar() }",
            "if case .some(_) = self {}",
            "if let point = state.find({ _ in true }) {}",
            Example("if let _ = try? foo() {}", options: "{ignore_optional_try: true}"),
        ],
        triggeringExamples: [
            "if let ↓_ = Foo.optionalValue {}",
            "if let a = Foo.optionalValue, let ↓_ = Foo.optionalValue2 {}",
            "guard let a = Foo.optionalValue, let ↓_ = Foo.optionalValue2 {}",
            "if let (first, second) = getOptionalTuple(), let ↓_ = Foo.optionalValue {}",
            "if let (first, _) = getOptionalTuple(), let ↓_ = Foo.optionalValue {}",
            "if let (_, second) = getOptionalTuple(), let ↓_ = Foo.optionalValue {}",
            "if let ↓(_, _, _) = getOptionalTuple(), let bar = Foo.optionalValue {}",
            "func foo() { if let ↓_ = bar {} }",
            "if let ↓_ = try? foo() {}",
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// Accept `let _ = try? f()`, where `!= nil` would read worse.
        public var ignoreOptionalTry = false

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case ignoreOptionalTry = "ignore_optional_try"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            ignoreOptionalTry = try container.decodeIfPresent(Bool.self, forKey: .ignoreOptionalTry) ?? ignoreOptionalTry
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(OptionalBindingConditionSyntax.self) { node in
            guard Self.discardsEverything(node.pattern) else { return }
            if options.ignoreOptionalTry, let tryExpr = node.initializer?.value.as(TryExprSyntax.self),
               tryExpr.questionOrExclamationMark?.tokenKind == .postfixQuestionMark {
                return
            }
            file.report(self, at: node.pattern.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// `_`, or a tuple of nothing but `_`.
    private static func discardsEverything(_ pattern: PatternSyntax) -> Bool {
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            return tuple.elements.allSatisfy { discardsEverything($0.pattern) }
        }
        if let expression = pattern.as(ExpressionPatternSyntax.self)?.expression { return discardsEverything(expression) }
        return false
    }

    private static func discardsEverything(_ expression: ExprSyntax) -> Bool {
        if expression.is(DiscardAssignmentExprSyntax.self) { return true }
        if let tuple = expression.as(TupleExprSyntax.self) {
            return tuple.elements.allSatisfy { discardsEverything($0.expression) }
        }
        return false
    }
}
