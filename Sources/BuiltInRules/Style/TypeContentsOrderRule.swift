import LintEngine
@_spi(RawSyntax) import SwiftSyntax
import ToolCore

/// Types whose members always come in the same order (cases, then type
/// aliases, subtypes, properties, initializers, methods…) read alike: a reader
/// knows where to look for a member without scanning the whole body.
public struct TypeContentsOrderRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "type_contents_order",
        name: "Type Contents Order",
        summary: "Specifies the order of subtypes, properties, methods & more within a type.",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples
    )

    /// The kinds of member SwiftLint tells apart (its `TypeContent`).
    public enum TypeContent: String, ConfigEnum, Equatable {
        case `case`
        case typeAlias = "type_alias"
        case associatedType = "associated_type"
        case subtype
        case typeProperty = "type_property"
        case instanceProperty = "instance_property"
        case ibOutlet = "ib_outlet"
        case ibInspectable = "ib_inspectable"
        case initializer
        case typeMethod = "type_method"
        case viewLifeCycleMethod = "view_life_cycle_method"
        case ibAction = "ib_action"
        case ibSegueAction = "ib_segue_action"
        case otherMethod = "other_method"
        case `subscript`
        case deinitializer
    }

    public struct Options: SeverityBasedOptions, DocumentedOptions, Equatable {
        public var severity = Severity.warning
        /// Groups of member kinds in the order they should come; the kinds of
        /// one group may be mixed.
        public var order: [[TypeContent]] = [
            [.case], [.typeAlias, .associatedType], [.subtype], [.typeProperty], [.instanceProperty],
            [.ibInspectable], [.ibOutlet], [.initializer], [.typeMethod], [.viewLifeCycleMethod],
            [.ibAction, .ibSegueAction], [.otherMethod], [.subscript], [.deinitializer],
        ]

        public init() {}

        enum CodingKeys: String, CodingKey { case severity, order }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            order = try ContentOrder.decodeGroups(in: container, forKey: .order) ?? order
        }

        /// The nested default list does not fit the generic listing.
        public static var documentedDefaults: [(key: String, value: String)] {
            let groups = Options().order.map { "[" + $0.map(\.rawValue).joined(separator: ", ") + "]" }
            return [("severity", Severity.warning.rawValue), ("order", "as in SwiftLint: [" + groups.joined(separator: ", ") + "]")]
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    /// The instance methods SwiftLint counts as a view controller's life cycle.
    private static let viewLifeCycleMethodNames: Set<String> = [
        "loadView", "loadViewIfNeeded", "viewIsAppearing", "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews",
        "viewDidLayoutSubviews", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "willMove",
    ]

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.after(ActorDeclSyntax.self) { check($0.memberBlock, in: file) }
        walk.after(ClassDeclSyntax.self) { check($0.memberBlock, in: file) }
        walk.after(EnumDeclSyntax.self) { check($0.memberBlock, in: file) }
        walk.after(ExtensionDeclSyntax.self) { check($0.memberBlock, in: file) }
        walk.after(ProtocolDeclSyntax.self) { check($0.memberBlock, in: file) }
        walk.after(StructDeclSyntax.self) { check($0.memberBlock, in: file) }
    }

    /// Reports the direct members that come after a member of a later group
    /// (members inside `#if` are not looked at, as in SwiftLint).
    private func check(_ block: MemberBlockSyntax, in file: LintFile) {
        let members = block.members.compactMap { member in Self.content(of: member.decl).map { (decl: member.decl, content: $0) } }
        let misplaced = ContentOrder.misplaced(members.map(\.content), order: options.order)
        for (index, group) in misplaced {
            let message = ContentOrder.message(members[index].content.rawValue, amongst: group.map(\.rawValue), of: "type content(s)")
            file.report(self, at: Self.position(of: members[index].decl), message)
        }
    }

    /// What a member is; nil for members SwiftLint does not order (`#if`
    /// blocks, macro expansions, operators).
    private static func content(of decl: DeclSyntax) -> TypeContent? {
        switch decl.kind {
        case .enumCaseDecl: .case
        case .typeAliasDecl: .typeAlias
        case .associatedTypeDecl: .associatedType
        case .actorDecl, .classDecl, .enumDecl, .extensionDecl, .protocolDecl, .structDecl: .subtype
        case .initializerDecl: .initializer
        case .deinitializerDecl: .deinitializer
        case .subscriptDecl: .subscript
        case .variableDecl: propertyContent(decl.cast(VariableDeclSyntax.self))
        case .functionDecl: methodContent(decl.cast(FunctionDeclSyntax.self))
        default: nil
        }
    }

    /// Where SwiftLint reports a member: at `static`/`class` for type
    /// properties and methods, else at its introducing keyword (after any
    /// attributes and modifiers). Only asked of the members out of place.
    private static func position(of decl: DeclSyntax) -> AbsolutePosition {
        if let variable = decl.as(VariableDeclSyntax.self) {
            return typeModifier(variable.modifiers)?.positionAfterSkippingLeadingTrivia
                ?? variable.bindingSpecifier.positionAfterSkippingLeadingTrivia
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            return typeModifier(function.modifiers)?.positionAfterSkippingLeadingTrivia
                ?? function.funcKeyword.positionAfterSkippingLeadingTrivia
        }
        // Attributes and modifiers are lists; the keyword is the first token child.
        let keyword = decl.children(viewMode: .sourceAccurate).first { $0.kind == .token }
        return (keyword ?? Syntax(decl)).positionAfterSkippingLeadingTrivia
    }

    private static func propertyContent(_ variable: VariableDeclSyntax) -> TypeContent {
        if typeModifier(variable.modifiers) != nil { return .typeProperty }
        if LintSupport.attribute(named: "IBOutlet", in: variable.attributes) != nil { return .ibOutlet }
        if LintSupport.attribute(named: "IBInspectable", in: variable.attributes) != nil { return .ibInspectable }
        return .instanceProperty
    }

    private static func methodContent(_ function: FunctionDeclSyntax) -> TypeContent {
        if typeModifier(function.modifiers) != nil { return .typeMethod }
        // The raw text: `text` builds the token's kind first, for every method.
        if viewLifeCycleMethodNames.contains(String(syntaxText: function.name.rawText)) { return .viewLifeCycleMethod }
        guard !function.attributes.isEmpty else { return .otherMethod }
        if LintSupport.attribute(named: "IBAction", in: function.attributes) != nil { return .ibAction }
        if LintSupport.attribute(named: "IBSegueAction", in: function.attributes) != nil { return .ibSegueAction }
        return .otherMethod
    }

    /// The first `static` or `class` modifier.
    private static func typeModifier(_ modifiers: DeclModifierListSyntax) -> DeclModifierSyntax? {
        // Most members have neither: asked of the raw list before iterating it.
        guard modifiers.hasKeyword(.static) || modifiers.hasKeyword(.class) else { return nil }
        return modifiers.first { $0.name.isKeyword(.static) || $0.name.isKeyword(.class) }
    }
}

