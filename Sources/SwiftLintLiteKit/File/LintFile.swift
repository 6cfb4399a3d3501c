@_spi(RawSyntax) import SwiftSyntax
import ToolCore

/// One file being linted: its text, its tree (parsed once), its lines, and the
/// violations the rules report. Used by one thread at a time.
public final class LintFile {
    /// The path as reported in diagnostics.
    public let path: String
    /// The file's name, as `NSString.lastPathComponent` gives it (trailing
    /// slashes ignored): what `file_name`, `file_name_no_space` and
    /// `file_header` read.
    public var fileName: String {
        // Bytes: splitting the path into characters cost more than some rules' whole check.
        let utf8 = path.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: "/") { end = utf8.index(before: end) }
        guard end > utf8.startIndex else { return path }
        let start = utf8[..<end].lastIndex(of: UInt8(ascii: "/")).map(utf8.index(after:)) ?? utf8.startIndex
        return String(Substring(utf8[start..<end]))
    }
    /// The file's text, as read (a byte-order mark included).
    public let text: String
    /// The text parsed once by SwiftParser; every rule reads this tree.
    public let tree: SourceFileSyntax
    /// The lines, without terminators, numbered from 1.
    public let lines: [SourceLine]
    /// UTF-8 offset where each line starts (after `\n`, `\r\n` or a lone `\r`, as
    /// the compiler counts lines), for positions to line and column.
    private let lineStarts: [Int]

    /// What the rules found, in the order they found it.
    public private(set) var violations: [Diagnostic] = []
    /// Whether violations carry their fixes. A lint run that only reports
    /// leaves them out: some fixes cost more than finding the violation.
    public let computesFixes: Bool
    /// What the compiler's index says of this file, for the analyzer rules: the
    /// engine's `FileIndex` (read through its `index` property), set when `analyze`
    /// runs the rules that need it (``RuleDescription/requiresIndex``). Typed
    /// loosely here so that the kit does not carry the index reader.
    package let indexFacts: (any Sendable)?

    /// A file to lint: `tree` must be `text` parsed. Without `computesFixes`
    /// the violations leave out their fixes.
    public convenience init(path: String, text: String, tree: SourceFileSyntax, computesFixes: Bool = true) {
        self.init(path: path, text: text, tree: tree, computesFixes: computesFixes, indexFacts: nil)
    }

    package init(path: String, text: String, tree: SourceFileSyntax, computesFixes: Bool, indexFacts: (any Sendable)?) {
        self.path = path
        self.computesFixes = computesFixes
        self.indexFacts = indexFacts
        self.text = text
        self.tree = tree
        self.lines = SourceLine.split(text)
        self.lineStarts = Self.lineStarts(of: text)
    }

    private static func lineStarts(of text: String) -> [Int] {
        var starts = [0]
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\n") {
                    starts.append(index)
                } else if byte == UInt8(ascii: "\r") {
                    if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
                    starts.append(index)
                }
            }
        }
        return starts
    }

    /// Lines holding code (any token), and lines holding part of a comment.
    /// Computed on first use, once per file.
    public var codeLines: LineSet { lineSets.code }
    /// Lines holding part of a comment (a doc comment included).
    public var commentLines: LineSet { lineSets.comment }
    private lazy var lineSets: (code: LineSet, comment: LineSet) = computeLineSets()

    /// Lines spanned by a function or initializer signature (up to its body).
    public private(set) lazy var functionDeclarationLines: Set<Int> = {
        var lines = Set<Int>()
        for token in tree.tokens(viewMode: .sourceAccurate)
        where token.isKeyword(.func) || token.isKeyword(.`init`) {
            guard let declaration = token.parent, let end = declaration.children(viewMode: .sourceAccurate)
                .first(where: { $0.is(CodeBlockSyntax.self) })?.position ?? Optional(declaration.endPosition)
            else { continue }
            lines.formUnion(location(of: declaration.positionAfterSkippingLeadingTrivia).line...location(of: end).line)
        }
        return lines
    }()

    /// The identifiers the text holds, for rules to skip files that name none of
    /// their ``Rule/triggerIdentifiers``. Computed on first use, once per file.
    public private(set) lazy var identifiers = IdentifierSignature(text)

    /// Every valid `swiftlint:` (and `lint:`) command in the file, in order: read once for
    /// the commands' regions and the rules about commands.
    public private(set) lazy var commands = SwiftLintCommand.valid(in: self)

    /// Helpers that several rules keep over the walk of this file (a scope
    /// tracker, say), one of each type: made by `make` for the first rule that
    /// asks, so the others reuse its work instead of repeating it.
    public func shared<Helper: AnyObject>(_ make: () -> Helper) -> Helper {
        let key = ObjectIdentifier(Helper.self)
        if let helper = sharedHelpers[key] { return unsafeDowncast(helper, to: Helper.self) }
        let helper = make()
        sharedHelpers[key] = helper
        return helper
    }

    private var sharedHelpers: [ObjectIdentifier: AnyObject] = [:]

    /// Lets go of the shared helpers once the rules have run: a helper holds
    /// the rules' handlers, which hold the file, and the cycle would keep
    /// every file of a run in memory.
    package func releaseSharedHelpers() {
        sharedHelpers = [:]
    }

    /// Lines with a comment and no code.
    public func isCommentOnly(line: Int) -> Bool {
        commentLines.contains(line) && !codeLines.contains(line)
    }

    /// Walks the raw tree: no node objects are made, and a token's trivia is split
    /// into pieces only when it holds a `/` (a comment can start there).
    private func computeLineSets() -> (code: LineSet, comment: LineSet) {
        var code = LineSet(lineCount: lines.count), comment = LineSet(lineCount: lines.count)
        // Positions only grow along the tokens: a cursor over the line starts
        // finds each line in passing, with no search per position.
        var cursor = LineCursor(lines: lines)
        var offset = 0
        func trivia(_ length: Int, _ mayHoldComment: Bool, _ pieces: () -> [RawTriviaPiece]) {
            guard mayHoldComment else {
                offset += length
                return
            }
            for piece in pieces() {
                if piece.isComment {
                    let first = cursor.line(at: offset)
                    comment.insert(first...max(first, cursor.line(at: offset + piece.byteLength - 1, moving: false)))
                }
                offset += piece.byteLength
            }
        }
        func visit(_ raw: RawSyntax) {
            guard let token = raw.tokenView else {
                guard let layout = raw.layoutView else { return }
                for case let child? in layout.children { visit(child) }
                return
            }
            // A missing token (the parser's stand-in for one the text lacks) spells its
            // kind's text but takes no bytes: counted, it moved every later line.
            guard token.presence == .present else { return }
            let slash = UInt8(ascii: "/")
            trivia(token.leadingTriviaByteLength, token.leadingTrivia { $0.contains(slash) }, { token.leadingRawTriviaPieces })
            let length = token.textByteLength
            if length > 0, token.rawKind != .endOfFile {
                let first = cursor.line(at: offset)
                // A token ends where its end position is, as SwiftLint counts: a line of a
                // multi-line string ends after its line break, on the next line's start.
                let endsWithLineBreak = token.rawText.last == UInt8(ascii: "\n")
                code.insert(first...cursor.line(at: offset + length - (endsWithLineBreak ? 0 : 1), moving: false))
            }
            offset += length
            trivia(token.trailingTriviaByteLength, token.trailingTrivia { $0.contains(slash) }, { token.trailingRawTriviaPieces })
        }
        visit(tree.raw)
        return (code, comment)
    }

    /// The source text of `node` without its leading and trailing trivia: a slice of
    /// the file, cheaper than rebuilding it token by token (`trimmedDescription`).
    public func sourceText(of node: some SyntaxProtocol) -> String {
        text(from: node.positionAfterSkippingLeadingTrivia.utf8Offset, to: node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// The text's bytes `start..<end` (UTF-8 offsets, clamped to the text) as a string.
    public func text(from start: Int, to end: Int) -> String {
        String(decoding: bytes(from: start, to: end), as: UTF8.self)
    }

    /// The text's bytes `start..<end` (UTF-8 offsets, clamped to the text), not copied.
    public func bytes(from start: Int, to end: Int) -> Substring.UTF8View {
        let utf8 = text.utf8
        let lower = min(max(start, 0), utf8.count), upper = min(max(end, lower), utf8.count)
        return utf8[utf8.index(utf8.startIndex, offsetBy: lower)..<utf8.index(utf8.startIndex, offsetBy: upper)]
    }

    /// The byte at a UTF-8 offset of the text; nil outside it. A rule can settle
    /// the common case from the bytes around a token before reading the tree.
    public func byte(at offset: Int) -> UInt8? {
        let utf8 = text.utf8
        guard offset >= 0, offset < utf8.count else { return nil }
        return utf8[utf8.index(utf8.startIndex, offsetBy: offset)]
    }

    /// The 1-based line and column (in UTF-8 bytes, as the compiler counts) of a position.
    public func location(of position: AbsolutePosition) -> (line: Int, column: Int) {
        let offset = position.utf8Offset
        // The last line starting at or before `offset`.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    /// The position of a 1-based line and UTF-8 column (as the compiler's index
    /// gives them); nil past the end of the file.
    public func position(line: Int, column: Int) -> AbsolutePosition? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let offset = lineStarts[line - 1] + column - 1
        return offset <= text.utf8.count ? AbsolutePosition(utf8Offset: offset) : nil
    }

    /// Sets `diagnostic`'s column as SwiftLint reports columns. Rules and
    /// commands count columns in UTF-8 bytes, as positions are; SwiftLint
    /// (through SourceKitten's line table) counts UTF-16 code units from the
    /// line's start, and leaves out a byte-order mark. So do editors, SARIF
    /// viewers and GitHub's annotations, given SwiftLint's output. In place:
    /// a copy of a diagnostic retains its strings.
    package func adjustColumn(of diagnostic: inout Diagnostic) {
        guard let column = diagnostic.column, column > 1, diagnostic.line >= 1, diagnostic.line <= lines.count else {
            return
        }
        let line = lines[diagnostic.line - 1]
        var start = line.startOffset
        let end = min(start + column - 1, line.endOffset)
        // Through the file's bytes: a line's `utf8` view, read byte by byte,
        // cost a thousand instructions a violation.
        let adjusted = text.utf8.withContiguousStorageIfAvailable { bytes -> Int in
            if start == 0, end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
            let prefix = UnsafeBufferPointer(rebasing: bytes[start..<max(start, end)])
            // ASCII (most lines): a byte is a code unit.
            if !prefix.contains(where: { $0 >= 0x80 }) { return prefix.count + 1 }
            return String(decoding: prefix, as: UTF8.self).utf16.count + 1
        }
        diagnostic.column = adjusted
            ?? String(decoding: line.text.utf8.prefix(end - line.startOffset), as: UTF8.self).utf16.count + 1
    }

    /// Reports a violation of `rule` at `position`. `fix` is evaluated only
    /// when the file ``computesFixes``.
    public func report<R: Rule>(
        _ rule: R, at position: AbsolutePosition, _ message: String,
        severity: Severity? = nil, fix: @autoclosure () -> Diagnostic.Fix? = nil
    ) {
        let (line, column) = location(of: position)
        report(rule, line: line, column: column, message, severity: severity, fix: fix())
    }

    /// Reports a violation of `rule` at a line (and column, when known).
    public func report<R: Rule>(
        _ rule: R, line: Int, column: Int?, _ message: String,
        severity: Severity? = nil, fix: @autoclosure () -> Diagnostic.Fix? = nil
    ) {
        violations.append(Diagnostic(
            file: path, line: line, column: column, severity: severity ?? rule.options.severity,
            ruleID: R.identifier, message: message, fix: computesFixes ? fix() : nil))
    }

    /// Adds findings that are not a rule's (parse errors, commands).
    package func append(_ diagnostic: Diagnostic) {
        violations.append(diagnostic)
    }

    /// The violations reported, handed over: the file keeps none, so the
    /// caller's array is the only one and edits in place (a shared array is
    /// copied at the first edit, and copying a diagnostic retains its strings).
    package func takeViolations() -> [Diagnostic] {
        var taken: [Diagnostic] = []
        swap(&taken, &violations)
        return taken
    }
}

/// One line of a file.
public struct SourceLine: Sendable, Equatable {
    /// 1-based.
    public let number: Int
    /// The text without its terminator.
    public let text: Substring
    /// UTF-8 offset of the line's first byte in the file.
    public let startOffset: Int

    /// UTF-8 offset just past the line's last byte (before the terminator).
    public var endOffset: Int { startOffset + text.utf8.count }

    /// Splits on `\n`, `\r\n` and a lone `\r` (none part of the line). A final
    /// line is included even when the file does not end in a newline; an empty
    /// file has no lines.
    package static func split(_ text: String) -> [SourceLine] {
        let utf8 = text.utf8
        var lines: [SourceLine] = []
        var start = utf8.startIndex
        var offset = 0
        while start < utf8.endIndex {
            // A line ends at `\n`, `\r\n` or a lone `\r`, as the compiler (and
            // so every position) counts lines: split otherwise, a file with
            // one stray `\r` had its later positions on the wrong lines.
            let terminator = utf8[start...].firstIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
            let end = terminator ?? utf8.endIndex
            lines.append(SourceLine(number: lines.count + 1, text: text[start..<end], startOffset: offset))
            guard let terminator else { break }
            var next = utf8.index(after: terminator)
            // `\r\n` is one Character: the line's text stops before both bytes.
            if utf8[terminator] == UInt8(ascii: "\r"), next < utf8.endIndex, utf8[next] == UInt8(ascii: "\n") {
                next = utf8.index(after: next)
            }
            offset += utf8.distance(from: start, to: next)
            start = next
        }
        return lines
    }
}

extension TokenSyntax {
    /// Calls `body` with each trivia piece around the token (leading, then
    /// trailing) and the position where the piece starts.
    public func forEachTriviaPiece(_ body: (TriviaPiece, AbsolutePosition) -> Void) {
        var position = self.position
        for piece in leadingTrivia {
            body(piece, position)
            position = position.advanced(by: piece.sourceLength.utf8Length)
        }
        position = endPositionBeforeTrailingTrivia
        for piece in trailingTrivia {
            body(piece, position)
            position = position.advanced(by: piece.sourceLength.utf8Length)
        }
    }
}

/// Finds the line of increasing UTF-8 offsets by moving forward through the line starts.
package struct LineCursor {
    private let starts: [Int]
    private var index = 0

    package init(lines: [SourceLine]) {
        starts = lines.map(\.startOffset)
    }

    /// The 1-based line holding `offset`. With `moving: false` the cursor stays
    /// (for the end of a span, after which earlier offsets may come again).
    package mutating func line(at offset: Int, moving: Bool = true) -> Int {
        var probe = index
        while probe + 1 < starts.count, starts[probe + 1] <= offset { probe += 1 }
        if moving { index = probe }
        return probe + 1
    }
}

/// A set of line numbers of one file, as a bit per line: rules ask it about
/// many lines, and it is filled from every token of the file.
public struct LineSet: Sendable {
    private var bits: [Bool]

    package init(lineCount: Int) {
        bits = Array(repeating: false, count: lineCount + 2)
    }

    /// Whether the 1-based `line` is in the set.
    public func contains(_ line: Int) -> Bool {
        line >= 0 && line < bits.count && bits[line]
    }

    package mutating func insert(_ lines: ClosedRange<Int>) {
        for line in lines where line >= 0 && line < bits.count { bits[line] = true }
    }
}
