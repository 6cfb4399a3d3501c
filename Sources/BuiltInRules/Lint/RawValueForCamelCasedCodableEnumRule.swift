import LintEngine
import SwiftSyntax
import ToolCore

/// A `String` enum is encoded as its raw value, which defaults to the case
/// name: a camel-cased case then reaches JSON as `notFound` while most APIs
/// spell keys and values `not_found`. Writing the raw value out makes the
/// encoded form a decision rather than an accident.
public struct RawValueForCamelCasedCodableEnumRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "raw_value_for_camel_cased_codable_enum",
        name: "Raw Value for Camel Cased Codable Enum",
        summary: "Camel cased cases of Codable String enums should have raw values",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            "enum Payload: Codable {\n  case text(String)\n  case number(Double)\n}\n",
            "enum Code: Int, Codable {\n  case okay = 200\n  case notFound = 404\n}\n",
            "enum Weight: Double, Codable {\n  case light = 0.5\n  case heavy = 9.5\n}\n",
            "enum Color: String, Codable {\n  case red = \"red\"\n  case darkBlue = \"dark_blue\"\n}\n",
            "enum Level: String, Codable {\n    case LOW, HIGH\n}\n",
            "enum Level: String, Codable {\n    case low\n    case veryHigh = \"very_high\"\n}\n",
            "enum Level: String {\n    case low\n    case veryHigh\n    case quiteLow = \"quite_low\"\n}\n",
            "enum Level: Int, Codable {\n    case low\n    case veryHigh\n    case quiteLow = -1\n}\n",
        ],
        triggeringExamples: [
            "enum Level: String, Codable {\n    case low\n    case ↓veryHigh\n    case quiteLow = \"quite_low\"\n}\n",
            "enum Level: String, Decodable {\n   case low\n   case ↓veryHigh\n   case quiteLow = \"quite_low\"\n}\n",
            "enum Level: String, Encodable {\n   case low\n   case ↓veryHigh\n   case quiteLow = \"quite_low\"\n}\n",
            "enum Level: String, CaseIterable, Codable {\n    case low, ↓veryHigh, ↓quiteLow\n}\n",
            "struct Report {\n  enum Level: String, Decodable {\n    case ↓veryHigh\n  }\n}\n",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    /// Every violation is in a Codable enum.
    public var triggerIdentifiers: [String] { ["Codable", "Decodable", "Encodable"] }

    private static let codableTypes: Set<String> = ["Codable", "Decodable", "Encodable"]

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(EnumCaseElementSyntax.self) { node in
            let name = node.name.text
            guard node.rawValue == nil, name != name.uppercased(), name != name.lowercased(),
                  Self.isInCheckedEnums(Syntax(node))
            else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// Whether every enum around `node` is a Codable `String` enum: SwiftLint
    /// does not look inside any other enum, nested enums included.
    private static func isInCheckedEnums(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if let decl = parent.as(EnumDeclSyntax.self), !isCodableStringEnum(decl) { return false }
            current = parent.parent
        }
        return true
    }

    /// An enum inheriting `String` and one of `Codable`, `Decodable` or `Encodable`, named plainly.
    private static func isCodableStringEnum(_ node: EnumDeclSyntax) -> Bool {
        guard let inherited = node.inheritanceClause?.inheritedTypes else { return false }
        let names = Set(inherited.compactMap { $0.type.as(IdentifierTypeSyntax.self)?.name.text })
        return names.contains("String") && !names.isDisjoint(with: codableTypes)
    }
}
