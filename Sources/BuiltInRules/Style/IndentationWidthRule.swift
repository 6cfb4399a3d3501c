import LintEngine
import SwiftSyntax
import ToolCore

/// Indenting by one fixed step (a tab or a set number of spaces) and
/// unindenting back onto that grid keeps the nesting of the code visible.
///
/// As in SwiftLint, the lines are read in order, skipping blank lines: the
/// first line must not be indented; every other line may be indented one
/// step deeper than the last line that was valid (or than any line since,
/// so one mistake is reported once), or unindented by whole steps. A tab
/// counts as one step; a line mixing tabs and spaces is reported as well.
/// Comment-only lines, `#if`-family lines and lines inside multi-line
/// strings are checked unless `include_comments`, `include_compiler_directives`
/// or `include_multiline_strings` is false. The continuation lines of an
/// `if`, `guard` or `while` with several conditions are skipped, or with
/// `include_multiline_conditions: true` must line up with the first condition.
public struct IndentationWidthRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "indentation_width",
        name: "Indentation Width",
        summary: "Indent code using either one tab or the configured amount of spaces, "
            + "unindent to match previous indentations. Don't indent the first line.",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "alpha\nbeta\n",
            "alpha\n    beta\n",
            "alpha\n\tbeta\n\t\tgamma\n\n\t\tdelta\n",
            "alpha\n\tbeta\n\t\tgamma\n\t// note\n\t\tdelta\n",
            "alpha\n    beta\n        gamma\ndelta\n",
            "guard let first = load(),\n      let second = parse() else {\n    return\n}\n",
            "if let first = load(),\n   let second = parse() {\n    use(first)\n}\n",
            "while let first = load(),\n      let second = parse() {\n    use(first)\n}\n",
            "if let first = load(),\n   let second = parse(),\n   let third = check() {\n    use(first)\n}\n",
            Example("alpha\n  beta\n    gamma\n", options: "{indentation_width: 2}"),
            Example("alpha\n  // note\n    beta\n", options: "{include_comments: false}"),
            Example("/*\n   a note\n */\nalpha\n", options: "{include_comments: false}"),
            Example("func run() {\n    #if DEBUG\n    log()\n  #endif\n}\n", options: "{include_compiler_directives: false}"),
            Example("let text = \"\"\"\n      first\n   second\n\"\"\"\n", options: "{include_multiline_strings: false}"),
            Example("if let first = load(),\n   let second = parse() {\n    use(first)\n}\n",
                    options: "{include_multiline_conditions: true}"),
        ],
        triggeringExamples: [
            "↓    alpha\n",
            "alpha\n↓        beta\n",
            "alpha\n\tbeta\n\n↓\t\t\tgamma\n",
            "alpha\n    beta\n        gamma\n↓ delta\n",
            "alpha\n    beta\n↓\t    gamma\n",
            "alpha\n    beta\n↓  // note\n",
            Example("alpha\n↓    beta\n", options: "{indentation_width: 2}"),
            Example("let text = \"\"\"\n↓      first\n    \"\"\"\n", options: "{include_multiline_strings: true}"),
            Example("func run() {\n    #if DEBUG\n    log()\n↓  #endif\n}\n", options: "{include_compiler_directives: true}"),
            Example("if let first = load(),\n↓    let second = parse() {\n    use(first)\n}\n",
                    options: "{include_multiline_conditions: true}"),
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// The number of spaces one indentation step takes (a tab is one step).
        public var indentationWidth = 4
        /// Whether comment-only lines are checked.
        public var includeComments = true
        /// Whether `#if`, `#elseif`, `#else` and `#endif` lines are checked.
        public var includeCompilerDirectives = true
        /// Whether the lines inside multi-line string literals are checked.
        public var includeMultilineStrings = true
        /// Whether the continuation lines of multi-line `if`, `guard` and
        /// `while` conditions must line up with the first condition (they
        /// are skipped otherwise).
        public var includeMultilineConditions = false

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case indentationWidth = "indentation_width"
            case includeComments = "include_comments"
            case includeCompilerDirectives = "include_compiler_directives"
            case includeMultilineStrings = "include_multiline_strings"
            case includeMultilineConditions = "include_multiline_conditions"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            indentationWidth = try container.decodeIfPresent(Int.self, forKey: .indentationWidth) ?? indentationWidth
            // SwiftLint warns about a width below 1 and uses 4.
            guard indentationWidth >= 1 else {
                throw DecodingError.dataCorruptedError(forKey: .indentationWidth, in: container, debugDescription: "should be >= 1")
            }
            includeComments = try container.decodeIfPresent(Bool.self, forKey: .includeComments) ?? includeComments
            includeCompilerDirectives = try container.decodeIfPresent(Bool.self, forKey: .includeCompilerDirectives)
                ?? includeCompilerDirectives
            includeMultilineStrings = try container.decodeIfPresent(Bool.self, forKey: .includeMultilineStrings)
                ?? includeMultilineStrings
            includeMultilineConditions = try container.decodeIfPresent(Bool.self, forKey: .includeMultilineConditions)
                ?? includeMultilineConditions
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    /// Multi-line conditions and strings gathered across the file decide how every line is judged.
    public static var reach: RuleReach { .file }

    /// A line's indentation: tabs only, or spaces (also standing for a mix).
    private enum Indentation: Equatable {
        case tabs(Int)
        case spaces(Int)

        func width(step: Int) -> Int {
            switch self {
            case .tabs(let count): count * step
            case .spaces(let count): count
            }
        }
    }

    /// A multi-line string literal: its bytes and where its interpolations start.
    private struct MultilineString {
        let start: Int
        let end: Int
        let interpolations: [Int]
    }

    /// What the tree tells about the lines.
    private struct LineFacts {
        /// Continuation lines of multi-line conditions, with the column
        /// (0-based, in bytes) of the first condition.
        var continuationLines: [Int: Int] = [:]
        /// Outermost multi-line string literals, in the order of the file.
        var strings: [MultilineString] = []
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        var facts = LineFacts()
        walk.on(GuardStmtSyntax.self) { Self.collect($0.guardKeyword, $0.conditions, into: &facts, in: file) }
        walk.on(IfExprSyntax.self) { Self.collect($0.ifKeyword, $0.conditions, into: &facts, in: file) }
        walk.on(WhileStmtSyntax.self) { Self.collect($0.whileKeyword, $0.conditions, into: &facts, in: file) }
        if !options.includeMultilineStrings {
            walk.on(StringLiteralExprSyntax.self) { node in
                guard node.openingQuote.tokenKind == .multilineStringQuote else { return }
                let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
                let end = node.endPositionBeforeTrailingTrivia.utf8Offset
                // Literals nested in an interpolation are inside the outer one's span.
                if let last = facts.strings.last, end <= last.end { return }
                let interpolations = node.segments.compactMap { segment -> Int? in
                    guard case .expressionSegment(let expression) = segment else { return nil }
                    return expression.backslash.positionAfterSkippingLeadingTrivia.utf8Offset
                }
                facts.strings.append(MultilineString(start: start, end: end, interpolations: interpolations))
            }
        }
        walk.after(SourceFileSyntax.self) { _ in checkLines(of: file, facts: facts) }
    }

    /// Records the lines after the keyword's down to the last condition's,
    /// for a statement with several conditions spanning lines.
    private static func collect(
        _ keyword: TokenSyntax, _ conditions: ConditionElementListSyntax, into facts: inout LineFacts, in file: LintFile
    ) {
        guard conditions.count > 1 else { return }
        let keywordLine = file.location(of: keyword.positionAfterSkippingLeadingTrivia).line
        let first = file.location(of: conditions.positionAfterSkippingLeadingTrivia)
        let endLine = file.location(of: conditions.endPositionBeforeTrailingTrivia).line
        guard keywordLine < endLine else { return }
        for line in (keywordLine + 1)...endLine {
            facts.continuationLines[line] = first.column - 1
        }
    }

    private func checkLines(of file: LintFile, facts: LineFacts) {
        var text = file.text
        text.withUTF8 { bytes in checkLines(of: file, bytes: bytes, facts: facts) }
    }

    private func checkLines(of file: LintFile, bytes: UnsafeBufferPointer<UInt8>, facts: LineFacts) {
        // The indentations the next line may follow: kept in one array, as each line replaces them.
        var previous: [Indentation] = []
        var stringIndex = 0
        let step = options.indentationWidth
        let lines = file.lines
        for index in lines.indices {
            let line = LineSpan(lines, index, bytes: bytes)
            guard let (tabs, spaces, startsWithHash) = Self.indentation(of: line, in: bytes),
                  !isSkipped(line, indentation: tabs + spaces, startsWithHash: startsWithHash, in: bytes, file: file)
            else { continue }
            while stringIndex < facts.strings.count, facts.strings[stringIndex].end <= line.start { stringIndex += 1 }
            if !options.includeMultilineStrings, stringIndex < facts.strings.count,
               Self.isInsideString(line, facts.strings[stringIndex]) {
                continue
            }
            if !facts.continuationLines.isEmpty, let expected = facts.continuationLines[line.number] {
                let actual = spaces + tabs * step
                if options.includeMultilineConditions, actual != expected {
                    report(line, "Multi-line condition should be aligned with the first condition "
                           + "(expected \(expected) spaces, got \(actual))", in: file)
                }
                continue
            }
            let indentation: Indentation
            if tabs > 0, spaces > 0 {
                report(line, "Code should be indented with tabs or \(step) spaces, but not both in the same line", in: file)
                indentation = .spaces(spaces + tabs * step)
            } else {
                indentation = tabs > 0 ? .tabs(tabs) : .spaces(spaces)
            }
            check(indentation, of: line, after: &previous, in: file)
        }
    }

    /// The tabs and spaces (or other blanks) that start the line, and whether
    /// what follows is `#`; nil for a blank line.
    private static func indentation(
        of line: LineSpan, in bytes: UnsafeBufferPointer<UInt8>
    ) -> (tabs: Int, spaces: Int, startsWithHash: Bool)? {
        var tabs = 0, blanks = 0
        for index in line.start..<line.end {
            let byte = bytes[index]
            guard LineBytes.isBlank(byte) else { return (tabs, blanks - tabs, byte == UInt8(ascii: "#")) }
            blanks += 1
            if byte == UInt8(ascii: "\t") { tabs += 1 }
        }
        return nil
    }

    /// Checks one line against the indentations allowed after the lines
    /// before it (`previous`), which become those allowed for the next line.
    private func check(_ indentation: Indentation, of line: LineSpan, after previous: inout [Indentation], in file: LintFile) {
        guard let lastValid = previous.first else {
            if indentation != .spaces(0) { report(line, "The first line shall not be indented", in: file) }
            previous.append(indentation)
            return
        }
        let step = options.indentationWidth
        if !previous.contains(where: { isValid(indentation, after: $0) }) {
            let isDeeper = previous.last.map { indentation.width(step: step) >= $0.width(step: step) } ?? true
            report(line, isDeeper
                   ? "Code should be indented using one tab or \(step) spaces"
                   : "Code should be unindented by multiples of one tab or multiples of \(step) spaces", in: file)
        }
        // After a mistake, the next line may follow the last valid line or any line since.
        if isValid(indentation, after: lastValid) { previous.removeAll(keepingCapacity: true) }
        previous.append(indentation)
    }

    /// One step deeper, or back by whole steps (or the same).
    private func isValid(_ indentation: Indentation, after last: Indentation) -> Bool {
        let step = options.indentationWidth
        let current = indentation.width(step: step), before = last.width(step: step)
        return current == before + step || (before - current >= 0 && (before - current).isMultiple(of: step))
    }

    /// Comment-only and `#if`-family lines, when they are not checked.
    private func isSkipped(
        _ line: LineSpan, indentation: Int, startsWithHash: Bool, in bytes: UnsafeBufferPointer<UInt8>, file: LintFile
    ) -> Bool {
        if !options.includeComments, file.isCommentOnly(line: line.number) { return true }
        guard !options.includeCompilerDirectives, startsWithHash else { return false }
        let content = UnsafeBufferPointer(rebasing: bytes[(line.start + indentation)..<line.end])
        return Self.directives.contains { directive in
            guard content.starts(with: directive) else { return false }
            guard let next = content.dropFirst(directive.count).first else { return true }
            return !(Self.isIdentifierByte(next))
        }
    }

    private static let directives: [[UInt8]] = ["#if", "#elseif", "#else", "#endif"].map { Array($0.utf8) }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), 0x80...: true
        default: false
        }
    }

    /// Whether a line starts inside a multi-line string literal and is not
    /// the line of its closing delimiter, as SourceKit's string tokens
    /// (split at interpolations) told SwiftLint.
    private static func isInsideString(_ line: LineSpan, _ string: MultilineString) -> Bool {
        guard string.start < line.start, line.start < string.end else { return false }
        if let interpolation = string.interpolations.first(where: { $0 >= line.start }) {
            if interpolation == line.start { return false }
            return interpolation < line.end || line.end < interpolation
        }
        return line.end < string.end
    }

    private func report(_ line: LineSpan, _ message: String, in file: LintFile) {
        file.report(self, line: line.number, column: 1, message)
    }
}
