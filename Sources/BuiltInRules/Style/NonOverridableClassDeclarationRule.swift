import LintEngine
import SwiftSyntax
import ToolCore

/// A `class` member of a final class, or a private one, can never be
/// overridden: writing `final class` or `static` says so instead of
/// suggesting an override point that does not exist.
public struct NonOverridableClassDeclarationRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "non_overridable_class_declaration",
        name: "Class Declaration in Final Class",
        summary: "Class methods and properties in final classes should themselves be final, just as if the "
            + "declarations are private. In both cases, they cannot be overriden. Using `final class` or "
            + "`static` makes this explicit.",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "final class Palette {\n    final class var count: Int { 4 }\n    final class func reset() {}\n}",
            "class Palette {\n    final class var count: Int { 4 }\n    final class func reset() {}\n}",
            "class Palette {\n    class var count: Int { 4 }\n    class func reset() {}\n}",
            "class Palette {\n    static var count: Int { 4 }\n    static func reset() {}\n}",
            "final class Palette {\n    static var count: Int { 4 }\n    static func reset() {}\n}",
            "final class Palette {\n    class Swatch {\n        class var count: Int { 4 }\n        class func reset() {}\n    }\n}",
            "class Palette {\n    fileprivate class func reset() {}\n}",
            "final class Palette {\n    class subscript(index: Int) -> Int { index }\n}",
        ],
        triggeringExamples: [
            "final class Palette {\n    ↓class var count: Int { 4 }\n    ↓class func reset() {}\n}",
            "class Palette {\n    final class Swatch {\n        ↓class var count: Int { 4 }\n        ↓class func reset() {}\n    }\n}",
            "class Palette {\n    private ↓class var count: Int { 4 }\n    private ↓class func reset() {}\n}",
            "final class Palette {\n    class Swatch {}\n    ↓class func reset() {}\n}",
            "final class Palette {\n    public ↓class func reset() {}\n}",
        ],
        corrections: [
            Correction("final class Palette {\n    ↓class func reset() {}\n}",
                       "final class Palette {\n    final class func reset() {}\n}"),
            Correction("class Palette {\n    private ↓class var count: Int { 4 }\n}",
                       "class Palette {\n    private final class var count: Int { 4 }\n}"),
            Correction(Example("final class Palette {\n    ↓class var count: Int { 4 }\n}", options: "{final_class_modifier: static}"),
                       "final class Palette {\n    static var count: Int { 4 }\n}"),
        ]
    )

    /// What replaces `class`: `final class` or `static`.
    public enum FinalClassModifier: String, ConfigEnum {
        case finalClass = "final class"
        case `static`
    }

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        public var finalClassModifier = FinalClassModifier.finalClass

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case finalClassModifier = "final_class_modifier"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            finalClassModifier = try container.decodeIfPresent(FinalClassModifier.self, forKey: .finalClassModifier)
                ?? finalClassModifier
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    /// Every violation is in a class.
    public var triggerIdentifiers: [String] { ["class"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // Whether each enclosing class is final, innermost last.
        var finalClasses: [Bool] = []
        walk.on(ClassDeclSyntax.self) { finalClasses.append($0.modifiers.hasKeyword(.final)) }
        walk.after(ClassDeclSyntax.self) { _ in _ = finalClasses.popLast() }
        walk.on(FunctionDeclSyntax.self) { check($0.modifiers, "methods", finalClasses.last == true, file) }
        walk.on(VariableDeclSyntax.self) { check($0.modifiers, "properties", finalClasses.last == true, file) }
    }

    private func check(_ modifiers: DeclModifierListSyntax, _ members: String, _ inFinalClass: Bool, _ file: LintFile) {
        guard !modifiers.hasKeyword(.final),
              let classModifier = modifiers.first(where: { $0.name.isKeyword(.class) }),
              inFinalClass || modifiers.hasKeyword(.private),
              !LintSupport.isInsideProtocol(classModifier)
        else { return }
        let message = inFinalClass
            ? "Class \(members) in final classes should themselves be final"
            : "Private class methods and properties should be declared final"
        let start = classModifier.positionAfterSkippingLeadingTrivia
        file.report(self, at: start, message,
                    fix: .init(start: start.utf8Offset, end: classModifier.endPositionBeforeTrailingTrivia.utf8Offset,
                               replacement: options.finalClassModifier.rawValue))
    }
}
