import LintEngine
import SwiftSyntax
import ToolCore

/// `let url: URL = URL()` names the type twice; the initializer already says
/// it, and the annotation only adds something to keep in sync.
public struct RedundantTypeAnnotationRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "redundant_type_annotation",
        name: "Redundant Type Annotation",
        summary: "Variables should not have redundant type annotation",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples,
        corrections: corrections
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// Attributes that exempt a variable declaration (`@IBInspectable` by default).
        public var ignoreAttributes: Set<String> = ["IBInspectable"]
        /// Skips properties (declarations directly in a type body).
        public var ignoreProperties = false
        /// Also flags `Bool`, `Double`, `Int` and `String` on literals of that default type.
        public var considerDefaultLiteralTypesRedundant = false

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case ignoreAttributes = "ignore_attributes"
            case ignoreProperties = "ignore_properties"
            case considerDefaultLiteralTypesRedundant = "consider_default_literal_types_redundant"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            if let names = try container.decodeIfPresent(StringList.self, forKey: .ignoreAttributes) {
                ignoreAttributes = Set(names.values)
            }
            ignoreProperties = try container.decodeIfPresent(Bool.self, forKey: .ignoreProperties) ?? ignoreProperties
            considerDefaultLiteralTypesRedundant = try container.decodeIfPresent(
                Bool.self, forKey: .considerDefaultLiteralTypesRedundant) ?? considerDefaultLiteralTypesRedundant
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(PatternBindingSyntax.self) { node in
            guard let declaration = node.parent?.parent?.as(VariableDeclSyntax.self), !isSkipped(declaration),
                  let annotation = node.typeAnnotation, let value = node.initializer?.value else { return }
            check(annotation, value, in: file)
        }
        walk.on(OptionalBindingConditionSyntax.self) { node in
            guard let annotation = node.typeAnnotation, let value = node.initializer?.value else { return }
            check(annotation, value, in: file)
        }
    }

    private func isSkipped(_ declaration: VariableDeclSyntax) -> Bool {
        if options.ignoreAttributes.contains(where: { LintSupport.attribute(named: $0, in: declaration.attributes) != nil }) {
            return true
        }
        return options.ignoreProperties && declaration.parent?.is(MemberBlockItemSyntax.self) == true
    }

    /// Reported at the colon; the fix deletes the annotation with the space before it.
    private func check(_ annotation: TypeAnnotationSyntax, _ value: ExprSyntax, in file: LintFile) {
        let type = annotation.type.trimmedText
        let literalRedundant = options.considerDefaultLiteralTypesRedundant && Self.literalType(of: value) == type
        guard literalRedundant || Self.names(type, in: value) else { return }
        file.report(self, at: annotation.positionAfterSkippingLeadingTrivia, Self.description.summary,
                    fix: .init(start: annotation.position.utf8Offset,
                               end: annotation.endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""))
    }

    /// Whether `value` (through a `!`) accesses `type`.
    private static func names(_ type: String, in value: ExprSyntax) -> Bool {
        if let unwrap = value.as(ForceUnwrapExprSyntax.self) { return names(type, in: unwrap.expression) }
        return accessedNames(of: value).contains(type)
    }

    /// What an expression starts from: `A` for `A`, `f` for `f()`, `a` and
    /// `a.b` for `a.b`, both `Set<Int>` and `Set` for `Set<Int>`, `[Int]` for `[Int]`.
    private static func accessedNames(of expression: ExprSyntax) -> [String] {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return [reference.trimmedText]
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return (member.base.map(accessedNames(of:)) ?? []) + [member.trimmedText]
        }
        if let specialization = expression.as(GenericSpecializationExprSyntax.self) {
            return [specialization.trimmedText] + accessedNames(of: specialization.expression)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return accessedNames(of: call.calledExpression)
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return [array.trimmedText]
        }
        return []
    }

    /// The type the compiler gives a literal with no context.
    private static func literalType(of value: ExprSyntax) -> String? {
        switch value.kind {
        case .booleanLiteralExpr: "Bool"
        case .floatLiteralExpr: "Double"
        case .integerLiteralExpr: "Int"
        case .stringLiteralExpr: "String"
        default: nil
        }
    }
}

extension RedundantTypeAnnotationRule {
    static var nonTriggeringExamples: [Example] {
        [
            "var link = Link()",
            "var link: CustomDebugStringConvertible = Link()",
            "var width: Int = 3, height: Int = 4, depth: Int",
            "guard let link = Link() else { return }",
            "if let link = Link() { return }",
            "let digits = CharacterSet.decimalDigits",
            "var ids: Set<String> = Set([])",
            "var ids: Set<String> = Set.init([])",
            "var ids = Set<String>([])",
            "var ids = Set<String>.init([])",
            "guard var ids: Set<String> = Set([]) else { return }",
            "if var ids: Set<String> = Set.init([]) { return }",
            "guard var ids = Set<String>([]) else { return }",
            "if var ids = Set<String>.init([]) { return }",
            "var shape: Shape<T> = Circle()",
            "var shape: Shape = Circle<T>()",
            "var shape: Shape<T> = Circle<T>()",
            "let value = Node.left.right.top",
            "let value: Leaf = Node.left.right.top",
            "enum Heading {\n    case north\n    case south\n}\n\nvar heading: Heading = .north\n",
            "enum Heading {\n    case north\n    case south\n}\n\nvar heading = Heading.north\n",
            "@IBInspectable var radius: Double = Double(2)",
            Example("@Skipped var count: Int = Int(4)", options: "{ignore_attributes: [Skipped]}"),
            Example("var total: Int {\n    @Skipped let part: Int = Int(2)\n    return part\n}\n",
                    options: "{ignore_attributes: [Skipped]}"),
            "var flag: Bool = false",
            "var ratio: Double = 1.5",
            "var count: Int = 7",
            "var title: String = \"title\"",
            Example("struct Card {\n    var link: Link = Link()\n    let rank: Int? = 1, suit: String = \"\"\n}\n",
                    options: "{ignore_properties: true}"),
        ]
    }

