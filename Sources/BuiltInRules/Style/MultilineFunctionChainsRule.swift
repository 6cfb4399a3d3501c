import LintEngine
import SwiftSyntax
import ToolCore

/// A chain of calls either fits on one line or gives each call a line of its
/// own; a chain that wraps in some places and not in others hides its steps.
///
/// As in SwiftLint (which reads SourceKit's nesting of calls), every call is
/// looked at with the chain of calls it continues: each link's `.` (after the
/// previous call's `)`, `]` or `}`) and the `.` before the innermost call's
/// name. When these dots are on more than one line, each link's `.` except the
/// innermost one must start a line (only blanks and line breaks before it);
/// the others are reported at the `.`. A dot is reported once, however many
/// calls of the chain see it.
public struct MultilineFunctionChainsRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "multiline_function_chains",
        name: "Multiline Function Chains",
        summary: "Chained function calls should be either on the same line, or one per line",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "let total = [3, 8, 12].filter { $0 > 4 }.map { $0 * 2 }.reduce(0, +)\n",
            "let total = [3, 8, 12]\n    .filter { $0 > 4 }.map { $0 * 2 }.reduce(0, +)\n",
            "let steps = source\n    .prepare(4, 5)\n    .transform { item in\n        convert(item)\n    }\n    .finish()\n",
            "let steps = source.prepare(4, 5)\n    .transform { item in\n        convert(item)\n    }\n    .finish()\n",
            "let steps = source.prepare(4, 5)\n    .transform { item in convert(item) }\n    .finish()\n",
            "let steps = source.prepare(4, 5)\n    .transform(.init(\n        x: 1,\n        y: 2))\n    .finish()\n",
            "store.events.incoming\n  .receiveOnMain()\n  .handle {\n    Center.shared.post(\n      Message(\n"
                + "        kind: .alert,\n        info: [Keys.source: Source.settings,\n               Keys.owner: self]\n"
                + "     )\n    )\n  }\n",
            "let missing = Array(Set(self.expected).subtracting(Set(found.keys)))\n",
            "self.isEnabled = self.settingsChanged\n    .map { $0.flags.enabled }.compact().distinct()\n",
            "let value = load()\n    .parse().validate()\n",
            "let first = rows[0]\n    .cells[1]\n    .text()\n",
        ],
        triggeringExamples: [
            "let total = [3, 8, 12]\n    .filter { $0 > 4 }↓.map { $0 * 2 }\n    .reduce(0, +)\n",
            "let steps = source.prepare(4, 5)\n    .transform { item in\n        convert(item)\n    }↓.finish()\n",
            "let steps = source.prepare(4, 5)\n    .transform(7, 8)↓.finish()\n",
            "let steps = source.prepare(4, 5)↓.transform { item in\n        convert(item)\n    }\n    .finish()\n",
            "run.start {\n//  “quoted” ✓\n}↓.finish()\n",
            "let value = source.load()\n    .parse()↓.validate()↓.store()\n",
            "let value = source.load()?\n    .parse()?↓.validate()\n",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // SourceKit reports no calls in the later clauses of a postfix `#if`.
        var skippedClauses = 0
        var reported = Set<Int>()
        walk.on(IfConfigClauseSyntax.self) { if $0.isSkippedPostfixClause { skippedClauses += 1 } }
        walk.after(IfConfigClauseSyntax.self) { if $0.isSkippedPostfixClause { skippedClauses -= 1 } }
        walk.on(FunctionCallExprSyntax.self) { node in
            guard skippedClauses == 0 else { return }
            check(ExprSyntax(node), in: file, reported: &reported)
        }
        walk.on(SubscriptCallExprSyntax.self) { node in
            guard skippedClauses == 0 else { return }
            check(ExprSyntax(node), in: file, reported: &reported)
        }
    }

    /// One link of a chain: its byte range and the `.` in it.
    private struct Link {
        let start: Int
        let end: Int
        let dot: Int
        let dotLine: Int
    }

    private func check(_ call: ExprSyntax, in file: LintFile, reported: inout Set<Int>) {
        // The links' dots are all in the called expression: on one line, they share it.
        guard let callee = call.callee, MultilineSupport.holdsLineBreak(
            in: file, from: callee.positionAfterSkippingLeadingTrivia, to: callee.endPositionBeforeTrailingTrivia)
        else { return }
        let links = Self.linkRanges(of: call, isSubcall: false).compactMap { range -> Link? in
            guard let dot = Self.lastDot(in: file, from: range.lowerBound, to: range.upperBound) else { return nil }
            return Link(start: range.lowerBound, end: range.upperBound, dot: dot,
                        dotLine: file.location(of: AbsolutePosition(utf8Offset: dot)).line)
        }
        guard Set(links.map(\.dotLine)).count > 1 else { return }
        // The innermost call (last) may follow the code before it.
        for link in links.dropLast()
        where !Self.hasLineBreakBeforeDot(in: file, from: link.start, to: link.end) && reported.insert(link.dot).inserted {
            file.report(self, at: AbsolutePosition(utf8Offset: link.dot), Self.description.summary)
        }
    }

    /// The byte ranges SwiftLint derives from SourceKit's nesting of calls,
    /// outermost first: for each link, from the end of the call it continues
    /// (its `)`, `]` or `}`) to the end of the called name; for the innermost
    /// call of a chain, its called expression.
    private static func linkRanges(of node: ExprSyntax, isSubcall: Bool) -> [Range<Int>] {
        guard let callee = node.callee else { return [] }
        let (subcall, scopes) = callee.chainedSubcall
        let calleeEnd = callee.endPositionBeforeTrailingTrivia.utf8Offset
        guard let subcall else {
            // Only a call with no other call directly in its name ends a chain.
            guard isSubcall, !scopes.contains(where: { Syntax($0).containsDirectSubcall }) else { return [] }
            return [callee.positionAfterSkippingLeadingTrivia.utf8Offset..<calleeEnd]
        }
        guard let bodyEnd = subcall.callBodyEnd, bodyEnd.utf8Offset <= calleeEnd else { return [] }
        return [bodyEnd.utf8Offset..<calleeEnd] + linkRanges(of: subcall, isSubcall: true)
    }

    /// The last `.` in bytes `start..<end` of the text.
    private static func lastDot(in file: LintFile, from start: Int, to end: Int) -> Int? {
        guard end > start else { return nil }
        let bytes = file.bytes(from: start, to: end)
        guard let index = bytes.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        return start + bytes.distance(from: bytes.startIndex, to: index)
    }

    /// Whether bytes `start..<end` hold a line feed followed by blanks and
    /// line breaks only, then a `.` (SwiftLint's `\n\s*\.`).
    private static func hasLineBreakBeforeDot(in file: LintFile, from start: Int, to end: Int) -> Bool {
        guard end > start else { return false }
        var afterLineFeed = false
        for byte in file.bytes(from: start, to: end) {
            if byte == UInt8(ascii: "\n") {
                afterLineFeed = true
            } else if afterLineFeed, byte == UInt8(ascii: ".") {
                return true
            } else if !isSpace(byte) {
                afterLineFeed = false
            }
        }
        return false
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C: true
        default: false
        }
    }
}

