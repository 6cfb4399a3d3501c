import SwiftIDEUtils
import SwiftSyntax

/// Declarations as the docs show them: tokens of the source with whitespace
/// normalized (one space where the source had any trivia, none inside
/// brackets), comments dropped, and chosen parts (bodies, access modifiers,
/// implementation-detail attributes) left out.
enum DeclarationText {
    /// The classified tokens of `node`, without the tokens inside `skipping`.
    /// `name` is the declaration's own name token, classified as `.name`.
    static func fragments(
        of node: some SyntaxProtocol, skipping: [Syntax] = [], name: TokenSyntax? = nil
    ) -> [DeclarationFragment] {
        let skipped = skipping.map { $0.positionAfterSkippingLeadingTrivia..<$0.endPositionBeforeTrailingTrivia }
        var fragments: [DeclarationFragment] = []
        var previous: TokenSyntax?
        var gap = false
        for token in node.tokens(viewMode: .sourceAccurate) {
            let start = token.positionAfterSkippingLeadingTrivia
            if skipped.contains(where: { $0.contains(start) }) {
                gap = gap || previous != nil
                continue
            }
            guard token.presence == .present, !token.text.isEmpty else { continue }
            if let previous, needsSpace(between: previous, and: token, gap: gap) {
                fragments.append(DeclarationFragment(.text, " "))
            }
            gap = false
            let kind: DeclarationFragment.Kind = token.id == name?.id ? .name : classify(token)
            fragments.append(DeclarationFragment(kind, token.text))
            previous = token
        }
        dropTrailingCommas(&fragments)
        return merge(fragments)
    }

    /// `node` as one normalized line of text.
    static func text(of node: some SyntaxProtocol, skipping: [Syntax] = []) -> String {
        fragments(of: node, skipping: skipping).map(\.text).joined()
    }

    /// Plain fragments for text the docs add (`{ get set }`).
    static func keywords(_ words: [String]) -> [DeclarationFragment] {
        var result: [DeclarationFragment] = []
        for word in words {
            result.append(DeclarationFragment(.text, " "))
            result.append(DeclarationFragment(["{", "}"].contains(word) ? .text : .keyword, word))
        }
        return result
    }

    private static let opening: Set<String> = ["(", "[", "<"]
    private static let closing: Set<String> = [")", "]", ">", ",", ":", ".", "?", "!", "..."]

    private static func needsSpace(between previous: TokenSyntax, and token: TokenSyntax, gap: Bool) -> Bool {
        let hadTrivia = gap || !previous.trailingTrivia.isEmpty || !token.leadingTrivia.isEmpty
        guard hadTrivia else { return false }
        if opening.contains(previous.text) && previous.tokenKind != .binaryOperator("<") { return false }
        if closing.contains(token.text) && !isInfixOperator(token) && !startsOperand(token, after: previous) { return false }
        if previous.text == "@" || token.text == "(" && previous.tokenKind.isIdentifierLike { return false }
        return true
    }

    /// A prefix `!` (`&& !os(WASI)`) or an implicit member's `.` after `=`, `,`,
    /// `:` or an operator (`= .long`) begins an operand: the space before it stays.
    private static func startsOperand(_ token: TokenSyntax, after previous: TokenSyntax) -> Bool {
        if case .prefixOperator = token.tokenKind { return true }
        guard token.tokenKind == .period else { return false }
        switch previous.tokenKind {
        case .equal, .comma, .colon, .binaryOperator, .prefixOperator, .arrow: return true
        default: return false
        }
    }

    private static func isInfixOperator(_ token: TokenSyntax) -> Bool {
        if case .binaryOperator = token.tokenKind { return true }
        return false
    }

    /// `f(a: Int,)` from a multi-line list whose last element had a comma.
    private static func dropTrailingCommas(_ fragments: inout [DeclarationFragment]) {
        var index = fragments.count - 1
        while index > 0 {
            if fragments[index].text == ")" || fragments[index].text == "]" {
                var before = index - 1
                if fragments[before].text == " " && before > 0 { before -= 1 }
                if fragments[before].text == "," {
                    fragments.removeSubrange(before..<index)
                    index = before
                }
            }
            index -= 1
        }
    }

    /// Adjacent fragments of one kind joined (`@` and `MainActor`, the quotes and
    /// text of a string), so the model and the HTML stay small. Types stay apart: each may be linked.
    private static func merge(_ fragments: [DeclarationFragment]) -> [DeclarationFragment] {
        let mergeable: Set<DeclarationFragment.Kind> = [.text, .attribute, .string]
        var result: [DeclarationFragment] = []
        for fragment in fragments {
            if mergeable.contains(fragment.kind), let last = result.last, last.kind == fragment.kind {
                result[result.count - 1].text += fragment.text
            } else {
                result.append(fragment)
            }
        }
        return result
    }

    private static func classify(_ token: TokenSyntax) -> DeclarationFragment.Kind {
        if token.parent?.parent?.is(AttributeSyntax.self) == true && token.parent?.is(IdentifierTypeSyntax.self) == true {
            return .attribute  // the name in `@MainActor`
        }
        return switch token.tokenClassification.kind {
        case .keyword: .keyword
        case .attribute: token.tokenKind == .atSign || token.text.first == "@" ? .attribute : attributeOrKeyword(token)
        case .type: .type
        case .argumentLabel: .label
        case .identifier, .dollarIdentifier: .identifier
        case .stringLiteral: .string
        case .integerLiteral, .floatLiteral: .number
        case .operator: .operator
        default: .text
        }
    }

    /// Declaration modifiers (`static`, `mutating`) are classified `attribute`; they read as keywords.
    private static func attributeOrKeyword(_ token: TokenSyntax) -> DeclarationFragment.Kind {
        token.parent?.is(DeclModifierSyntax.self) == true ? .keyword : .attribute
    }
}

extension TokenKind {
    fileprivate var isIdentifierLike: Bool {
        switch self {
        case .identifier, .keyword: true
        default: false
        }
    }
}
