import LintEngine
import SwiftSyntax
import ToolCore

/// An explicit `deinit` in every class gives a place to log deallocations,
/// track allocations or set a breakpoint when hunting leaks.
public struct RequiredDeinitRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "required_deinit",
        name: "Required Deinit",
        summary: "Classes should have an explicit deinit method",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            "class Engine {\n    deinit {}\n}",
            "enum Gear {}",
            "protocol Wheel {}",
            "struct Piston {}",
            "actor Garage {}",
            "class Engine {\n    deinit { print(\"engine gone\") }\n    class Valve {\n        deinit { print(\"valve gone\") }\n    }\n}",
            "class Engine {\n    #if DEBUG\n    deinit { print(\"engine gone\") }\n    #endif\n}",
        ],
        triggeringExamples: [
            "↓class Engine {}",
            "↓class Engine: NSObject, Hashable {}",
            "final ↓class Engine {\n    // deinit {}\n}",
            "↓class Engine {\n    func deinitialize() {}\n}",
            "class Engine {\n    func start() {}\n    deinit {}\n    ↓class Valve {\n        func open() {}\n    }\n}",
            "↓class Engine {\n    func start() {}\n    class Valve {\n        func open() {}\n        deinit {}\n    }\n}",
            "↓class Engine {\n    enum Part {\n        case bolt\n    }\n    struct Spec {}\n}",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    /// Every violation is in a class.
    public var triggerIdentifiers: [String] { ["class"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(ClassDeclSyntax.self) { node in
            guard !Self.containsDeinit(Syntax(node.memberBlock)) else { return }
            file.report(self, at: node.classKeyword.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// Declarations whose bodies are not searched for the class's `deinit`:
    /// a `deinit` there belongs to something else (SwiftLint's skipped declarations).
    private static let skippedKinds: Set<SyntaxKind> = [
        .actorDecl, .classDecl, .enumDecl, .functionDecl, .extensionDecl, .initializerDecl, .protocolDecl,
        .structDecl, .subscriptDecl, .variableDecl,
    ]

    /// Whether a `deinit` is found under `node` (for example inside `#if`),
    /// without looking into nested declarations.
    private static func containsDeinit(_ node: Syntax) -> Bool {
        for child in node.children(viewMode: .sourceAccurate) {
            if child.is(DeinitializerDeclSyntax.self) { return true }
            if skippedKinds.contains(child.kind) { continue }
            if containsDeinit(child) { return true }
        }
        return false
    }
}
