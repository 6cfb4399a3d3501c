import LintEngine
import SwiftSyntax
import ToolCore

/// `String(decoding:as: UTF8.self)` never fails: invalid bytes silently become
/// U+FFFD. The failable `String(data:encoding:)` / `String(bytes:encoding:)` let
/// the caller notice data that is not UTF-8.
public struct OptionalDataStringConversionRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "optional_data_string_conversion",
        name: "Optional Data -> String Conversion",
        summary: "Prefer failable `String(bytes:encoding:)` initializer when converting `Data` to `String`",
        kind: .lint,
        nonTriggeringExamples: [
            "String(data: data, encoding: .utf8)",
            "String(bytes: data, encoding: .utf8)",
            "String(UTF8.self)",
            "String(a, b, c, UTF8.self)",
            "String(decoding: data, encoding: UTF8.self)",
        ],
        triggeringExamples: [
            "↓String(decoding: data, as: UTF8.self)",
            "let text = ↓String.init(decoding: bytes, as: UTF8.self)",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["decoding"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.onCall(named: ["String", "init"]) { node in
            guard Self.callsStringInitializer(node.calledExpression),
                  node.arguments.map({ $0.label?.text }) == ["decoding", "as"],
                  node.arguments.last?.expression.trimmedText == "UTF8.self"
            else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// `String` or `String.init`.
    private static func callsStringInitializer(_ called: ExprSyntax) -> Bool {
        if let reference = called.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "String" }
        guard let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.isKeyword(.`init`),
              let base = member.base?.as(DeclReferenceExprSyntax.self) else { return false }
        return base.baseName.text == "String"
    }
}
