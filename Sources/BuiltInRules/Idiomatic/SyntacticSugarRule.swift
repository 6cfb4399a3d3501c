import LintEngine
import SwiftSyntax
import ToolCore

/// `[Int]`, `Int?` and `[String: Int]` are the idiomatic spellings; the generic
/// forms read as noise.
public struct SyntacticSugarRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "syntactic_sugar",
        name: "Syntactic Sugar",
        summary: "Shorthand syntactic sugar should be used, i.e. [Int] instead of Array<Int>",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "let x: [Int]",
            "let x: [Int: String]",
            "let x: Int?",
            "func x(a: [Int], b: Int) -> [Int: Any]",
            "extension Array {\n  func x() { }\n}\n",
            "let x: CustomArray<String>",
            "var currentIndex: Array<OnboardingPage>.Index?",
            "unsafeBitCast(nonOptionalT, to: Optional<T>.self)",
            "let y = Optional<String>.Type",
            "let x: Foo.Optional<String>",
            "let a = Swift.Optional<String?>.none",
        ],
        triggeringExamples: [
            "let x: ↓Array<String>",
            "let x: ↓Dictionary<Int, String>",
            "let x: ↓Optional<Int>",
            "let x: ↓Swift.Array<String>",
            "func x(a: ↓Array<Int>, b: Int) -> [Int: Any]",
            "func x(a: [Int], b: Int) -> ↓Dictionary<Int, String>",
            "let x = y as? ↓Array<[String: Any]>",
            "let x = Box<↓Array<T>>()",
            "func x() -> ↓Dictionary<String, Any>?",
            "typealias Document = ↓Dictionary<String, T?>",
            "func x(_ y: inout ↓Array<T>)",
            "let x: ↓Dictionary<String, ↓Dictionary<Int, Int>>",
            "func x() -> Any { return ↓Dictionary<Int, String>() }",
            "let x = ↓Array<String>.array(of: object)",
        ],
        corrections: [
            Correction("let handlers: ↓Optional<@Sendable () -> [Handler]>\n", "let handlers: (@Sendable () -> [Handler])?\n"),
            Correction("let resolver: ↓Optional<Resolver & Sendable>\n", "let resolver: (Resolver & Sendable)?\n"),
            Correction("let x: ↓Array<String>", "let x: [String]"),
            Correction("let x: ↓Dictionary<Int, String>", "let x: [Int: String]"),
            Correction("let x: ↓Optional<Int>", "let x: Int?"),
            Correction("let x: ↓Swift.Optional<Int>", "let x: Int?"),
            Correction("let x: ↓Optional<any P>", "let x: (any P)?"),
            Correction("func x(a: ↓Array<↓Optional<Int>>) -> ↓Dictionary<String, ↓Array<Int>> {}",
                       "func x(a: [Int?]) -> [String: [Int]] {}"),
            Correction("let x = ↓Array<String>()", "let x = [String]()"),
            Correction("let x: ↓Dictionary<↓Array<Int>, ↓Optional<Int>>", "let x: [[Int]: Int?]"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(TypeAnnotationSyntax.self) { report(Self.violation(in: $0.type), in: file) }
        walk.on(FunctionParameterSyntax.self) { report(Self.violation(in: $0.type), in: file) }
        walk.on(ReturnClauseSyntax.self) { report(Self.violation(in: $0.type), in: file) }
        walk.on(TypeInitializerClauseSyntax.self) { report(Self.violation(in: $0.value), in: file) }
        walk.on(AttributedTypeSyntax.self) { report(Self.violation(in: $0.baseType), in: file) }
        walk.on(SameTypeRequirementSyntax.self) { node in
            if case .type(let left) = node.leftType { report(Self.violation(in: left), in: file) }
            if case .type(let right) = node.rightType { report(Self.violation(in: right), in: file) }
        }
        walk.on(TypeExprSyntax.self) { report(Self.violation(in: $0.type), in: file) }
        walk.on(GenericSpecializationExprSyntax.self) { report(Self.violation(in: $0), in: file) }
    }

    // MARK: - Finding

    private enum Sugar {
        case optional, array, dictionary

        init?(name: String) {
            switch name.hasPrefix("Swift.") ? name.dropFirst("Swift.".count) : Substring(name) {
            case "Optional": self = .optional
            case "Array": self = .array
            case "Dictionary": self = .dictionary
            default: return nil
            }
        }

        var message: String {
            switch self {
            case .optional: "Shorthand syntactic sugar should be used, i.e. Int? instead of Optional<Int>"
            case .array: "Shorthand syntactic sugar should be used, i.e. [Int] instead of Array<Int>"
            case .dictionary: "Shorthand syntactic sugar should be used, i.e. [String: Int] instead of Dictionary<String, Int>"
            }
        }
    }

    /// A desugared type and the byte edits that sugar it (its own and those of
    /// the desugared types inside it, which are reported as well).
    private struct Violation {
        let sugar: Sugar
        let start: AbsolutePosition
        let end: AbsolutePosition
        var edits: [(start: Int, end: Int, replacement: String)]
        var inner: [Violation]
    }

    private static func violation(in type: TypeSyntax?) -> Violation? {
        guard let type else { return nil }
        if let optional = type.as(OptionalTypeSyntax.self) {
            return violation(in: optional.wrappedType)
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            if Sugar(name: identifier.name.text) != nil {
                return violation(Syntax(identifier), name: identifier.name.text, identifier.genericArgumentClause)
            }
            // `Box<Array<T>>`: look inside other generics.
            return identifier.genericArgumentClause.flatMap(firstInnerViolation)
        }
        if let member = type.as(MemberTypeSyntax.self),
           member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Swift", Sugar(name: member.name.text) != nil {
            return violation(Syntax(member), name: member.name.text, member.genericArgumentClause)
        }
        return nil
    }

    private static func violation(in node: GenericSpecializationExprSyntax) -> Violation? {
        // `Array<Int>.self`, `Optional<T>.Type`, `Optional<T>.none` and `Array<T>.Index` need the generic form.
        if let access = node.parent?.as(MemberAccessExprSyntax.self),
           let last = access.lastToken(viewMode: .sourceAccurate),
           last.isKeyword(.self) || ["Type", "none", "Index"].contains(last.text) {
            return nil
        }
        if Sugar(name: node.expression.trimmedText) != nil {
            let name = node.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? node.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
            return violation(Syntax(node), name: name, node.genericArgumentClause)
        }
        return firstInnerViolation(in: node.genericArgumentClause)
    }

    private static func firstInnerViolation(in clause: GenericArgumentClauseSyntax) -> Violation? {
        for argument in clause.arguments {
            if case .type(let type) = argument.argument, let found = violation(in: type) { return found }
        }
        return nil
    }

    private static func violation(_ node: Syntax, name: String, _ clause: GenericArgumentClauseSyntax?) -> Violation? {
        guard let clause, let first = clause.arguments.first, let last = clause.arguments.last,
              let sugar = Sugar(name: name)
        else { return nil }
        let start = node.positionAfterSkippingLeadingTrivia
        let rightStart = last.endPositionBeforeTrailingTrivia.utf8Offset
        let rightEnd = clause.rightAngle.endPositionBeforeTrailingTrivia.utf8Offset
        let leftRange = (start: start.utf8Offset, end: clause.leftAngle.endPosition.utf8Offset)
        var edits: [(start: Int, end: Int, replacement: String)]
        switch sugar {
        case .array:
            edits = [(leftRange.start, leftRange.end, "["), (rightStart, rightEnd, "]")]
        case .dictionary:
            guard let comma = first.trailingComma else { return nil }
            edits = [(leftRange.start, leftRange.end, "["),
                     (first.argument.endPositionBeforeTrailingTrivia.utf8Offset, comma.endPosition.utf8Offset, ": "),
                     (rightStart, rightEnd, "]"), ]
        case .optional:
            // `Optional<any P>` becomes `(any P)?`: `any P?` would mean something else.
            // So do function, composition and attributed types: `() -> T?`
            // returns an optional, `A & B?` does not parse.
            let wrapped = first.argument.as(TypeSyntax.self).map(Self.needsParentheses) ?? true
            edits = [(leftRange.start, leftRange.end, wrapped ? "(" : ""), (rightStart, rightEnd, wrapped ? ")?" : "?")]
        }
        var inner: [Violation] = []
        if case .type(let type) = first.argument, let found = violation(in: type) { inner.append(found) }
        if clause.arguments.count > 1, case .type(let type) = last.argument, let found = violation(in: type) {
            inner.append(found)
        }
        for found in inner { edits += found.edits }
        return Violation(sugar: sugar, start: start, end: clause.rightAngle.endPositionBeforeTrailingTrivia,
                         edits: edits, inner: inner)
    }

    /// Whether `T?` would bind to part of `T` rather than the whole.
    private static func needsParentheses(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) || type.is(CompositionTypeSyntax.self) || type.is(SomeOrAnyTypeSyntax.self) {
            return true
        }
        return type.as(AttributedTypeSyntax.self) != nil
    }

    // MARK: - Reporting

    /// Reports the type and every desugared type inside it; the outer one
    /// carries the fix for all of them, so one pass sugars the whole type.
    private func report(_ violation: Violation?, in file: LintFile) {
        guard let violation else { return }
        let start = violation.start.utf8Offset, end = violation.end.utf8Offset
        var text = Array(file.text.utf8[file.text.utf8.index(file.text.utf8.startIndex, offsetBy: start)...]
            .prefix(end - start))
        for edit in violation.edits.sorted(by: { $0.start > $1.start }) {
            text.replaceSubrange((edit.start - start)..<(edit.end - start), with: edit.replacement.utf8)
        }
        let fix = Diagnostic.Fix(start: start, end: end, replacement: String(decoding: text, as: UTF8.self))
        file.report(self, at: violation.start, violation.sugar.message, fix: fix)
        reportInner(violation.inner, in: file)
    }

    private func reportInner(_ violations: [Violation], in file: LintFile) {
        for violation in violations {
            file.report(self, at: violation.start, violation.sugar.message)
            reportInner(violation.inner, in: file)
        }
    }
}
