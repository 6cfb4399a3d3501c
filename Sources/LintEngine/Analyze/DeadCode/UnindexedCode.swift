import IndexStore
import SwiftSyntax

/// Source the index says nothing (or not everything) about, though it names
/// declarations: `#if` branches the build did not compile, and the arguments
/// of freestanding macros (`#expect(…)`: the compiler indexes the expansion,
/// and of the arguments as written only some references). Judged by the
/// index — a region that holds no occurrence — rather than by evaluating
/// conditions, so it is exactly this build's choice (`os(Windows)`, `DEBUG`,
/// `canImport(…)`), whatever flags it had.
struct UnindexedCode {
    /// The `#if` branches with nothing indexed inside.
    var branches: [Reachability.InactiveBranch] = []
    /// The names spelled in freestanding macros' arguments.
    var macroNames = Set<String>()

    init(tree: SourceFileSyntax, file: String, converter: SourceLocationConverter, occurrences: [IndexOccurrence]) {
        let finder = Finder(converter: converter, occurrences: occurrences, file: file)
        finder.walk(tree)
        branches = finder.found.branches
        macroNames = finder.found.macroNames
    }

    private init() {}

    private final class Finder: SyntaxVisitor {
        let converter: SourceLocationConverter
        /// Every occurrence's place, in order: a region is indexed when one falls inside it.
        let places: [(line: Int, column: Int)]
        let file: String
        var found = UnindexedCode()

        init(converter: SourceLocationConverter, occurrences: [IndexOccurrence], file: String) {
            self.converter = converter
            self.places = occurrences.map { ($0.line, $0.column) }.sorted { $0 < $1 }
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ clause: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            guard let elements = clause.elements else { return .skipChildren }
            let names = Self.identifiers(in: Syntax(elements))
            guard !names.isEmpty else { return .skipChildren }
            // Compiled: the index holds something inside. Look inside for nested branches.
            if isIndexed(Syntax(elements)) { return .visitChildren }
            let start = converter.location(for: clause.positionAfterSkippingLeadingTrivia)
            found.branches.append(Reachability.InactiveBranch(file: file, line: start.line, column: start.column, names: names))
            return .skipChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            macroArguments([Syntax(node.arguments), node.trailingClosure.map(Syntax.init), Syntax(node.additionalTrailingClosures)])
        }

        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            macroArguments([Syntax(node.arguments), node.trailingClosure.map(Syntax.init), Syntax(node.additionalTrailingClosures)])
        }

        /// The names in the arguments. Even where the index records something there, it
        /// leaves names out: `#expect(try Food(parameter: "x") == .fish)` records the call of
        /// `init(parameter:)` and not the type `Food`.
        private func macroArguments(_ regions: [Syntax?]) -> SyntaxVisitorContinueKind {
            for region in regions.compactMap({ $0 }) { found.macroNames.formUnion(Self.identifiers(in: region)) }
            return .visitChildren
        }

        /// Whether an occurrence falls between the node's first and last token.
        private func isIndexed(_ node: Syntax) -> Bool {
            let start = converter.location(for: node.positionAfterSkippingLeadingTrivia)
            let end = converter.location(for: node.endPositionBeforeTrailingTrivia)
            var low = 0, high = places.count
            while low < high {
                let middle = (low + high) / 2
                if places[middle] < (start.line, start.column) { low = middle + 1 } else { high = middle }
            }
            return low < places.count && places[low] <= (end.line, end.column)
        }

        private static func identifiers(in node: Syntax) -> Set<String> {
            Set(node.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                if case .identifier(let text) = token.tokenKind { return text }
                return nil
            })
        }
    }
}
