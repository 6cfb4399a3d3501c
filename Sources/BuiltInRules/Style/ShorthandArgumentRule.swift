import LintEngine
import SwiftSyntax
import ToolCore

/// `$0` says nothing about what it holds; far from the closure's opening
/// brace, or mixed with `$1` and `$2`, a reader has to count back to know
/// which argument is meant. A named parameter reads better there.
public struct ShorthandArgumentRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "shorthand_argument",
        name: "Shorthand Argument",
        summary: "Shorthand arguments like `$0`, `$1`, etc. in closures can be confusing. Avoid using them too far "
            + "away from the beginning of the closure. Optionally, while usage of a single shorthand argument is "
            + "okay, more than one or complex ones with field accesses might increase the risk of obfuscation.",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "values.map { $0 }\n",
            "combine {\n    $0\n  * $1\n  * $2\n}\n",
            "points.map { $0.x * $0.y }\n",
            "combine {\n    $0\n  *  transform { $0 }\n  * 7\n  * 8\n  * 9\n}\n",
            Example("combine {\n    $0\n  *  transform { $0 }\n", options: "{allow_until_line_after_opening_brace: 1}"),
            "combine {\n    $0\n  * 2\n  * 3\n  * 4\n  * 5\n  * $0.count\n}\n",
        ],
        triggeringExamples: [
            "combine {\n    $0\n  * $1\n  * $2\n\n  * ↓$0\n}\n",
            Example("combine {\n    $0\n  * $1\n  * $2\n  *  9\n  * $0\n  * ↓$1\n}\n",
                    options: "{allow_until_line_after_opening_brace: 5}"),
            Example("combine { ↓$0 * ↓$1 }\n", options: "{always_disallow_more_than_one: true}"),
            Example("combine {\n    ↓$0.width\n  * ↓$0.height\n  * $1\n  * ↓$2.depth\n}\n",
                    options: "{always_disallow_member_access: true, allow_until_line_after_opening_brace: 3}"),
            "outer {\n    inner { $0 }\n\n\n\n  + ↓$0\n}\n",
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        public var allowUntilLineAfterOpeningBrace = 4
        public var alwaysDisallowMoreThanOne = false
        public var alwaysDisallowMemberAccess = false

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case allowUntilLineAfterOpeningBrace = "allow_until_line_after_opening_brace"
            case alwaysDisallowMoreThanOne = "always_disallow_more_than_one"
            case alwaysDisallowMemberAccess = "always_disallow_member_access"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            allowUntilLineAfterOpeningBrace = try container.decodeIfPresent(
                Int.self, forKey: .allowUntilLineAfterOpeningBrace) ?? allowUntilLineAfterOpeningBrace
            alwaysDisallowMoreThanOne = try container.decodeIfPresent(
                Bool.self, forKey: .alwaysDisallowMoreThanOne) ?? alwaysDisallowMoreThanOne
            alwaysDisallowMemberAccess = try container.decodeIfPresent(
                Bool.self, forKey: .alwaysDisallowMemberAccess) ?? alwaysDisallowMemberAccess
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    /// A use of `$n` directly in a closure (not in a closure nested in it).
    private struct Argument {
        let name: String
        let position: AbsolutePosition
        /// `$0.member`: the argument is the base of a member access.
        let isComplex: Bool
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        var open: [[Argument]] = []
        walk.on(ClosureExprSyntax.self) { _ in open.append([]) }
        walk.on(DeclReferenceExprSyntax.self) { node in
            guard !open.isEmpty, case .dollarIdentifier(let name) = node.baseName.tokenKind else { return }
            let isComplex = node.keyPathInParent == \MemberAccessExprSyntax.base
            open[open.count - 1].append(Argument(
                name: name, position: node.positionAfterSkippingLeadingTrivia, isComplex: isComplex))
        }
        walk.after(ClosureExprSyntax.self) { node in
            guard let arguments = open.popLast(), !arguments.isEmpty else { return }
            check(arguments, in: node, file: file)
        }
    }

    private func check(_ arguments: [Argument], in closure: ClosureExprSyntax, file: LintFile) {
        if options.alwaysDisallowMoreThanOne, Set(arguments.map(\.name)).count > 1 {
            // Every shorthand argument is reported then; nothing else is checked.
            for argument in arguments {
                file.report(self, at: argument.position, "Multiple different shorthand arguments should be avoided")
            }
            return
        }
        if options.alwaysDisallowMemberAccess {
            for argument in arguments where argument.isComplex {
                file.report(self, at: argument.position, "Accessing members of shorthand arguments should be avoided")
            }
        }
        let startLine = file.location(of: closure.positionAfterSkippingLeadingTrivia).line
        let lastAllowedLine = startLine + options.allowUntilLineAfterOpeningBrace
        // Member accesses are left out here whether or not they are reported above.
        for argument in arguments where !argument.isComplex && file.location(of: argument.position).line > lastAllowedLine {
            file.report(self, at: argument.position,
                        "References to shorthand arguments too far away from the closure's beginning should be avoided")
        }
    }
}
