import LintEngine
import SwiftSyntax
import ToolCore

/// `func name(` with one space after `func` and none after the name reads the
/// same in every declaration; generic clauses get the configured spacing. An
/// operator's name would run into its neighbours (`func <|(lhs:`), so it gets
/// one space on each side (SwiftLint's former `operator_whitespace`).
public struct FunctionNameWhitespaceRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "function_name_whitespace",
        name: "Function Name Whitespace",
        summary: "There should be consistent whitespace before and after function names and generic parameters.",
        kind: .style,
        nonTriggeringExamples: [
            "func abc(lhs: Int, rhs: Int) -> Int {}\n",
            "func <| (lhs: Int, rhs: Int) -> Int {}\n",
            "func abc<T>(lhs: Int, rhs: Int) -> Int {}\n",
            "func /* comment */ abc(lhs: Int, rhs: Int) -> Int {}\n",
            "func abc /* comment */ (lhs: Int, rhs: Int) -> Int {}\n",
            "func abc<T> /* comment */ (lhs: Int, rhs: Int) -> Int {}\n",
            "func foo<\n   T\n>(\n   param1: Int\n) { }\n",
            "func <|< <A>(lhs: A, rhs: A) -> A {}\n",
            "func /* the pipe */ <| (lhs: Int, rhs: Int) -> Int {}\n",
            Example("func abc <T>(lhs: Int, rhs: Int) -> Int {}\n", options: "{generic_spacing: leading_space}"),
            Example("func abc<T> (lhs: Int, rhs: Int) -> Int {}\n", options: "{generic_spacing: trailing_space}"),
            Example("func abc <T> (lhs: Int, rhs: Int) -> Int {}\n", options: "{generic_spacing: leading_trailing_space}"),
        ],
        triggeringExamples: [
            "func↓  name(lhs: A, rhs: A) -> A {}\n",
            "func name↓ (lhs: A, rhs: A) -> A {}\n",
            "func↓  name↓ (lhs: A, rhs: A) -> A {}\n",
            "func name↓ <T>(lhs: Int, rhs: Int) -> Int {}\n",
            "func name↓ /* comment */  <T>↓  /* comment */  (lhs: Int, rhs: Int) -> Int {}\n",
            "func foo<\n   T\n>↓ (\n   param1: Int\n) { }\n",
            "func <|↓(lhs: Int, rhs: Int) -> Int {}\n",
            "func <|<↓<A>(lhs: A, rhs: A) -> A {}\n",
            "func <|↓  (lhs: Int, rhs: Int) -> Int {}\n",
            "func↓  <|< <A>(lhs: A, rhs: A) -> A {}\n",
            "public func ||↓<T>↓ (lhs: Rule<T?>, rhs: Rule<T>) -> Rule<T?> {}\n",
            Example("func abc <T>↓ (lhs: Int, rhs: Int) -> Int {}\n", options: "{generic_spacing: leading_space}"),
            Example("func abc↓ <T> (lhs: Int, rhs: Int) -> Int {}\n", options: "{generic_spacing: trailing_space}"),
            Example("func abc↓<T>↓(lhs: Int, rhs: Int) -> Int {}\n", options: "{generic_spacing: leading_trailing_space}"),
        ],
        corrections: [
            Correction("func  name (lhs: A, rhs: A) -> A {}\n", "func name(lhs: A, rhs: A) -> A {}\n"),
            Correction("func   name(lhs: A, rhs: A) -> A {}\n", "func name(lhs: A, rhs: A) -> A {}\n"),
            Correction("func name <T>(lhs: Int) -> Int {}\n", "func name<T>(lhs: Int) -> Int {}\n"),
            Correction("func name /* comment */  <T>  /* comment */  (lhs: Int) -> Int {}\n",
                       "func name /* comment */ <T> /* comment */ (lhs: Int) -> Int {}\n"),
            Correction("func foo <\n   T\n> (\n   param1: Int\n) { }\n", "func foo<\n   T\n>(\n   param1: Int\n) { }\n"),
            Correction(Example("func abc <T> (lhs: Int) -> Int {}\n", options: "{generic_spacing: leading_space}"),
                       "func abc <T>(lhs: Int) -> Int {}\n"),
            Correction(Example("func foo  <T>  (x: Int) {}\n", options: "{generic_spacing: leading_trailing_space}"),
                       "func foo <T> (x: Int) {}\n"),
            Correction("func <|(lhs: Int, rhs: Int) -> Int {}\n", "func <| (lhs: Int, rhs: Int) -> Int {}\n"),
            Correction("func  <|<  <A>(lhs: A, rhs: A) -> A {}\n", "func <|< <A>(lhs: A, rhs: A) -> A {}\n"),
        ],
        deprecatedAliases: ["operator_whitespace"]
    )

    /// The spacing around a generic parameter clause.
    public enum GenericSpacing: String, ConfigEnum {
        case noSpace = "no_space"
        case leadingSpace = "leading_space"
        case trailingSpace = "trailing_space"
        case leadingTrailingSpace = "leading_trailing_space"

        var isSpaceBefore: Bool { self == .leadingSpace || self == .leadingTrailingSpace }
        var isSpaceAfter: Bool { self == .trailingSpace || self == .leadingTrailingSpace }
    }

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        public var genericSpacing = GenericSpacing.noSpace

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case genericSpacing = "generic_spacing"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            genericSpacing = try container.decodeIfPresent(GenericSpacing.self, forKey: .genericSpacing) ?? genericSpacing
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionDeclSyntax.self) { node in
            // As in SwiftLint, only a binary operator's name counts as an operator here.
            let isOperator = if case .binaryOperator = node.name.tokenKind { true } else { false }
            checkKeywordGap(node, isOperator: isOperator, in: file)
            checkAfterName(node, isOperator: isOperator, in: file)
            if let generics = node.genericParameterClause {
                checkAfterGenerics(generics, in: file)
            }
        }
    }

    /// One space between `func` and the name (a comment there is left alone).
    private func checkKeywordGap(_ node: FunctionDeclSyntax, isOperator: Bool, in file: LintFile) {
        let gap = node.funcKeyword.trailingTrivia
        guard !StyleSupport.hasComment(gap), !StyleSupport.isSingleSpace(gap) else { return }
        let start = node.funcKeyword.endPositionBeforeTrailingTrivia
        report(at: start, isOperator ? Self.operatorMessage : "Too many spaces between 'func' and function name",
               fix: .init(start: start.utf8Offset, end: node.name.positionAfterSkippingLeadingTrivia.utf8Offset,
                          replacement: " "), in: file)
    }

    /// After the name: one space for an operator; for a function, the
    /// configured spacing before its generic clause (none without one).
    private func checkAfterName(_ node: FunctionDeclSyntax, isOperator: Bool, in file: LintFile) {
        let spacing = options.genericSpacing
        let message = spacing.isSpaceBefore
            ? "Missing space between function name and generic parameter(s)"
            : "Superfluous space between function name and generic parameter(s)"
        if checkSingleComment(after: node.name, message, in: file) { return }
        let wantsSpace = isOperator || (node.genericParameterClause != nil && spacing.isSpaceBefore)
        check(after: node.name, wantsSpace: wantsSpace, isOperator ? Self.operatorMessage : message, in: file)
    }

    private func checkAfterGenerics(_ generics: GenericParameterClauseSyntax, in file: LintFile) {
        let spacing = options.genericSpacing
        let message = spacing.isSpaceAfter ? "Missing space after generic parameter(s)" : "Superfluous space after generic parameter(s)"
        if checkSingleComment(after: generics.rightAngle, message, in: file) { return }
        check(after: generics.rightAngle, wantsSpace: spacing.isSpaceAfter, message, in: file)
    }

    private static let operatorMessage = "Operators should be surrounded by a single whitespace when defining them"

    /// A single comment after `token` gets one space on each side; true when
    /// the trivia there holds a comment at all (spacing is then left alone).
    private func checkSingleComment(after token: TokenSyntax, _ message: String, in file: LintFile) -> Bool {
        let trivia = token.trailingTrivia
        guard StyleSupport.hasComment(trivia) else { return false }
        let comments = trivia.filter(\.isComment)
        guard comments.count == 1, let comment = comments.first, let text = StyleSupport.text(of: comment),
              trivia.pieces != [.spaces(1), comment, .spaces(1)] else { return true }
        let start = token.endPositionBeforeTrailingTrivia
        report(at: start, message, fix: .init(start: start.utf8Offset, end: token.endPosition.utf8Offset,
                                              replacement: " \(text) "), in: file)
        return true
    }

    /// The trivia after `token`: one space or none, as wanted.
    private func check(after token: TokenSyntax, wantsSpace: Bool, _ message: String, in file: LintFile) {
        let trivia = token.trailingTrivia
        if wantsSpace ? StyleSupport.isSingleSpace(trivia) : trivia.isEmpty { return }
        let start = token.endPositionBeforeTrailingTrivia
        report(at: start, message, fix: .init(start: start.utf8Offset, end: token.endPosition.utf8Offset,
                                              replacement: wantsSpace ? " " : ""), in: file)
    }

    private func report(at position: AbsolutePosition, _ message: String, fix: Diagnostic.Fix, in file: LintFile) {
        file.report(self, at: position, message, fix: fix)
    }
}
