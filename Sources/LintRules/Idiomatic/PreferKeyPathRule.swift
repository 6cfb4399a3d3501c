import LintEngine
import SwiftSyntax
import ToolCore

/// `users.map(\.name)` says which property is wanted; `users.map { $0.name }`
/// wraps the same access in a closure the reader has to open.
public struct PreferKeyPathRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "prefer_key_path",
        name: "Prefer Key Path",
        summary: "Use a key path argument instead of a closure with property access",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: PreferKeyPathRule.nonTriggeringExamples,
        triggeringExamples: PreferKeyPathRule.triggeringExamples,
        corrections: PreferKeyPathRule.corrections
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
            // `{ $0 }` becomes `\.self` (Swift 6 and later).
            if body.is(DeclReferenceExprSyntax.self), options.ignoreIdentityClosures { return }
            file.report(self, at: closure.positionAfterSkippingLeadingTrivia, Self.description.summary,
                        fix: Self.fix(for: closure, keyPath: Self.keyPath(of: body)))
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

    /// `\.a.b` for `$0.a.b`, `\.self` for `$0`.
    private static func keyPath(of expression: ExprSyntax) -> String {
        var names: [String] = []
        var current = expression
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
            names.append(member.declName.baseName.text)
            current = base
        }
        return names.isEmpty ? "\\.self" : "\\." + names.reversed().joined(separator: ".")
    }

    /// A trailing closure becomes the call's argument, labelled as the standard
    /// function wants it (`first(where: \.a)`); any other closure is replaced
    /// where it stands.
    private static func fix(for closure: ClosureExprSyntax, keyPath: String) -> Diagnostic.Fix? {
        let end = closure.endPositionBeforeTrailingTrivia.utf8Offset
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id else {
            return Diagnostic.Fix(start: closure.positionAfterSkippingLeadingTrivia.utf8Offset, end: end,
                                  replacement: keyPath)
        }
        // SwiftLint's rewrite drops the call's other arguments, and leaves a bare
        // key path after a callee it cannot name: no fix for those.
        guard call.arguments.isEmpty, let name = calleeName(of: call) else { return nil }
        let label = standardFunctionLabels[name].flatMap { $0 }.map { $0 + ": " } ?? ""
        return Diagnostic.Fix(start: call.calledExpression.endPositionBeforeTrailingTrivia.utf8Offset, end: end,
                              replacement: "(" + label + keyPath + ")")
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

    static let corrections: [Correction] = [
        Correction("users.map ↓{ $0.name }", "users.map(\\.name)"),
        Correction("// first\nusers.map ↓{ $0.name } // last", "// first\nusers.map(\\.name) // last"),
        Correction("users.map(↓{ $0.name })", "users.map(\\.name)"),
        Correction("users.map() ↓{ $0.name }", "users.map(\\.name)"),
        Correction(Example("run(mapper: ↓{ $0.name })", options: extendedMode), "run(mapper: \\.name)"),
        Correction(Example("run(↓{ $0.name })", options: extendedMode), "run(\\.name)"),
        Correction(Example("let pick = /* a */ ↓{ $0.name } // b", options: extendedMode), "let pick = /* a */ \\.name // b"),
        Correction("let label = { $0.name }(user)", "let label = { $0.name }(user)"),
        Correction(Example("let nameOf: (User) -> String = ↓{ $0.name }", options: extendedMode),
                   "let nameOf: (User) -> String = \\.name"),
        Correction("users.partition ↓{ $0.flags.isHidden }", "users.partition(by: \\.flags.isHidden)"),
        Correction("users.contains ↓{ $0.flags.isHidden }", "users.contains(where: \\.flags.isHidden)"),
        Correction("users.first ↓{ user in user.isAdmin }", "users.first(where: \\.isAdmin)"),
        Correction("users.drop ↓{ user in user.isGuest }", "users.drop(while: \\.isGuest)"),
        Correction("users.prefix ↓{ $0.isGuest }", "users.prefix(while: \\.isGuest)"),
        Correction("users.compactMap ↓{ $0.profile.avatar.url }", "users.compactMap(\\.profile.avatar.url)"),
        Correction("numbers.map ↓{ $0 }", "numbers.map(\\.self)"),
        Correction(Example("users.map { $0 }", options: ignoreIdentity), "users.map { $0 }"),
        Correction(Example("run { $0 }", options: extendedModeIgnoringIdentity), "run { $0 }"),
        Correction("users.map ↓{ $0.profile }.filter ↓{ $0.isPublic }", "users.map(\\.profile).filter(\\.isPublic)"),
        // The other argument would be lost: reported, not fixed.
        Correction(Example("run(3) ↓{ $0.name }", options: extendedMode), "run(3) { $0.name }"),
    ]
}
