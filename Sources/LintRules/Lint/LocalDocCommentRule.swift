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
        // Files without doc comments need no look at every function body.
        guard ByteSearch.contains("///", in: file.text) || ByteSearch.contains("/**", in: file.text) else { return }
        // A nested function's first doc comment can be its outer function's first too: reported once.
        var reported = Set<Int>()
        walk.on(FunctionDeclSyntax.self) { node in
            guard let body = node.body, let start = Self.firstDocComment(in: body, file: file), reported.insert(start).inserted else {
                return
            }
            file.report(self, at: AbsolutePosition(utf8Offset: start), Self.description.summary)
        }
    }

    /// Where the first doc comment inside the body starts. Only the body's
    /// lines that hold a comment are looked at (a look at every token of every
    /// body cost 3% of a run with every rule on).
    private static func firstDocComment(in body: CodeBlockSyntax, file: LintFile) -> Int? {
        let range = body.positionAfterSkippingLeadingTrivia.utf8Offset..<body.endPositionBeforeTrailingTrivia.utf8Offset
        let first = file.location(of: body.positionAfterSkippingLeadingTrivia).line
        let lines = first...file.location(of: body.endPositionBeforeTrailingTrivia).line
        for number in lines where file.commentLines.contains(number) {
            let line = file.lines[number - 1]
            if let offset = docCommentStarts(in: line).first(where: { range.contains($0) && isDocComment(at: $0, in: body) }) {
                return offset
            }
        }
        return nil
    }

    /// The file offsets in `line` where `///` or `/**` starts, in order (a byte
    /// scan: String's `ranges(of:)` compares characters, ten times slower).
    private static func docCommentStarts(in line: SourceLine) -> [Int] {
        let bytes = Array(line.text.utf8)
        guard bytes.count >= 3 else { return [] }
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
        return (0..<(bytes.count - 2)).filter { index in
            bytes[index] == slash && bytes[index + 1] == bytes[index + 2] && (bytes[index + 1] == slash || bytes[index + 1] == star)
        }.map { line.startOffset + $0 }
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
