@_spi(RawSyntax) import SwiftSyntax
import ToolCore

/// What one lint of a document leaves for the lint of its next version: the
/// findings of each declaration, so that an edit inside one declaration re-lints
/// that declaration, its neighbours and its enclosing declarations, and reuses
/// the rest (``Linter/lint(_:path:remembering:)``).
///
/// A declaration here is a top-level item or a member of a type, an extension or
/// a protocol, as long as it lies in no function, closure or accessor body. Its
/// findings are whatever the rules reported while the walk was inside it, kept
/// by the identity of its syntax node: a node the incremental parser carried over
/// from the previous tree is the same object, so its findings still hold.
public struct LintMemory: @unchecked Sendable {
    /// Keeps every node `declarations` names alive: a freed node's address could
    /// be taken by a new node, and mistaken for it.
    package let tree: SourceFileSyntax
    package let text: String
    /// The linter that made the findings: another one's rules may differ.
    package let linter: any AnyObject & Sendable
    package let declarations: [RawSyntax.ID: Declaration]
    /// False when a rule that looks across declarations ran (``RuleReach/file``): its
    /// findings inside a declaration may depend on others, so none may be reused.
    package let reachedDeclarationsOnly: Bool
    /// How many declarations this lint took from the previous one's memory rather than walking them.
    public let reusedDeclarations: Int

    package init(
        tree: SourceFileSyntax, text: String, linter: any AnyObject & Sendable, declarations: [RawSyntax.ID: Declaration],
        reachedDeclarationsOnly: Bool, reusedDeclarations: Int
    ) {
        self.tree = tree
        self.text = text
        self.linter = linter
        self.declarations = declarations
        self.reachedDeclarationsOnly = reachedDeclarationsOnly
        self.reusedDeclarations = reusedDeclarations
    }

    package struct Declaration {
        /// Where the node starts (its leading trivia), 1-based; the column in UTF-8 bytes.
        var line: Int
        var column: Int
        /// Every finding made inside it, nested declarations' included.
        var findings: [Diagnostic]
        /// The declarations directly inside it (a type's members).
        var nested: [RawSyntax.ID]
    }
}

