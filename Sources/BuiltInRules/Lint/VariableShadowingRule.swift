import LintEngine
import SwiftSyntax
import ToolCore

/// A variable that reuses the name of one in an outer scope (a global, a
/// property, an enclosing local) hides it: a later edit meant for the outer
/// one silently reads or changes the inner one.
public struct VariableShadowingRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "variable_shadowing",
        name: "Variable Shadowing",
        summary: "Do not shadow variables declared in outer scopes",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            Example("var title: String?\nfunc show(title: String?) {\n    print(title)\n}\n", options: "{ignore_parameters: true}"),
            "var title = \"hello\"\nif let label = title {\n    print(label)\n}\n",
            "var title: String?\nfunc show() {\n    if let label = title {\n        print(label)\n    }\n}\n",
            "for index in 1...5 {\n    print(index)\n}\nfor index in 1...5 {\n    print(index)\n}\n",
            """
            func show() {
                var title = "hello"
                func inner() {
                    var label = "world"
                    print(title, label)
                }
            }
            """,
            "class Page {\n    var title: String?\n    func show(title: String?) {\n        print(title)\n    }\n}\n",
            "let title: Int?\nif let title { print(title) }\n",
            "let title: Int?\nguard let title else { return }\n",
            "let title: Int?\nwhile let title { print(title) }\n",
            "var count = 1\nif let count = count {\n    print(count)\n}\n",
            "var count = 1\nif let count = self.count {\n    print(count)\n}\n",
            """
            struct Limits {
                static let low: Int? = nil
                var high: Int?
                var value: Int {
                    if let high = self.high { high }
                    else if let low = Self.low { low }
                    else { 0 }
                }
            }
            """,
            "func show() {\n    var count = 1\n    do {\n        var count = count\n    }\n}\n",
        ],
        triggeringExamples: [
            "var total = 1\ndo {\n    let ↓total = 2\n}\n",
            "var title = 1\nif let ↓title = Optional(2) {\n    let ↓title = 3\n    print(title)\n}\n",
            "var index = 1\nfor ↓index in 1...3 {\n    let ↓index = 2\n    print(index)\n}\n",
            "var title = 1\nfunc show() {\n    do {\n        var ↓title = 2\n        print(title)\n    }\n}\n",
            """
            func show() {
                var title = 1
                if var ↓title = Optional(2) {
                    var ↓title = 2
                    print(title)
                }
            }
            """,
            "func show() {\n    var title = 1\n    for ↓title in 0..<1 {\n        var ↓title = 2\n        print(title)\n    }\n}\n",
            "func show() {\n    var title = 1\n    while true {\n        var ↓title = 2\n        break\n    }\n}\n",
            Example("var title: String?\nfunc show(↓title: String?) {\n    let ↓title = \"\"\n    print(title)\n}\n",
                    options: "{ignore_parameters: false}"),
            "struct Page {\n    var title = 1\n    var header: Int {\n        let ↓title = 2\n        return title\n    }\n}\n",
            "var title: String?\nwhile let ↓title = Optional(\"hello\") {}\n",
            "var title = \"outer\"\nlet (↓title, other) = (\"first\", \"second\")\n",
            "var count = 1\ndo {\n    let ↓count = count\n}\n",
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// Leave function parameters named like an outer variable alone.
        public var ignoreParameters = true

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case ignoreParameters = "ignore_parameters"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            ignoreParameters = try container.decodeIfPresent(Bool.self, forKey: .ignoreParameters) ?? ignoreParameters
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    /// A binding is judged against names declared in other members and top-level items.
    public static var reach: RuleReach { .file }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // Properties count as outer variables too (SwiftLint's `includeMembers`).
        let tracker = ScopeTracker.shared(in: file, walk: &walk)
        walk.on(VariableDeclSyntax.self) { node in
            guard node.parent?.is(MemberBlockItemSyntax.self) != true else { return }
            let isConstant = node.bindingSpecifier.isKeyword(.let)
            // `var x = x` copies the outer value on purpose; `let x = x` still shadows.
            for binding in node.bindings where isConstant || !Self.isIdentity(binding) {
                check(binding.pattern, condition: nil, tracker, file)
            }
        }
        walk.on(FunctionDeclSyntax.self) { node in
            if !options.ignoreParameters { checkParameters(of: node, tracker, file) }
        }
        walk.on(ForStmtSyntax.self) { node in check(node.pattern, condition: nil, tracker, file) }
        walk.on(IfExprSyntax.self) { node in checkConditions(node.conditions, tracker, file) }
        walk.on(WhileStmtSyntax.self) { node in checkConditions(node.conditions, tracker, file) }
        walk.on(GuardStmtSyntax.self) { node in checkConditions(node.conditions, tracker, file) }
    }

    private func checkParameters(of node: FunctionDeclSyntax, _ tracker: ScopeTracker, _ file: LintFile) {
        for parameter in node.signature.parameterClause.parameters {
            let name = parameter.secondName ?? parameter.firstName
            if name.text != "_", Self.isSeen(name.text, tracker) { report(name, file) }
        }
    }

    private func checkConditions(_ conditions: ConditionElementListSyntax, _ tracker: ScopeTracker, _ file: LintFile) {
        for element in conditions {
            if case .optionalBinding(let binding) = element.condition {
                check(binding.pattern, condition: binding, tracker, file)
            }
        }
    }

    /// Reports each name `pattern` declares that an outer scope declares too.
    /// For optional bindings, `if let x` and `if let x = x` (or `= self.x`)
    /// unwrap the outer value on purpose.
    private func check(
        _ pattern: PatternSyntax, condition: OptionalBindingConditionSyntax?, _ tracker: ScopeTracker, _ file: LintFile
    ) {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            let name = identifier.identifier.text
            if let condition, condition.initializer.map({ Self.isBinding($0, for: name) }) ?? true { return }
            if Self.isSeen(name, tracker) { report(identifier.identifier, file) }
        } else if let tuple = pattern.as(TuplePatternSyntax.self) {
            for element in tuple.elements { check(element.pattern, condition: condition, tracker, file) }
        } else if let valueBinding = pattern.as(ValueBindingPatternSyntax.self) {
            check(valueBinding.pattern, condition: condition, tracker, file)
        }
    }

    private func report(_ name: TokenSyntax, _ file: LintFile) {
        file.report(self, at: name.positionAfterSkippingLeadingTrivia, Self.description.summary)
    }

    /// Declared in an open scope, as SwiftLint tracks names (parameters,
    /// variables, `catch`'s `error`, properties).
    private static func isSeen(_ name: String, _ tracker: ScopeTracker) -> Bool {
        tracker.isDeclared(name) { $0 != .other }
    }

    /// `var x = x`.
    private static func isIdentity(_ binding: PatternBindingSyntax) -> Bool {
        guard let initializer = binding.initializer, let name = binding.pattern.as(IdentifierPatternSyntax.self) else {
            return false
        }
        return isBinding(initializer, for: name.identifier.text)
    }

    /// `= x`, `= self.x` or `= Self.x`.
    private static func isBinding(_ initializer: InitializerClauseSyntax, for name: String) -> Bool {
        if let reference = initializer.value.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == name }
        guard let member = initializer.value.as(MemberAccessExprSyntax.self),
              let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, base == "self" || base == "Self"
        else { return false }
        return member.declName.baseName.text == name
    }
}
