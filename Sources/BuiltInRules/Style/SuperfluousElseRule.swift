import LintEngine
import SwiftSyntax
import ToolCore

/// When the `if` branch ends in `return`, `throw`, `continue` or `break`, the
/// code after it only runs otherwise anyway: an `else` adds a level of nesting
/// and suggests the branches rejoin when they do not.
public struct SuperfluousElseRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "superfluous_else",
        name: "Superfluous Else",
        summary: "Else branches should be avoided when the previous if-block exits the current scope",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "if count > 3 {\n    // nothing\n} else if count < 9 {\n    return 4\n} else {\n    return 5\n}\n",
            "if count > 3 {\n    let b = 2\n    if b > 2 {\n        // nothing\n    } else {\n        return 2\n    }\n"
                + "    // nothing\n} else {\n    return 5\n}\n",
            "if count > 3 {\n    if b > 2 {\n        return 2\n    }\n} else {\n    return 5\n}\n",
            "if count > 3 {\n    if b > 2 {\n        if b > 2 {\n            // nothing\n        } else {\n"
                + "            return 2\n        }\n    }\n} else {\n    return 5\n}\n",
            "for item in items {\n    if item > 20 {\n        // skip\n    } else {\n        continue\n    }\n    if item > 30 {\n"
                + "        // skip\n    } else if item > 25 {\n        break\n    }\n}\n",
            "if #available(macOS 14, *) {\n    return\n} else {\n    legacyCall()\n}\n",
            "if count > 3 {\n    return 1\n}\nreturn 2\n",
            "if count > 3 {\n    print(count)\n} else {\n    return 2\n}\n",
            "let value = if count > 3 { 1 } else { 2 }\n",
        ],
        triggeringExamples: [
            "if count > 3 {\n    return 1\n    // note\n} ↓else {\n    return 2\n}\n",
            "if count > 3 {\n    return 1\n} ↓else if count < 9 {\n    return 2\n} ↓else if count > 40 {\n    return 3\n}\n",
            "if count > 3 {\n    if count < 9 {\n        return 6\n    } ↓else {\n        if count > 8 {\n            return 7\n"
                + "        } ↓else {\n            return 8\n        }\n    }\n} ↓else if count < 9 {\n    return 2\n"
                + "} ↓else if count < 30 {\n    return 9\n} ↓else {\n    return 5\n}\n",
            "for item in items {\n    if item > 40 {\n        return\n    } ↓else if item > 30 {\n        continue\n"
                + "    } ↓else if item > 20 {\n        break\n    } ↓else {\n        throw failure\n    }\n}\n",
            "if count > 3 {\n    return 1\n} ↓else /* kept */ {\n    return 2\n}\n",
        ],
        corrections: [
            Correction("func pick() -> Int {\n    if flag {\n        return 10\n        // note\n    } ↓else {\n        // other note\n"
                           + "        return 20\n        // final note\n    }\n}\n",
                       "func pick() -> Int {\n    if flag {\n        return 10\n        // note\n    }\n    // other note\n"
                           + "    return 20\n    // final note\n}\n"),
            Correction("func pick() -> Int {\n    if flag {\n        return 10\n    } ↓else if other {\n        return 20\n"
                           + "    } ↓else {\n        return 30\n    }\n}\n",
                       "func pick() -> Int {\n    if flag {\n        return 10\n    }\n    if other {\n        return 20\n"
                           + "    }\n    return 30\n}\n"),
            Correction("func pick() -> Int {\n\n    if flag {\n        return 10\n    } ↓else if other {\n        // why\n"
                           + "        return 20\n    }\n}\n",
                       "func pick() -> Int {\n\n    if flag {\n        return 10\n    }\n    if other {\n        // why\n"
                           + "        return 20\n    }\n}\n"),
            Correction("let value = {\n    if flag {\n        return 1\n    } ↓else {\n        return 2\n    }\n}()\n",
                       "let value = {\n    if flag {\n        return 1\n    }\n    return 2\n}()\n"),
            Correction("for item in items {\n    if item > 40 {\n        return\n    } ↓else if item > 30 {\n        continue // skip\n"
                           + "    } ↓else if item > 20 {\n        break\n        // done\n    } ↓else if item > 10 {\n        // fail\n"
                           + "        throw failure\n    } ↓else {\n\n    }\n}\n",
                       "for item in items {\n    if item > 40 {\n        return\n    }\n    if item > 30 {\n        continue // skip\n"
                           + "    }\n    if item > 20 {\n        break\n        // done\n    }\n    if item > 10 {\n        // fail\n"
                           + "        throw failure\n    }\n}\n"),
            Correction("func pick() -> Int {\n    if flag {\n        return 1\n    } ↓else {\n        if other {\n            return 2\n"
                           + "        } ↓else {\n            return 3\n        }\n    }\n}\n",
                       "func pick() -> Int {\n    if flag {\n        return 1\n    }\n    if other {\n        return 2\n    }\n"
                           + "    return 3\n}\n"),
            Correction("func pick() -> Int {\n    if flag { return 1 } ↓else { return 2 }\n}\n",
                       "func pick() -> Int {\n    if flag { return 1 }\n    return 2\n}\n"),
            Correction("func pick() -> Int {\n    if flag {\n        return 1\n    } ↓else { // fallback\n        let text = \"\"\"\n"
                           + "            kept\n            \"\"\"\n        return text.count\n    }\n}\n",
                       "func pick() -> Int {\n    if flag {\n        return 1\n    } // fallback\n    let text = \"\"\"\n"
                           + "            kept\n            \"\"\"\n    return text.count\n}\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["else"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        let removal = ElseRemoval(file: file)
        walk.on(IfExprSyntax.self) { node in
            guard let elseKeyword = Self.superfluousElse(of: node) else { return }
            file.report(self, at: elseKeyword.positionAfterSkippingLeadingTrivia, Self.description.summary,
                        fix: removal.fix(for: node))
        }
    }

    /// The `else` of `node` when its `if` block exits the scope, and (for an
    /// `else if`) the `else` before it is superfluous too.
    fileprivate static func superfluousElse(of node: IfExprSyntax) -> TokenSyntax? {
        guard let elseKeyword = node.elseKeyword else { return nil }
        if node.conditions.count == 1, node.conditions.first?.condition.is(AvailabilityConditionSyntax.self) == true {
            return nil
        }
        guard lastStatementExitsScope(in: node.body) else { return nil }
        if let parent = node.parent?.as(IfExprSyntax.self) {
            return superfluousElse(of: parent) == nil ? nil : elseKeyword
        }
        return elseKeyword
    }

    /// Every branch of `node`, which has a final `else`, exits the scope.
    private static func exitsInAllBranches(_ node: IfExprSyntax) -> Bool {
        guard lastStatementExitsScope(in: node.body) else { return false }
        switch node.elseBody {
        case .ifExpr(let nested): return exitsInAllBranches(nested)
        case .codeBlock(let block): return lastStatementExitsScope(in: block)
        case nil: return false
        }
    }

    private static func lastStatementExitsScope(in block: CodeBlockSyntax) -> Bool {
        guard let last = block.statements.last?.item else { return false }
        switch last.kind {
        case .returnStmt, .throwStmt, .continueStmt, .breakStmt:
            return true
        default:
            let expression: ExprSyntax?
            switch last {
            case .stmt(let statement): expression = statement.as(ExpressionStmtSyntax.self)?.expression
            case .expr(let value): expression = value
            case .decl: expression = nil
            }
            guard let nested = expression?.as(IfExprSyntax.self) else { return false }
            return exitsInAllBranches(nested)
        }
    }
}

