import LintEngine
import SwiftSyntax
import ToolCore

/// `String.init(x)` is `String(x)` with more to read; the explicit `.init`
/// is only needed to pass an initializer as a function.
public struct ExplicitInitRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "explicit_init",
        name: "Explicit Init",
        summary: "Explicitly calling .init() should be avoided",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "import Foundation\nclass C: NSObject {\n    override init() {\n        super.init()\n    }\n}\n",
            "extension S {\n    init() {\n        self.init(n: 1)\n    }\n}\n",
            "[1].flatMap(String.init)\n",
            "[String.self].map { $0.init(1) }\n",
            "[String.self].map { type in type.init(1) }\n",
            "Observable.zip(obs1, obs2, resultSelector: MyType.init).asMaybe()\n",
            "_ = GleanMetrics.Tabs.someType.init()\n",
            "let foo: Foo = .init()\n",
        ],
        triggeringExamples: [
            "[1].flatMap{String↓.init($0)}\n",
            "[String.self].map { Type in Type↓.init(1) }\n",
            "func foo() -> [String] {\n    return [1].flatMap { String↓.init($0) }\n}\n",
            "_ = GleanMetrics.Tabs.GroupedTabExtra↓.init()\n",
            "_ = Set<KsApi.Category>↓.init()\n",
            "Observable.zip(\n  obs1,\n  obs2,\n  resultSelector: { MyType↓.init($0, $1) }\n).asMaybe()\n",
            "let int = In🤓t↓\n.init(1.0)\n",
            Example("let foo: Foo = ↓.init()\n", options: "{include_bare_init: true}"),
            Example("let foo: [Foo] = [↓.init(), ↓.init()]\n", options: "{include_bare_init: true}"),
        ],
        corrections: [
            Correction("[1].flatMap{String↓.init($0)}\n", "[1].flatMap{String($0)}\n"),
            Correction("func foo() -> [String] {\n    return [1].flatMap { String↓.init($0) }\n}\n",
                       "func foo() -> [String] {\n    return [1].flatMap { String($0) }\n}\n"),
            Correction("let int = Int↓\n\n\n      .init(1.0)\n", "let int = Int(1.0)\n"),
            Correction("_ = GleanMetrics.Tabs.GroupedTabExtra↓.init()\n", "_ = GleanMetrics.Tabs.GroupedTabExtra()\n"),
            Correction("_ = Set<KsApi.Category>↓.init()\n", "_ = Set<KsApi.Category>()\n"),
            Correction("let view = View↓.init { content }\n", "let view = View { content }\n"),
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        public var includeBareInit = false

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case includeBareInit = "include_bare_init"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            includeBareInit = try container.decodeIfPresent(Bool.self, forKey: .includeBareInit) ?? includeBareInit
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.onCall(named: ["init"]) { node in
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                  member.declName.baseName.isKeyword(.`init`) else { return }
            if let base = member.base {
                guard Self.isTypeReferenceLike(base) else { return }
                check(node, base: base, member: member, in: file)
            } else if options.includeBareInit {
                file.report(self, at: member.period.positionAfterSkippingLeadingTrivia,
                            "Prefer named constructors over .init and type inference")
            }
        }
    }

    /// Reports `Type.init(…)` with a fix that drops `.init` (and the line
    /// breaks before it), unless a comment stands in the way.
    private func check(_ call: FunctionCallExprSyntax, base: ExprSyntax, member: MemberAccessExprSyntax, in file: LintFile) {
        let start = base.endPositionBeforeTrailingTrivia
        let end = call.leftParen?.positionAfterSkippingLeadingTrivia ?? member.endPositionBeforeTrailingTrivia
        let fix = StyleSupport.mayHoldComment(in: file, from: start.utf8Offset, to: end.utf8Offset)
            ? nil : StyleSupport.deletion(from: start, to: end)
        file.report(self, at: start, Self.description.summary, fix: fix)
    }

    /// `String`, `Nested.Type` or `Generic<T>`: capitalized names, which read
    /// as types rather than metatype values (`type.init(1)`).
    private static func isTypeReferenceLike(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return startsWithUppercase(reference.baseName.text)
        }
        if expression.is(MemberAccessExprSyntax.self) {
            return expression.trimmedText.split(separator: ".").allSatisfy(startsWithUppercase)
        }
        if let reference = expression.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self) {
            return startsWithUppercase(reference.baseName.text)
        }
        return false
    }

    private static func startsWithUppercase(_ text: some StringProtocol) -> Bool {
        text.first?.isUppercase == true
    }
}
