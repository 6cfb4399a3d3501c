import LintEngine
import SwiftSyntax
import ToolCore

/// Some teams set each block apart by putting its opening brace on a line of
/// its own (the counterpart of `opening_brace`); applied the same way
/// everywhere, the blocks stand out from their headers, which helps visually
/// impaired readers in particular.
///
/// As in SwiftLint, the brace of each block SwiftLint's block visitor knows
/// must be on the line right after the code before it (comments between are
/// allowed on that line), in the column where the declaration or statement
/// starts: the `do` of a `catch`, the first `if` of an `else if` chain, the
/// `var` of a property, and for a trailing closure the first token of the
/// line its call ends on. The fix moves the brace there, keeping comments.
public struct ContrastedOpeningBraceRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "contrasted_opening_brace",
        name: "Contrasted Opening Brace",
        summary: "Opening braces should be on a separate line after the declaration, aligned with its start",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples,
        corrections: corrections
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        subscribeDeclarations(to: &walk, in: file)
        subscribeStatements(to: &walk, in: file)
    }

    private func subscribeDeclarations(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(ActorDeclSyntax.self) { check(Syntax($0.memberBlock), $0.memberBlock.leftBrace, in: file) }
        walk.on(ClassDeclSyntax.self) { check(Syntax($0.memberBlock), $0.memberBlock.leftBrace, in: file) }
        walk.on(EnumDeclSyntax.self) { check(Syntax($0.memberBlock), $0.memberBlock.leftBrace, in: file) }
        walk.on(ExtensionDeclSyntax.self) { check(Syntax($0.memberBlock), $0.memberBlock.leftBrace, in: file) }
        walk.on(ProtocolDeclSyntax.self) { check(Syntax($0.memberBlock), $0.memberBlock.leftBrace, in: file) }
        walk.on(StructDeclSyntax.self) { check(Syntax($0.memberBlock), $0.memberBlock.leftBrace, in: file) }
        walk.on(PrecedenceGroupDeclSyntax.self) { check(Syntax($0), $0.leftBrace, in: file) }
        walk.on(FunctionDeclSyntax.self) { node in
            if let body = node.body { check(Syntax(body), body.leftBrace, in: file) }
        }
        walk.on(InitializerDeclSyntax.self) { node in
            if let body = node.body { check(Syntax(body), body.leftBrace, in: file) }
        }
        walk.on(AccessorDeclSyntax.self) { node in
            if let body = node.body { check(Syntax(body), body.leftBrace, in: file) }
        }
        walk.on(PatternBindingSyntax.self) { node in
            if let block = node.accessorBlock { check(Syntax(block), block.leftBrace, in: file) }
        }
    }

    private func subscribeStatements(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(CatchClauseSyntax.self) { check(Syntax($0.body), $0.body.leftBrace, in: file) }
        walk.on(DeferStmtSyntax.self) { check(Syntax($0.body), $0.body.leftBrace, in: file) }
        walk.on(DoStmtSyntax.self) { check(Syntax($0.body), $0.body.leftBrace, in: file) }
        walk.on(ForStmtSyntax.self) { check(Syntax($0.body), $0.body.leftBrace, in: file) }
        walk.on(GuardStmtSyntax.self) { check(Syntax($0.body), $0.body.leftBrace, in: file) }
        walk.on(RepeatStmtSyntax.self) { check(Syntax($0.body), $0.body.leftBrace, in: file) }
        walk.on(WhileStmtSyntax.self) { check(Syntax($0.body), $0.body.leftBrace, in: file) }
        walk.on(SwitchExprSyntax.self) { check(Syntax($0), $0.leftBrace, in: file) }
        walk.on(IfExprSyntax.self) { node in
            check(Syntax(node.body), node.body.leftBrace, in: file)
            if case .codeBlock(let body) = node.elseBody { check(Syntax(body), body.leftBrace, in: file) }
        }
        walk.on(ClosureExprSyntax.self) { node in
            // Trailing closures only: not arguments, not closures called in place.
            guard let parent = node.parent, !parent.is(LabeledExprSyntax.self),
                  parent.is(FunctionCallExprSyntax.self) || parent.is(MultipleTrailingClosureElementSyntax.self),
                  node.keyPathInParent != \FunctionCallExprSyntax.calledExpression
            else { return }
            check(Syntax(node), node.leftBrace, in: file)
        }
    }

    /// Checks the brace of `block` (the node holding it).
    private func check(_ block: Syntax, _ brace: TokenSyntax, in file: LintFile) {
        guard brace.presence == .present, let previous = brace.previousToken(viewMode: .sourceAccurate) else { return }
        let braceStart = brace.positionAfterSkippingLeadingTrivia
        let braceLocation = file.location(of: braceStart)
        let previousEnd = previous.endPositionBeforeTrailingTrivia
        let column = Self.alignmentPosition(of: block, brace: brace).map { file.location(of: $0).column } ?? 1
        if file.location(of: previousEnd).line + 1 == braceLocation.line, braceLocation.column == column { return }
        file.report(self, at: braceStart, "Opening brace should be on a separate line",
                    fix: Self.fix(moving: brace, after: previous, toColumn: column, in: file))
    }

    /// Moves the brace to a line of its own at `column`; nil when it is there already.
    private static func fix(moving brace: TokenSyntax, after previous: TokenSyntax, toColumn column: Int, in file: LintFile)
        -> Diagnostic.Fix? {
        let braceStart = brace.positionAfterSkippingLeadingTrivia
        let previousEnd = previous.endPositionBeforeTrailingTrivia
        // Comments between the code and the brace stay where they are. Mostly
        // one space: only a gap of more than blanks is split into trivia pieces.
        let gap = file.bytes(from: previousEnd.utf8Offset, to: braceStart.utf8Offset)
        var keptLength = 0
        if !gap.allSatisfy(LineBytes.isWhitespace) {
            let trivia = previous.trailingTrivia + brace.leadingTrivia
            keptLength = trivia.allSatisfy { $0.isWhitespace }
                ? 0 : String(trivia.description.reversed().drop { $0.isWhitespace }.reversed()).utf8.count
        }
        let start = previousEnd.utf8Offset + keptLength
        let replacement = "\n" + String(repeating: " ", count: max(0, column - 1))
        return file.bytes(from: start, to: braceStart.utf8Offset).elementsEqual(replacement.utf8)
            ? nil : Diagnostic.Fix(start: start, end: braceStart.utf8Offset, replacement: replacement)
    }

    /// Where the statement or declaration the block belongs to starts; the
    /// brace goes in that column (the first column when `nil`).
    private static func alignmentPosition(of block: Syntax, brace: TokenSyntax) -> AbsolutePosition? {
        let parent = block.parent
        if let catchClause = parent?.as(CatchClauseSyntax.self) {
            return catchClause.parent?.as(CatchClauseListSyntax.self)?.parent?.as(DoStmtSyntax.self)?
                .positionAfterSkippingLeadingTrivia
        }
        if let ifExpr = parent?.as(IfExprSyntax.self) {
            return outermostIf(of: ifExpr).positionAfterSkippingLeadingTrivia
        }
        if let binding = parent?.as(PatternBindingSyntax.self) {
            return binding.parent?.as(PatternBindingListSyntax.self)?.parent?.as(VariableDeclSyntax.self)?
                .positionAfterSkippingLeadingTrivia
        }
        if block.is(ClosureExprSyntax.self), block.keyPathInParent == \FunctionCallExprSyntax.trailingClosure {
            return firstTokenOfLine(before: brace).positionAfterSkippingLeadingTrivia
        }
        if let label = parent?.as(MultipleTrailingClosureElementSyntax.self)?.label {
            return firstTokenOfLine(before: label).positionAfterSkippingLeadingTrivia
        }
        return parent?.positionAfterSkippingLeadingTrivia
    }

    /// The `if` that starts an `else if` chain.
    private static func outermostIf(of node: IfExprSyntax) -> IfExprSyntax {
        var current = node
        while current.keyPathInParent == \IfExprSyntax.elseBody, let parent = current.parent?.as(IfExprSyntax.self) {
            current = parent
        }
        return current
    }

    /// Going back from `token`, the first token whose leading trivia holds a
    /// line break (or the file's first token).
    private static func firstTokenOfLine(before token: TokenSyntax) -> TokenSyntax {
        var current = token
        repeat {
            guard let previous = current.previousToken(viewMode: .sourceAccurate) else { break }
            current = previous
        } while !current.leadingTrivia.contains(where: \.isNewline)
        return current
    }
}

