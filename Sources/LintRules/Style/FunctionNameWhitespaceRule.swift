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
            "↓func <|(lhs: Int, rhs: Int) -> Int {}\n",
            "↓func <|<<A>(lhs: A, rhs: A) -> A {}\n",
            "↓func <|  (lhs: Int, rhs: Int) -> Int {}\n",
            "↓func  <|< <A>(lhs: A, rhs: A) -> A {}\n",
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
            guard case .identifier = node.name.tokenKind else {
                checkOperator(node, in: file)
                return
            }
            let keywordGap = node.funcKeyword.trailingTrivia
            if !StyleSupport.hasComment(keywordGap), !StyleSupport.isSingleSpace(keywordGap) {
                let start = node.funcKeyword.endPositionBeforeTrailingTrivia
                report(at: start, fix: .init(start: start.utf8Offset, end: node.name.positionAfterSkippingLeadingTrivia.utf8Offset,
                                             replacement: " "), in: file)
            }
            let spacing = options.genericSpacing
            if let generics = node.genericParameterClause {
                let spaceBefore = spacing == .leadingSpace || spacing == .leadingTrailingSpace
                let spaceAfter = spacing == .trailingSpace || spacing == .leadingTrailingSpace
                check(after: node.name, wantsSpace: spaceBefore, in: file)
                check(after: generics.rightAngle, wantsSpace: spaceAfter, in: file)
            } else {
                check(after: node.name, wantsSpace: false, in: file)
            }
        }
    }

    /// One space after `func` and after the operator's name (comments there are left alone).
    private func checkOperator(_ node: FunctionDeclSyntax, in file: LintFile) {
        let before = node.funcKeyword.trailingTrivia, after = node.name.trailingTrivia
        guard case .binaryOperator = node.name.tokenKind, !StyleSupport.hasComment(before), !StyleSupport.hasComment(after),
              !StyleSupport.isSingleSpace(before) || !StyleSupport.isSingleSpace(after) else { return }
        let start = node.funcKeyword.endPositionBeforeTrailingTrivia.utf8Offset
        file.report(self, at: node.funcKeyword.positionAfterSkippingLeadingTrivia,
                    "Operators should be surrounded by a single whitespace when defining them",
                    fix: .init(start: start, end: node.name.endPosition.utf8Offset, replacement: " \(node.name.text) "))
    }

    /// The trivia after `token`: one space or none, as wanted; a single
    /// comment there gets one space on each side.
    private func check(after token: TokenSyntax, wantsSpace: Bool, in file: LintFile) {
        let trivia = token.trailingTrivia
        let expected: String
        if StyleSupport.hasComment(trivia) {
            let comments = trivia.filter(\.isComment)
            guard comments.count == 1, let comment = comments.first, let text = StyleSupport.text(of: comment),
                  trivia.pieces != [.spaces(1), comment, .spaces(1)] else { return }
            expected = " \(text) "
        } else {
            if wantsSpace ? StyleSupport.isSingleSpace(trivia) : trivia.isEmpty { return }
            expected = wantsSpace ? " " : ""
        }
        let start = token.endPositionBeforeTrailingTrivia
        report(at: start, fix: .init(start: start.utf8Offset, end: token.endPosition.utf8Offset, replacement: expected), in: file)
    }

    private func report(at position: AbsolutePosition, fix: Diagnostic.Fix, in file: LintFile) {
        file.report(self, at: position, Self.description.summary, fix: fix)
    }
}
