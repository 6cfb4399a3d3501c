import LintEngine
import SwiftSyntax
import ToolCore

/// An implicit raw value comes from the case's name or its place in the list:
/// renaming or reordering cases then silently changes values that may be
/// stored or sent elsewhere. Writing each value out keeps it stable.
public struct ExplicitEnumRawValueRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "explicit_enum_raw_value",
        name: "Explicit Enum Raw Value",
        summary: "Enums should be explicitly assigned their raw values",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "enum Shape {\n  case circle(radius: Double)\n  case square(side: Double)\n}\n",
            "enum Priority: Int {\n  case low = 10\n  case high = 20\n}\n",
            "enum Ratio: Float {\n  case half = 0.5\n  case quarter = 0.25\n}\n",
            "enum Theme: String {\n  case light = \"light\"\n  case dark = \"dark\"\n}\n",
            "protocol Drawable {}\nenum Tool: Drawable {\n  case pen\n}\n",
            "enum Priority: Int {\n  case low = 1\n  enum Source {\n    case user\n  }\n}\n",
        ],
        triggeringExamples: [
            "enum Priority: Int {\n  case low = 1, ↓medium, high = 3\n}\n",
            "enum Counter: NSInteger {\n  case ↓zero\n}\n",
            "enum Theme: String {\n  case ↓light\n  case ↓dark\n}\n",
            "enum Theme: String {\n   case ↓light, dark = \"dark\"\n}\n",
            "enum Amount: Decimal {\n  case ↓small, ↓large\n}\n",
            "struct Wrapper {\n    enum Amount: CGFloat {\n      case ↓small, ↓large\n    }\n}\n",
            "enum Bit: UInt8, CaseIterable {\n  case ↓on, ↓off\n}\n",
            "enum Theme: String {\n#if DEBUG\n  case ↓debug\n#endif\n  case plain = \"plain\"\n}\n",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { Array(Self.rawValueTypes) }

    /// The raw value types SwiftLint recognises, by name.
    private static let rawValueTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64",
        "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float80", "Decimal", "NSNumber",
        "NSDecimalNumber", "NSInteger", "String", "CGFloat",
    ]

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(EnumCaseElementSyntax.self) { node in
            guard node.rawValue == nil, let enclosing = Self.nearestEnum(of: Syntax(node)),
                  Self.hasRawValueType(enclosing), !LintSupport.isInsideProtocol(Syntax(enclosing))
            else { return }
            file.report(self, at: node.name.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// The innermost enum declaration holding `node`.
    private static func nearestEnum(of node: Syntax) -> EnumDeclSyntax? {
        var current = node.parent
        while let parent = current {
            if let decl = parent.as(EnumDeclSyntax.self) { return decl }
            current = parent.parent
        }
        return nil
    }

    /// Whether one of the enum's inherited types is a raw value type, named plainly.
    private static func hasRawValueType(_ node: EnumDeclSyntax) -> Bool {
        node.inheritanceClause?.inheritedTypes.contains { inherited in
            inherited.type.as(IdentifierTypeSyntax.self).map { rawValueTypes.contains($0.name.text) } ?? false
        } ?? false
    }
}
