import LintEngine
import SwiftSyntax
import ToolCore

/// `arc4random` and `drand48` are C functions with modulo bias or global
/// state; `T.random(in:)` is uniform, typed and reads as Swift.
public struct LegacyRandomRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "legacy_random",
        name: "Legacy Random",
        summary: "Prefer using `type.random(in:)` over legacy functions",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "Int.random(in: 0..<10)",
            "Double.random(in: 8.6...111.34)",
            "Float.random(in: 0 ..< 1)",
            "let generator = SystemRandomNumberGenerator()",
        ],
        triggeringExamples: [
            "↓arc4random()",
            "↓arc4random_uniform(83)",
            "↓drand48()",
            "let index = Int(↓arc4random_uniform(UInt32(items.count)))",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["arc4random", "arc4random_uniform", "drand48"] }

    private static let legacyFunctions: Set<String> = ["arc4random", "arc4random_uniform", "drand48"]

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.onCall(named: Self.legacyFunctions) { node in
            guard let name = LintSupport.calledName(node), Self.legacyFunctions.contains(name) else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}