/// SwiftLint's correction, as byte edits: the `else` goes, and the statements
/// of its block follow the `if`, indented one level (four spaces) less; an
/// `else if` becomes an `if` of its own on the next line. The `if` must be a
/// statement, and nothing but blanks may stand between its `}` and what
/// follows the `else`. A superfluous `else` inside a block that moves is
/// corrected by the fix of the outer one, so that one pass fixes both.
private final class ElseRemoval {
    private let file: LintFile
    private lazy var bytes = Array(file.text.utf8)

    init(file: LintFile) {
        self.file = file
    }

    /// The text of an `else` block from after `{` (and its comment) to before
    /// the line break ahead of `}`.
    private struct MovedBlock {
        let start: Int
        let end: Int
        /// Holds the block's tokens: found in it, not by a descent from the root.
        let block: CodeBlockSyntax

        func contains(_ offset: Int) -> Bool { offset >= start && offset < end }
    }

    func fix(for node: IfExprSyntax) -> Diagnostic.Fix? {
        guard Self.isCorrectable(node), !Self.isInsideMovedBlock(node) else { return nil }
        var targets = [node]
        if case .codeBlock(let block)? = node.elseBody { targets += Self.correctableElses(in: block) }
        let moved = targets.compactMap(movedBlock(of:))
        let structural = targets.flatMap { structuralEdits(for: $0, moved: moved) }
        return StyleSupport.combinedFix(structural + unindentation(in: moved, sparing: structural), in: file)
    }

