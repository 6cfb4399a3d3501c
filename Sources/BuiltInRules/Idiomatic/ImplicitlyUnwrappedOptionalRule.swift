import LintEngine
import SwiftSyntax
import ToolCore

/// An implicitly unwrapped optional crashes on any use while nil, with no `!`
/// at the use site to warn the reader.
public struct ImplicitlyUnwrappedOptionalRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "implicitly_unwrapped_optional",
        name: "Implicitly Unwrapped Optional",
        summary: "Implicitly unwrapped optionals should be avoided when possible",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "@IBOutlet private var label: UILabel!",
            "@IBOutlet var label: [UILabel!]",
            "if !boolean {}",
            "let int: Int? = 42",
            "class MyClass {\n    @IBOutlet\n    weak var bar: SomeObject!\n}\n",
            Example("class MyClass {\n    var bar: SomeObject!\n}\n", options: "{mode: weak_except_iboutlets}"),
        ],
        triggeringExamples: [
            "let label: ↓UILabel!",
            "let IBOutlet: ↓UILabel!",
            "let labels: [↓UILabel!]",
            "var ints: [↓Int!] = [42, nil, 42]",
            "let int: ↓Int! = nil",
            "let collection: AnyCollection<↓Int!>",
            "func foo(int: ↓Int!) {}",
            "class MyClass {\n    weak var bar: ↓SomeObject!\n}\n",
            Example("@IBOutlet var label: ↓UILabel!", options: "{mode: all}"),
            Example("class MyClass {\n    weak var bar: ↓SomeObject!\n}\n", options: "{mode: weak_except_iboutlets}"),
        ]
    )

    /// Which declarations are checked.
    public enum Mode: String, ConfigEnum {
        case all
        case allExceptIBOutlets = "all_except_iboutlets"
        case weakExceptIBOutlets = "weak_except_iboutlets"
    }

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        public var mode = Mode.allExceptIBOutlets

        public init() {}

        enum CodingKeys: String, CodingKey { case severity, mode }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            mode = try container.decodeIfPresent(Mode.self, forKey: .mode) ?? mode
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(ImplicitlyUnwrappedOptionalTypeSyntax.self) { node in
            if isExempt(node) { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// SwiftLint skips the whole of an exempt variable declaration, so every
    /// `let`/`var` around the type is considered.
    private func isExempt(_ node: ImplicitlyUnwrappedOptionalTypeSyntax) -> Bool {
        guard options.mode != .all else { return false }
        var parent = node.parent
        while let current = parent {
            if let declaration = current.as(VariableDeclSyntax.self) {
                if declaration.attributes.hasAttribute(named: "IBOutlet") { return true }
                if options.mode == .weakExceptIBOutlets && !Self.isWeakOrUnowned(declaration) { return true }
            }
            parent = current.parent
        }
        return false
    }

    private static func isWeakOrUnowned(_ declaration: VariableDeclSyntax) -> Bool {
        declaration.modifiers.hasKeyword(.weak) || declaration.modifiers.hasKeyword(.unowned)
    }
}
