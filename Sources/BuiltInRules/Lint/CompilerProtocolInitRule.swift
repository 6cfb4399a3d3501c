import LintEngine
import SwiftSyntax
import ToolCore

/// `init(arrayLiteral:)` and its kin exist for the compiler to turn literals
/// into values; code should write the literal.
public struct CompilerProtocolInitRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "compiler_protocol_init",
        name: "Compiler Protocol Init",
        summary: "The initializers declared in compiler protocols such as `ExpressibleByArrayLiteral` shouldn't be called directly.",
        kind: .lint,
        nonTriggeringExamples: [
            "let set: Set<Int> = [1, 2]",
            "let set = Set(array)",
            "let value = Foo(arrayLiteral: 1, 2)",
        ],
        triggeringExamples: [
            "let set = ↓Set(arrayLiteral: 1, 2)",
            "let set = ↓Set (arrayLiteral: 1, 2)",
            "let set = ↓Set.init(arrayLiteral: 1, 2)",
            "let set = ↓Set.init(arrayLiteral : 1, 2)",
            "let text = ↓String(stringLiteral: \"a\")",
            "let none = ↓Optional<Int>.init(nilLiteral: ())",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { Self.protocols.flatMap(\.labels) }

    /// A compiler protocol, the types SwiftLint knows to adopt it, and its initializer labels.
    private struct CompilerProtocol {
        let name: String
        let types: Set<String>
        let labels: Set<String>
    }

    private static let protocols: [CompilerProtocol] = [
        CompilerProtocol(name: "ExpressibleByArrayLiteral", types: [
            "Array", "ArraySlice", "ContiguousArray", "IndexPath", "NSArray", "NSCountedSet", "NSMutableArray",
            "NSMutableOrderedSet", "NSMutableSet", "NSOrderedSet", "NSSet", "SBElementArray", "Set", "IndexSet",
        ], labels: ["arrayLiteral"]),
        CompilerProtocol(name: "ExpressibleByNilLiteral", types: ["Optional"], labels: ["nilLiteral"]),
        CompilerProtocol(name: "ExpressibleByBooleanLiteral", types: ["Bool", "NSDecimalNumber", "NSNumber", "ObjCBool"],
                         labels: ["booleanLiteral"]),
        CompilerProtocol(name: "ExpressibleByFloatLiteral", types: ["Decimal", "NSDecimalNumber", "NSNumber"],
                         labels: ["floatLiteral"]),
        CompilerProtocol(name: "ExpressibleByIntegerLiteral",
                         types: ["Decimal", "Double", "Float", "Float80", "NSDecimalNumber", "NSNumber"], labels: ["integerLiteral"]),
        CompilerProtocol(name: "ExpressibleByUnicodeScalarLiteral", types: ["StaticString", "String", "UnicodeScalar"],
                         labels: ["unicodeScalarLiteral"]),
        CompilerProtocol(name: "ExpressibleByExtendedGraphemeClusterLiteral", types: ["Character", "StaticString", "String"],
                         labels: ["extendedGraphemeClusterLiteral"]),
        CompilerProtocol(name: "ExpressibleByStringLiteral",
                         types: ["CSLocalizedString", "NSMutableString", "NSString", "Selector", "StaticString", "String"],
                         labels: ["stringLiteral"]),
        CompilerProtocol(name: "ExpressibleByStringInterpolation", types: ["String"],
                         labels: ["stringInterpolation", "stringInterpolationSegment"]),
        CompilerProtocol(name: "ExpressibleByDictionaryLiteral",
                         types: ["Dictionary", "DictionaryLiteral", "NSDictionary", "NSMutableDictionary"], labels: ["dictionaryLiteral"]),
    ]

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionCallExprSyntax.self) { node in
            guard node.trailingClosure == nil else { return }
            // The one labelled argument of a literal initializer.
            let labels = node.arguments.compactMap(\.label)
            guard labels.count == 1, let label = labels.first?.text, let type = Self.typeName(calledBy: node) else { return }
            guard let match = Self.protocols.first(where: { $0.labels.contains(label) && $0.types.contains(type) }) else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia,
                        "Initializers declared in compiler protocol \(match.name) shouldn't be called directly")
        }
    }

    /// `Set` for `Set(…)`, `Set.init(…)` and `Set<Int>(…)`.
    private static func typeName(calledBy call: FunctionCallExprSyntax) -> String? {
        var called = call.calledExpression
        if let member = called.as(MemberAccessExprSyntax.self) {
            guard member.declName.baseName.isKeyword(.`init`), let base = member.base else { return nil }
            called = base
        }
        if let specialized = called.as(GenericSpecializationExprSyntax.self) { called = specialized.expression }
        return called.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}