    // MARK: Which `else` is corrected

    private static func isCorrectable(_ node: IfExprSyntax) -> Bool {
        guard SuperfluousElseRule.superfluousElse(of: node) != nil, isStatement(chainStart(of: node)),
              let elseKeyword = node.elseKeyword, let elseBody = node.elseBody
        else { return false }
        return !StyleSupport.hasComment(node.body.rightBrace.trailingTrivia) && !StyleSupport.hasComment(elseKeyword.leadingTrivia)
            && !StyleSupport.hasComment(elseKeyword.trailingTrivia) && !StyleSupport.hasComment(elseBody.leadingTrivia)
    }

    /// The first `if` of an `if … else if …` chain.
    private static func chainStart(of node: IfExprSyntax) -> IfExprSyntax {
        var current = node
        while let parent = current.parent?.as(IfExprSyntax.self) { current = parent }
        return current
    }

    /// An `if` standing as a statement of a block, as SwiftLint's rewriter requires.
    private static func isStatement(_ node: IfExprSyntax) -> Bool {
        guard let parent = node.parent else { return false }
        if parent.is(CodeBlockItemSyntax.self) { return true }
        return parent.is(ExpressionStmtSyntax.self) && parent.parent?.is(CodeBlockItemSyntax.self) == true
    }

