import LintEngine
import SwiftSyntax

/// What the SwiftUI rules read alike: a `View`, a modifier's name, a `true`.
/// A rule's own helper enum adopts it, so its checks name them unqualified.
protocol SwiftUIReading {}

extension SwiftUIReading {
    /// A struct that says it conforms to `View`.
    static func isViewStruct(_ node: StructDeclSyntax) -> Bool {
        node.inheritanceClause?.inheritedTypes.contains {
            $0.type.as(IdentifierTypeSyntax.self)?.name.text == "View"
        } ?? false
    }

    /// `name` in `x.name(…)`.
    static func modifierName(of call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    static func isTrue(_ expression: ExprSyntax?) -> Bool {
        expression?.as(BooleanLiteralExprSyntax.self)?.literal.isKeyword(.true) == true
    }
}
