import LintEngine
@_spi(RawSyntax) import SwiftSyntax
import ToolCore

/// A public declaration is a promise to the module's users; without a doc
/// comment they learn what it does by reading its implementation, if they
/// can see it at all.
///
/// As SwiftLint decides: types, extensions (unless `excludes_extensions`),
/// functions, initializers (unless trivial and `excludes_trivial_init`),
/// subscripts, properties, type aliases, associated types and enum cases
/// need a doc comment (`///` or `/** */`, last before the declaration, or
/// before the `#if` it opens) when their access level is configured;
/// `override`s never do. Nothing inside function, initializer, subscript or
/// property bodies, closures or statement blocks is looked at, nor anything
/// in (or of) a type or extension that inherits (with `excludes_inherited_types`).
/// A member without an access modifier has the access its extension or
/// protocol gives it, else `internal`; with
/// `evaluate_effective_access_control_level`, no more than its type's.
public struct MissingDocsRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "missing_docs",
        name: "Missing Docs",
        summary: "Declarations should be documented.",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples
    )

    /// Access levels, lowest first (SwiftLint's `AccessControlLevel`).
    public enum AccessLevel: String, ConfigEnum, Comparable {
        case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

        private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

        public static func < (a: AccessLevel, b: AccessLevel) -> Bool { a.rank < b.rank }
    }

    public struct Options: RuleOptions, Equatable {
        /// Each violation has the severity of the list its access level is in.
        public var severity: Severity { .warning }
        /// Access levels whose undocumented declarations are warnings.
        public var warning: [AccessLevel] = [.open, .public]
        /// Access levels whose undocumented declarations are errors.
        public var error: [AccessLevel] = []
        /// Extensions themselves need no documentation (their members still do).
        public var excludesExtensions = true
        /// Types and extensions that inherit or conform are not checked, nor their members.
        public var excludesInheritedTypes = true
        /// Initializers without parameters need no documentation.
        public var excludesTrivialInit = false
        /// A member is at most as accessible as its type.
        public var evaluateEffectiveAccessControlLevel = false

        public init() {}

        enum CodingKeys: String, CodingKey {
            case warning, error
            case excludesExtensions = "excludes_extensions"
            case excludesInheritedTypes = "excludes_inherited_types"
            case excludesTrivialInit = "excludes_trivial_init"
            case evaluateEffectiveAccessControlLevel = "evaluate_effective_access_control_level"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            excludesExtensions = try container.decodeIfPresent(Bool.self, forKey: .excludesExtensions) ?? excludesExtensions
            excludesInheritedTypes = try container.decodeIfPresent(Bool.self, forKey: .excludesInheritedTypes)
                ?? excludesInheritedTypes
            excludesTrivialInit = try container.decodeIfPresent(Bool.self, forKey: .excludesTrivialInit) ?? excludesTrivialInit
            evaluateEffectiveAccessControlLevel = try container.decodeIfPresent(
                Bool.self, forKey: .evaluateEffectiveAccessControlLevel) ?? evaluateEffectiveAccessControlLevel
            let warnings = try Self.levels(forKey: .warning, in: container)
            let errors = try Self.levels(forKey: .error, in: container)
            // As in SwiftLint, levels given under either key replace the defaults of both.
            guard !(warnings + errors).isEmpty else { return }
            guard Set(warnings + errors).count == warnings.count + errors.count else {
                throw DecodingError.dataCorruptedError(
                    forKey: .warning, in: container, debugDescription: "an access level is listed more than once")
            }
            warning = warnings
            error = errors
        }

        /// A level or a list of levels.
        private static func levels(
            forKey key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>
        ) throws -> [AccessLevel] {
            guard let names = try container.decodeIfPresent(StringList.self, forKey: key) else { return [] }
            return try names.values.map { name in
                guard let level = AccessLevel(rawValue: name) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: container, debugDescription: "must be an access level, got `\(name)`")
                }
                return level
            }
        }

        /// The severity of an undocumented declaration with `level`; nil when it needs no docs.
        func severity(for level: AccessLevel) -> Severity? {
            if error.contains(level) { return .error }
            return warning.contains(level) ? .warning : nil
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        let scope = MissingDocsScope(evaluatesEffectiveLevel: options.evaluateEffectiveAccessControlLevel)
        subscribeTypes(to: &walk, scope: scope, in: file)
        // Declarations whose bodies SwiftLint's visitor does not enter.
        func opaque<Node: SyntaxProtocol>(_ type: Node.Type, _ check: @escaping (Node) -> Void) {
            walk.on(type) { node in
                if scope.isVisible { check(node) }
                scope.hiddenDepth += 1
            }
            walk.after(type) { _ in scope.hiddenDepth -= 1 }
        }
        opaque(FunctionDeclSyntax.self) { collect($0, $0.modifiers, at: $0.funcKeyword, scope: scope, in: file) }
        opaque(InitializerDeclSyntax.self) { node in
            guard !node.signature.parameterClause.parameters.isEmpty || !options.excludesTrivialInit else { return }
            collect(node, node.modifiers, at: node.initKeyword, scope: scope, in: file)
        }
        opaque(SubscriptDeclSyntax.self) { collect($0, $0.modifiers, at: $0.subscriptKeyword, scope: scope, in: file) }
        opaque(VariableDeclSyntax.self) { collect($0, $0.modifiers, at: $0.bindingSpecifier, scope: scope, in: file) }
        opaque(ClosureExprSyntax.self) { _ in }
        opaque(CodeBlockSyntax.self) { _ in }
        walk.on(TypeAliasDeclSyntax.self) { node in
            if scope.isVisible { collect(node, node.modifiers, at: node.typealiasKeyword, scope: scope, in: file) }
        }
        walk.on(AssociatedTypeDeclSyntax.self) { node in
            if scope.isVisible { collect(node, node.modifiers, at: node.associatedtypeKeyword, scope: scope, in: file) }
        }
        walk.on(EnumCaseDeclSyntax.self) { node in
            // A case has its enum's access (SwiftLint looks at cases directly in an enum only).
            guard scope.isVisible, !Self.hasDocComment(node), let owner = scope.innermost, owner.kind == .enum else { return }
            let level = owner.level ?? .internal
            guard let severity = options.severity(for: level) else { return }
            file.report(self, at: node.caseKeyword.positionAfterSkippingLeadingTrivia,
                        "\(level.rawValue) declarations should be documented", severity: severity)
        }
    }

    /// Types and extensions: checked themselves, then pushed as the scope of
    /// their members; one that inherits (when excluded) hides its members.
    private func subscribeTypes(to walk: inout SyntaxWalk, scope: MissingDocsScope, in file: LintFile) {
        func group<Node: DeclGroupSyntax>(
            _ nodeType: Node.Type, _ kind: MissingDocsScope.Kind, keyword: @escaping (Node) -> TokenSyntax
        ) {
            walk.on(nodeType) { node in
                let hidden = isExcludedForInheriting(node)
                if scope.isVisible, !hidden, kind != .extension || !options.excludesExtensions {
                    collect(node, node.modifiers, at: keyword(node), scope: scope, in: file)
                }
                scope.push(kind, level: Self.accessLevel(of: node.modifiers))
                if hidden { scope.hiddenDepth += 1 }
            }
            walk.after(nodeType) { node in
                scope.pop()
                if isExcludedForInheriting(node) { scope.hiddenDepth -= 1 }
            }
        }
        group(ActorDeclSyntax.self, .actor) { $0.actorKeyword }
        group(ClassDeclSyntax.self, .class) { $0.classKeyword }
        group(EnumDeclSyntax.self, .enum) { $0.enumKeyword }
        group(StructDeclSyntax.self, .struct) { $0.structKeyword }
        group(ProtocolDeclSyntax.self, .protocol) { $0.protocolKeyword }
        group(ExtensionDeclSyntax.self, .extension) { $0.extensionKeyword }
    }

    /// Reports the declaration unless it is documented or an `override`, with
    /// the severity configured for its access level.
    private func collect(
        _ node: some SyntaxProtocol, _ modifiers: DeclModifierListSyntax, at keyword: TokenSyntax,
        scope: MissingDocsScope, in file: LintFile
    ) {
        guard !modifiers.hasKeyword(.override), !Self.hasDocComment(node) else { return }
        let level = scope.level(given: Self.accessLevel(of: modifiers))
        guard let severity = options.severity(for: level) else { return }
        file.report(self, at: keyword.positionAfterSkippingLeadingTrivia,
                    "\(level.rawValue) declarations should be documented", severity: severity)
    }

    /// An inheritance clause naming something other than a suppressed
    /// protocol (`~Copyable`), when such types are excluded.
    private func isExcludedForInheriting(_ node: some DeclGroupSyntax) -> Bool {
        guard options.excludesInheritedTypes, let inherited = node.inheritanceClause?.inheritedTypes else { return false }
        return inherited.contains { !$0.type.is(SuppressedTypeSyntax.self) }
    }

    /// The access level the modifiers state (not a setter's).
    private static func accessLevel(of modifiers: DeclModifierListSyntax) -> AccessLevel? {
        modifiers.lazy.filter { $0.detail == nil }.compactMap { AccessLevel(rawValue: $0.name.text) }.first
    }

    /// A doc comment is the last comment before the declaration; a
    /// declaration first in an `#if` clause takes the `#if`'s.
    static func hasDocComment(_ node: some SyntaxProtocol) -> Bool {
        if let token = node.firstToken(viewMode: .sourceAccurate), lastCommentIsDoc(before: token) { return true }
        guard let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
              list.first?.id == item.id,
              let conditional = list.parent?.as(IfConfigClauseSyntax.self)?.parent?.as(IfConfigClauseListSyntax.self)?
                  .parent?.as(IfConfigDeclSyntax.self)
        else { return false }
        return hasDocComment(conditional)
    }

    private static func lastCommentIsDoc(before token: TokenSyntax) -> Bool {
        // Trivia without a `/` holds no comment: not split into pieces. Raw pieces:
        // their comments are views of the source, not copied into strings.
        let view = token.tokenView
        let fromTheEnd = view.leadingTrivia { text in text.contains(UInt8(ascii: "/")) ? lastLineCommentIsDoc(text) : false }
        if let fromTheEnd { return fromTheEnd }
        return view.leadingRawTriviaPieces.last { !$0.isWhitespace }?.isDocComment ?? false
    }
}

