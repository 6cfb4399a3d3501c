import LintEngine
import SwiftSyntax
import ToolCore

/// Cases listed in alphabetical order are quicker to scan and to diff; a
/// `@frozen` enum keeps its declared order, which is part of its ABI.
public struct SortedEnumCasesRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "sorted_enum_cases",
        name: "Sorted Enum Cases",
        summary: "Enum cases should be sorted",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "enum Fruit {\n    case apple\n    case banana\n    case cherry\n}\n",
            "enum Word {\n    case range\n    case rangeFinder\n}\n",
            "enum Letter {\n    case alpha\n    case Beta\n    case gamma\n}\n",
            "enum Fruit {\n    case apple, banana, cherry\n}\n",
            "enum Fruit {\n    case apple\n    case banana, cherry\n}\n",
            "enum Shape {\n    case circle(radius: Double)\n    case square(Double), triangle\n}\n",
            "enum Letter {\n    case alpha\n    case beta, Delta, gamma\n}\n",
            "@frozen\nenum Fruit {\n    case cherry\n    case apple\n    case kiwi, fig, grape\n}\n",
            "struct Holder {\n    enum Fruit {\n        case cherry\n        case apple\n    }\n}\n",
        ],
        triggeringExamples: [
            "enum Fruit {\n    ↓case banana\n    ↓case apple\n    case cherry\n}\n",
            "enum Fruit {\n    ↓case Banana\n    ↓case apple\n    case cherry\n}\n",
            "enum Fruit {\n    case ↓banana, ↓apple, cherry\n}\n",
            "enum Fruit {\n    case ↓Banana, ↓apple, cherry\n}\n",
            "enum Fruit {\n    ↓case banana, cherry\n    ↓case apple\n}\n",
            "enum Letter {\n    case alpha\n    case beta, ↓epsilon, ↓delta\n}\n",
            "enum Shape {\n    case circle(radius: Double)\n    case ↓triangle, ↓square(Double)\n}\n",
            "enum Outer {\n    case one\n    enum Inner {\n        ↓case zeta\n        ↓case eta\n    }\n}\n",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    /// Every violation is in an enum.
    public var triggerIdentifiers: [String] { ["enum"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(EnumDeclSyntax.self) { node in
            guard Self.isChecked(node) else { return }
            let cases = node.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
            let sorted = cases.sorted { Self.precedes(Self.firstName(of: $0), Self.firstName(of: $1)) }
            for (expected, actual) in zip(sorted, cases) where Self.firstName(of: expected) != Self.firstName(of: actual) {
                file.report(self, at: actual.positionAfterSkippingLeadingTrivia, Self.description.summary)
            }
        }
        walk.on(EnumCaseDeclSyntax.self) { node in
            guard let owner = node.parent?.parent?.parent?.parent?.as(EnumDeclSyntax.self), Self.isChecked(owner)
            else { return }
            let elements = Array(node.elements)
            let sorted = elements.sorted { Self.precedes($0.name.text, $1.name.text) }
            for (expected, actual) in zip(sorted, elements) where expected.name.text != actual.name.text {
                file.report(self, at: actual.positionAfterSkippingLeadingTrivia, Self.description.summary)
            }
        }
    }

    private static func firstName(of node: EnumCaseDeclSyntax) -> String {
        node.elements.first?.name.text ?? ""
    }

    /// Case-insensitive ascending order, as `caseInsensitiveCompare` gives.
    private static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        lhs.lowercased() < rhs.lowercased()
    }

    /// SwiftLint checks enums only where no enclosing declaration is another
    /// type, extension, function, initializer, subscript or variable (it skips
    /// their insides), and not inside or at a `@frozen` enum.
    private static let skipped: Set<SyntaxKind> = [
        .actorDecl, .classDecl, .extensionDecl, .functionDecl, .initializerDecl,
        .protocolDecl, .structDecl, .subscriptDecl, .variableDecl,
    ]

    private static func isChecked(_ node: EnumDeclSyntax) -> Bool {
        var current: Syntax? = Syntax(node)
        while let syntax = current {
            if let decl = syntax.as(EnumDeclSyntax.self) {
                if LintSupport.attribute(named: "frozen", in: decl.attributes) != nil { return false }
            } else if skipped.contains(syntax.kind) {
                return false
            }
            current = syntax.parent
        }
        return true
    }
}
