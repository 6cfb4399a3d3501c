import LintEngine
import SwiftSyntax
import ToolCore

/// Where an optional is expected, `.none` means `Optional.none`, not the
/// wrapped type's own `none`: code that reads right silently does the other thing.
public struct DiscouragedNoneNameRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "discouraged_none_name",
        name: "Discouraged None Name",
        summary: "Enum cases and static members named `none` are discouraged as they can conflict with `Optional<T>.none`.",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "enum Filter {\n    case nOne\n}",
            "enum Filter {\n    case _none\n}",
            "enum Filter {\n    case none_\n}",
            "enum Filter {\n    case none(reason: String)\n}",
            "enum Filter {\n    case noneOfThese\n}",
            "final class Palette {\n    class var noneSelected: Palette { Palette() }\n}",
            "final class Palette {\n    static var nonenone = Palette()\n}",
            "final class Palette {\n    static let nothing = Palette()\n}",
            "struct Margin {\n    static var nonenone = Margin()\n}",
            "struct Margin {\n    static let zero = Margin()\n}",
            "struct Margin {\n    let none = 0\n}",
            "struct Margin {\n    var none = 0\n}",
            "final class Palette {\n    let none = 0\n}",
            "final class Palette {\n    var none = 0\n}",
            "func pick() {\n    let none = 1\n}",
            "struct Margin {\n    static let (none, all) = (Margin(), Margin())\n}",
        ],
        triggeringExamples: [
            "enum Filter {\n    case ↓none\n}",
            "enum Filter {\n    case all, ↓none\n}",
            "enum Filter {\n    case ↓none, all\n}",
            "enum Filter {\n    case all, ↓none, some\n}",
            "enum Filter {\n    case all\n    case ↓none\n}",
            "enum Filter {\n    case ↓none\n    case all\n}",
            "enum Filter {\n    case all\n    case ↓none\n    case some\n}",
            "enum Filter {\n    case ↓`none`\n}",
            "enum Filter: Int {\n    case ↓none = 0\n}",
            "enum Filter {\n    case ↓none()\n}",
            "final class Palette {\n    ↓static let none = Palette()\n}",
            "final class Palette {\n    ↓static let none: Palette = Palette()\n}",
            "final class Palette {\n    ↓static var none: Palette = Palette()\n}",
            "class Palette {\n    ↓class var none: Palette { Palette() }\n}",
            "struct Margin {\n    ↓static var none = Margin()\n}",
            "struct Margin {\n    ↓static var none: Margin = Margin()\n}",
            "struct Margin {\n    ↓static var zero = Margin(), none = Margin()\n}",
            "struct Margin {\n    ↓static var none = Margin(), zero = Margin()\n}",
            "struct Margin {\n    ↓public static let none = Margin()\n}",
            "extension Margin {\n    ↓static var `none`: Margin { Margin() }\n}",
            "protocol Defaultable {\n    ↓static var none: Self { get }\n}",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    /// Every violation is in a member named `none`.
    public var triggerIdentifiers: [String] { ["none"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(EnumCaseElementSyntax.self) { node in
            // `case none` and `case none()`; a case with associated values is not `Optional.none`'s rival.
            guard node.parameterClause?.parameters.isEmpty ?? true, Self.isNone(node.name) else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.reason("`case`"))
        }
        walk.on(VariableDeclSyntax.self) { node in
            let member: String
            if node.modifiers.hasKeyword(.class) {
                member = "`class` member"
            } else if node.modifiers.hasKeyword(.static) {
                member = "`static` member"
            } else {
                return
            }
            // One finding per declaration, at its start (attributes and modifiers included).
            guard node.bindings.contains(where: { binding in
                binding.pattern.as(IdentifierPatternSyntax.self).map { Self.isNone($0.identifier) } ?? false
            }) else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.reason(member))
        }
    }

    /// `none` or `` `none` ``.
    private static func isNone(_ token: TokenSyntax) -> Bool {
        token.isIdentifier("none") || token.isIdentifier("`none`")
    }

    private static func reason(_ declaration: String) -> String {
        "Avoid naming \(declaration) `none` as the compiler can think you mean `Optional<T>.none`; "
            + "consider using an Optional value instead"
    }
}
