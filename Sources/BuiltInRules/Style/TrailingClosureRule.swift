import LintEngine
import SwiftSyntax
import ToolCore

/// `items.map { … }` reads as a block attached to the call; passing the same
/// closure inside the parentheses adds brackets and a label for nothing.
public struct TrailingClosureRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "trailing_closure",
        name: "Trailing Closure",
        summary: "Trailing closure syntax should be used whenever possible",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples,
        corrections: corrections
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// Only flags a call whose one argument is an unlabelled closure.
        public var onlySingleMutedParameter = false

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case onlySingleMutedParameter = "only_single_muted_parameter"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            onlySingleMutedParameter = try container.decodeIfPresent(Bool.self, forKey: .onlySingleMutedParameter)
                ?? onlySingleMutedParameter
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionCallExprSyntax.self) { node in
            guard node.trailingClosure == nil, let closure = flaggedClosure(in: node),
                  !Self.isInConditionOrLoopHeader(node) else { return }
            file.report(self, at: closure.positionAfterSkippingLeadingTrivia, Self.description.summary,
                        fix: Self.dropsDistinguishingLabel(node) ? nil : Self.fix(for: node, moving: closure, in: file))
        }
    }

    /// An initializer whose closure argument is labelled: initializers are
    /// overloaded by that label (`.init(stream:)` beside `.init(asyncStream:)`),
    /// and without it the call can become ambiguous (vapor's tests, found by the
    /// fix round trip). Reported, not rewritten.
    private static func dropsDistinguishingLabel(_ node: FunctionCallExprSyntax) -> Bool {
        guard node.arguments.last?.label != nil else { return false }
        let callee = node.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName.isKeyword(.`init`) }
        return callee.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
    }

    private func flaggedClosure(in node: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        let arguments = node.arguments
        if options.onlySingleMutedParameter {
            guard arguments.count == 1, let only = arguments.first, only.label == nil else { return nil }
            return only.expression.as(ClosureExprSyntax.self)
        }
        // Two closures at the end stay inside the parentheses: only one can trail.
        if arguments.count > 1, arguments.suffix(2).allSatisfy({ $0.expression.is(ClosureExprSyntax.self) }) {
            return nil
        }
        return arguments.last?.expression.as(ClosureExprSyntax.self)
    }

    /// SwiftLint leaves conditions alone, and a `for` loop's header (only its
    /// body is checked): a trailing closure there would be read as the body.
    private static func isInConditionOrLoopHeader(_ node: FunctionCallExprSyntax) -> Bool {
        var child = Syntax(node)
        while let parent = child.parent {
            if parent.is(ConditionElementListSyntax.self) { return true }
            if let loop = parent.as(ForStmtSyntax.self), child.id != loop.body.id { return true }
            child = parent
        }
        return false
    }

    /// Closes the parentheses before the last argument (dropping them when it
    /// was the only one), keeps block comments found before the closure, and
    /// removes the closing parenthesis. No fix when a line comment is in the way.
    private static func fix(
        for node: FunctionCallExprSyntax, moving closure: ClosureExprSyntax, in file: LintFile
    ) -> Diagnostic.Fix? {
        guard let last = node.arguments.last, let rightParen = node.rightParen,
              let previous = last.previousToken(viewMode: .sourceAccurate),
              let bridge = bridge(from: previous, to: last) else { return nil }
        let closureStart = closure.positionAfterSkippingLeadingTrivia.utf8Offset
        let opening: Diagnostic.Fix
        if node.arguments.count == 1 {
            opening = .init(start: node.calledExpression.endPositionBeforeTrailingTrivia.utf8Offset,
                            end: closureStart, replacement: bridge)
        } else {
            opening = .init(start: previous.position.utf8Offset, end: closureStart, replacement: ")" + bridge)
        }
        // The parenthesis alone: what follows it (`) ? a : b`) keeps its spacing.
        let closing = Diagnostic.Fix(start: rightParen.positionAfterSkippingLeadingTrivia.utf8Offset,
                                     end: rightParen.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "")
        return StyleSupport.combinedFix([opening, closing], in: file)
    }

    /// What goes between the call and the moved closure: a space, with the
    /// block comments that stood between the previous token and the closure.
    private static func bridge(from previous: TokenSyntax, to argument: LabeledExprSyntax) -> String? {
        var pieces = Array(previous.trailingTrivia.pieces)
        for token in [argument.label, argument.colon].compactMap({ $0 }) {
            pieces += token.leadingTrivia.pieces + token.trailingTrivia.pieces
        }
        pieces += argument.expression.leadingTrivia.pieces
        var bridge = " "
        for piece in pieces {
            switch piece {
            case .lineComment, .docLineComment: return nil
            case .blockComment(let text), .docBlockComment(let text): bridge += text + " "
            default: continue
            }
        }
        return bridge
    }
}

