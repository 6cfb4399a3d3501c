import LintEngine
import SwiftSyntax
import ToolCore

/// A `String` enum's raw value defaults to the case name: spelling it out
/// again adds nothing and can drift when the case is renamed.
public struct RedundantStringEnumValueRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "redundant_string_enum_value",
        name: "Redundant String Enum Value",
        summary: "String enum values can be omitted when they are equal to the enumcase name",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "enum Numbers: String {\n  case one\n  case two\n}",
            "enum Numbers: Int {\n  case one = 1\n  case two = 2\n}",
            "enum Numbers: String {\n  case one = \"ONE\"\n  case two = \"TWO\"\n}",
            "enum Numbers: String {\n  case one = \"ONE\"\n  case two = \"two\"\n}",
            "enum Numbers: String {\n  case one, two\n}",
        ],
        triggeringExamples: [
            "enum Numbers: String {\n  case one = ↓\"one\"\n  case two = ↓\"two\"\n}",
            "enum Numbers: String {\n  case one = ↓\"one\", two = ↓\"two\"\n}",
            "enum Numbers: String {\n  case one, two = ↓\"two\"\n}",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(EnumDeclSyntax.self) { node in
            guard let inherited = node.inheritanceClause?.inheritedTypes,
                  inherited.contains(where: { $0.type.as(IdentifierTypeSyntax.self)?.name.text == "String" })
            else { return }
            var explicit = 0
            var redundant: [AbsolutePosition] = []
            for member in node.memberBlock.members {
                guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in cases.elements {
                    guard let value = element.rawValue?.value else { continue }
                    explicit += 1
                    if let literal = value.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
                       literal.segments.first?.as(StringSegmentSyntax.self)?.content.text == element.name.text {
                        redundant.append(literal.positionAfterSkippingLeadingTrivia)
                    }
                }
            }
            // One differing value means the values are a deliberate mapping.
            guard redundant.count == explicit else { return }
            for position in redundant { file.report(self, at: position, Self.description.summary) }
        }
    }
}
