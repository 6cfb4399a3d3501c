import LintEngine
import SwiftSyntax
import ToolCore

/// Stored properties and top-level variables are the state a reader looks
/// for first; a blank line between them and the functions, types or
/// statements next to them keeps that state easy to find.
///
/// As in SwiftLint, the members of every type body and the statements at the
/// top level (also inside `#if` blocks and top-level `switch` cases, but not in
/// function, accessor or closure bodies) are taken in pairs of neighbours: when
/// the two are of different kinds and one is a variable declaration, the
/// second is reported (at its start, attributes included) unless at least two
/// line breaks — a blank line, or a comment line — separate them. Compiler
/// directives such as `#warning` are left out of the pairs.
public struct LetVarWhitespaceRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "let_var_whitespace",
        name: "Variable Declaration Whitespace",
        summary: "Variable declarations should be separated from other statements by a blank line",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            inClass("let width = 0\nvar height = 1\n\nvar depth = 2"),
            inClass("let width = 3\n\nvar height = 4"),
            inClass("var width = 0"),
            inClass("let total = 1 +\n    2\nlet other = 3"),
            inClass("var area: Int {\n    return 0\n}"),
            inClass("var area: Int {\n    let side = 2\n\n    return side * side\n}"),
            inClass("var area: Int {\n    let side = 2\n    return side * side\n}"),
            inClass("#if DEBUG\nlet verbose = true\n\nfunc log() {}\n#endif"),
            inClass("#warning(\"clean up\")\nlet first = 0\n#warning(\"clean up\")\nlet second = 0"),
            inClass("#error(\"unsupported\")\nlet first = 0"),
            inClass("@available(iOS 15, *)\nlet modern = 0"),
            inClass("@objc\nvar title: String = \"\""),
            inClass("@objc\nfunc tap() {}"),
            inClass("var width = 0\nlazy\nvar height = 0"),
            inClass("@available(macOS, introduced: 11)\n@available(*, deprecated)\nvar legacy = 0"),
            inClass("// first note\n// second note\n\nlet limit = defaultLimit"),
            inClass("@Published\n@Stored(\"name\", fallback: true)\nvar isOn = true\n\n@Action\nfunc toggle() {}"),
            inClass("let width = 0\n// measuring\nfunc measure() {}"),
            inClass("static var banner: String { /* note */\n    let mark = \"!\"\n    return \"Hi\" + mark\n}\n\nfunc f() {}"),
            inClass("@Option(name: \"first\")\nvar first = false\n@Option(help: \"\"\"\n    long\n    help\n\"\"\")\nvar second = false"),
            "total = 2\n",
            "total = 2\n\nvar next = 3\n",
            "#warning(\"later\")\nlet value = 2\n",
            "#if DEBUG\nlet value = 2\n#endif\n",
            "run {\n    let value = 1\n    return value\n}\n",
            "func compute() -> Int {\n    let value = 2\n    return value\n}\n",
            "func compute() -> Int {\n    #if DEBUG\n    let value = 2\n    return value\n    #else\n    return 1\n    #endif\n}\n",
            "let width = 0\r\n\r\nfunc measure() {}\r\n",
        ],
        triggeringExamples: [
            inClass("let width: Int\n↓func measure() {}"),
            inClass("var width = 0\n↓@objc func tap() {}"),
            inClass("var width = 0\n↓@objc\nfunc tap() {}"),
            inClass("@objc func tap() {\n}\n↓var width = 0"),
            inClass("func setUp() {}\n↓@Published\nlet isReady = false\n@Published\nvar isOn = true\n↓func tearDown() {}"),
            inClass("#if DEBUG\nlet verbose = true\n↓func log() {}\n#endif"),
            inClass("var width = 0\n↓struct Size {}"),
            "let total = 2\n↓count = 1\n",
            "#if DEBUG\nlet verbose = true\n↓func log() {}\n#else\nfunc log() {}\n↓let verbose = false\n#endif\n",
            "switch mode {\ncase .fast:\n    let speed = 2\n    ↓print(speed)\ndefault:\n    break\n}\n",
            "let width = 0\r\n↓func measure() {}\r\n",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    /// `members` as the body of a class.
    private static func inClass(_ members: String, file: StaticString = #filePath, line: UInt = #line) -> Example {
        Example("class Holder {\n\(members)\n}\n", file: file, line: line)
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(MemberBlockItemListSyntax.self) { list in
            check(list.lazy.map { Syntax($0.decl) }, in: file)
        }
        walk.on(CodeBlockItemListSyntax.self) { list in
            guard Self.isChecked(list) else { return }
            check(list.lazy.map { Syntax($0.item) }, in: file)
        }
    }

    /// Reports each item that follows a neighbour of another kind, one of the
    /// two a variable declaration, without a blank line between them.
    private func check(_ items: some Sequence<Syntax>, in file: LintFile) {
        var previous: Syntax?
        for item in items {
            if let before = previous, Self.needsBlankLine(between: before, and: item) {
                file.report(self, at: item.positionAfterSkippingLeadingTrivia, Self.description.summary)
            }
            previous = item
        }
    }

    private static func needsBlankLine(between first: Syntax, and second: Syntax) -> Bool {
        guard !isDirective(first), !isDirective(second), first.kind != second.kind,
              first.is(VariableDeclSyntax.self) || second.is(VariableDeclSyntax.self)
        else { return false }
        return lineBreaks(in: first.trailingTrivia + second.leadingTrivia) < 2
    }

    /// Statements at the top level, in `#if` blocks there or in a type body,
    /// and in top-level `switch` cases; not those of a function, accessor or closure.
    private static func isChecked(_ list: CodeBlockItemListSyntax) -> Bool {
        var next = list.parent
        while let ancestor = next {
            switch ancestor.kind {
            case .closureExpr, .codeBlock, .accessorBlock: return false
            case .memberBlock, .sourceFile: return true
            default: next = ancestor.parent
            }
        }
        return false
    }

    /// `#warning`, `#error` and other freestanding macros, which may sit next
    /// to a declaration without a blank line.
    private static func isDirective(_ item: Syntax) -> Bool {
        item.is(MacroExpansionDeclSyntax.self) || item.is(MacroExpansionExprSyntax.self)
    }

    /// The line breaks in `trivia`, however spelt. (SwiftLint counts only `\n`
    /// pieces, so it finds no blank line in a file with `\r\n` line ends.)
    private static func lineBreaks(in trivia: Trivia) -> Int {
        var count = 0
        for piece in trivia {
            switch piece {
            case .newlines(let breaks), .carriageReturns(let breaks), .carriageReturnLineFeeds(let breaks): count += breaks
            default: break
            }
        }
        return count
    }
}
