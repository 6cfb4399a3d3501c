import LintEngine
import SwiftSyntax
import ToolCore

/// An instance member used without `self.`: the index says which bare names
/// resolve to an instance property or method, the syntax that nothing precedes them.
public struct ExplicitSelfRule: FileRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "explicit_self",
        name: "Explicit Self",
        summary: "Instance variables and functions should be explicitly accessed with 'self.'",
        kind: .style,
        nonTriggeringExamples: [
            "struct A {\n    func f1() {}\n    func f2() {\n        self.f1()\n    }\n}\n",
            "struct A {\n    let p1: Int\n    func f1() {\n        _ = self.p1\n    }\n}\n",
            Example(wrapped("self.$p1", "self._p1") + "func f1() {\n    _ = A(p1: 10).$p1\n}\n"),
            """
            class StringInterpolation {
                let foo = "foo"
                var description: String {
                    return "foo: \\(self.foo)"
                }
            }

            """,
            """
            class LocalValues {
                var bar: String
                init() {
                    let a = "a"
                    self.bar = "\\(a)".uppercased()
                }
            }

            """,
            // A shorthand binding's name is a local from there on.
            """
            struct C {
                var title: String?
                var summary: String {
                    guard let title, !title.isEmpty else { return "" }
                    return title
                }
            }

            """,
            // Other values' members, static members, locals and subscripts need no `self.`.
            """
            struct B {
                var items = [1]
                static let shared = 0
                func f(other: B) -> Int {
                    let local = other.items[0]
                    return local + B.shared + Self.shared
                }
            }

            """,
        ],
        triggeringExamples: [
            "struct A {\n    func f1() {}\n    func f2() {\n        ↓f1()\n    }\n}\n",
            "struct A {\n    let p1: Int\n    func f1() {\n        _ = ↓p1\n    }\n}\n",
            "struct A {\n    func f1(a b: Int) {}\n    func f2() {\n        ↓f1(a: 0)\n    }\n}\n",
            Example(wrapped("↓$p1", "↓_p1")),
            """
            class StringInterpolation {
                let foo = "foo"
                var description: String {
                    return "foo: \\(↓foo)"
                }
            }

            """,
        ],
        corrections: [
            Correction("""
                struct A {
                    func f1() -> Int { 1 }
                    func f2() -> Int { 2 }
                    func f3() -> Int {
                        ↓f1() + ↓f2()
                    }
                }

                """, """
                struct A {
                    func f1() -> Int { 1 }
                    func f2() -> Int { 2 }
                    func f3() -> Int {
                        self.f1() + self.f2()
                    }
                }

                """),
            Correction("struct A {\n    let p1: Int\n    func f1() {\n        _ = ↓p1\n    }\n}\n",
                       "struct A {\n    let p1: Int\n    func f1() {\n        _ = self.p1\n    }\n}\n"),
        ],
        requiresIndex: true
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func check(_ file: LintFile) {
        guard let index = file.index else { return }
        var reported = Set<Int>()
        for occurrence in index.occurrences where Self.isBareInstanceMemberUse(occurrence) {
            guard let position = file.position(line: occurrence.line, column: occurrence.column),
                  let token = file.tree.token(at: position), Self.spells(token, occurrence.symbol, at: position),
                  !Self.hasReceiver(token), !Self.isArgumentLabel(token),
                  // `guard let count, count > 0`: the index files the shorthand's later uses under the
                  // property, but they name the local it binds (found by compiling the fixes of swift-argument-parser).
                  !ScopeSupport.mayNameLocal(token.text, at: Syntax(token))
            else { continue }
            let start = token.positionAfterSkippingLeadingTrivia
            guard reported.insert(start.utf8Offset).inserted else { continue }
            file.report(self, at: start, Self.description.summary,
                        fix: Diagnostic.Fix(start: start.utf8Offset, end: start.utf8Offset, replacement: "self."))
        }
    }

    /// A reference the source spells (not one the compiler adds) to an instance
    /// property or method — not an accessor or a subscript.
    private static func isBareInstanceMemberUse(_ occurrence: IndexOccurrence) -> Bool {
        guard occurrence.roles.contains(.reference), !occurrence.roles.contains(.implicit) else { return false }
        switch occurrence.symbol.kind {
        case .instanceProperty, .instanceMethod: return occurrence.symbol.subkind == .none
        default: return false
        }
    }

    /// Whether `token` spells the symbol at `position`: its name (`f1` for `f1(a:)`),
    /// or a property wrapper's projection or storage (`$p1`, `_p1`), which the
    /// index records as the property one byte into the token.
    private static func spells(_ token: TokenSyntax, _ symbol: IndexSymbol, at position: AbsolutePosition) -> Bool {
        guard token.tokenKind.isIdentifierLike else { return false }
        let base = symbol.name.prefix { $0 != "(" }
        let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
        if start == position.utf8Offset { return token.text == base }
        return start == position.utf8Offset - 1 && "$_".contains(token.text.first ?? " ") && token.text.dropFirst() == base
    }

    /// `A(p1: 10)`: a memberwise initializer's label names the property it sets.
    private static func isArgumentLabel(_ token: TokenSyntax) -> Bool {
        token.parent?.as(LabeledExprSyntax.self)?.label?.id == token.id
    }

    /// `x.name`, `.name`, `\.name`: what stands before the dot already says whose member it is.
    private static func hasReceiver(_ token: TokenSyntax) -> Bool {
        guard let previous = token.previousToken(viewMode: .sourceAccurate) else { return false }
        return previous.tokenKind == .period
    }
}

/// A property wrapper with a projection, and a type whose method reads the
/// wrapped property's projection and storage as `first` and `second` spell them.
private func wrapped(_ first: String, _ second: String) -> String {
    """
    @propertyWrapper
    struct Wrapper<Value> {
        let wrappedValue: Value
        var projectedValue: [Value] {
            [self.wrappedValue]
        }
    }
    struct A {
        @Wrapper var p1: Int
        func f1() {
            _ = \(first)
            _ = \(second)
        }
    }

    """
}

private extension TokenKind {
    var isIdentifierLike: Bool {
        switch self {
        case .identifier, .dollarIdentifier: true
        default: false
        }
    }
}