private extension ExprSyntax {
    /// The called expression of a call or subscript.
    var callee: ExprSyntax? {
        if let call = self.as(FunctionCallExprSyntax.self) { return call.calledExpression }
        if let call = self.as(SubscriptCallExprSyntax.self) { return call.calledExpression }
        return nil
    }

    /// Where a call's body ends: its `)`, `]` or last closure's `}`.
    var callBodyEnd: AbsolutePosition? {
        if let call = self.as(FunctionCallExprSyntax.self) {
            guard call.rightParen != nil || call.trailingClosure != nil else { return nil }
            return call.lastToken(viewMode: .sourceAccurate)?.positionAfterSkippingLeadingTrivia
        }
        if let call = self.as(SubscriptCallExprSyntax.self) {
            return call.lastToken(viewMode: .sourceAccurate)?.positionAfterSkippingLeadingTrivia
        }
        return nil
    }

    /// The call this called expression continues (down its leftmost chain of
    /// member accesses, `!`, `?`, postfix operators and generic arguments),
    /// and the expressions passed on the way, which may hold calls directly
    /// when there is none.
    var chainedSubcall: (subcall: ExprSyntax?, scopes: [ExprSyntax]) {
        var scopes = [self]
        var expression = self
        while expression.callee == nil {
            if let member = expression.as(MemberAccessExprSyntax.self) {
                if let base = member.base {
                    expression = base
                } else if let base = member.postfixIfConfigBase {
                    // `.member` opening a postfix `#if` clause continues the expression before `#if`.
                    scopes.append(base)
                    expression = base
                } else {
                    return (nil, scopes)
                }
            } else if let next = expression.postfixOperand {
                expression = next
            } else {
                return (nil, scopes)
            }
        }
        return (expression, scopes)
    }

