import LintEngine
import SwiftSyntax
import ToolCore

/// Names of values and functions are most of what a reader reads: lowerCamelCase
/// of a sensible length keeps them recognisable and distinct from types.
public struct IdentifierNameRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "identifier_name",
        name: "Identifier Name",
        summary: "Identifier names should only contain alphanumeric characters and start with a lowercase character "
            + "or should only contain capital letters. In an exception to the above, variable names may start with "
            + "a capital letter when they are declared as static. Variable names should not be too long or too short.",
        kind: .style,
        nonTriggeringExamples: [
            "let myLet = 0",
            "private let _myLet = 0",
            "class Abc { static let MyLet = 0 }",
            "let URL: NSURL? = nil",
            "let XMLString: String? = nil",
            "override var i = 0",
            "enum Foo { case myEnum }",
            "enum Foo { case `private` }",
            "func isOperator(name: String) -> Bool { true }",
            "func == (lhs: Token, rhs: Token) -> Bool { true }",
            "override func IsOperator(name: String) -> Bool { true }",
            "func typeForKind(_ kind: Kind) -> String { \"\" }",
            "let id = 0",
            "f { $abc in }",
            Example("let i = 0", options: "{min_length: 1}"),
            Example("let MyLet = 0", options: "{validates_start_with_lowercase: off}"),
            Example("let ab_cd = 0", options: "{allowed_symbols: [\"_\"]}"),
            Example("let x = 0", options: "{excluded: [x, y]}"),
        ],
        triggeringExamples: [
            "let ↓MyLet = 0",
            "class C { static let ↓_myLet = 0 }",
            "private let ↓myLet_ = 0",
            "let ↓myExtremelyVeryVeryVeryVeryVeryVeryLongLet = 0",
            "let ↓i = 0",
            "var ↓aa = 0",
            "private let ↓_i = 0",
            "func ↓IsOperator(name: String) -> Bool { true }",
            "enum Foo { case ↓MyEnum }",
            "if let ↓_x {}",
            "guard var ↓x = x else { return }",
            "func myFunc(_ ↓s: String, i ↓j: Int, _ goodName: Double, ↓x: Int, _: Double, last _: Double) {}",
            "let (↓a, abc) = (1, 1)",
            "for ↓i in [] {}",
            "f { ↓x in }",
            "f { (x abc: Int, _ ↓y: Int) in }",
            "enum E {\n    case ↓c\n    case case2(↓a: Int)\n}",
            "class C {\n    var value: Int {\n        get { 1 }\n        set(↓v) {}\n    }\n}",
            Example("let ↓abcd = 0", options: "{min_length: 5}"),
            Example("let ↓abc = 0", options: "{max_length: [2, 3]}"),
        ]
    )

    public struct Options: RuleOptions, Equatable {
        public var name = NameOptions(minLength: SeverityLevels(warning: 3, error: 2),
                                      maxLength: SeverityLevels(warning: 40, error: 60),
                                      excluded: ["id"])
        /// Prefixes that make a function name an operator (exempt from the case check).
        public var additionalOperators: Set<String> = Self.defaultOperators
        public var severity: Severity { .warning }

        static let defaultOperators: Set<String> = ["!", "%", "&", "*", "+", "-", ".", "/", "<", "=", ">", "?", "^", "|", "~"]

        public init() {}

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: NameOptionKeys.self)
            try name.decode(from: container)
            if let operators = try container.decodeIfPresent(StringList.self, forKey: .additionalOperators) {
                additionalOperators = Self.defaultOperators.union(operators.values)
            }
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    /// What is being named, for the message and for which checks apply.
    private enum Kind {
        case variable, function(FunctionDeclSyntax), enumElement

        /// Built only for a violation: a function's name lists its labels.
        func label(_ name: String) -> String {
            switch self {
            case .variable: "Variable name '\(name)'"
            case .function(let function): "Function name '\(IdentifierNameRule.resolvedName(of: function))'"
            case .enumElement: "Enum element name '\(name)'"
            }
        }
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        var exclusions = NameExclusions(options.name.excluded)
        func check(_ token: TokenSyntax, _ name: String, _ kind: Kind, isStatic: Bool = false) {
            // The message shows the name as written (backticks, a leading `_`), as SwiftLint's does.
            let shown = token.text.hasPrefix("$") ? name : token.text
            guard let (message, severity) = violation(name, shown: shown, kind, isStatic: isStatic, &exclusions) else { return }
            file.report(self, at: token.positionAfterSkippingLeadingTrivia, message, severity: severity)
        }
        walk.on(IdentifierPatternSyntax.self) { node in
            let declaration = node.enclosingVariableDecl
            if declaration?.modifiers.hasKeyword(.override) == true { return }
            let isPrivate = declaration?.modifiers.isPrivateOrFilePrivateAccess ?? false
            let name = node.identifier.text.withoutBackticks.droppingUnderscorePrefix(if: isPrivate)
            check(node.identifier, name, .variable, isStatic: declaration?.modifiers.hasKeyword(.static) ?? false)
        }
        walk.on(FunctionDeclSyntax.self) { node in
            let name = node.name.text
            if node.modifiers.hasKeyword(.override) || isOperator(name) { return }
            let stripped = name.withoutBackticks.droppingUnderscorePrefix(if: node.modifiers.isPrivateOrFilePrivateAccess)
            check(node.name, stripped, .function(node))
        }
        walk.on(FunctionParameterSyntax.self) { node in
            checkParameter(node.secondName ?? node.firstName, check)
        }
        walk.on(ClosureParameterSyntax.self) { node in
            checkParameter(node.secondName ?? node.firstName, check)
        }
        walk.on(ClosureShorthandParameterSyntax.self) { node in
            checkParameter(node.name, check)
        }
        walk.on(EnumCaseParameterSyntax.self) { node in
            guard let token = node.secondName ?? node.firstName else { return }
            checkParameter(token, check)
        }
        walk.on(AccessorParametersSyntax.self) { node in
            checkParameter(node.name, check)
        }
        walk.on(EnumCaseElementSyntax.self) { node in
            check(node.name, node.name.text.withoutBackticks, .enumElement)
        }
    }

    /// Parameters are checked like variables; `_` names nothing, and a
    /// projected-value name (`$value`) is checked without its `$`.
    private func checkParameter(_ token: TokenSyntax, _ check: (TokenSyntax, String, Kind, Bool) -> Void) {
        guard token.tokenKind != .wildcard, token.text != "_" else { return }
        var name = token.text.withoutBackticks
        if name.first == "$" { name.removeFirst() }
        check(token, name, .variable, false)
    }

    private func violation(
        _ name: String, shown: String, _ kind: Kind, isStatic: Bool, _ exclusions: inout NameExclusions
    ) -> (String, Severity)? {
        let options = options.name
        guard let first = name.first, !exclusions.contains(name) else { return nil }
        if case .function = kind {
            // Function names are only checked for their case, as in SwiftLint.
        } else {
            if !options.containsOnlyAllowedCharacters(name) {
                return ("\(kind.label(shown)) should only contain alphanumeric and other allowed characters",
                        options.unallowedSymbolsSeverity)
            }
            if let severity = options.severity(forLength: name.count) {
                return ("\(kind.label(shown)) \(options.lengthPhrase)", severity)
            }
        }
        if options.startsWithAllowedSymbol(name) { return nil }
        if let severity = options.validatesStartWithLowercase, !isStatic,
           Self.isViolatingCase(name, first: first), !isOperator(name) {
            return ("\(kind.label(shown)) should start with a lowercase character", severity)
        }
        return nil
    }

    private func isOperator(_ name: String) -> Bool {
        options.additionalOperators.contains { name.hasPrefix($0) }
    }

    /// Starts with a capital that is not the start of an all-caps word
    /// (`MyLet`, `M`; not `URL` or `XMLString`).
    private static func isViolatingCase(_ name: String, first: Character) -> Bool {
        guard NameCharacters.isUppercase(first) else { return false }
        let rest = name.dropFirst()
        guard let second = rest.first else { return true }
        return NameCharacters.isLowercase(second)
    }

    /// `name(label:other:)`, as SwiftLint names functions in its messages.
    fileprivate static func resolvedName(of function: FunctionDeclSyntax) -> String {
        let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
        return function.name.text + "(" + labels.joined() + ")"
    }
}

private extension IdentifierPatternSyntax {
    /// The `let`/`var` declaring this name, directly or inside a tuple pattern.
    var enclosingVariableDecl: VariableDeclSyntax? {
        var node = Syntax(self).parent
        while let current = node {
            if current.is(PatternBindingSyntax.self) {
                return current.parent?.parent?.as(VariableDeclSyntax.self)
            }
            guard current.is(TuplePatternElementSyntax.self) || current.is(TuplePatternElementListSyntax.self)
                || current.is(TuplePatternSyntax.self)
            else { return nil }
            node = current.parent
        }
        return nil
    }
}