extension ContrastedOpeningBraceRule {
    private static let nonTriggeringExamples: [Example] = [
        "func compute()\n{\n}\n",
        "[].forEach()\n{\n    print($0)\n}\n",
        "values.map(\n    {\n    }\n)\n",
        "if let value = input\n{\n}\n",
        "while left < right\n{\n}\n",
        "guard let value = input else\n{\n}\n",
        "struct Shape\n{\n}\n",
        "struct Outer\n{\n    struct Inner\n    {\n        let size: Int\n    }\n}\n",
        "func draw(area: CGRect)\n{\n    {\n        let mid = area.midX\n        print(mid)\n    }()\n}\n",
        "func make() -> () -> Void\n{\n    {}\n}\n",
        "@Observable class Model:\n  NSObject\n{\n  var name: String\n  {\n    return \"\"\n  }\n}\n",
        "self.run(\n    (\n        \"label\",\n        { \"work\" }\n    )\n)\n",
        "let regex = #/(\\{(?<name>\\w+)\\})/#\n",
        "if ready\n{}\nelse\n{}\n",
        "if ready /* note */\n{\n    return\n}\n",
        "if first\n{\n  return\n} else if second\n{\n  return\n} else if third\n{\n  return\n}\n",
        "let doubled = values.map\n{ value in\n    value * 2\n}\n",
        "do\n{\n    try load()\n}\ncatch\n{\n}\n",
        "animate\n{\n    fade()\n} completion:\n{\n    done()\n}\n",
        "class Cache\n{\n    deinit {}\n    subscript(index: Int) -> Int { index }\n}\n",
    ]