    static var triggeringExamples: [Example] {
        [
            "var link↓:Link=Link()",
            "var link↓:Link = Link(path: \"\")",
            "var link↓: Link = Link()",
            "let link↓: Link = Link()",
            "lazy var link↓: Link = Link()",
            "let link↓: Link = Link()!",
            "var width: Int = 3, height↓: Int = Int(4), depth: Int",
            "guard let link↓: Link = Link() else { return }",
            "if let link↓: Link = Link() { return }",
            "let digits↓: CharacterSet = CharacterSet.decimalDigits",
            "var ids↓: Set<String> = Set<String>([])",
            "var ids↓: Set<String> = Set<String>.init([])",
            "var ids↓: Set = Set<String>([])",
            "var ids↓: Set = Set<String>.init([])",
            "guard var ids↓: Set = Set<String>([]) else { return }",
            "if var ids↓: Set = Set<String>.init([]) { return }",
            "guard var ids↓: Set<String> = Set<String>([]) else { return }",
            "if var ids↓: Set<String> = Set<String>.init([]) { return }",
            "var ids↓: Set = Set<String>([]), others: Set<String>",
            "var roll↓: Int = Int.random(in: 1...6)",
            "let value↓: Node = Node.left.right.top",
            "let value↓: Node = Node.make().left",
            "class Screen: UIView {\n  func layout() {\n    let margin↓: Int = Int(4)\n  }\n}\n",
            Example("class Screen: UIView {\n  func layout() {\n    let margin↓: Int = Int(4)\n  }\n}\n",
                    options: "{ignore_properties: true}"),
            "let values↓: [String] = [String]()",
            "let point↓: Geo.Point = Geo.Point()",
            "enum Heading {\n    case north\n    case south\n}\n\nvar heading↓: Heading = Heading.north\n",
            Example("@Kept var count↓: Int = Int(4)", options: "{ignore_attributes: [Skipped]}"),
            Example("@Skipped\nvar total: Int {\n    let part↓: Int = Int(2)\n    return part\n}\n",
                    options: "{ignore_attributes: [Skipped]}"),
            Example("var flag↓: Bool = false", options: "{consider_default_literal_types_redundant: true}"),
            Example("var ratio↓: Double = 1.5", options: "{consider_default_literal_types_redundant: true}"),
            Example("var count↓: Int = 7", options: "{consider_default_literal_types_redundant: true}"),
            Example("var title↓: String = \"title\"", options: "{consider_default_literal_types_redundant: true}"),
        ]
    }

    static var corrections: [Correction] {
        [
            Correction("var link↓: Link = Link()", "var link = Link()"),
            Correction("let link↓: Link = Link()", "let link = Link()"),
            Correction("var width: Int = 3, height↓: Int = Int(4), depth: Int", "var width: Int = 3, height = Int(4), depth: Int"),
            Correction("guard let link↓: Link = Link() else { return }", "guard let link = Link() else { return }"),
            Correction("if let link↓: Link = Link() { return }", "if let link = Link() { return }"),
            Correction("let digits↓: CharacterSet = CharacterSet.decimalDigits", "let digits = CharacterSet.decimalDigits"),
            Correction("var ids↓: Set<String> = Set<String>([])", "var ids = Set<String>([])"),
            Correction("var ids↓: Set = Set<String>.init([])", "var ids = Set<String>.init([])"),
            Correction("guard var ids↓: Set<String> = Set<String>([]) else { return }",
                       "guard var ids = Set<String>([]) else { return }"),
            Correction("var ids↓: Set = Set<String>([]), others: Set<String>", "var ids = Set<String>([]), others: Set<String>"),
            Correction("let value↓: Node = Node.left.right.top", "let value = Node.left.right.top"),
            Correction("class Screen: UIView {\n  func layout() {\n    let margin↓: Int = Int(4)\n  }\n}\n",
                       "class Screen: UIView {\n  func layout() {\n    let margin = Int(4)\n  }\n}\n"),
            Correction("var roll↓: Int = Int.random(in: 1...6)", "var roll = Int.random(in: 1...6)"),
            Correction(Example("@Skipped\nvar total: Int {\n    let part↓: Int = Int(2)\n    return part\n}\n",
                               options: "{ignore_attributes: [Skipped]}"),
                       "@Skipped\nvar total: Int {\n    let part = Int(2)\n    return part\n}\n"),
            Correction(Example("var flag↓: Bool = false", options: "{consider_default_literal_types_redundant: true}"),
                       "var flag = false"),
            Correction(Example("var title↓: String = \"title\"", options: "{consider_default_literal_types_redundant: true}"),
                       "var title = \"title\""),
        ]
    }
}
