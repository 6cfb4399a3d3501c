import LintEngine
import SwiftSyntax
import ToolCore

/// An operator declared as a `static func` of the type it works on is found
/// with the type and documented with it; a free operator function floats in
/// the global namespace.
///
/// As in SwiftLint: an operator function declared as a statement of the file
/// (including inside `#if`), outside any type, extension, protocol, function,
/// initializer, subscript or variable, is reported at its `func` keyword.
public struct StaticOperatorRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "static_operator",
        name: "Static Operator",
        summary: "Operators should be declared as static functions, not free functions",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            """
            struct Money: Equatable {
                static func == (lhs: Money, rhs: Money) -> Bool {
                    lhs.cents == rhs.cents
                }
            }
            """,
            """
            struct Box<Content>: Equatable {
                static func == <Content>(lhs: Box<Content>, rhs: Box<Content>) -> Bool {
                    true
                }
            }
            """,
            """
            extension Array where Element == Money {
                static func + (lhs: Array, rhs: Array) -> Array {
                    lhs.isEmpty ? rhs : lhs
                }
            }
            """,
            """
            private extension Optional where Wrapped: Comparable {
                static func < (lhs: Optional, rhs: Optional) -> Bool {
                    switch (lhs, rhs) {
                    case let (left?, right?):
                        return left < right
                    case (nil, _?):
                        return true
                    default:
                        return false
                    }
                }
            }
            """,
            "func add(_ lhs: Int, _ rhs: Int) -> Int {\n    lhs + rhs\n}",
            "infix operator <>: AdditionPrecedence",
            "protocol Summable {\n    static func + (lhs: Self, rhs: Self) -> Self\n}",
        ],
        triggeringExamples: [
            "↓func == (lhs: Money, rhs: Money) -> Bool {\n    lhs.cents == rhs.cents\n}",
            "↓func == <Content>(lhs: Box<Content>, rhs: Box<Content>) -> Bool {\n    true\n}",
            """
            ↓func + (lhs: [Money], rhs: [Money]) -> [Money] {
                if lhs.isEmpty { return rhs }
                return lhs + rhs
            }
            """,
            """
            fileprivate ↓func < <Value: Comparable>(lhs: Value?, rhs: Value?) -> Bool {
                switch (lhs, rhs) {
                case let (left?, right?):
                    return left < right
                case (nil, _?):
                    return true
                default:
                    return false
                }
            }
            """,
            "prefix ↓func -(amount: Money) -> Money {\n    amount\n}",
            "#if DEBUG\n↓func ~= (pattern: Money, value: Money) -> Bool {\n    true\n}\n#endif",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionDeclSyntax.self) { node in
            // The parser gives every operator function's name the binary operator kind.
            guard case .binaryOperator = node.name.tokenKind, node.parent?.is(CodeBlockItemSyntax.self) == true,
                  !Self.isInsideDeclaration(node) else { return }
            file.report(self, at: node.funcKeyword.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// Whether a declaration SwiftLint does not look into (a type, an
    /// extension, a function…) encloses `node`.
    private static func isInsideDeclaration(_ node: FunctionDeclSyntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            switch ancestor.kind {
            case .actorDecl, .classDecl, .enumDecl, .extensionDecl, .functionDecl, .initializerDecl, .protocolDecl,
                 .structDecl, .subscriptDecl, .variableDecl:
                return true
            default:
                current = ancestor.parent
            }
        }
        return false
    }
}