    private static let triggeringExamples: [Example] = [
        "func compute()↓{\n}\n",
        "func compute() ↓{ }\n",
        "func compute(a: Int,\n             b: Int) ↓{}\n",
        "[].forEach ↓{ print($0) }\n",
        "struct Screen: View ↓{\n  @State private var open = false\n\n  var body: some View ↓{\n    Button(action: {\n"
            + "      self.open.toggle()\n    })↓{\n      Text(\"x\")\n    } label: ↓{\n      Text(\"y\")\n    }\n  }\n}\n",
        "class Model\n{\n  var name: String↓{\n    return \"\"\n  }\n}\n",
        "class Model\n{\n  var name: String\n  {\n    willSet↓{\n\n    }\n    didSet  ↓{\n\n    }\n  }\n}\n",
        "precedencegroup Priority ↓{\n  assignment: true\n}\n",
        "class Screen\n{\n   func broken() ↓{\n       #if DEBUG\n       #endif\n   }\n\n   func fine()\n   {\n       print(1)\n   }\n}\n",
        "if\n    \"text\".isEmpty ↓{\n    // work\n}\n",
        "if ready  ↓{}\nelse /* note */  ↓{}\n",
        "if ready\n  ↓{\n    // work\n}\n",
        "if first ↓{\n  return\n} else if second↓{\n  return\n} else if third\n ↓{\n  return\n}\n",
        "func make()\n{\n    return values.map\n            ↓{ $0 }\n}\n",
        "animate ↓{\n    $0\n} completion: ↓{\n    $1\n}\n",
        "switch value ↓{\ndefault: break\n}\n",
        "func load() throws\n    // the work\n↓{\n}\n",
    ]

    private static let corrections: [Correction] = [
        Correction("struct Shape↓{}\n", "struct Shape\n{}\n"),
        Correction("struct Outer ↓{\n    struct Inner ↓{\n        let size: Int\n    }\n}\n",
                   "struct Outer\n{\n    struct Inner\n    {\n        let size: Int\n    }\n}\n"),
        Correction("[].forEach()↓{ $0 }\n", "[].forEach()\n{ $0 }\n"),
        Correction("if left == right↓{ }\n", "if left == right\n{ }\n"),
        Correction("@Observable actor Store<T>  ↓{\n\n}\n", "@Observable actor Store<T>\n{\n\n}\n"),
        Correction("actor Store<T> where T: Sendable  ↓{\n\n}\n", "actor Store<T> where T: Sendable\n{\n\n}\n"),
        Correction("do ↓{\n\n} catch   ↓{\n\n}\n", "do\n{\n\n} catch\n{\n\n}\n"),
        Correction("do ↓{\n\n} catch Failure.timeout  ↓{\n\n}\n", "do\n{\n\n} catch Failure.timeout\n{\n\n}\n"),
        Correction("defer  ↓{\n\n}\n", "defer\n{\n\n}\n"),
        Correction("for item in items where item > 0 ↓{\n\n}\n", "for item in items where item > 0\n{\n\n}\n"),
        Correction("if check // first\n    || other ↓{ // rest\n    return\n}\n",
                   "if check // first\n    || other\n{ // rest\n    return\n}\n"),
        Correction("@Observable class Model\n{\n  var name: String ↓{\n    didSet  ↓{\n\n    }\n  }\n}\n",
                   "@Observable class Model\n{\n  var name: String\n  {\n    didSet\n    {\n\n    }\n  }\n}\n"),
        Correction("precedencegroup Priority↓{\n  assignment: true\n}\n", "precedencegroup Priority\n{\n  assignment: true\n}\n"),
        Correction("if ready /* note */    ↓{\n    return\n}\n", "if ready /* note */\n{\n    return\n}\n"),
        Correction("func outer() ↓{\n    if a, b ↓{\n        first()\n    } else if c, d ↓{\n        second()\n    }\n}\n",
                   "func outer()\n{\n    if a, b\n    {\n        first()\n    } else if c, d\n    {\n        second()\n    }\n}\n"),
        Correction("func load()\n    // the work\n↓{\n    work()\n}\n", "func load()\n    // the work\n{\n    work()\n}\n"),
        Correction("while running /* loop */ ↓{\n    // idle\n}\n", "while running /* loop */\n{\n    // idle\n}\n"),
        Correction("values.map ↓{ $0 }\n .filter ↓{ $1 }\n", "values.map\n{ $0 }\n .filter\n { $1 }\n"),
        Correction("animate ↓{\n    $0\n} completion: ↓{\n    $1\n}\n", "animate\n{\n    $0\n} completion:\n{\n    $1\n}\n"),
    ]
}