/// SwiftLint's ordering check, shared by `type_contents_order` and
/// `file_types_order`: the configured groups are taken in turn, each claiming
/// the items of its kinds that follow the last one claimed so far; an item
/// passed over while a later item of the group was claimed is out of place.
enum ContentOrder {
    /// The indices of the items out of place, each with the group it was found amongst.
    static func misplaced<Category: Equatable>(_ items: [Category], order: [[Category]]) -> [(index: Int, group: [Category])] {
        var found: [(index: Int, group: [Category])] = []
        var lastMatch = -1
        for group in order {
            let start = lastMatch + 1
            // The group claims its items from `start` up to its last one there;
            // the others before that one were passed over.
            guard let last = items[start...].lastIndex(where: { group.contains($0) }) else { continue }
            for index in start..<last where !group.contains(items[index]) { found.append((index: index, group: group)) }
            lastMatch = last
        }
        return found
    }

    /// `An 'extension' should not be placed amongst the file type(s) 'main_type'`
    static func message(_ name: String, amongst group: [String], of noun: String) -> String {
        let article = name.first.map { "aeiou".contains($0) } == true ? "An" : "A"
        return "\(article) '\(name)' should not be placed amongst the \(noun) '\(group.joined(separator: ","))'"
    }

    /// The `order` option: a list whose entries are a kind or a list of kinds.
    static func decodeGroups<Category: ConfigEnum, Key: CodingKey>(
        in container: KeyedDecodingContainer<Key>, forKey key: Key
    ) throws -> [[Category]]? {
        guard let entries = try container.decodeIfPresent([StringList].self, forKey: key) else { return nil }
        return try entries.map { entry in
            try entry.values.map { name in
                guard let category = Category(rawValue: name) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: container, debugDescription: "must be \(Category.allowedValuesPhrase), got `\(name)`")
                }
                return category
            }
        }
    }
}

