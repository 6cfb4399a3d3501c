import IndexStore
import SwiftSyntax

/// Why a declaration counts as used although the index may record no use of
/// it: the compiler, the runtime or a tool reaches it by name or by shape.
public enum Retention: Hashable, Sendable {
    /// Used on its own: an entry point, the API, a test, the keep list.
    case root(String)
    /// Used whenever the type (or extension) holding it is: a protocol witness,
    /// an override, `CodingKeys`, a property wrapper's `wrappedValue`, …
    case withParent(String)

    public var reason: String {
        switch self {
        case .root(let reason), .withParent(let reason): reason
        }
    }
}

/// The options `unused_declaration` shares with dead-code analysis.
public struct RetentionOptions: Hashable, Sendable {
    /// Check `public` and `open` declarations too (SwiftLint's `include_public_and_open`).
    public var includePublicAndOpen = false
    /// Types related to one of these (conforming, inheriting) are kept: SwiftUI's `PreviewProvider` by default.
    public var relatedUSRsToSkip: Set<String> = ["s:7SwiftUI15PreviewProviderP"]
    /// Declarations kept whatever the index says, by name (`Cache.evict()`, `evict()`) or USR.
    public var keep: Set<String> = []

    public init() {}
}

/// Decides, from a definition's occurrence in the index and its declaration in
/// the syntax tree, whether something other than a source reference uses it.
public struct DeclarationRetention: Sendable {
    public let options: RetentionOptions
    private let modules: ModuleMap?
    private let relatedTypes: Set<String>
    private let implementations: Set<String>

    /// `modules` (the store's base graph) lets `Codable` storage and associated
    /// types be recognised through protocols that refine them; `implementations` are
    /// ``PackageIndex/implementations``; `occurrences` are
    /// the ones that may name types related to ``RetentionOptions/relatedUSRsToSkip``.
    public init(
        options: RetentionOptions, modules: ModuleMap?, implementations: Set<String>, occurrences: some Sequence<IndexOccurrence>
    ) {
        self.options = options
        self.modules = modules
        self.implementations = implementations
        var related = Set<String>()
        for occurrence in occurrences where options.relatedUSRsToSkip.contains(occurrence.symbol.usr) {
            for relation in occurrence.relations where relation.roles.contains(.baseOf) { related.insert(relation.symbol.usr) }
        }
        relatedTypes = related
    }

    /// Why `definition` (declared by `declaration`, the innermost declaration
    /// around its name) is used without a reference, or nil.
    public func retention(of definition: IndexOccurrence, declaration: DeclSyntax, qualifiedName: String) -> Retention? {
        let symbol = definition.symbol
        if Self.isListed(symbol, qualifiedName: qualifiedName, in: options.keep) { return .root("in the keep list") }
        if symbol.properties.contains(.unitTest) { return .root("an XCTest test") }
        if relatedTypes.contains(symbol.usr) { return .root("related to a type in related_usrs_to_skip") }
        if let reason = Self.rootByAttribute(declaration) { return .root(reason) }
        if !options.includePublicAndOpen, Self.isAPI(declaration) { return .root("public API") }
        if let requirement = definition.relations.first(where: { $0.roles.contains(.overrideOf) }) {
            return .withParent("overrides or implements `\(requirement.symbol.name)`")
        }
        if implementations.contains(symbol.usr) { return .withParent("implements a requirement for a conforming subtype") }
        return keptWithParent(definition, declaration: declaration)
    }

    /// Listed by USR, by name with or without its labels, bare or with its type's (`Cache.evict`).
    private static func isListed(_ symbol: IndexSymbol, qualifiedName: String, in list: Set<String>) -> Bool {
        guard !list.isEmpty else { return false }
        let names = [symbol.usr, symbol.name, qualifiedName, Reachability.baseName(symbol.name), Reachability.baseName(qualifiedName)]
        return names.contains(where: list.contains)
    }

    /// The members the compiler calls on a type that is used.
    private func keptWithParent(_ definition: IndexOccurrence, declaration: DeclSyntax) -> Retention? {
        let symbol = definition.symbol
        let parent = definition.relations.first { $0.roles.contains(.childOf) }?.symbol
        switch symbol.kind {
        case .destructor:
            return .withParent("`deinit`: the runtime calls it")
        case .staticMethod where Self.resultBuilderMethods.contains(symbol.name):
            return .withParent("a result builder method: the compiler calls it")
        case .staticMethod where symbol.name == "main()" && Self.hasAttribute("main", aroundMemberOf: declaration):
            return .withParent("the @main type's entry point")
        case .staticProperty where symbol.name == "allTests":
            return .withParent("XCTest's test list")
        case .enum where symbol.name == "CodingKeys":
            return .withParent("Codable's coding keys")
        case .instanceProperty where Self.propertyWrapperMembers.contains(symbol.name)
            && Self.hasAttribute("propertyWrapper", aroundMemberOf: declaration):
            return .withParent("a property wrapper's \(symbol.name)")
        case .instanceProperty where Self.isStored(declaration) && parent.map(isCodable) == true:
            return .withParent("stored property of a Codable type: the synthesized conformance uses it")
        default:
            break
        }
        if let parent, modules?.mayWitness(symbol.name, of: parent.usr) == true {
            return .withParent("may implement a requirement of a protocol its type, a base or a subclass conforms to")
        }
        if Self.calledByTheCompiler.contains(symbol.name) { return .withParent("`\(symbol.name)`: the compiler calls it") }
        if let macro = Self.attachedMacro(aroundMemberOf: declaration) {
            return .withParent("its type's attached `@\(macro)` may use it")
        }
        return nil
    }

