import LintEngine
import SwiftSyntax
import ToolCore

/// An empty `if #available` branch followed by the real work in `else` is
/// `if #unavailable` written backwards.
public struct UnavailableConditionRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "unavailable_condition",
        name: "Unavailable Condition",
        summary: "Use #unavailable/#available instead of #available/#unavailable with an empty body.",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "if #unavailable(iOS 13) {\n  loadMainWindow()\n}",
            "if #available(iOS 9.0, *) {\n  doSomething()\n} else {\n  legacyDoSomething()\n}",
            "if #available(macOS 11.0, *) {\n   // Do nothing\n} else if #available(macOS 10.15, *) {\n   print(\"do some stuff\")\n}",
            Example("if #available(macOS 11.0, *) {\n   // Do nothing\n} else if i > 7 {\n   print(\"do some stuff\")\n"
                    + "} else if i < 2, #available(macOS 11.0, *) {\n  print(\"something else\")\n}"),
        ],
        triggeringExamples: [
            Example("if ↓#available(iOS 14.0) {\n\n} else {\n"
                    + "  oldIos13TrackingLogic(isEnabled: ASIdentifierManager.shared().isAdvertisingTrackingEnabled)\n}"),
            "if ↓#available(iOS 14.0) {\n  // we don't need to do anything here\n} else {\n  oldIos13TrackingLogic()\n}",
            "if ↓#available(iOS 13, *) {} else {\n  loadMainWindow()\n}",
            "if ↓#unavailable(iOS 13) {\n  // Do nothing\n} else if i < 2 {\n  loadMainWindow()\n}",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["available", "unavailable"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(IfExprSyntax.self) { node in
            guard node.body.statements.isEmpty, node.conditions.count == 1,
                  let availability = node.conditions.first?.condition.as(AvailabilityConditionSyntax.self),
                  !Self.laterBranchChecksAvailability(node)
            else { return }
            let message = availability.availabilityKeyword.tokenKind == .poundUnavailable
                ? "Use #available instead of #unavailable with an empty body"
                : "Use #unavailable instead of #available with an empty body"
            file.report(self, at: availability.positionAfterSkippingLeadingTrivia, message)
        }
    }

    /// With another availability check down the `else if` chain, inverting
    /// the first one may not be possible.
    private static func laterBranchChecksAvailability(_ node: IfExprSyntax) -> Bool {
        var next = node.elseBody.flatMap { body -> IfExprSyntax? in
            if case .ifExpr(let nested) = body { return nested }
            return nil
        }
        while let branch = next {
            if branch.conditions.contains(where: { $0.condition.is(AvailabilityConditionSyntax.self) }) { return true }
            next = branch.elseBody.flatMap { body -> IfExprSyntax? in
                if case .ifExpr(let nested) = body { return nested }
                return nil
            }
        }
        return false
    }
}