extension MissingDocsRule {
    /// Whether the last comment in a token's leading trivia is a doc comment,
    /// when its last line is a line comment (the common case), read from the
    /// end of the text: splitting a long doc comment into its pieces cost ten
    /// thousand instructions a declaration. Nil when the pieces must tell (a
    /// block comment, or a `*/` on the line that may close one).
    static func lastLineCommentIsDoc(_ trivia: SyntaxText) -> Bool? {
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C }
        func isNewline(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }
        var end = trivia.count
        while end > 0, isBlank(trivia[end - 1]) || isNewline(trivia[end - 1]) { end -= 1 }
        guard end > 0 else { return false }
        var start = end
        while start > 0, !isNewline(trivia[start - 1]) { start -= 1 }
        while start < end, isBlank(trivia[start]) { start += 1 }
        guard end - start >= 2, trivia[start] == UInt8(ascii: "/"), trivia[start + 1] == UInt8(ascii: "/") else { return nil }
        for index in start..<end - 1 where trivia[index] == UInt8(ascii: "*") && trivia[index + 1] == UInt8(ascii: "/") {
            return nil
        }
        // `///` starts a doc line comment, as the parser lexes it.
        return end - start >= 3 && trivia[start + 2] == UInt8(ascii: "/")
    }
}

private extension RawTriviaPiece {
    var isDocComment: Bool {
        switch self {
        case .docLineComment, .docBlockComment: true
        default: false
        }
    }
}

