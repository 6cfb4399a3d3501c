import LintEngine
import SwiftSyntax
import ToolCore

/// `!` crashes when the value is nil; binding or a fallback handles the nil case.
public struct ForceUnwrappingRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "force_unwrapping",
        name: "Force Unwrapping",
        summary: "Force unwrapping should be avoided",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "if let url = NSURL(string: query) {}",
            "navigationController?.pushViewController(viewController, animated: true)",
            "let s = t as! Test",
            "try! canThrowErrors()",
            "let object: Any!",
            "setEditing(!editing, animated: true)",
            "print(\"\\(xVar)!\")",
            "func foo() -> [Int]! { return [] }",
            "let url = URL(string: \"https://www.example.com\")!",
            "let image = UIImage(named: \"icon\")!",
            Example("let result = someFunction(\"constant\")!",
                    options: "{ignored_literal_argument_functions: [\"someFunction(_:)\"]}"),
        ],
        triggeringExamples: [
            "let url = NSURL(string: query)↓!",
            "navigationController↓!.pushViewController(viewController, animated: true)",
            "let unwrapped = optional↓!",
            "return cell↓!",
            "let a = dict[\"abc\"]↓!.contains(\"B\")",
            "if dict[\"a\"]↓!↓!↓!↓! {}",
            "var foo: [Bool]! = dict[\"abc\"]↓!",
            "[1, 3, 5, 6].first { $0.isMultiple(of: 2) }↓!",
            "let url = URL(string: variable)↓!",
            "let url = URL(string: \"\\(dynamicValue)\")↓!",
            "let result = someFunction(\"constant\")↓!",
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// Calls such as `URL(string:)` whose `!` is fine when every argument is a
        /// plain string literal (the value is known when the code is written).
        public var ignoredLiteralArgumentFunctions: Set<String> = Self.defaultIgnored

        static let defaultIgnored: Set<String> = [
            "URL(string:)", "NSURL(string:)", "UIImage(named:)", "NSImage(named:)", "Data(hexString:)",
        ]

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case ignoredLiteralArgumentFunctions = "ignored_literal_argument_functions"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            if let functions = try container.decodeIfPresent([String].self, forKey: .ignoredLiteralArgumentFunctions) {
                ignoredLiteralArgumentFunctions = Self.defaultIgnored.union(functions)
            }
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(ForceUnwrapExprSyntax.self) { node in
            if isIgnoredLiteralCall(node.expression) { return }
            file.report(self, at: node.exclamationMark.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// `URL(string: "https://…")!`: a listed function called only with static strings.
    private func isIgnoredLiteralCall(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), !call.arguments.isEmpty,
              call.arguments.allSatisfy({ Self.isStaticString($0.expression) })
        else { return false }
        var callee = call.calledExpression.trimmedText
        if callee.hasSuffix(".init") { callee.removeLast(".init".count) }
        let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
        return options.ignoredLiteralArgumentFunctions.contains(callee + "(" + labels + ")")
    }

    private static func isStaticString(_ expression: ExprSyntax) -> Bool {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1 else { return false }
        return literal.segments.first?.is(StringSegmentSyntax.self) == true
    }
}
