import LintEngine
@_spi(RawSyntax) import SwiftSyntax
import ToolCore

/// A `///` comment followed by a plain comment documents nothing: the
/// documentation tools drop it, so it is usually a typo for `//`.
public struct OrphanedDocCommentRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "orphaned_doc_comment",
        name: "Orphaned Doc Comment",
        summary: "A doc comment should be attached to a declaration",
        kind: .lint,
        nonTriggeringExamples: [
            "/// My great property\nvar myGreatProperty: String!",
            "//////////////////////////////////////\n//\n// Copyright header.\n//\n//////////////////////////////////////",
            "/// Look here for more info: https://github.com.\nvar myGreatProperty: String!",
            "/// Look here for more info:\n/// https://github.com.\nvar myGreatProperty: String!",
        ],
        triggeringExamples: [
            "↓/// My great property\n// Not a doc string\nvar myGreatProperty: String!",
            "↓/// Look here for more info: https://github.com.\n// Not a doc string\nvar myGreatProperty: String!",
            "↓/// Look here for more info: https://github.com.\n\n\n// Not a doc string\nvar myGreatProperty: String!",
            Example("↓/// Look here for more info: https://github.com.\n// Not a doc string\n↓/// My great property\n"
                    + "// Not a doc string\nvar myGreatProperty: String!"),
            Example("extension Nested {\n    ↓///\n    /// Look here for more info: https://github.com.\n\n"
                    + "    // Not a doc string\n    var myGreatProperty: String!\n}"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // Files without doc comments need no look at every token.
        guard ByteSearch.contains("///", in: file.text) || ByteSearch.contains("/**", in: file.text) else { return }
        let slash = UInt8(ascii: "/")
        walk.on(TokenSyntax.self) { token in
            // Most trivia is spaces and newlines: its raw text is checked for a `/`
            // before it is split into pieces.
            let view = token.tokenView
            guard view.leadingTriviaByteLength > 2, view.leadingTrivia({ $0.contains(slash) }) else { return }
            var offset = token.position.utf8Offset
            // The first doc comment of a run, until the run is settled.
            var runStart: Int?
            // Raw pieces: their comments are views of the source, not copied into strings.
            for piece in view.leadingRawTriviaPieces {
                defer { offset += piece.byteLength }
                switch piece {
                case .docLineComment(let text), .docBlockComment(let text):
                    // `////` and `/***` lines are banners, not documentation.
                    if runStart == nil, !text.hasPrefix("////"), !text.hasPrefix("/***") { runStart = offset }
                case .newlines, .carriageReturns, .carriageReturnLineFeeds, .spaces:
                    continue
                case .lineComment, .blockComment:
                    if let start = runStart {
                        file.report(self, at: AbsolutePosition(utf8Offset: start), Self.description.summary)
                    }
                    runStart = nil
                default:
                    runStart = nil
                }
            }
        }
    }
}