/// The types and extensions around the walk's position, each with the
/// access it gives its members (SwiftLint's stack of `AccessControlBehavior`),
/// and how deep the walk is inside code SwiftLint's visitor skips.
private final class MissingDocsScope {
    enum Kind { case actor, `class`, `enum`, `struct`, `protocol`, `extension` }

    struct Entry {
        let kind: Kind
        let level: MissingDocsRule.AccessLevel?

        var effectiveLevel: MissingDocsRule.AccessLevel { level ?? .internal }
        var isType: Bool { kind != .protocol && kind != .extension }
    }

    private let evaluatesEffectiveLevel: Bool
    private var entries: [Entry] = []
    /// Above zero inside a body, closure, block or excluded type.
    var hiddenDepth = 0

    init(evaluatesEffectiveLevel: Bool) {
        self.evaluatesEffectiveLevel = evaluatesEffectiveLevel
    }

    var isVisible: Bool { hiddenDepth == 0 }
    var innermost: Entry? { entries.last }

    func push(_ kind: Kind, level: MissingDocsRule.AccessLevel?) {
        let entry = Entry(kind: kind, level: level)
        // An extension keeps its own level, whatever it is nested in.
        guard kind != .extension, let parent = entries.last else {
            entries.append(entry)
            return
        }
        if parent.isType {
            let keepsOwn = entry.effectiveLevel <= parent.effectiveLevel || !evaluatesEffectiveLevel
            entries.append(keepsOwn ? entry : Entry(kind: kind, level: parent.effectiveLevel))
        } else {
            entries.append(level != nil ? entry : Entry(kind: kind, level: parent.effectiveLevel))
        }
    }