/// Tracks the declarations of one walk: records each one's findings for the next
/// lint, and — given the previous lint's memory and the declaration an edit
/// changed — answers a declaration left alone with its earlier findings instead
/// of walking it. Used by the walk's dispatcher.
package final class DeclarationLedger {
    private let file: LintFile
    /// nil: nothing is reused, every declaration is walked (and recorded).
    private var previous: LintMemory?
    /// Whether a rule that looks across declarations runs: nothing is reused.
    package private(set) var walksEverything = false
    /// The declaration the edit lies in and its neighbours: walked, never reused.
    private let changed: Set<RawSyntax.ID>
    package private(set) var recorded: [RawSyntax.ID: LintMemory.Declaration] = [:]
    package private(set) var reused = 0

    /// Nodes entered since the walk left declaration structure (a body, a
    /// signature, a token): declarations below them are not tracked.
    private var opaqueDepth = 0
    /// A declaration being walked: where it starts, and where its findings start among the file's.
    private struct Open {
        let id: RawSyntax.ID
        let line: Int, column: Int
        let firstFinding: Int
        var nested: [RawSyntax.ID] = []
    }
    /// The declarations being walked, innermost last.
    private var open: [Open] = []
    /// How many of `open` lie in the changed declaration: nothing in it is reused.
    private var insideChanged = 0
    /// The node whose children the walk skips, until its exit.
    private var skipped: RawSyntax.ID?

    package init(file: LintFile, previous: LintMemory?, changed: Set<RawSyntax.ID>) {
        self.file = file
        self.previous = previous
        self.changed = changed
    }

    /// Reuses nothing in this walk, nor lets the next lint reuse what it records.
    package func walkEverything() {
        walksEverything = true
        previous = nil
    }

    /// Called as the walk enters `node`; false when the node was answered from
    /// the previous lint: the walk skips it, calling none of its handlers.
    package func enter(_ node: Syntax) -> Bool {
        guard opaqueDepth == 0, Self.isStructure(node.kind) else {
            opaqueDepth += 1
            return true
        }
        guard node.kind == .memberBlockItem || node.kind == .codeBlockItem else { return true }
        let id = node.raw.id
        let (line, column) = file.location(of: node.position)
        if insideChanged == 0, !changed.contains(id), let earlier = previous?.declarations[id], earlier.column == column {
            reuse(earlier, as: id, shiftedBy: line - earlier.line)
            skipped = id
            return false
        }
        if changed.contains(id) || insideChanged > 0 { insideChanged += 1 }
        open.append(Open(id: id, line: line, column: column, firstFinding: file.violations.count))
        return true
    }

    /// Called as the walk leaves `node`, after its exit handlers when the walk
    /// calls them; false for a node it skipped (no exit handlers either).
    package func exit(_ node: Syntax) -> Bool {
        if opaqueDepth > 0 {
            opaqueDepth -= 1
            return true
        }
        guard let id = skipped, id == node.raw.id else { return true }
        skipped = nil
        return false
    }

    /// Called after a declaration's exit handlers: its findings are complete.
    package func close(_ node: Syntax) {
        guard opaqueDepth == 0, node.kind == .memberBlockItem || node.kind == .codeBlockItem,
              let last = open.last, last.id == node.raw.id else { return }
        open.removeLast()
        if insideChanged > 0 { insideChanged -= 1 }
        let findings = Array(file.violations[last.firstFinding...])
        let lastLine = file.location(of: node.endPosition).line
        // A finding outside its declaration's lines would not move with it: walk it again next time.
        guard findings.allSatisfy({ $0.line >= last.line && $0.line <= lastLine }) else { return }
        recorded[last.id] = LintMemory.Declaration(line: last.line, column: last.column, findings: findings, nested: last.nested)
        if !open.isEmpty { open[open.count - 1].nested.append(last.id) }
    }

    /// Adds `earlier`'s findings, moved down `lines`, and records it and its nested declarations moved alike.
    private func reuse(_ earlier: LintMemory.Declaration, as id: RawSyntax.ID, shiftedBy lines: Int) {
        for finding in carry(earlier, as: id, shiftedBy: lines).findings { file.append(finding) }
        reused += 1
        if !open.isEmpty { open[open.count - 1].nested.append(id) }
    }

    /// `declaration` moved down `lines` and recorded for the next lint, with the declarations nested in it.
    @discardableResult
    private func carry(_ declaration: LintMemory.Declaration, as id: RawSyntax.ID, shiftedBy lines: Int) -> LintMemory.Declaration {
        var moved = declaration
        moved.line += lines
        if lines != 0 { for index in moved.findings.indices { moved.findings[index].line += lines } }
        recorded[id] = moved
        for nested in declaration.nested {
            if let inner = previous?.declarations[nested] { carry(inner, as: nested, shiftedBy: lines) }
        }
        return moved
    }

    /// The nodes declarations nest in: top-level items, types, extensions,
    /// protocols, their member lists and `#if` blocks around either.
    private static func isStructure(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .sourceFile, .codeBlockItemList, .codeBlockItem, .memberBlock, .memberBlockItemList, .memberBlockItem,
             .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl,
             .ifConfigDecl, .ifConfigClauseList, .ifConfigClause:
            true
        default:
            false
        }
    }

    // MARK: - The declaration an edit changed

    /// The innermost declaration of `new` that holds all of `edit` (in `new`'s
    /// offsets) while the same declaration of `old` — same place among its
    /// parents, same start — held all the text the edit replaced: then every other
    /// byte of the file, its enclosing declarations' own parts among them, is as
    /// it was. Returns it with its neighbours; nil when the edit is not inside one
    /// declaration (the enclosing declarations' heads, two members at once).
    package static func changedDeclaration(old: SourceFileSyntax, new: SourceFileSyntax, edit: SourceEdit) -> Set<RawSyntax.ID>? {
        let start = edit.range.lowerBound.utf8Offset, oldEnd = edit.range.upperBound.utf8Offset
        let newEnd = start + edit.replacementLength.utf8Length
        var oldNode = Syntax(old), newNode = Syntax(new)
        var found: (old: Syntax, new: Syntax)?
        descent: while isStructure(newNode.kind) {
            let oldChildren = Array(oldNode.children(viewMode: .sourceAccurate))
            for (index, child) in newNode.children(viewMode: .sourceAccurate).enumerated()
            where index < oldChildren.count && isStructure(child.kind) && holds(child, start, newEnd) {
                let oldChild = oldChildren[index]
                // A deletion at the border of two nodes: the one that held the deleted text.
                guard oldChild.kind == child.kind, oldChild.position == child.position,
                      oldChild.endPosition.utf8Offset + newEnd - oldEnd == child.endPosition.utf8Offset,
                      holds(oldChild, start, oldEnd)
                else { continue }
                (oldNode, newNode) = (oldChild, child)
                if child.kind == .memberBlockItem || child.kind == .codeBlockItem { found = (oldChild, child) }
                continue descent
            }
            break
        }
        guard let declaration = found?.new else { return nil }
        var ids: Set = [declaration.raw.id]
        if let list = declaration.parent {
            let siblings = Array(list.children(viewMode: .sourceAccurate))
            if let index = siblings.firstIndex(where: { $0.id == declaration.id }) {
                if index > 0 { ids.insert(siblings[index - 1].raw.id) }
                if index + 1 < siblings.count { ids.insert(siblings[index + 1].raw.id) }
            }
        }
        return ids
    }

    /// Whether `node`'s bytes include `start..<end`.
    private static func holds(_ node: Syntax, _ start: Int, _ end: Int) -> Bool {
        node.position.utf8Offset <= start && end <= node.endPosition.utf8Offset
    }
}
