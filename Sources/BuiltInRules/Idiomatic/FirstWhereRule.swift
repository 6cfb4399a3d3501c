import LintEngine
import SwiftSyntax
import ToolCore

/// `first(where:)` stops at the first match; `filter { }.first` builds the
/// whole filtered array first.
public struct FirstWhereRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "first_where",
        name: "First Where",
        summary: "Prefer using `.first(where:)` over `.filter { }.first` in collections",
        kind: .performance,
        isOptIn: true,
        nonTriggeringExamples: [
            "kinds.filter(excludingKinds.contains).isEmpty && kinds.first == .identifier",
            "myList.first(where: { $0 % 2 == 0 })",
            "match(pattern: pattern).filter { $0.first == .identifier }",
            "(myList.filter { $0 == 1 }.suffix(2)).first",
            "collection.filter(\"stringCol = '3'\").first",
            "realm?.objects(User.self).filter(NSPredicate(format: \"email ==[c] %@\", email)).first",
        ],
        triggeringExamples: [
            "↓myList.filter { $0 % 2 == 0 }.first",
            "↓myList.filter({ $0 % 2 == 0 }).first",
            "↓myList.map { $0 + 1 }.filter({ $0 % 2 == 0 }).first?.something()",
            "↓myList.filter(someFunction).first",
            "↓myList.filter({ $0 % 2 == 0 })\n.first",
            "(↓myList.filter { $0 == 1 }).first",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["filter"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(MemberAccessExprSyntax.self) { node in
            guard let call = node.arrayFilterCall(beforeMember: "first") else { return }
            file.report(self, at: call.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}

extension MemberAccessExprSyntax {
    /// In `x.filter { … }.first` (member `first`), the `filter` call — when
    /// it filters a collection, not Realm's `filter("predicate")` or
    /// `filter(NSPredicate(…))`, which return no array.
    func arrayFilterCall(beforeMember member: String) -> FunctionCallExprSyntax? {
        guard declName.baseName.text == member, let call = base?.unparenthesizedCall, call.callsMember(named: "filter"),
              !call.arguments.contains(where: { Self.isPredicateArgument($0.expression) })
        else { return nil }
        return call
    }

    private static func isPredicateArgument(_ expression: ExprSyntax) -> Bool {
        if expression.is(StringLiteralExprSyntax.self) { return true }
        return expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?
            .baseName.text == "NSPredicate"
    }
}

extension ExprSyntax {
    /// The call itself, or the call inside parentheses (`(a.filter { … })`).
    var unparenthesizedCall: FunctionCallExprSyntax? {
        if let call = self.as(FunctionCallExprSyntax.self) { return call }
        guard let tuple = self.as(TupleExprSyntax.self), tuple.elements.count == 1 else { return nil }
        return tuple.elements.first?.expression.as(FunctionCallExprSyntax.self)
    }
}

extension FunctionCallExprSyntax {
    /// `x.name(…)` or `x.name { … }`.
    func callsMember(named name: String) -> Bool {
        calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == name
    }
}