    func pop() {
        _ = entries.popLast()
    }

    /// The access of a declaration with the `given` modifier (if any) in the current scope.
    func level(given: MissingDocsRule.AccessLevel?) -> MissingDocsRule.AccessLevel {
        guard let parent = entries.last else { return given ?? .internal }
        switch parent.kind {
        case .protocol:
            return parent.effectiveLevel
        case .extension:
            return given ?? parent.effectiveLevel
        case .actor, .class, .enum, .struct:
            if let given { return given < parent.effectiveLevel || !evaluatesEffectiveLevel ? given : parent.effectiveLevel }
            return min(parent.effectiveLevel, .internal)
        }
    }
}

extension MissingDocsRule {
    static let nonTriggeringExamples: [Example] = [
        "/// Docs.\npublic class Base {\n    /// Docs.\n    public func load() {}\n}\n// no docs\n"
            + "public class Child: Base { override public func load() {} }\n",
        "import Foundation\n// no docs\npublic class Model: NSObject {\n    // no docs\n"
            + "    override public var description: String { fatalError() } }\n",
        "/// Docs.\npublic class Store {\n    var count = 1\n    var total: Int { 1 }\n    func reset() {}\n    deinit {}\n}\n",
        "public extension Store {}\n",
        "enum Mode {\n    case fast\n}\n",
        "func walk() {}\ninternal struct Path {\n    let length: Int\n}\n",
        "/// Docs.\npublic let limit = 3\n/** Docs. */\npublic var name = \"\"\n",
        "/// Docs.\npublic func start() {\n    let value = 1\n    func helper() {}\n}\n",
        "extension Store: Equatable {\n    public static func == (lhs: Store, rhs: Store) -> Bool { true }\n}\n",
        "public struct Token: ~Copyable, Sendable {\n    public init() {}\n}\n",
        "/// Docs.\n#if os(Linux)\npublic func start() {}\n#else\npublic func start() async {}\n#endif\n",
        "/// Docs.\n#if os(Linux)\n    #if DEBUG\n    public func start() {}\n    #endif\n#else\npublic func start() async {}\n#endif\n",
        Example("/// Docs.\npublic class Store {\n    public init() {}\n}\n", options: "{excludes_trivial_init: true}"),
        Example("class Store {\n    public func reset() {}\n}\n", options: "{evaluate_effective_access_control_level: true}"),
        Example("private struct Cache {\n    public var size = 0\n}\n", options: "{evaluate_effective_access_control_level: true}"),
        Example("public func run() {}\n", options: "{warning: [open]}"),
    ]

