import LintEngine
import SwiftSyntax
import ToolCore

/// An override whose only statement calls `super` with the same arguments
/// changes nothing and can go.
public struct UnneededOverrideRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "unneeded_override",
        name: "Unneeded Overridden Functions",
        summary: "Remove overridden functions that don't do anything except call their super",
        kind: .lint,
        nonTriggeringExamples: [
            "class Foo {\n    override func bar() {\n        super.bar()\n        print(\"hi\")\n    }\n}",
            "class Foo {\n    @available(*, unavailable)\n    override func bar() {\n        super.bar()\n    }\n}",
            "class Foo {\n    override func bar() {\n        super.bar()\n        super.bar()\n    }\n}",
            "class Foo {\n    override func bar(value: Int) {\n        super.bar(value: 1)\n    }\n}",
            "class Foo {\n    override func bar(_ value: Int) {\n        super.baz(value)\n    }\n}",
            "class Foo {\n    override func bar() throws {\n        try? super.bar()\n    }\n}",
            "class Foo {\n    override init(frame: CGRect) {\n        super.init(frame: frame)\n    }\n}",
        ],
        triggeringExamples: [
            "class Foo {\n    ↓override func bar() {\n        super.bar()\n    }\n}",
            "class Foo {\n    ↓override func bar() {\n        return super.bar()\n    }\n}",
            "class Foo {\n    ↓override func bar(_ a: Int, b c: Int) async throws {\n        try await super.bar(a, b: c)\n    }\n}",
            "class Foo {\n    ↓@objc override func bar() {\n        super.bar()\n    }\n}",
            Example("class Foo {\n    ↓override init(frame: CGRect) {\n        super.init(frame: frame)\n    }\n}",
                    options: "{affect_initializers: true}"),
        ],
        corrections: [
            Correction("class Foo {\n    ↓override func bar() {\n        super.bar()\n    }\n}", "class Foo {\n}"),
            Correction("class Foo {\n    func a() {}\n\n    ↓override func bar(_ x: Int) {\n        super.bar(x)\n    }\n}",
                       "class Foo {\n    func a() {}\n\n}"),
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// Also flag `override init` that only calls `super.init` with the same arguments.
        public var affectInitializers = false

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case affectInitializers = "affect_initializers"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            affectInitializers = try container.decodeIfPresent(Bool.self, forKey: .affectInitializers) ?? affectInitializers
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public var triggerIdentifiers: [String] { ["super"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionDeclSyntax.self) { node in
            guard Self.onlyCallsSuper(modifiers: node.modifiers, attributes: node.attributes, body: node.body,
                                      name: node.name.text, parameters: node.signature.parameterClause.parameters)
            else { return }
            report(node, in: file)
        }
        guard options.affectInitializers else { return }
        walk.on(InitializerDeclSyntax.self) { node in
            guard node.optionalMark == nil,
                  Self.onlyCallsSuper(modifiers: node.modifiers, attributes: node.attributes, body: node.body,
                                      name: "init", parameters: node.signature.parameterClause.parameters)
            else { return }
            report(node, in: file)
        }
    }

    private func report(_ node: some DeclSyntaxProtocol, in file: LintFile) {
        file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary,
                    fix: LintSupport.wholeLineRemoval(of: node, in: file))
    }

    private static func onlyCallsSuper(
        modifiers: DeclModifierListSyntax, attributes: AttributeListSyntax, body: CodeBlockSyntax?,
        name: String, parameters: FunctionParameterListSyntax
    ) -> Bool {
        // `@available` on the override changes what callers may do.
        guard modifiers.hasKeyword(.override), LintSupport.attribute(named: "available", in: attributes) == nil,
              let statements = body?.statements, statements.count == 1, let statement = statements.first,
              let call = superCall(in: Syntax(statement.item)),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base?.is(SuperExprSyntax.self) == true, member.declName.baseName.text == name,
              call.trailingClosure == nil, call.arguments.count == parameters.count
        else { return false }
        // The same arguments, passed on in order under the same labels.
        return zip(parameters, call.arguments).allSatisfy { parameter, argument in
            let label = parameter.firstName.tokenKind == .wildcard ? "" : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            return (argument.label?.text ?? "") == label
                && argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name
        }
    }

    /// The call under `return`, `try` and `await` (not `try?`/`try!`, which change behaviour).
    private static func superCall(in node: Syntax) -> FunctionCallExprSyntax? {
        if let call = node.as(FunctionCallExprSyntax.self) { return call }
        if let returned = node.as(ReturnStmtSyntax.self)?.expression { return superCall(in: Syntax(returned)) }
        if let stmt = node.as(ExpressionStmtSyntax.self) { return superCall(in: Syntax(stmt.expression)) }
        if let awaited = node.as(AwaitExprSyntax.self) { return superCall(in: Syntax(awaited.expression)) }
        if let tried = node.as(TryExprSyntax.self), tried.questionOrExclamationMark == nil {
            return superCall(in: Syntax(tried.expression))
        }
        return nil
    }
}
