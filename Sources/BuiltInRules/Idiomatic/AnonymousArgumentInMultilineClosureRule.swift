import LintEngine
@_spi(RawSyntax) import SwiftSyntax
import ToolCore

/// `$0` is fine in a closure read at a glance, but in a closure spanning
/// several lines the reader has to look back to the call to learn what `$0`
/// is; a named parameter says it where it is used.
///
/// As in SwiftLint, every `$0`, `$1`, … is reported unless it is inside a
/// closure whose braces are on one line (however deeply nested that closure
/// is in multi-line ones).
public struct AnonymousArgumentInMultilineClosureRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "anonymous_argument_in_multiline_closure",
        name: "Anonymous Argument in Multiline Closure",
        summary: "Use named arguments in multiline closures",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "items.map { $0 * 2 }\n",
            "items.forEach { print($0) }\n",
            "values.sorted { $0 < $1 }\n",
            "let labels = users.map { \"\\($0.name)\" }\n",
            "items.forEach { item in\n    print(item)\n}\n",
            "groups.forEach { group in\n    group.items.map { $0.id + group.id }\n}\n",
            "let total = items.reduce(0) { sum, item in\n    sum + item.count\n}\n",
            "struct Form {\n    @State var name = \"\"\n    var field: some View {\n        TextField(\"Name\", text: $name)\n    }\n}\n",
        ],
        triggeringExamples: [
            "items.forEach {\n    print(↓$0)\n}\n",
            "values.sorted {\n    ↓$0 < ↓$1\n}\n",
            "items.forEach { print(↓$0)\n}\n",
            "items.forEach {\n    log(\"\\(↓$0.name)\")\n}\n",
            "let total = items.reduce(0) {\n    ↓$0 + ↓$1.count\n}\n",
            "groups.forEach { group in\n    group.items.forEach {\n        print(↓$0, group)\n    }\n}\n",
            "load(completion: {\n    handle(↓$0)\n}, failure: { report($0) })\n",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(DeclReferenceExprSyntax.self) { node in
            // The raw kind: `tokenKind` would copy every name's text first.
            guard node.baseName.rawTokenKind == .dollarIdentifier, !Self.isInSingleLineClosure(node, in: file) else {
                return
            }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// Whether some closure around `node` has both braces on one line.
    private static func isInSingleLineClosure(_ node: DeclReferenceExprSyntax, in file: LintFile) -> Bool {
        var next = node.parent
        while let ancestor = next {
            if let closure = ancestor.as(ClosureExprSyntax.self),
               file.location(of: closure.leftBrace.positionAfterSkippingLeadingTrivia).line
                == file.location(of: closure.rightBrace.endPositionBeforeTrailingTrivia).line {
                return true
            }
            next = ancestor.parent
        }
        return false
    }
}