    static let triggeringExamples: [Example] = [
        "public ↓func start() {}\n",
        "// A regular comment.\npublic ↓func start() {}\n",
        "/* A block comment. */\npublic ↓func start() {}\n",
        "/// Docs.\npublic protocol Source {\n    // no docs\n    ↓var value: Int { get }\n    ↓func read() -> Int\n}\n"
            + "/// Docs.\npublic struct Fixed: Source {\n    public let value: Int\n}\n",
        "/// Docs.\npublic class Store {\n    public static ↓let shared = Store()\n}\n",
        "public extension Store {\n    public ↓func reset() {}\n    static ↓var count: Int { 1 }\n    ↓struct Entry {\n"
            + "        func read() {}\n    }\n    ↓class Box {\n        func open() {}\n    }\n    ↓actor Worker {\n"
            + "        func work() {}\n    }\n    ↓enum Kind {\n        ↓case small\n        func size() {}\n    }\n}\n",
        "public extension Store {\n    ↓enum Kind {\n        enum Inner {\n            case tiny\n        }\n    }\n}\n",
        "extension Store {\n    public ↓struct Entry {\n        public static ↓let empty = 1\n    }\n}\n",
        "extension Store {\n    public ↓func reset() {}\n}\n",
        Example("/// Docs.\npublic class Store {\n    public ↓init(name: String) {}\n}\n", options: "{excludes_trivial_init: true}"),
        Example("public ↓struct Fixed: Source {\n    public ↓let value: Int\n}\n", options: "{excludes_inherited_types: false}"),
        Example("public ↓extension Store {\n    public ↓func reset() {}\n}\n", options: "{excludes_extensions: false}"),
        "public extension Store {\n    ↓var total: Int {\n        let base = 1\n        func helper() {}\n        return base\n    }\n}\n",
        "#if os(Linux)\npublic ↓func start() {}\n#endif\n",
        "public ↓enum Kind {\n    ↓case small, large\n    func size() {}\n    init(_ value: Int) { self = .small }\n}\n",
        "open ↓class Panel {\n    public ↓enum Kind {\n        ↓case small\n        func size() {}\n    }\n}\n",
        "/// Docs.\npublic struct Store {}\npublic extension Store {\n    ↓enum Kind {\n        ↓case small\n    }\n}\n",
        "public extension URL {\n    fileprivate enum Keys {\n        static let name = \"\"\n    }\n    static ↓var port: Int { 1 }\n}\n",
        Example("class Store {\n    public ↓func reset() {}\n}\n", options: "{evaluate_effective_access_control_level: false}"),
        "private struct Cache {\n    public ↓var size = 0\n}\n",
        "public ↓struct Token: ~Copyable, ~Escapable {\n    public ↓init() {}\n}\n",
        "/// Docs.\n#if os(Linux)\npublic func start() {}\npublic ↓func stop() {}\n#endif\n",
        "/// Docs.\npublic protocol Source {\n    ↓associatedtype Item\n}\npublic ↓typealias Items = [Int]\n"
            + "/// Docs.\npublic struct Table {\n    public ↓subscript(index: Int) -> Int { index }\n}\n",
        Example("public ↓func start() {}\nopen ↓class Panel {}\n", options: "{error: [public, open]}"),
        Example("internal ↓func start() {}\n↓func stop() {}\npublic func run() {}\n", options: "{warning: [internal]}"),
    ]
}
