import LintEngine
import SwiftSyntax
import ToolCore

/// A visible Combine subject lets any caller send values through it; keeping
/// it private and exposing a publisher keeps sending to its owner.
public struct PrivateSubjectRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "private_subject",
        name: "Private Combine Subject",
        summary: "Combine Subject should be private",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            "final class Feed {\n    private let updates = PassthroughSubject<Int, Never>()\n}",
            "final class Feed {\n    private let updates: PassthroughSubject<Int, Never>\n}",
            "final class Feed {\n    fileprivate let updates: PassthroughSubject<Int, Never>\n}",
            "final class Feed {\n    private let updates: PassthroughSubject<Int, Never> = .init()\n}",
            "final class Feed {\n    private let state = CurrentValueSubject<Int, Never>(0)\n}",
            "final class Feed {\n    fileprivate let state: CurrentValueSubject<String, Never>\n}",
            "final class Feed {\n    private let state: CurrentValueSubject<String, Never> = .init(\"idle\")\n}",
            "final class Feed {\n    private let updates = PassthroughSubject<[String: Int], Never>()\n}",
            "final class Feed {\n    private let state: CurrentValueSubject<Set<Int>, Never> = .init([])\n}",
            "final class Feed {\n    private let updates =\n        PassthroughSubject<Int, Never>()\n}",
            "final class Feed {\n    private let updates:\n        PassthroughSubject<Int, Never> = .init()\n}",
            """
            final class Feed {
                private let state: CurrentValueSubject<Int, Never>
                init() {
                    let state = CurrentValueSubject<Int, Never>(1)
                    self.state = state
                }
            }
            """,
            "func build() {\n    let updates = PassthroughSubject<Int, Never>()\n}",
            "final class Feed {\n    static let shared = PassthroughSubject<Int, Never>()\n}",
            "final class Feed {\n    class var shared: CurrentValueSubject<Int, Never> { .init(0) }\n}",
            "final class Feed {\n    var count: Int {\n        let updates = PassthroughSubject<Int, Never>()\n        return 0\n    }\n}",
            "final class Feed {\n    let updates: AnyPublisher<Int, Never>\n}",
            "final class Feed {\n    let updates: Combine.PassthroughSubject<Int, Never>\n}",
            "final class Feed {\n    let updates = PassthroughSubject()\n}",
        ],
        triggeringExamples: [
            "final class Feed {\n    let ↓updates = PassthroughSubject<Int, Never>()\n}",
            "final class Feed {\n    let ↓updates: PassthroughSubject<Int, Never>\n}",
            "final class Feed {\n    private(set) let ↓updates: PassthroughSubject<Int, Never>\n}",
            "final class Feed {\n    private(set) let ↓updates = PassthroughSubject<Int, Never>()\n}",
            "final class Feed {\n    let ↓updates: PassthroughSubject<Int, Never> = .init()\n}",
            """
            final class Feed {
                private let quiet: PassthroughSubject<Int, Never>
                private(set) let ↓updates = PassthroughSubject<Int, Never>()
                public let ↓errors = PassthroughSubject<Error, Never>()
            }
            """,
            "final class Feed {\n    let ↓state = CurrentValueSubject<Int, Never>(3)\n}",
            "final class Feed {\n    var ↓state: CurrentValueSubject<Int, Never>\n}",
            "final class Feed {\n    private(set) var ↓state = CurrentValueSubject<Bool, Never>(true)\n}",
            "final class Feed {\n    let ↓state: CurrentValueSubject<String, Never> = .init(\"idle\")\n}",
            "final class Feed {\n    let ↓updates = PassthroughSubject<[String: Int], Never>()\n}",
            "final class Feed {\n    let ↓state: CurrentValueSubject<Set<Int>, Never> = .init([])\n}",
            "final class Feed {\n    let ↓updates =\n        PassthroughSubject<Int, Never>()\n}",
            "final class Feed {\n    let ↓updates:\n        PassthroughSubject<Int, Never> = .init()\n}",
            "final class Feed {\n    let ↓updates = PassthroughSubject<Int, Never>(), ↓state = CurrentValueSubject<Int, Never>(0)\n}",
            "let ↓events = PassthroughSubject<String, Never>()",
            "protocol FeedProviding {\n    var ↓updates: PassthroughSubject<Int, Never> { get }\n}",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["PassthroughSubject", "CurrentValueSubject"] }

    private static let subjectTypes: Set<String> = ["PassthroughSubject", "CurrentValueSubject"]

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(VariableDeclSyntax.self) { node in
            guard !AccessControlSupport.isPrivateOrFileprivate(node.modifiers),
                  !node.modifiers.hasKeyword(.static), !node.modifiers.hasKeyword(.class),
                  !Self.isNestedInSkippedDeclaration(node)
            else { return }
            for binding in node.bindings where Self.isSubject(binding) {
                file.report(self, at: binding.pattern.positionAfterSkippingLeadingTrivia, Self.description.summary)
            }
        }
    }

    /// `let x: PassthroughSubject<…>` or `let x = CurrentValueSubject<…>(…)`.
    private static func isSubject(_ binding: PatternBindingSyntax) -> Bool {
        if let type = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self), subjectTypes.contains(type.name.text) {
            return true
        }
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
              let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self),
              let name = specialized.expression.as(DeclReferenceExprSyntax.self)
        else { return false }
        return subjectTypes.contains(name.baseName.text)
    }

    /// SwiftLint does not look inside functions, initializers, subscripts or
    /// other variables: their locals are not part of a type's interface.
    private static func isNestedInSkippedDeclaration(_ node: VariableDeclSyntax) -> Bool {
        var current = node.parent
        while let parent = current {
            switch parent.kind {
            case .functionDecl, .initializerDecl, .subscriptDecl, .variableDecl: return true
            default: current = parent.parent
            }
        }
        return false
    }
}