    /// The operand of `!`, `?`, a postfix operator, generic arguments, or
    /// the first clause of a postfix `#if` (which SourceKit chains into).
    private var postfixOperand: ExprSyntax? {
        if let unwrap = self.as(ForceUnwrapExprSyntax.self) { return unwrap.expression }
        if let chaining = self.as(OptionalChainingExprSyntax.self) { return chaining.expression }
        if let postfix = self.as(PostfixOperatorExprSyntax.self) { return postfix.expression }
        if let specialization = self.as(GenericSpecializationExprSyntax.self) { return specialization.expression }
        if let postfixIf = self.as(PostfixIfConfigExprSyntax.self),
           case .postfixExpression(let element)? = postfixIf.config.clauses.first?.elements {
            return element
        }
        return nil
    }
}

private extension Syntax {
    /// Whether SourceKit would see a call directly in this subtree: one not
    /// wrapped in a closure, a collection, a tuple of several elements, a
    /// macro expansion or an `if`/`switch` expression.
    var containsDirectSubcall: Bool {
        if let clause = self.as(IfConfigClauseSyntax.self) {
            guard !clause.isSkippedPostfixClause, let elements = clause.elements else { return false }
            return Syntax(elements).containsDirectSubcall
        }
        if let expression = self.as(ExprSyntax.self) {
            if expression.callee != nil { return true }
            if let keyPath = expression.as(KeyPathExprSyntax.self) {
                return keyPath.components.contains { component in
                    if case .subscript = component.component { return true }
                    return false
                }
            }
            if let tuple = expression.as(TupleExprSyntax.self) {
                guard tuple.elements.count == 1, let only = tuple.elements.first else { return false }
                return Syntax(only.expression).containsDirectSubcall
            }
            switch expression.kind {
            case .closureExpr, .arrayExpr, .dictionaryExpr, .macroExpansionExpr, .ifExpr, .switchExpr: return false
            default: break
            }
        }
        return children(viewMode: .sourceAccurate).contains { $0.containsDirectSubcall }
    }
}

private extension MemberAccessExprSyntax {
    /// For a `.member` with no base that starts the first clause of a postfix
    /// `#if`, the expression before the `#if`.
    var postfixIfConfigBase: ExprSyntax? {
        guard base == nil else { return nil }
        var outermost = Syntax(self)
        while let parent = outermost.parent, parent.is(ExprSyntax.self) { outermost = parent }
        guard outermost.positionAfterSkippingLeadingTrivia == positionAfterSkippingLeadingTrivia,
              let clause = outermost.parent?.as(IfConfigClauseSyntax.self),
              let config = clause.parent?.parent?.as(IfConfigDeclSyntax.self),
              let postfixIf = config.parent?.as(PostfixIfConfigExprSyntax.self)
        else { return nil }
        return postfixIf.base
    }
}

private extension IfConfigClauseSyntax {
    /// A clause after the first of a postfix `#if`, which SourceKit leaves out.
    var isSkippedPostfixClause: Bool {
        guard let list = parent?.as(IfConfigClauseListSyntax.self),
              list.parent?.parent?.is(PostfixIfConfigExprSyntax.self) == true
        else { return false }
        return id != list.first?.id
    }
}
