import LintEngine
import SwiftSyntax
import ToolCore

/// An `unowned` capture crashes when the captured object is gone by the time
/// the closure runs; a `weak` capture turns that into an optional to check.
public struct UnownedVariableCaptureRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "unowned_variable_capture",
        name: "Unowned Variable Capture",
        summary: "Prefer capturing references as weak to avoid potential crashes",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            "loader.fetch { [weak self] in self?.reload() }",
            "loader.fetch { [weak self] items in self?.show(items) }",
            "loader.fetch { [weak cache] in cache?.clear() }",
            "loader.fetch { [weak cache] items in cache?.store(items) }",
            "loader.fetch { items in show(items) }",
            "loader.fetch { $0.count }",
            "loader.fetch { [cache] in cache.clear() }",
            "final class Node {}\nfinal class Edge {\n    unowned var target: Node\n"
                + "    init(target: Node) {\n        self.target = target\n    }\n}\n",
            "unowned let owner: Owner",
        ],
        triggeringExamples: [
            "loader.fetch { [↓unowned self] in self.reload() }",
            "loader.fetch { [↓unowned cache] in cache.clear() }",
            "loader.fetch { [cache, ↓unowned self] in self.store(cache) }",
            "loader.fetch { [↓unowned(unsafe) self] items in self.show(items) }",
            "loader.fetch { [↓unowned owner = self.owner] in owner.ping() }",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["unowned"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(ClosureCaptureSpecifierSyntax.self) { node in
            guard node.specifier.isKeyword(.unowned) else { return }
            file.report(self, at: node.specifier.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}