extension TypeContentsOrderRule {
    static var nonTriggeringExamples: [Example] {
        [
            "final class SettingsController: UIViewController {\n"
                + "    typealias Completion = (Bool) -> Void\n\n"
                + "    struct Row {}\n    enum Section {}\n\n"
                + "    static let reuseID = \"cell\"\n    class var shared: Int { 0 }\n\n"
                + "    var rows: [Row] = []\n    weak var listener: Listener?\n    private var isDirty: Bool { rows.isEmpty }\n\n"
                + "    @IBInspectable var radius: CGFloat = 4\n"
                + "    @IBOutlet private var tableView: UITableView!\n    @IBOutlet private var header: UIView!\n\n"
                + "    init() { super.init(nibName: nil, bundle: nil) }\n"
                + "    required init?(coder: NSCoder) { return nil }\n\n"
                + "    static func make() -> SettingsController { SettingsController() }\n\n"
                + "    override func viewDidLoad() { super.viewDidLoad() }\n"
                + "    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated) }\n"
                + "    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }\n\n"
                + "    @IBAction func save() { persist() }\n"
                + "    @IBSegueAction func showDetail(_ coder: NSCoder) -> UIViewController? { nil }\n"
                + "    @IBAction func cancel() {}\n\n"
                + "    func persist() {}\n    private func reload() {}\n\n"
                + "    subscript(index: Int) -> Row { rows[index] }\n\n"
                + "    deinit { print(\"gone\") }\n}\n",
            "enum Direction {\n    case north, south\n    case east\n\n    static let all: [Direction] = [.north]\n\n"
                + "    var isVertical: Bool { self == .north }\n}\n",
            "protocol Store {\n    associatedtype Item\n    var count: Int { get }\n    func load() -> Item\n}\n",
            // Members inside `#if` are not looked at.
            "struct Cache {\n    func purge() {}\n    #if DEBUG\n    var hits = 0\n    #endif\n}\n",
            // Nested types are checked on their own.
            "struct Outer {\n    struct Inner {\n        static let key = 1\n        var value = 0\n    }\n\n    var value = 0\n}\n",
            Example("struct Panel {\n    func draw() {}\n    var size = 0\n    init() {}\n}\n",
                    options: "{order: [[other_method, instance_property], initializer]}"),
            Example("struct Panel {\n    init() {}\n    var size = 0\n}\n", options: "{order: [initializer, instance_property]}"),
        ]
    }

    static var triggeringExamples: [Example] {
        [
            "final class SettingsController: UIViewController {\n    ↓struct Row {}\n\n"
                + "    typealias Completion = (Bool) -> Void\n}\n",
            "final class SettingsController: UIViewController {\n    ↓static let reuseID = \"cell\"\n\n    enum Section {}\n}\n",
            "final class SettingsController: UIViewController {\n    ↓var rows: [Int] = []\n\n    static let reuseID = \"cell\"\n}\n",
            "final class SettingsController: UIViewController {\n    @IBOutlet private ↓var tableView: UITableView!\n\n"
                + "    private var isDirty: Bool { false }\n}\n",
            "final class SettingsController: UIViewController {\n    ↓deinit { print(\"gone\") }\n\n"
                + "    override ↓init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }\n\n"
                + "    @IBOutlet private var tableView: UITableView!\n}\n",
            "final class SettingsController: UIViewController {\n    override ↓func viewDidLoad() { super.viewDidLoad() }\n\n"
                + "    static func make() -> SettingsController { SettingsController() }\n}\n",
            "final class SettingsController: UIViewController {\n    @IBAction ↓func save() {}\n\n"
                + "    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }\n}\n",
            "final class SettingsController: UIViewController {\n    ↓func persist() {}\n\n"
                + "    @IBSegueAction func showDetail(_ coder: NSCoder) -> UIViewController? { nil }\n}\n",
            "final class SettingsController: UIViewController {\n    ↓subscript(index: Int) -> Int { index }\n\n"
                + "    // MARK: Other methods\n    func persist() {}\n}\n",
            "enum Cache {\n    ↓var hits: Int { 0 }\n    ↓func purge() {}\n    case unused\n}\n",
            "enum Direction {\n    ↓static let all: [Direction] = []\n    case north\n}\n",
            "extension Direction {\n    ↓func flipped() -> Direction { self }\n    public ↓static var count: Int { 4 }\n"
                + "    typealias Raw = Int\n}\n",
            "actor Queue {\n    nonisolated ↓func peek() {}\n    init() {}\n}\n",
            "struct Outer {\n    struct Inner {\n        ↓func run() {}\n        let key = 1\n    }\n}\n",
            Example("struct Panel {\n    ↓var size = 0\n    init() {}\n}\n", options: "{order: [initializer, instance_property]}"),
        ]
    }
}
