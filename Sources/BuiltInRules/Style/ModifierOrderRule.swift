import LintEngine
import SwiftSyntax
import ToolCore

/// Modifiers written in one order everywhere let a reader find the access
/// level or `override` at a glance instead of scanning each declaration.
///
/// As SwiftLint decides: the modifiers of a declaration that fall in a group
/// of `preferred_modifier_order` must appear in the order of their groups;
/// modifiers of other groups (and modifiers in no group, such as `unowned`
/// or `package`) are ignored; `nonisolated` is the `isolation` group.
/// `static` and `class` count (as `typeMethods`) only on functions and
/// properties. The violation is at the declaration's keyword; the correction
/// puts the grouped modifiers in order where they stand.
public struct ModifierOrderRule: SyntaxRule, CorrectableRule {
    private static let typeFirst = "{preferred_modifier_order: [typeMethods, acl]}"
    private static let finalFirst = "{preferred_modifier_order: [final, override, acl, typeMethods]}"

    public static let description = RuleDescription(
        identifier: "modifier_order",
        name: "Modifier Order",
        summary: "Modifier order should be consistent.",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "public class Widget {\n    public required convenience init() {}\n}\n",
            "public class Widget {\n    public static let shared = Widget()\n}\n",
            "public class Widget {\n    public static var count: Int {\n        return 3\n    }\n}\n",
            "public class Widget {\n    public class var kind: String {\n        return \"widget\"\n    }\n}\n",
            "public class Gadget: Widget {\n    override public final class var kind: String {\n        return \"gadget\"\n    }\n}\n",
            "open class Gadget: Widget {\n    override public var size: Int? {\n        return 4\n    }\n}\n",
            "class Gadget: Widget {\n    override open class func make() -> Int {\n        return 5\n    }\n}\n",
            "class Holder {\n    public private(set) weak var owner: Owner?\n}\n",
            "@objc\npublic final class Bridge: NSObject {}\n",
            "@objcMembers\npublic final class Bridge: NSObject {}\n",
            "@objc\noverride public private(set) weak var target: Target?\n",
            "@objc\nopen final class Bridge: NSObject {\n    open weak var source: NSString? = nil\n}\n",
            "public final class Widget {}\n",
            "class Widget {\n    func draw() {}\n}\n",
            "internal class Child: Base {\n    override internal func reload() {}\n}\n",
            "public struct Holder {\n    internal weak var delegate: Delegate? = nil\n}\n",
            "class Cache {\n    internal lazy var store: [String: Int] = [:]\n}\n",
            "struct Counter {\n    private mutating func bump() {}\n}\n",
            "@MainActor\nclass Screen {\n    nonisolated public func summary() {}\n}\n",
            Example("class Sample {\n    class public func make() {}\n    static public func build() {}\n}\n", options: typeFirst),
            Example("class Sample {\n    weak final override private var view: View?\n    final weak override private var peer: View?\n}\n",
                    options: "{preferred_modifier_order: [final, override, acl]}"),
        ],
        triggeringExamples: [
            "class Widget {\n    convenience required public ↓init() {}\n}\n",
            "public class Widget {\n    static public ↓let shared = Widget()\n}\n",
            "public class Widget {\n    static public ↓var count: Int {\n        return 3\n    }\n}\n",
            "public class Widget {\n    class public ↓var kind: String {\n        return \"widget\"\n    }\n}\n",
            "public class Gadget: Widget {\n    override final class public ↓var kind: String {\n        return \"gadget\"\n    }\n}\n",
            "open class Gadget: Widget {\n    public override ↓var size: Int? {\n        return 4\n    }\n}\n",
            "class Holder {\n    private(set) public weak ↓var owner: Owner?\n}\n",
            "class Gadget: Widget {\n    class open override ↓func make() -> Int {\n        return 5\n    }\n}\n",
            "class Gadget: Widget {\n    open override class ↓func make() -> Int {\n        return 5\n    }\n}\n",
            "@objc\nfinal public ↓class Bridge: NSObject {}\n",
            "@objcMembers\nfinal public ↓class Bridge: NSObject {}\n",
            "@objc\nfinal open ↓class Bridge: NSObject {\n    weak open ↓var source: NSString? = nil\n}\n",
            "final public ↓class Widget {}\n",
            "@MainActor\nclass Screen {\n    public nonisolated ↓func describe() {}\n}\n",
            "internal class Child: Base {\n    internal override ↓func reload() {}\n}\n",
            "public struct Holder {\n    weak internal ↓var delegate: Delegate? = nil\n}\n",
            "class Cache {\n    lazy internal ↓var store: [String: Int] = [:]\n}\n",
            "struct Counter {\n    mutating private ↓func bump() {}\n}\n",
            "class Child: Base {\n    dynamic override ↓func reload() {}\n}\n",
            Example("class Sample {\n    public class ↓func make() {}\n    public static ↓func build() {}\n}\n", options: typeFirst),
            Example("class Sample {\n    override weak final private ↓var view: View?\n}\n",
                    options: "{preferred_modifier_order: [final, override, acl]}"),
        ],
        corrections: [
            Correction("final public ↓class Widget {}\n", "public final class Widget {}\n"),
            Correction("class Widget {\n    convenience required public ↓init() {}\n}\n",
                       "class Widget {\n    public required convenience init() {}\n}\n"),
            Correction("class Holder {\n    private(set) public weak ↓var owner: Owner?\n}\n",
                       "class Holder {\n    public private(set) weak var owner: Owner?\n}\n"),
            Correction(Example("class Sample {\n    private final override ↓var view: View?\n}\n", options: finalFirst),
                       "class Sample {\n    final override private var view: View?\n}\n"),
            Correction(Example("class Sample {\n    class private final ↓var shared: Sample?\n}\n", options: finalFirst),
                       "class Sample {\n    final private class var shared: Sample?\n}\n"),
            Correction(Example("class Sample {\n    @objc\n    private\n    class\n    final\n    override\n    ↓var view: View?\n}\n",
                               options: finalFirst),
                       "class Sample {\n    @objc\n    final\n    override\n    private\n    class\n    var view: View?\n}\n"),
            Correction(Example("class Sample {\n    weak class final ↓var view: View?\n}\n", options: finalFirst),
                       "class Sample {\n    weak final class var view: View?\n}\n"),
        ]
    )

    /// SwiftLint's modifier groups (`atPrefixed`, always first, cannot be configured).
    public enum ModifierGroup: String, ConfigEnum, CaseIterable {
        case `override`, isolation, acl, setterACL, owned, mutators, `final`, typeMethods, `required`, `convenience`,
             `lazy`, `dynamic`
    }

    public struct Options: SeverityBasedOptions, DocumentedOptions, Equatable {
        public var severity = Severity.warning
        /// The groups in the order their modifiers must appear.
        public var preferredModifierOrder: [ModifierGroup] = [
            .override, .isolation, .acl, .setterACL, .dynamic, .mutators, .lazy, .final, .required, .convenience, .typeMethods, .owned,
        ]

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case preferredModifierOrder = "preferred_modifier_order"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            preferredModifierOrder = try container.decodeIfPresent([ModifierGroup].self, forKey: .preferredModifierOrder)
                ?? preferredModifierOrder
        }

        /// The order matters, so the default list is documented as written (not sorted).
        public static var documentedDefaults: [(key: String, value: String)] {
            let defaults = Options()
            return [
                ("severity", defaults.severity.rawValue),
                ("preferred_modifier_order", "[" + defaults.preferredModifierOrder.map(\.rawValue).joined(separator: ", ") + "]"),
            ]
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // A group's rank is its first place in the list; a group not listed is ignored.
        var firstPlaces: [ModifierGroup: Int] = [:]
        for (rank, group) in options.preferredModifierOrder.enumerated() where firstPlaces[group] == nil {
            firstPlaces[group] = rank
        }
        let ranks = firstPlaces
        let visit = { (modifiers: DeclModifierListSyntax, keyword: TokenSyntax, typeModifiersCount: Bool) in
            self.check(modifiers, keyword: keyword, typeModifiersCount: typeModifiersCount, ranks: ranks, in: file)
        }
        walk.on(ClassDeclSyntax.self) { visit($0.modifiers, $0.classKeyword, false) }
        walk.on(StructDeclSyntax.self) { visit($0.modifiers, $0.structKeyword, false) }
        walk.on(EnumDeclSyntax.self) { visit($0.modifiers, $0.enumKeyword, false) }
        walk.on(ProtocolDeclSyntax.self) { visit($0.modifiers, $0.protocolKeyword, false) }
        walk.on(ActorDeclSyntax.self) { visit($0.modifiers, $0.actorKeyword, false) }
        walk.on(ExtensionDeclSyntax.self) { visit($0.modifiers, $0.extensionKeyword, false) }
        walk.on(TypeAliasDeclSyntax.self) { visit($0.modifiers, $0.typealiasKeyword, false) }
        walk.on(AssociatedTypeDeclSyntax.self) { visit($0.modifiers, $0.associatedtypeKeyword, false) }
        walk.on(InitializerDeclSyntax.self) { visit($0.modifiers, $0.initKeyword, false) }
        walk.on(DeinitializerDeclSyntax.self) { visit($0.modifiers, $0.deinitKeyword, false) }
        walk.on(SubscriptDeclSyntax.self) { visit($0.modifiers, $0.subscriptKeyword, false) }
        walk.on(EnumCaseDeclSyntax.self) { visit($0.modifiers, $0.caseKeyword, false) }
        walk.on(FunctionDeclSyntax.self) { visit($0.modifiers, $0.funcKeyword, true) }
        walk.on(VariableDeclSyntax.self) { visit($0.modifiers, $0.bindingSpecifier, true) }
    }

    private func check(
        _ modifiers: DeclModifierListSyntax, keyword: TokenSyntax, typeModifiersCount: Bool,
        ranks: [ModifierGroup: Int], in file: LintFile
    ) {
        guard modifiers.count > 1 else { return }
        let ranked = modifiers.compactMap { modifier -> (modifier: DeclModifierSyntax, rank: Int)? in
            guard let group = Self.group(of: modifier, typeModifiersCount: typeModifiersCount),
                  let rank = ranks[group] else { return nil }
            return (modifier, rank)
        }
        // A stable sort: modifiers of one group keep their order.
        let ordered = ranked.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
            .map(\.element.modifier)
        // Each place holding a modifier other than the one the order puts there.
        let misplaced = zip(ordered, ranked.map(\.modifier))
            .map { (expected: $0.0, found: $0.1) }
            .filter { $0.expected.id != $0.found.id }
        guard let first = misplaced.first else { return }
        let position = keyword.positionAfterSkippingLeadingTrivia
        let edits = misplaced.map { place in
            Diagnostic.Fix(start: place.found.positionAfterSkippingLeadingTrivia.utf8Offset,
                           end: place.found.endPositionBeforeTrailingTrivia.utf8Offset,
                           replacement: file.sourceText(of: place.expected))
        }
        file.report(self, at: position, "\(Self.spelled(first.expected)) modifier should come before \(Self.spelled(first.found))",
                    fix: StyleSupport.combinedFix(edits, in: file))
    }

    /// `private(set)` for a setter's access level, as SwiftLint names it.
    private static func spelled(_ modifier: DeclModifierSyntax) -> String {
        modifier.name.text + (modifier.detail?.detail.text == "set" ? "(set)" : "")
    }

    private static func group(of modifier: DeclModifierSyntax, typeModifiersCount: Bool) -> ModifierGroup? {
        switch modifier.name.tokenKind {
        case .keyword(.open), .keyword(.public), .keyword(.internal), .keyword(.fileprivate), .keyword(.private):
            return modifier.detail == nil ? .acl : .setterACL
        case .keyword(.override): return .override
        case .keyword(.weak): return .owned
        case .keyword(.mutating), .keyword(.nonmutating): return .mutators
        case .keyword(.final): return .final
        case .keyword(.required): return .required
        case .keyword(.convenience): return .convenience
        case .keyword(.lazy): return .lazy
        case .keyword(.dynamic): return .dynamic
        case .keyword(.nonisolated): return .isolation
        case .keyword(.static), .keyword(.class): return typeModifiersCount ? .typeMethods : nil
        default: return nil
        }
    }
}
