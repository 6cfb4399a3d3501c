import LintEngine
import SwiftSyntax
import ToolCore

/// An operator's name runs into its neighbours without spaces
/// (`func <|(lhs:`); one space on each side sets it apart.
public struct OperatorFunctionWhitespaceRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "operator_whitespace",
        name: "Operator Function Whitespace",
        summary: "Operators should be surrounded by a single whitespace when defining them",
        kind: .style,
        nonTriggeringExamples: [
            "func <| (lhs: Int, rhs: Int) -> Int {}\n",
            "func <|< <A>(lhs: A, rhs: A) -> A {}\n",
            "func abc(lhs: Int, rhs: Int) -> Int {}\n",
        ],
        triggeringExamples: [
            "↓func <|(lhs: Int, rhs: Int) -> Int {}\n",
            "↓func <|<<A>(lhs: A, rhs: A) -> A {}\n",
            "↓func <|  (lhs: Int, rhs: Int) -> Int {}\n",
            "↓func <|<  <A>(lhs: A, rhs: A) -> A {}\n",
            "↓func  <| (lhs: Int, rhs: Int) -> Int {}\n",
            "↓func  <|< <A>(lhs: A, rhs: A) -> A {}\n",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionDeclSyntax.self) { node in
            guard case .binaryOperator = node.name.tokenKind,
                  !StyleSupport.isSingleSpace(node.name.trailingTrivia)
                    || !StyleSupport.isSingleSpace(node.funcKeyword.trailingTrivia) else { return }
            file.report(self, at: node.funcKeyword.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}
