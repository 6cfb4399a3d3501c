import LintEngine
import SwiftSyntax
import ToolCore

/// Protocol requirements read `{ get set }` by convention; `{ set get }`
/// makes a reader stop and check.
public struct ProtocolPropertyAccessorsOrderRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "protocol_property_accessors_order",
        name: "Protocol Property Accessors Order",
        summary: "When declaring properties in protocols, the order of accessors should be `get set`",
        kind: .style,
        nonTriggeringExamples: [
            "protocol Foo {\n    var bar: String { get set }\n}\n",
            "protocol Foo {\n    var bar: String { get }\n}\n",
            "protocol Foo {\n    var bar: String { set }\n}\n",
            "protocol Foo {\n    subscript(i: Int) -> Int { set get }\n}\n",
        ],
        triggeringExamples: [
            "protocol Foo {\n    var bar: String { ↓set get }\n}\n",
            "protocol Foo {\n    var bar: String { ↓set  get }\n    var baz: Int { get }\n}\n",
            "protocol Foo {\n    static var bar: String { ↓set get }\n}\n",
        ],
        corrections: [
            Correction("protocol Foo {\n    var bar: String { ↓set get }\n}\n", "protocol Foo {\n    var bar: String { get set }\n}\n"),
            Correction("protocol Foo {\n    var bar: String { ↓nonmutating set get }\n}\n",
                       "protocol Foo {\n    var bar: String { get nonmutating set }\n}\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(AccessorBlockSyntax.self) { node in
            // Properties only, as SwiftLint: it does not look into subscripts.
            guard node.parent?.is(PatternBindingSyntax.self) == true,
                  case .accessors(let accessors) = node.accessors, accessors.count == 2,
                  accessors.allSatisfy({ $0.body == nil }),
                  let setter = accessors.first, setter.accessorSpecifier.isKeyword(.set),
                  let getter = accessors.last else { return }
            file.report(self, at: accessors.positionAfterSkippingLeadingTrivia, Self.description.summary,
                        fix: Self.swapping(setter, getter, in: file))
        }
    }

    /// Swaps the two accessors' text, keeping the spacing between them.
    private static func swapping(_ first: AccessorDeclSyntax, _ second: AccessorDeclSyntax, in file: LintFile) -> Diagnostic.Fix {
        let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
        let firstEnd = first.endPositionBeforeTrailingTrivia.utf8Offset
        let secondStart = second.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = second.endPositionBeforeTrailingTrivia.utf8Offset
        let replacement = file.text(from: secondStart, to: end)
            + file.text(from: firstEnd, to: secondStart)
            + file.text(from: start, to: firstEnd)
        return Diagnostic.Fix(start: start, end: end, replacement: replacement)
    }
}
