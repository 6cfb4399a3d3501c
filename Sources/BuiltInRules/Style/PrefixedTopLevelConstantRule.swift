import LintEngine
import SwiftSyntax
import ToolCore

/// A `k` prefix tells a reader at the point of use that a name is a global
/// constant, not a local or a member that happens to share the name.
public struct PrefixedTopLevelConstantRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "prefixed_toplevel_constant",
        name: "Prefixed Top-Level Constant",
        summary: "Top-level constants should be prefixed by `k`",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "private let kTimeout = 30.0",
            "public let kIsEnabled = true",
            "internal let kGreeting = \"hello\"",
            "let kMaxRetries = 3",
            Example("let Limit = 10", options: "{only_private: true}"),
            Example("fileprivate let kLimit = 10", options: "{only_private: true}"),
            "struct Settings {\n    let timeout = 30.0\n}\n",
            "private var counter = 0",
            "public var isReady = false",
            "var greeting = \"hi\"",
            "var width = 1, height = 2",
            "let\n    kSpacing = 8\n",
            "var total: Int {\n    let partial = a + b\n    return partial\n}\n",
            "let kHandler = {\n    let local = 1\n    return local\n}()\n",
            "if isReady {\n    let value = compute()\n    print(value)\n}\n",
            "values.forEach { value in\n    let doubled = value * 2\n    print(doubled)\n}\n",
            "func run() {\n    let local = 1\n    print(local)\n}\n",
            "extension Settings {\n    static let shared = Settings()\n}\n",
            "let (first, second) = (1, 2)",
        ],
        triggeringExamples: [
            "private let ↓timeout = 30.0",
            "public let ↓IsEnabled = true",
            "internal let ↓greeting = \"hello\"",
            "let ↓maxRetries = 3",
            "let ↓width = 1, ↓height = 2",
            "let\n    ↓spacing = 8\n",
            "let ↓handler = {\n    return 1\n}()\n",
            Example("private let ↓limit = 10", options: "{only_private: true}"),
            Example("fileprivate let ↓limit = 10", options: "{only_private: true}"),
            "#if DEBUG\nlet ↓verbose = true\n#endif\n",
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// Only check constants declared `private` or `fileprivate`.
        public var onlyPrivate = false

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case onlyPrivate = "only_private"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            onlyPrivate = try container.decodeIfPresent(Bool.self, forKey: .onlyPrivate) ?? onlyPrivate
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(VariableDeclSyntax.self) { node in
            guard node.bindingSpecifier.isKeyword(.let), Self.isTopLevel(node) else { return }
            if options.onlyPrivate,
               !(node.modifiers.hasKeyword(.private) || node.modifiers.hasKeyword(.fileprivate)) {
                return
            }
            for binding in node.bindings {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
                      !pattern.identifier.text.hasPrefix("k")
                else { continue }
                file.report(self, at: pattern.positionAfterSkippingLeadingTrivia, Self.description.summary)
            }
        }
    }

    /// Whether nothing around the declaration is a declaration with a body, a
    /// code block or a closure (SwiftLint skips into none of them). Other
    /// containers, such as `#if` blocks and top-level `switch` cases, count as top level.
    private static func isTopLevel(_ node: VariableDeclSyntax) -> Bool {
        var current = node.parent
        while let parent = current {
            switch parent.kind {
            case .actorDecl, .classDecl, .enumDecl, .extensionDecl, .functionDecl, .protocolDecl, .structDecl,
                 .variableDecl, .codeBlock, .closureExpr:
                return false
            default:
                current = parent.parent
            }
        }
        return true
    }
}
