import LintEngine
import SwiftSyntax
import ToolCore

/// `UIDevice()`, `Bundle()` and `NSError()` compile but give a useless
/// object; the shared instance or a full initializer is what was meant.
public struct DiscouragedDirectInitRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "discouraged_direct_init",
        name: "Discouraged Direct Initialization",
        summary: "Discouraged direct initialization of types that can be harmful",
        kind: .lint,
        nonTriggeringExamples: [
            "let foo = UIDevice.current",
            "let foo = Bundle.main",
            "let foo = Bundle(path: \"bar\")",
            "let foo = Bundle(identifier: \"bar\")",
            "let foo = Bundle.init(path: \"bar\")",
            "let foo = NSError(domain: \"bar\", code: 0)",
            "let foo = NSError.init(domain: \"bar\", code: 0)",
            "func testNSError()",
            Example("let foo = Bundle()", options: "{types: [UIDevice]}"),
        ],
        triggeringExamples: [
            "↓UIDevice()",
            "↓Bundle()",
            "let foo = ↓NSError()",
            "let foo = bar(bundle: ↓Bundle(), device: ↓UIDevice(), error: ↓NSError())",
            "↓UIDevice.init()",
            "let foo = bar(bundle: ↓Bundle.init(), device: ↓UIDevice.init(), error: ↓NSError.init())",
            Example("let formatter = ↓DateFormatter()", options: "{types: [DateFormatter]}"),
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// The discouraged types; each also covers its `.init`.
        public var types: Set<String> = Options.withInit(["Bundle", "NSError", "UIDevice"])

        public init() {}

        enum CodingKeys: String, CodingKey { case severity, types }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            if let types = try container.decodeIfPresent([String].self, forKey: .types) { self.types = Self.withInit(Set(types)) }
        }

        private static func withInit(_ types: Set<String>) -> Set<String> {
            types.union(types.map { "\($0).init" })
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    /// A configured type's first name (`Bundle` of `Bundle.init`) is in the call.
    public var triggerIdentifiers: [String] {
        options.types.compactMap { $0.split(separator: ".").first.map { $0.filter { $0 != "`" } } }
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionCallExprSyntax.self) { node in
            guard node.arguments.isEmpty, node.trailingClosure == nil,
                  let name = node.calledExpression.dottedName, options.types.contains(name)
            else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}