    private func isCodable(_ type: IndexSymbol) -> Bool {
        modules?.inherits(type.usr, fromAnyOf: Self.codingProtocols) == true
    }

    /// `Decodable`, `Encodable` (`Codable` is their composition).
    private static let codingProtocols: Set<String> = ["s:Se", "s:SE"]

    private static let resultBuilderMethods: Set<String> = [
        "buildBlock(_:)", "buildExpression(_:)", "buildOptional(_:)", "buildEither(first:)", "buildEither(second:)",
        "buildArray(_:)", "buildLimitedAvailability(_:)", "buildFinalResult(_:)", "buildPartialBlock(first:)",
        "buildPartialBlock(accumulated:next:)",
    ]

    private static let propertyWrapperMembers: Set<String> = ["wrappedValue", "projectedValue"]

    /// Members Swift calls through sugar, which the index may not record in
    /// every form (`x.member` through `@dynamicMemberLookup`, `x()`, `"\(…)"`).
    private static let calledByTheCompiler: Set<String> = [
        "subscript(dynamicMember:)", "callAsFunction()", "appendInterpolation(_:)",
    ]

    /// Roots by attribute or modifier: what the runtime, a test framework or a
    /// tool reaches by name.
    private static func rootByAttribute(_ declaration: DeclSyntax) -> String? {
        let names = attributeNames(of: declaration)
        if names.contains("main") { return "the @main entry point" }
        if names.contains("Test") || names.contains("Suite") { return "a Swift Testing test" }
        if let name = names.first(where: runtimeAttributes.contains) { return "`@\(name)`: reached by the runtime" }
        let modifiers = declaration.asProtocol((any WithModifiersSyntax).self)?.modifiers ?? []
        if modifiers.contains(where: { $0.name.tokenKind == .keyword(.dynamic) }) { return "`dynamic`: replaceable at run time" }
        return nil
    }

    private static let runtimeAttributes: Set<String> = [
        "objc", "objcMembers", "IBAction", "IBOutlet", "IBInspectable", "IBSegueAction", "NSApplicationMain",
        "UIApplicationMain", "_cdecl", "_silgen_name", "_dynamicReplacement",
    ]

    static func attributeNames(of declaration: DeclSyntax) -> Set<String> {
        let attributes = declaration.asProtocol((any WithAttributesSyntax).self)?.attributes ?? []
        return Set(attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription })
    }

    /// `public` or `open`, or a member of a `public extension` or a `public` protocol.
    static func isAPI(_ declaration: DeclSyntax) -> Bool {
        if isPublic(declaration) { return true }
        for node in sequence(first: Syntax(declaration), next: \.parent).dropFirst() {
            if let container = node.as(ExtensionDeclSyntax.self) { return isPublic(DeclSyntax(container)) }
            if let container = node.as(ProtocolDeclSyntax.self) { return isPublic(DeclSyntax(container)) }
        }
        return false
    }

    /// Whether the declaration itself says `public` or `open`.
    public static func isPublic(_ declaration: DeclSyntax) -> Bool {
        let modifiers = declaration.asProtocol((any WithModifiersSyntax).self)?.modifiers ?? []
        return modifiers.contains { [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind) }
    }

    /// A variable with storage: no accessors, or only observers.
    static func isStored(_ declaration: DeclSyntax) -> Bool {
        guard let variable = declaration.as(VariableDeclSyntax.self) else { return false }
        return variable.bindings.allSatisfy { binding in
            switch binding.accessorBlock?.accessors {
            case nil: true
            case .getter?: false
            case .accessors(let accessors)?:
                accessors.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
            }
        }
    }

    /// Whether the type around `declaration` carries `@name`.
    private static func hasAttribute(_ name: String, aroundMemberOf declaration: DeclSyntax) -> Bool {
        enclosingType(of: declaration).map { attributeNames(of: $0).contains(name) } ?? false
    }

    /// A custom attribute on the type around `declaration` that is not a known
    /// one: an attached macro (`@Observable`, `@Model`) whose expansion may use its members.
    private static func attachedMacro(aroundMemberOf declaration: DeclSyntax) -> String? {
        guard let type = enclosingType(of: declaration) else { return nil }
        return attributeNames(of: type).subtracting(knownTypeAttributes).sorted().first { $0.first?.isUppercase == true }
    }

    private static let knownTypeAttributes: Set<String> = [
        "MainActor", "Sendable", "GlobalActor", "Suite", "dynamicMemberLookup", "dynamicCallable", "propertyWrapper",
        "resultBuilder", "frozen", "usableFromInline", "unchecked",
    ]

    private static func enclosingType(of declaration: DeclSyntax) -> DeclSyntax? {
        sequence(first: Syntax(declaration), next: \.parent).dropFirst().lazy.compactMap { node -> DeclSyntax? in
            guard node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self)
                    || node.is(ActorDeclSyntax.self) || node.is(ExtensionDeclSyntax.self) else { return nil }
            return node.as(DeclSyntax.self)
        }.first
    }
}
