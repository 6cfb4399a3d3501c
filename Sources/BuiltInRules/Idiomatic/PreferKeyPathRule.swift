import LintEngine
import SwiftSyntax
import ToolCore

/// `users.map(\.name)` says which property is wanted; `users.map { $0.name }`
/// wraps the same access in a closure the reader has to open.
/// Reported, not rewritten (SwiftLint rewrites): a key path is not always what
/// the closure was. It cannot name a static member of a metatype (Swift 6.2
/// crashes compiling `commands.map(\._commandName)`, found by the fix round
/// trip on swift-argument-parser), an actor-isolated, `async` or throwing
/// property, and `\.self` can defeat the inference the closure got; none of
/// that shows in the syntax.
public struct PreferKeyPathRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "prefer_key_path",
        name: "Prefer Key Path",
        summary: "Use a key path argument instead of a closure with property access",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: PreferKeyPathRule.nonTriggeringExamples,
        triggeringExamples: PreferKeyPathRule.triggeringExamples
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// Only closures passed as the single argument of `map`, `filter`,
        /// `first` and the other standard functions (SwiftLint's list).
        public var restrictToStandardFunctions = true
        /// Leaves `{ $0 }` alone instead of asking for `\.self`.
        public var ignoreIdentityClosures = false

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case restrictToStandardFunctions = "restrict_to_standard_functions"
            case ignoreIdentityClosures = "ignore_identity_closures"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            restrictToStandardFunctions = try container.decodeIfPresent(Bool.self, forKey: .restrictToStandardFunctions)
                ?? restrictToStandardFunctions
            ignoreIdentityClosures = try container.decodeIfPresent(Bool.self, forKey: .ignoreIdentityClosures)
                ?? ignoreIdentityClosures
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    /// The standard functions and the label their closure argument takes.
    private static let standardFunctionLabels: [String: String?] = [
        "allSatisfy": nil,
        "contains": "where",
        "compactMap": nil,
        "drop": "while",
        "filter": nil,
        "first": "where",
        "flatMap": nil,
        "map": nil,
        "partition": "by",
        "prefix": "while",
    ]

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(ClosureExprSyntax.self) { closure in
            guard !isExcluded(closure),
                  let body = Self.onlyExpression(of: closure),
                  Self.accesses(body, parameter: Self.onlyParameter(of: closure))
            else { return }
            // `{ $0 }` asks for `\.self` (Swift 6 and later).
            if body.is(DeclReferenceExprSyntax.self), options.ignoreIdentityClosures { return }
            file.report(self, at: closure.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// Closures SwiftLint leaves alone: called at once, a macro's or one of
    /// several trailing closures, after `??`, and (by default) passed to
    /// anything but a standard function taking only the closure.
    private func isExcluded(_ closure: ClosureExprSyntax) -> Bool {
        guard let parent = closure.parent else { return true }
        if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == closure.id { return true }
        if parent.is(MacroExpansionExprSyntax.self) || parent.is(MultipleTrailingClosureElementSyntax.self) { return true }
        if closure.previousToken(viewMode: .sourceAccurate)?.text == "??" { return true }
        if let call = parent.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self) {
            return options.restrictToStandardFunctions && !Self.isStandardFunction(call)
        }
        if let call = parent.as(FunctionCallExprSyntax.self) {
            return !call.additionalTrailingClosures.isEmpty
                || options.restrictToStandardFunctions && !Self.isStandardFunction(call)
        }
        return false
    }

    /// A standard function called with the closure as its only argument.
    private static func isStandardFunction(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = calleeName(of: call), standardFunctionLabels[name] != nil else { return false }
        return call.arguments.count + (call.trailingClosure == nil ? 0 : 1) == 1
    }

    /// `map` in `map(…)` and in `users.map(…)`.
    private static func calleeName(of call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The name of the closure's only parameter; nil for `$0` or several parameters.
    private static func onlyParameter(of closure: ClosureExprSyntax) -> String? {
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters):
            guard parameters.count == 1 else { return nil }
            return parameters.first?.name.text
        case .parameterClause(let clause):
            guard clause.parameters.count == 1, let parameter = clause.parameters.first else { return nil }
            return (parameter.secondName ?? parameter.firstName).text
        case nil:
            return nil
        }
    }

    /// The closure's body when it is a single expression.
    private static func onlyExpression(of closure: ClosureExprSyntax) -> ExprSyntax? {
        guard closure.statements.count == 1, case .expr(let expression)? = closure.statements.first?.item else { return nil }
        return expression
    }

    /// Whether `expression` is the parameter itself or a chain of properties of it.
    private static func accesses(_ expression: ExprSyntax, parameter: String?) -> Bool {
        var current = expression
        while let member = current.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return false }
            current = base
        }
        return current.as(DeclReferenceExprSyntax.self)?.baseName.text == (parameter ?? "$0")
    }

}

private extension PreferKeyPathRule {
    static let extendedMode = "{restrict_to_standard_functions: false}"
    static let ignoreIdentity = "{ignore_identity_closures: true}"
    static let extendedModeIgnoringIdentity = "{restrict_to_standard_functions: false, ignore_identity_closures: true}"

    static let nonTriggeringExamples: [Example] = [
        "run {}",
        "run { $0 }",
        "run { $0.name }",
        "let label = { $0.name }(user)",
        Example("run {}", options: extendedMode),
        Example("run() { reload() }", options: extendedMode),
        Example("run { store.user.name }", options: extendedMode),
        Example("run { first, second in first.name }", options: extendedMode),
        Example("run { (first, second) in first.name }", options: extendedMode),
        Example("run { $0.name } onFailure: { $0.reason }", options: extendedMode),
        Example("[4, 5, 6].reduce(0) { $0 + $1 }", options: extendedMode),
        Example("run { $0 }", options: extendedModeIgnoringIdentity),
        Example("users.map { $0 }", options: ignoreIdentity),
        "users.map(2) { $0.name }",
        "users.filter({ $0.isActive }, limit)",
        "#Predicate { $0.isActive }",
        "let pick: (User) -> String = fallback ?? { $0.name }",
        "users.map { $0.name.uppercased() }",
        "users.map { $0?.name }",
        "users.sorted { $0.age < $1.age }",
        "users.map { user in other.name }",
    ]

    static let triggeringExamples: [Example] = [
        "users.map ↓{ $0.name }",
        "users.filter ↓{ $0.isActive }",
        "users.first ↓{ $0.isAdmin }",
        "users.contains ↓{ $0.isAdmin }",
        "users.contains(where: ↓{ $0.isAdmin })",
        Example("run(↓{ $0.name })", options: extendedMode),
        Example("run(mapper: ↓{ $0.name })", options: extendedMode),
        Example("run(mapper: ↓{ user in user.name }, 3)", options: extendedMode),
        "users.map ↓{ user in user.address.city }",
        "users.allSatisfy ↓{ (user: User) in user.isActive }",
        "users.first ↓{ (entry user: User) in user.isAdmin }",
        "pairs.contains ↓{ $0.1.isEmpty }",
        "users.compactMap ↓{ $0.profile.avatar.url }",
        "users.flatMap ↓{ $0.roles.all }",
        Example("let nameOf: (User) -> String = ↓{ $0.name }", options: extendedMode),
        "handler = ↓{ $0.name }",
        "numbers.map ↓{ $0 }",
        "users.map ↓{ $0.profile }.filter ↓{ $0.isPublic }",
    ]
}
