import LintEngine
import SwiftSyntax
import ToolCore

/// Braces on the line of the declaration or statement they open, after one
/// space: the common Swift layout, applied the same way everywhere.
public struct OpeningBraceRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "opening_brace",
        name: "Opening Brace Spacing",
        summary: "Opening braces should be preceded by a single space and on the same line as the declaration",
        kind: .style,
        nonTriggeringExamples: [
            "func abc() {\n}\n",
            "[].map() { $0 }\n",
            "[].map({ })\n",
            "if let a = b { }\n",
            "guard let a = b else { }\n",
            "struct Parent {\n\tstruct Child {\n\t\tlet foo: Int\n\t}\n}\n",
            "func f() -> () -> Void {\n    {}\n}\n",
            "class Rule:\n  NSObject {\n  var a: String {\n    return \"\"\n  }\n}\n",
            "if c {}\nelse {}\n",
            "if c /* comment */ {\n    return\n}\n",
            Example("struct S: Comparable,\n          Identifiable\n{\n    init() {}\n}\n",
                    options: "{ignore_multiline_type_headers: true}"),
            Example("if x,\n   y\n{\n}\n", options: "{ignore_multiline_statement_conditions: true}"),
            Example("func f(\n    a: Int\n)\n{\n}\n", options: "{ignore_multiline_function_signatures: true}"),
        ],
        triggeringExamples: [
            "func abc()↓{\n}\n",
            "func abc()\n\t↓{ }\n",
            "[].map()↓{ $0 }\n",
            "Button {\n  toggle()\n} label:↓{\n  Image(\"gear\")\n}\n",
            "if let a = b↓{ }\n",
            "while a == b↓{ }\n",
            "guard let a = b else↓{ }\n",
            "struct Rule\n↓{\n}\n",
            "switch a↓{}\n",
            "class Rule {\n  var a: String↓{\n    return \"\"\n  }\n}\n",
            "var a: String {\n  willSet↓{\n  }\n  didSet  ↓{\n  }\n}\n",
            "precedencegroup Group↓{\n  assignment: true\n}\n",
            "if c  ↓{}\nelse /* comment */  ↓{}\n",
            Example("extension A where B: Equatable\n↓{\n}\n", options: "{ignore_multiline_type_headers: true}"),
        ],
        corrections: [
            Correction("struct Rule↓{}\n", "struct Rule {}\n"),
            Correction("struct Rule\n\n\t↓{\n}\n", "struct Rule {\n}\n"),
            Correction("[].map()↓{ $0 }\n", "[].map() { $0 }\n"),
            Correction("do {\n} catch\n↓{\n}\n", "do {\n} catch {\n}\n"),
            Correction("if c /* comment */    ↓{\n    return\n}\n", "if c /* comment */ {\n    return\n}\n"),
            Correction("if c    // A comment\n↓{ // Another comment\n    return\n}\n",
                       "if c { // A comment // Another comment\n    return\n}\n"),
            Correction("class Rule<T>: NSObject where T: U  ↓{\n}\n", "class Rule<T>: NSObject where T: U {\n}\n"),
        ]
    )

    public struct Options: RuleOptions, Equatable {
        public var severity = Severity.warning
        public var ignoreMultilineTypeHeaders = false
        public var ignoreMultilineStatementConditions = false
        public var ignoreMultilineFunctionSignatures = false
        /// SwiftLint's deprecated name for `ignore_multiline_function_signatures`.
        public var allowMultilineFunc = false

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case ignoreMultilineTypeHeaders = "ignore_multiline_type_headers"
            case ignoreMultilineStatementConditions = "ignore_multiline_statement_conditions"
            case ignoreMultilineFunctionSignatures = "ignore_multiline_function_signatures"
            case allowMultilineFunc = "allow_multiline_func"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            ignoreMultilineTypeHeaders = try container.decodeIfPresent(Bool.self, forKey: .ignoreMultilineTypeHeaders) ?? false
            ignoreMultilineStatementConditions =
                try container.decodeIfPresent(Bool.self, forKey: .ignoreMultilineStatementConditions) ?? false
            ignoreMultilineFunctionSignatures =
                try container.decodeIfPresent(Bool.self, forKey: .ignoreMultilineFunctionSignatures) ?? false
            allowMultilineFunc = try container.decodeIfPresent(Bool.self, forKey: .allowMultilineFunc) ?? false
        }

        var ignoresMultilineFunctionSignatures: Bool { ignoreMultilineFunctionSignatures || allowMultilineFunc }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        subscribeTypes(to: &walk, in: file)
        subscribeStatements(to: &walk, in: file)
        subscribeFunctions(to: &walk, in: file)
    }

    private func subscribeTypes(to walk: inout SyntaxWalk, in file: LintFile) {
        let ignore = options.ignoreMultilineTypeHeaders
        walk.on(ActorDeclSyntax.self) { check($0.memberBlock.leftBrace, ignoringMultiline: ignore, from: $0.actorKeyword, in: file) }
        walk.on(ClassDeclSyntax.self) { check($0.memberBlock.leftBrace, ignoringMultiline: ignore, from: $0.classKeyword, in: file) }
        walk.on(EnumDeclSyntax.self) { check($0.memberBlock.leftBrace, ignoringMultiline: ignore, from: $0.enumKeyword, in: file) }
        walk.on(ExtensionDeclSyntax.self) {
            check($0.memberBlock.leftBrace, ignoringMultiline: ignore, from: $0.extensionKeyword, in: file)
        }
        walk.on(ProtocolDeclSyntax.self) {
            check($0.memberBlock.leftBrace, ignoringMultiline: ignore, from: $0.protocolKeyword, in: file)
        }
        walk.on(StructDeclSyntax.self) { check($0.memberBlock.leftBrace, ignoringMultiline: ignore, from: $0.structKeyword, in: file) }
        walk.on(PrecedenceGroupDeclSyntax.self) { check($0.leftBrace, in: file) }
    }

    private func subscribeStatements(to walk: inout SyntaxWalk, in file: LintFile) {
        let ignore = options.ignoreMultilineStatementConditions
        walk.on(ForStmtSyntax.self) { check($0.body.leftBrace, ignoringMultiline: ignore, from: $0.forKeyword, in: file) }
        walk.on(WhileStmtSyntax.self) { check($0.body.leftBrace, ignoringMultiline: ignore, from: $0.whileKeyword, in: file) }
        walk.on(IfExprSyntax.self) { node in
            // A multi-line condition exempts the whole `if`, its `else` block too.
            if ignore, Self.isMultiline(node.body.leftBrace, from: node.ifKeyword, in: file) { return }
            check(node.body.leftBrace, in: file)
            if case .codeBlock(let body) = node.elseBody { check(body.leftBrace, in: file) }
        }
        walk.on(GuardStmtSyntax.self) { check($0.body.leftBrace, in: file) }
        walk.on(RepeatStmtSyntax.self) { check($0.body.leftBrace, in: file) }
        walk.on(DoStmtSyntax.self) { check($0.body.leftBrace, in: file) }
        walk.on(CatchClauseSyntax.self) { check($0.body.leftBrace, in: file) }
        walk.on(DeferStmtSyntax.self) { check($0.body.leftBrace, in: file) }
        walk.on(SwitchExprSyntax.self) { check($0.leftBrace, in: file) }
        walk.on(ClosureExprSyntax.self) { node in
            guard Self.isTrailingClosure(node) else { return }
            check(node.leftBrace, in: file)
        }
    }

    private func subscribeFunctions(to walk: inout SyntaxWalk, in file: LintFile) {
        let ignore = options.ignoresMultilineFunctionSignatures
        walk.on(FunctionDeclSyntax.self) {
            guard let body = $0.body else { return }
            check(body.leftBrace, ignoringMultiline: ignore, from: $0.funcKeyword, in: file)
        }
        walk.on(InitializerDeclSyntax.self) {
            guard let body = $0.body else { return }
            check(body.leftBrace, ignoringMultiline: ignore, from: $0.initKeyword, in: file)
        }
        walk.on(AccessorDeclSyntax.self) {
            guard let body = $0.body else { return }
            check(body.leftBrace, in: file)
        }
        walk.on(PatternBindingSyntax.self) {
            guard let block = $0.accessorBlock else { return }
            check(block.leftBrace, in: file)
        }
    }

    /// Closures passed after the call's parentheses; closures inside an
    /// argument list or called in place are not checked.
    private static func isTrailingClosure(_ node: ClosureExprSyntax) -> Bool {
        guard let parent = node.parent else { return false }
        if parent.is(MultipleTrailingClosureElementSyntax.self) { return true }
        return parent.is(FunctionCallExprSyntax.self) && node.keyPathInParent != \FunctionCallExprSyntax.calledExpression
    }

    /// Whether the header from `keyword` to the brace spans lines and the
    /// brace sits on a line of its own below it.
    private static func isMultiline(_ brace: TokenSyntax, from keyword: TokenSyntax, in file: LintFile) -> Bool {
        guard let last = brace.previousToken(viewMode: .sourceAccurate) else { return false }
        let keywordLine = file.location(of: keyword.endPositionBeforeTrailingTrivia).line
        let lastLine = file.location(of: last.endPositionBeforeTrailingTrivia).line
        let braceLine = file.location(of: brace.endPositionBeforeTrailingTrivia).line
        return keywordLine != lastLine && lastLine != braceLine
    }

    private func check(_ brace: TokenSyntax, ignoringMultiline ignore: Bool, from keyword: TokenSyntax, in file: LintFile) {
        if ignore, Self.isMultiline(brace, from: keyword, in: file) { return }
        check(brace, in: file)
    }

    private func check(_ brace: TokenSyntax, in file: LintFile) {
        guard brace.presence == .present, let previous = brace.previousToken(viewMode: .sourceAccurate) else { return }
        let braceStart = brace.positionAfterSkippingLeadingTrivia
        let previousEnd = previous.endPositionBeforeTrailingTrivia
        let gap = previous.trailingTrivia + brace.leadingTrivia
        // One byte between them, not a line break, is one space (or tab).
        if braceStart.utf8Offset - previousEnd.utf8Offset == 1, !StyleSupport.hasNewline(gap) { return }
        let fix: Diagnostic.Fix?
        if file.location(of: previousEnd).line != file.location(of: braceStart).line {
            fix = Self.fixJoiningLines(previous, brace)
        } else if StyleSupport.hasComment(gap) {
            // Keep the comment: only the space after it becomes one space.
            if gap.pieces.last == .spaces(1) { return }
            let kept = gap.description.utf8.reversed().drop { Self.isBlank($0) }.count
            fix = .init(start: previousEnd.utf8Offset + kept, end: braceStart.utf8Offset, replacement: " ")
        } else {
            fix = .init(start: previousEnd.utf8Offset, end: braceStart.utf8Offset, replacement: " ")
        }
        file.report(self, at: braceStart, Self.description.summary, fix: fix)
    }

    /// Moves a brace from its own line up behind the code before it; a
    /// comment ending that line moves behind the brace.
    private static func fixJoiningLines(_ previous: TokenSyntax, _ brace: TokenSyntax) -> Diagnostic.Fix? {
        // Comments on the lines between would be lost.
        guard !StyleSupport.hasComment(brace.leadingTrivia) else { return nil }
        let start = previous.endPositionBeforeTrailingTrivia.utf8Offset
        let braceStart = brace.positionAfterSkippingLeadingTrivia.utf8Offset
        let trailing = previous.trailingTrivia.description.utf8
        let comment = trailing.drop { isBlank($0) }.reversed().drop { isBlank($0) }.reversed()
        guard !comment.isEmpty else { return .init(start: start, end: braceStart, replacement: " ") }
        return .init(start: start, end: braceStart + 1, replacement: " { " + String(decoding: comment, as: UTF8.self))
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
