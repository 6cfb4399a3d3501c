import LintEngine
@_spi(RawSyntax) import SwiftSyntax
import ToolCore

/// A public declaration isolated to a global actor, or taking or returning
/// `@Sendable` or actor-isolated closures, or constrained to `Sendable`, changes
/// meaning for clients still compiled in Swift 5 mode; `@preconcurrency` keeps
/// it usable there.
public struct IncompatibleConcurrencyAnnotationRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "incompatible_concurrency_annotation",
        name: "Incompatible Concurrency Annotation",
        summary: "Declaration should be @preconcurrency to maintain compatibility with Swift 5",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            "public struct Box: Sendable {}",
            "public class Store: Sendable {}",
            "public actor Cache {}",
            "@MainActor public actor Cache {}",
            "@MainActor public var counter = 0",
            "@MainActor private struct Box {}",
            "@MainActor struct Box {}",
            "@MainActor internal func refresh()",
            "@MainActor fileprivate init() {}",
            "internal subscript(slot: Int) -> String where String: Sendable { get }",
            "@preconcurrency @MainActor public struct Box {}",
            "@preconcurrency @MainActor public class Store {}",
            "@preconcurrency @MainActor public enum Mode { case on }",
            "@preconcurrency @MainActor public protocol Feed {}",
            "@preconcurrency @MainActor public func refresh()",
            "@preconcurrency public func run(_ work: @Sendable () -> Void)",
            "@preconcurrency public func run(_ work: @MainActor () -> Void)",
            "@preconcurrency public init(_ work: @Sendable () -> Void)",
            "@preconcurrency public subscript(slot: Int) -> String where String: Sendable { get }",
            "@preconcurrency public func work() -> @Sendable () -> Void",
            "@preconcurrency public func work() -> @MainActor () -> Void",
            "@preconcurrency public func take(_ handlers: (@Sendable () -> Void, @MainActor () -> Void))",
            "public func take(_ value: sending Model)",
            "public func run(_ work: () -> Void)",
            "public func run(_ work: @escaping () -> Void)",
            "public func compare<T>() where T: Equatable",
            "public func compare<T: Hashable>()",
            "public func store<T: Sendable>(_ value: T)",
            "public init<T: Hashable>()",
            "public protocol Feed where Self: Sendable {}",
            "@DataActor public enum Mode { case on }",
            "public func run(_ work: @DataActor () -> Void)",
        ],
        triggeringExamples: [
            "@MainActor public ↓struct Box {}",
            "@MainActor public ↓class Store {}",
            "@MainActor public ↓enum Mode { case on }",
            "@MainActor public ↓protocol Feed {}",
            "@MainActor public ↓func refresh()",
            "@MainActor open ↓class Store {}",
            "class Store {\n    @MainActor public ↓init() {}\n}\n",
            "@MainActor public ↓init<T>()",
            "struct Box {\n    @MainActor public ↓subscript(slot: Int) -> String { get }\n}\n",
            "public ↓subscript<T>(slot: T) -> Int where T: Hashable & Sendable { get }",
            "public ↓func run(_ work: @Sendable () -> Void)",
            "public ↓func run(_ work: @MainActor () -> Void)",
            "open ↓func run(_ work: @escaping @Sendable () -> Void)",
            "public struct Box { public ↓func run(_ work: @Sendable () -> Void) }",
            "public ↓init(_ work: @Sendable () -> Void)",
            "public ↓init(work: @MainActor () -> Void)",
            "public ↓func take(\n    _ handlers: (@Sendable () -> Void, @MainActor () -> Void)\n)\n",
            "public ↓func take(\n    _ handlers: ((_ value: sending Model) -> Void, @MainActor () -> Void)\n)\n",
            "public ↓func compare<T>() where T: Sendable {}",
            "public ↓struct Box<T> where T: Sendable {}",
            "public ↓class Store<T> where T: Sendable {}",
            "public ↓enum Mode<T> where T: Sendable { case on }",
            "public ↓init<T>() where T: Sendable {}",
            "public ↓func work() -> @Sendable () -> Void",
            "public ↓func work() -> @MainActor () -> Void",
            "public ↓func work() -> (@Sendable () -> Void, Int)",
            Example("@DataActor public ↓struct Box {}", options: "{global_actors: [DataActor]}"),
            Example("@MainActor public ↓struct Box {}", options: "{global_actors: [DataActor]}"),
            Example("public ↓func run(_ work: @DataActor () -> Void)", options: "{global_actors: [DataActor]}"),
            Example("@DataActor public ↓func refresh()", options: "{global_actors: [DataActor]}"),
            Example("@DataActor public ↓init()", options: "{global_actors: [DataActor]}"),
        ],
        corrections: [
            Correction("@MainActor\npublic ↓enum Mode { case on }\n", "@preconcurrency\n@MainActor\npublic enum Mode { case on }\n"),
            Correction("@MainActor public ↓struct Box {}\n", "@preconcurrency\n@MainActor public struct Box {}\n"),
            Correction("@MainActor public ↓protocol Feed {}\n", "@preconcurrency\n@MainActor public protocol Feed {}\n"),
            Correction("class Store {\n    @MainActor public ↓init() {}\n}\n",
                       "class Store {\n    @preconcurrency\n    @MainActor public init() {}\n}\n"),
            Correction("struct Box {\n    @MainActor public ↓subscript(slot: Int) -> String { get }\n}\n",
                       "struct Box {\n    @preconcurrency\n    @MainActor public subscript(slot: Int) -> String { get }\n}\n"),
            Correction("public ↓func run(_ work: @Sendable () -> Void) {}\n",
                       "@preconcurrency\npublic func run(_ work: @Sendable () -> Void) {}\n"),
            Correction("public ↓init(_ work: @MainActor () -> Void) {}\n",
                       "@preconcurrency\npublic init(_ work: @MainActor () -> Void) {}\n"),
            Correction("/// Compares.\npublic ↓func compare<T>() where T: Sendable {}\n",
                       "/// Compares.\n@preconcurrency\npublic func compare<T>() where T: Sendable {}\n"),
            Correction("public ↓func work() -> (@Sendable () -> Void, Int) {}\n",
                       "@preconcurrency\npublic func work() -> (@Sendable () -> Void, Int) {}\n"),
            Correction("@MainActor public ↓struct Box {\n    public ↓func run(_ work: @Sendable () -> Void) {}\n}\n",
                       "@preconcurrency\n@MainActor public struct Box {\n    @preconcurrency\n"
                           + "    public func run(_ work: @Sendable () -> Void) {}\n}\n"),
            Correction(Example("@DataActor public ↓struct Box {}\n", options: "{global_actors: [DataActor]}"),
                       "@preconcurrency\n@DataActor public struct Box {}\n"),
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// Global actors whose isolation needs `@preconcurrency`; `MainActor` is always one.
        public var globalActors: Set<String> = ["MainActor"]

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case globalActors = "global_actors"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            if let actors = try container.decodeIfPresent(Set<String>.self, forKey: .globalActors) {
                globalActors = actors.union(["MainActor"])
            }
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(ClassDeclSyntax.self) { check($0, $0.classKeyword, $0.genericWhereClause, in: file) }
        walk.on(EnumDeclSyntax.self) { check($0, $0.enumKeyword, $0.genericWhereClause, in: file) }
        walk.on(FunctionDeclSyntax.self) { check($0, $0.funcKeyword, $0.genericWhereClause, in: file) }
        walk.on(InitializerDeclSyntax.self) { check($0, $0.initKeyword, $0.genericWhereClause, in: file) }
        // As in SwiftLint, a protocol's `where` clause is not looked at.
        walk.on(ProtocolDeclSyntax.self) { check($0, $0.protocolKeyword, nil, in: file) }
        walk.on(StructDeclSyntax.self) { check($0, $0.structKeyword, $0.genericWhereClause, in: file) }
        walk.on(SubscriptDeclSyntax.self) { check($0, $0.subscriptKeyword, $0.genericWhereClause, in: file) }
    }

    private func check(
        _ node: some WithModifiersSyntax & WithAttributesSyntax, _ introducer: TokenSyntax,
        _ whereClause: GenericWhereClauseSyntax?, in file: LintFile
    ) {
        guard needsPreconcurrency(node, whereClause: whereClause) else { return }
        file.report(self, at: introducer.positionAfterSkippingLeadingTrivia, Self.description.summary,
                    fix: Self.preconcurrencyInsertion(before: node, in: file))
    }

    /// SwiftLint's test: a public or open declaration without `@preconcurrency`
    /// that is isolated to a global actor, has a `where` clause requiring
    /// `Sendable`, or has a parameter or result type with a `@Sendable` or
    /// global-actor attribute anywhere inside it.
    private func needsPreconcurrency(
        _ node: some WithModifiersSyntax & WithAttributesSyntax, whereClause: GenericWhereClauseSyntax?
    ) -> Bool {
        guard node.modifiers.hasKeyword(.public) || node.modifiers.hasKeyword(.open) else { return false }
        let attributeNames = node.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedText }
        guard !attributeNames.contains("preconcurrency") else { return false }
        if attributeNames.contains(where: { options.globalActors.contains($0) }) { return true }
        if whereClause?.requirements.contains(where: Self.requiresSendable) == true { return true }
        return Self.signatureTypes(of: Syntax(node)).contains(where: hasConcurrencyAttribute)
    }

    /// `T: Sendable` or `T: A & Sendable` in a `where` clause.
    private static func requiresSendable(_ requirement: GenericRequirementSyntax) -> Bool {
        guard case .conformanceRequirement(let conformance) = requirement.requirement else { return false }
        return isSendable(conformance.rightType)
    }

    private static func isSendable(_ type: TypeSyntax) -> Bool {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text == "Sendable" }
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.contains { isSendable($0.type) }
        }
        return false
    }

    /// The parameters and the result type of a function, initializer or subscript.
    private static func signatureTypes(of node: Syntax) -> [Syntax] {
        if let function = node.as(FunctionDeclSyntax.self) {
            var types = function.signature.parameterClause.parameters.map { Syntax($0) }
            if let result = function.signature.returnClause?.type { types.append(Syntax(result)) }
            return types
        }
        if let initializer = node.as(InitializerDeclSyntax.self) {
            return initializer.signature.parameterClause.parameters.map { Syntax($0) }
        }
        if let subscriptDecl = node.as(SubscriptDeclSyntax.self) {
            return subscriptDecl.parameterClause.parameters.map { Syntax($0) } + [Syntax(subscriptDecl.returnClause.type)]
        }
        return []
    }

    /// Whether an attributed type inside `node` carries `@Sendable` or a global actor.
    private func hasConcurrencyAttribute(_ node: Syntax) -> Bool {
        // Most signatures have no attribute at all.
        guard node.containsToken(.atSign) else { return false }
        return node.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .atSign, let attribute = token.parent?.as(AttributeSyntax.self),
                  attribute.parent?.parent?.is(AttributedTypeSyntax.self) == true
            else { return false }
            let name = attribute.attributeName.trimmedText
            return name == "Sendable" || options.globalActors.contains(name)
        }
    }

    /// `@preconcurrency` on a line of its own before the declaration (after its
    /// comments), indented as the declaration is.
    private static func preconcurrencyInsertion(before node: some SyntaxProtocol, in file: LintFile) -> Diagnostic.Fix {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let indentation = node.leadingTrivia.pieces.reversed().prefix { $0.isSpaceOrTab }
            .reduce(0) { $0 + $1.sourceLength.utf8Length }
        let indent = file.text(from: start - indentation, to: start)
        return Diagnostic.Fix(start: start, end: start, replacement: "@preconcurrency\n" + indent)
    }
}