    /// Whether `node` is inside an `else` block whose correction moves it.
    private static func isInsideMovedBlock(_ node: IfExprSyntax) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if let owner = parent.as(IfExprSyntax.self), case .codeBlock(let block)? = owner.elseBody, block.id == current.id,
               isCorrectable(owner) {
                return true
            }
            current = parent
        }
        return false
    }

    /// The correctable `if`s with a superfluous `else` inside `block`.
    private static func correctableElses(in block: CodeBlockSyntax) -> [IfExprSyntax] {
        block.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard token.isKeyword(.else), let node = token.parent?.as(IfExprSyntax.self), isCorrectable(node) else {
                return nil
            }
            return node
        }
    }

    // MARK: Edits

    private func movedBlock(of node: IfExprSyntax) -> MovedBlock? {
        guard case .codeBlock(let block)? = node.elseBody else { return nil }
        return MovedBlock(start: block.leftBrace.endPosition.utf8Offset, end: contentEnd(of: block), block: block)
    }

    /// Where the content of `block` ends: before the blanks and the line
    /// break that lead to `}`, when `}` starts its line.
    private func contentEnd(of block: CodeBlockSyntax) -> Int {
        let start = block.leftBrace.endPosition.utf8Offset
        var end = block.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        while end > start, LineBytes.isBlank(bytes[end - 1]) { end -= 1 }
        while end > start, Self.isLineBreak(bytes[end - 1]) { end -= 1 }
        return end
    }

    /// The `else` and the braces of its block go; an `else if` starts a new line.
    private func structuralEdits(for node: IfExprSyntax, moved: [MovedBlock]) -> [Diagnostic.Fix] {
        let bodyEnd = node.body.rightBrace.endPositionBeforeTrailingTrivia.utf8Offset
        let lineStart = "\n" + indentation(of: Self.chainStart(of: node), levels: moved.filter { $0.contains(bodyEnd) }.count)
        switch node.elseBody {
        case .ifExpr(let nested)?:
            return [.init(start: bodyEnd, end: nested.positionAfterSkippingLeadingTrivia.utf8Offset, replacement: lineStart)]
        case .codeBlock(let block)?:
            let start = block.leftBrace.endPosition.utf8Offset
            let end = contentEnd(of: block)
            // Content on the line of `{` moves to a line of its own.
            let lineBreak = end > start && !Self.isLineBreak(bytes[start]) ? lineStart : ""
            var edits: [Diagnostic.Fix] = []
            if StyleSupport.hasComment(block.leftBrace.trailingTrivia) {
                // The comment after `{` stays, after the `if`'s `}`.
                edits.append(.init(start: bodyEnd, end: block.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""))
                if !lineBreak.isEmpty { edits.append(.init(start: start, end: start, replacement: lineBreak)) }
            } else {
                edits.append(.init(start: bodyEnd, end: start, replacement: lineBreak))
            }
            edits.append(.init(start: end, end: block.rightBrace.endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""))
            return edits
        case nil:
            return []
        }
    }

    /// Four spaces less at the start of each line of the moved blocks, per
    /// moved block the line is in, where the line starts with that many. Line
    /// breaks inside string literals and comments are left alone, and so are
    /// those the other edits remove.
    private func unindentation(in moved: [MovedBlock], sparing structural: [Diagnostic.Fix]) -> [Diagnostic.Fix] {
        // Each line break with a moved block around it, where its token is looked up.
        var lineBreaks: [Int: CodeBlockSyntax] = [:]
        for block in moved {
            for offset in block.start..<block.end where Self.isLineBreak(bytes[offset]) && !isCarriageReturnBeforeLineFeed(offset) {
                lineBreaks[offset] = lineBreaks[offset] ?? block.block
            }
        }
        return lineBreaks.keys.sorted().compactMap { offset -> Diagnostic.Fix? in
            guard !structural.contains(where: { offset >= $0.start && offset < $0.end }), let around = lineBreaks[offset],
                  StyleSupport.isLineBreakBetweenTokens(AbsolutePosition(utf8Offset: offset), in: around)
            else { return nil }
            let lineStart = offset + 1
            var spaces = 0
            while lineStart + spaces < bytes.count, bytes[lineStart + spaces] == UInt8(ascii: " ") { spaces += 1 }
            let removed = 4 * min(moved.filter { $0.contains(offset) }.count, spaces / 4)
            return removed > 0 ? .init(start: lineStart, end: lineStart + removed, replacement: "") : nil
        }
    }

    /// The indentation of the line `node` starts on, less four spaces per level.
    private func indentation(of node: IfExprSyntax, levels: Int) -> String {
        let line = file.location(of: node.ifKeyword.positionAfterSkippingLeadingTrivia).line
        guard line >= 1, line <= file.lines.count else { return "" }
        let leading = file.lines[line - 1].text.prefix { $0 == " " || $0 == "\t" }
        let spaces = leading.prefix { $0 == " " }.count
        return String(leading.dropFirst(4 * min(levels, spaces / 4)))
    }

    private static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private func isCarriageReturnBeforeLineFeed(_ offset: Int) -> Bool {
        bytes[offset] == UInt8(ascii: "\r") && offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "\n")
    }
}
