import IndexStore
import SwiftSyntax

/// The `#if` branches the build did not compile: the index holds nothing
/// inside them, while their source names declarations. Judged by the index
/// rather than by evaluating the conditions, so it is exactly this build's
/// choice (`os(Windows)`, `DEBUG`, `canImport(…)`), whatever flags it had.
enum InactiveBranches {
    static func find(
        in tree: SourceFileSyntax, file: String, converter: SourceLocationConverter, occurrences: [IndexOccurrence]
    ) -> [Reachability.InactiveBranch] {
        let lines = Set(occurrences.map(\.line))
        let finder = BranchFinder(converter: converter, indexedLines: lines, file: file)
        finder.walk(tree)
        return finder.branches
    }

    private final class BranchFinder: SyntaxVisitor {
        let converter: SourceLocationConverter
        let indexedLines: Set<Int>
        let file: String
        var branches: [Reachability.InactiveBranch] = []

        init(converter: SourceLocationConverter, indexedLines: Set<Int>, file: String) {
            self.converter = converter
            self.indexedLines = indexedLines
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ clause: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            guard let elements = clause.elements else { return .skipChildren }
            let names = Set(elements.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                if case .identifier(let text) = token.tokenKind { return text }
                return nil
            })
            guard !names.isEmpty else { return .skipChildren }
            let start = converter.location(for: elements.positionAfterSkippingLeadingTrivia).line
            let end = converter.location(for: elements.endPositionBeforeTrailingTrivia).line
            // Compiled: the index holds something inside. Look inside for nested branches.
            if (start...end).contains(where: indexedLines.contains) { return .visitChildren }
            let line = converter.location(for: clause.positionAfterSkippingLeadingTrivia).line
            branches.append(Reachability.InactiveBranch(file: file, line: line, names: names))
            return .skipChildren
        }
    }
}