extension TrailingClosureRule {
    static var nonTriggeringExamples: [Example] {
        [
            "scores.map { $0 * 2 }",
            "scores.reset()",
            "scores.reduce(1) { $0 * $1 }",
            "if let best = scores.map({ $0 * 2 }) { }",
            "store.update(first: { $0 }, second: { $0 * 2 })",
            "entries.sorted { $0.date < $1.date }",
            "store.update({ return 3 }())",
            "store.update({ return $0 }(3))",
            "store.update(1, { return 3 }())",
            "for entry in entries.filter({ $0.isActive }) {}",
            "while queue.contains(where: { $0.isPending }) {}",
            "guard scores.allSatisfy({ $0 > 0 }) else { return }",
            "if entries.contains(where: { $0.isActive }) {}",
            "run(first: 2, second: { _ in false }, third: 1)",
            "run(first: 2, second: { _ in false }) { $0 * 2 }",
            "run(first: { _ in true }, second: { _ in false })",
            "run(first: { _ in true }, second: { _ in false }, third: { _ in true })",
            "if check({ false }), verify({ false }) {\n    print(\"ok\")\n}\n",
            "for index in make({ [4, 5, 6] }) {\n    print(index)\n}\n",
            Example("scores.reduce(0, combine: { $0 + $1 })", options: "{only_single_muted_parameter: true}"),
            Example("scores.map(transform: { $0 * 2 })", options: "{only_single_muted_parameter: true}"),
        ]
    }

    static var triggeringExamples: [Example] {
        [
            "scores.map(↓{ $0 * 2 })",
            "scores.reduce(1, combine: ↓{ $0 * $1 })",
            "entries.sorted(by: ↓{ $0.date < $1.date })",
            "store.update(1, ↓{ $0 * 2 })",
            "store.update(first: { _ in false }, second: 1, third: ↓{ _ in true })",
            "for entry in entries {\n    entry.items.forEach(↓{ print($0) })\n}\n",
            "if isReady {\n    queue.drain(↓{ print($0) })\n}\n",
            "wrap(outer: ↓{ wrap(inner: ↓{ 2 }) })",
            Example("scores.map(↓{ $0 * 2 })", options: "{only_single_muted_parameter: true}"),
        ]
    }

    static var corrections: [Correction] {
        [
            Correction("scores.map(↓{ $0 * 2 })", "scores.map { $0 * 2 }"),
            // A labelled closure of an initializer keeps its label: reported, not rewritten.
            Correction("let body = Body(stream: ↓{ $0.send() })", "let body = Body(stream: { $0.send() })"),
            Correction("let body: Body = .init(stream: ↓{ $0.send() })", "let body: Body = .init(stream: { $0.send() })"),
            // What follows the parenthesis keeps its spacing (`}?` would be optional chaining).
            Correction("let found = items.contains(where: ↓{ $0.isOpen }) ? 1 : 0", "let found = items.contains { $0.isOpen } ? 1 : 0"),
            Correction("scores.reduce(1, combine: ↓{ $0 * $1 })", "scores.reduce(1) { $0 * $1 }"),
            Correction("entries.sorted(by: ↓{ $0.date < $1.date })", "entries.sorted { $0.date < $1.date }"),
            Correction("store.update(1, ↓{ $0 * 2 })", "store.update(1) { $0 * 2 }"),
            Correction("store.update(first: { _ in false }, second: 1, third: ↓{ _ in true })",
                       "store.update(first: { _ in false }, second: 1) { _ in true }"),
            Correction("for entry in entries {\n    entry.items.forEach(↓{ print($0) })\n}\n",
                       "for entry in entries {\n    entry.items.forEach { print($0) }\n}\n"),
            Correction("run(x: 4,\ny: 5,\nz: ↓{ 6 })", "run(x: 4,\ny: 5) { 6 }"),
            Correction("run(x: 4, // note\ny: 5, /* note */ z: ↓{ 6 })", "run(x: 4, // note\ny: 5) /* note */ { 6 }"),
            Correction("run(x: 5, z: /* note */ ↓{ 6 } /* note */)", "run(x: 5) /* note */ { 6 } /* note */"),
            Correction("run(x: 5, /* one */ z /* two */ : /* three */ ↓{ 6 } /* four */)",
                       "run(x: 5) /* one */ /* two */ /* three */ { 6 } /* four */"),
            Correction(Example("scores.map(↓{ $0 * 2 })", options: "{only_single_muted_parameter: true}"),
                       "scores.map { $0 * 2 }"),
        ]
    }
}
