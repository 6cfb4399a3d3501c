import Algorithms
import LintEngine
import SwiftSyntax
import ToolCore

/// Documentation tools never show a doc comment inside a function body: it
/// documents nothing a reader of the docs will see, and `///` there is
/// usually meant as a plain `//` note.
///
/// As SwiftLint decides: the first doc comment (`///` or `/** */`) in the
/// body of each function, braces included, is reported; bodies of
/// initializers, accessors and closures outside functions are not looked at.
public struct LocalDocCommentRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "local_doc_comment",
        name: "Local Doc Comment",
        summary: "Prefer regular comments over doc comments in local scopes",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            "func render() {\n    // Local notes use plain comments.\n    draw()\n}\n",
            "/// The title shown on top.\nvar title: String!\n",
            "/// See https://example.com for details.\nvar title: String!\n",
            "/// See the guide:\n/// https://example.com.\nvar title: String!\n",
            "struct Panel {\n    /// The panel's width.\n    var width = 0\n\n    /// Draws the panel.\n"
                + "    func draw() {\n        // plain\n    }\n}\n",
            "init() {\n    /// Not a function body.\n    setUp()\n}\n",
            "let action = {\n    /// A closure outside any function.\n    run()\n}\n",
            "var area: Int {\n    /// An accessor body.\n    return 4\n}\n",
            "protocol Drawing {\n    /// Draws.\n    func draw()\n}\n",
        ],
        triggeringExamples: [
            "func render() {\n    ↓/// A doc comment inside a function.\n    draw()\n}\n",
            "func render() {\n    ↓/** A doc block inside a function. */\n    draw()\n}\n",
            "func render() {\n    draw()\n    ↓/// First.\n    /// Second.\n    paint()\n}\n",
            "func render() {\n    items.forEach { item in\n        ↓/// Inside a closure in a function.\n        draw(item)\n    }\n}\n",
            "struct Panel {\n    func draw() {\n        ↓/// Inside a method.\n        paint()\n    }\n}\n",
            "func render() {\n    ↓/// Documents a nested function, but locally.\n    func helper() {}\n    helper()\n}\n",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // Where `///` or `/**` is written, in order: most files have them only
        // on declarations, so most function bodies hold none.
        let starts = Self.docCommentStarts(in: file.text)
        guard !starts.isEmpty else { return }
        // A nested function's first doc comment can be its outer function's first too: reported once.
        var reported = Set<Int>()
        walk.on(FunctionDeclSyntax.self) { node in
            guard let body = node.body, let start = Self.firstDocComment(in: body, starts: starts), reported.insert(start).inserted else {
                return
            }
            file.report(self, at: AbsolutePosition(utf8Offset: start), Self.description.summary)
        }
    }

    /// Where the first doc comment inside the body starts: the first of `starts`
    /// in the body that begins a doc comment (not, say, `///` in a string).
    private static func firstDocComment(in body: CodeBlockSyntax, starts: [Int]) -> Int? {
        let range = body.positionAfterSkippingLeadingTrivia.utf8Offset..<body.endPositionBeforeTrailingTrivia.utf8Offset
        var index = starts.partitioningIndex { $0 >= range.lowerBound }
        while index < starts.count, range.contains(starts[index]) {
            if isDocComment(at: starts[index], in: body) { return starts[index] }
            index += 1
        }
        return nil
    }

    /// The offsets where `///` or `/**` starts, in order (a byte scan from
    /// slash to slash: String's `ranges(of:)` compares characters, ten times slower).
    private static func docCommentStarts(in text: String) -> [Int] {
        var text = text
        return text.withUTF8 { bytes in
            let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
            var starts: [Int] = [], from = 0
            while let index = ByteSearch.firstIndex(of: slash, in: bytes, from: from), index + 2 < bytes.count {
                let next = bytes[index + 1]
                if next == bytes[index + 2] && (next == slash || next == star) { starts.append(index) }
                from = index + 1
            }
            return starts
        }
    }

    /// Whether a doc comment piece starts at `offset` (not, say, `///` in a string).
    private static func isDocComment(at offset: Int, in body: CodeBlockSyntax) -> Bool {
        guard let token = body.token(at: AbsolutePosition(utf8Offset: offset)) else { return false }
        var found = false
        token.forEachTriviaPiece { piece, position in
            switch piece {
            case .docLineComment, .docBlockComment: found = found || position.utf8Offset == offset
            default: break
            }
        }
        return found
    }
}
