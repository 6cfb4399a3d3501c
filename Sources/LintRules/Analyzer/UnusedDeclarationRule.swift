import LintEngine
import SwiftSyntax
import ToolCore

/// A declaration nothing in the analysed files refers to: the index lists every
/// definition and every reference by USR across the package; the syntax says
/// what the compiler or the runtime uses without a reference in the source.
public struct UnusedDeclarationRule: FileRule {
    public static let description = RuleDescription(
        identifier: "unused_declaration",
        name: "Unused Declaration",
        summary: "Declarations should be referenced at least once within all files linted",
        kind: .lint,
        nonTriggeringExamples: [
            "let kConstant = 0\n_ = kConstant\n",
            """
            enum Change<T> {
                case insert(T)
                case delete(T)
            }
            extension Sequence {
                func deletes<T>() -> [T] where Element == Change<T> {
                    compactMap { operation in
                        if case .delete(let value) = operation { value } else { nil }
                    }
                }
            }
            let changes = [Change.insert(0), .delete(0)]
            _ = changes.deletes()

            """,
            """
            struct Item: Codable {
                let title: String
                enum CodingKeys: String, CodingKey {
                    case title = "name"
                }
            }
            _ = Item(title: "")

            """,
            """
            protocol Shape {
                func area() -> Double
            }
            struct Square: Shape {
                func area() -> Double { 1 }
            }
            let shape: any Shape = Square()
            _ = shape.area()

            """,
            // A `Decodable` type's stored properties are read by the synthesized `init(from:)`,
            // also through a protocol that refines it.
            """
            protocol Command: Decodable {}
            struct Options: Command {
                var verbose = false
                var count = 1
            }
            _ = Options.self

            """,
            """
            class Base {
                func run() {}
            }
            final class Derived: Base {
                override func run() {}
            }
            let base: Base = Derived()
            base.run()

            """,
            """
            @resultBuilder
            enum Joined {
                static func buildBlock(_ parts: String...) -> String { parts.joined() }
            }
            @Joined var greeting: String { "a"; "b" }
            _ = greeting

            """,
            "public func api() {}\n",
            // A requirement of a public protocol is API.
            "public protocol Handler {\n    func handle()\n}\n",
            // A type alias that gives a protocol its associated type.
            """
            protocol Handler {
                associatedtype Input
            }
            struct Echo: Handler {
                typealias Input = Int
            }
            let handler: any Handler = Echo()
            _ = handler

            """,
        ],
        triggeringExamples: [
            "let ↓kConstant = 0\n",
            "struct Item {}\nstruct ↓ResponseModel {\n    func ↓print() {\n        _ = Item()\n    }\n}\n",
            "class ↓ResponseModel {\n    func ↓print() {}\n}\n",
            "public func api() {}\nfunc ↓helper() {}\n",
            """
            protocol Shape {
                func area() -> Double
            }
            struct Square: Shape {
                func area() -> Double { 1 }
                func ↓perimeter() -> Double { 4 }
            }
            let shape: any Shape = Square()
            _ = shape.area()

            """,
            // A computed property of a `Codable` type is no storage: nothing synthesized uses it.
            "struct Item: Codable {\n    var title = \"\"\n    var ↓shout: String { title.uppercased() }\n}\n_ = Item.self\n",
        ],
        requiresIndex: true
    )

    public let options: Options
    public init(options: Options) { self.options = options }

    /// SwiftLint's: severity (error), `include_public_and_open` (false), and
    /// `related_usrs_to_skip`: a type related to one of these (conforming to
    /// SwiftUI's `PreviewProvider`, by default) is used by the tools that find it.
    public struct Options: SeverityBasedOptions, DocumentedOptions, Equatable {
        public var severity = Severity.error
        public var includePublicAndOpen = false
        public var relatedUSRsToSkip: Set<String> = ["s:7SwiftUI15PreviewProviderP"]

        public init() {}

        public static var documentedDefaults: [(key: String, value: String)] {
            [
                ("severity", "error"), ("include_public_and_open", "false"),
                ("related_usrs_to_skip", "[s:7SwiftUI15PreviewProviderP]"),
            ]
        }

        enum CodingKeys: String, CodingKey {
            case severity
            case includePublicAndOpen = "include_public_and_open"
            case relatedUSRsToSkip = "related_usrs_to_skip"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            includePublicAndOpen = try container.decodeIfPresent(Bool.self, forKey: .includePublicAndOpen) ?? includePublicAndOpen
            // As SwiftLint: the listed USRs join the default.
            relatedUSRsToSkip.formUnion(try container.decodeIfPresent([String].self, forKey: .relatedUSRsToSkip) ?? [])
        }
    }

    public func check(_ file: LintFile) {
        guard let index = file.index else { return }
        let skippedTypes = Self.typesRelated(to: options.relatedUSRsToSkip, in: index.occurrences)
        let modules = try? index.package.modules()
        for occurrence in index.occurrences where Self.isCheckedDefinition(occurrence) {
            let symbol = occurrence.symbol
            guard !skippedTypes.contains(symbol.usr), !Self.isUsedByTheCompiler(occurrence, in: index.occurrences),
                  index.package.references(to: symbol.usr).isEmpty,
                  let position = file.position(line: occurrence.line, column: occurrence.column),
                  let token = file.tree.token(at: position),
                  let declaration = Self.declaration(naming: token), !isKept(declaration),
                  !(Self.isStored(declaration) && Self.isCodableStorage(occurrence, modules: modules)),
                  !Self.mayWitnessAssociatedType(occurrence, modules: modules)
            else { continue }
            file.report(self, at: position, Self.description.summary)
        }
    }

    /// A definition the source writes, of a kind whose uses the index records:
    /// not initializers, deinitializers, enum cases, subscripts, extensions,
    /// accessors or generic parameters (SwiftLint skips them too), nor tests.
    private static func isCheckedDefinition(_ occurrence: IndexOccurrence) -> Bool {
        guard occurrence.roles.contains(.definition), !occurrence.roles.contains(.implicit),
              checkedKinds.contains(occurrence.symbol.kind), occurrence.symbol.subkind == .none,
              !occurrence.symbol.properties.contains(.unitTest), !occurrence.symbol.properties.contains(.local)
        else { return false }
        // An override, or a protocol requirement's implementation: called through the base.
        return !occurrence.relations.contains { $0.roles.contains(.overrideOf) }
    }

    private static let checkedKinds: Set<IndexSymbol.Kind> = [
        .enum, .struct, .class, .protocol, .typealias, .function, .variable,
        .instanceMethod, .classMethod, .staticMethod, .instanceProperty, .classProperty, .staticProperty,
    ]

    /// What Swift itself calls or reads: result builders' `build…` methods,
    /// `Codable`'s `CodingKeys`, XCTest's `allTests`.
    private static func isUsedByTheCompiler(_ occurrence: IndexOccurrence, in occurrences: [IndexOccurrence]) -> Bool {
        let symbol = occurrence.symbol
        switch symbol.kind {
        case .staticMethod: return resultBuilderMethods.contains(symbol.name)
        case .staticProperty: return symbol.name == "allTests"
        case .enum:
            return symbol.name == "CodingKeys" && occurrences.contains { other in
                other.symbol.usr == "s:s9CodingKeyP"
                    && other.relations.contains { $0.roles.contains(.baseOf) && $0.symbol.usr == symbol.usr }
            }
        default: return false
        }
    }

    /// A stored instance property of a type that is `Decodable` or `Encodable`
    /// (through any protocol that refines them, `ParsableCommand` for one): the
    /// synthesized conformance reads and writes it, which the index does not record.
    private static func isCodableStorage(_ occurrence: IndexOccurrence, modules: ModuleMap?) -> Bool {
        guard occurrence.symbol.kind == .instanceProperty, let modules else { return false }
        return occurrence.relations.contains { relation in
            relation.roles.contains(.childOf) && modules.inherits(relation.symbol.usr, fromAnyOf: codingProtocols)
        }
    }

    /// A member type alias that may satisfy an associated type of a protocol its type conforms to.
    private static func mayWitnessAssociatedType(_ occurrence: IndexOccurrence, modules: ModuleMap?) -> Bool {
        guard occurrence.symbol.kind == .typealias, let modules else { return false }
        return occurrence.relations.contains { relation in
            relation.roles.contains(.childOf) && modules.mayWitnessAssociatedType(occurrence.symbol.name, of: relation.symbol.usr)
        }
    }

    /// A variable with storage: no accessors, or only observers.
    private static func isStored(_ declaration: DeclSyntax) -> Bool {
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

    /// `Decodable`, `Encodable` (`Codable` is their composition).
    private static let codingProtocols: Set<String> = ["s:Se", "s:SE"]

    private static let resultBuilderMethods: Set<String> = [
        "buildBlock(_:)", "buildExpression(_:)", "buildOptional(_:)", "buildEither(first:)", "buildEither(second:)",
        "buildArray(_:)", "buildLimitedAvailability(_:)", "buildFinalResult(_:)", "buildPartialBlock(first:)",
        "buildPartialBlock(accumulated:next:)",
    ]

    /// The types that conform to, or inherit from, one of `usrs` (in this file).
    private static func typesRelated(to usrs: Set<String>, in occurrences: [IndexOccurrence]) -> Set<String> {
        var types = Set<String>()
        for occurrence in occurrences where usrs.contains(occurrence.symbol.usr) {
            for relation in occurrence.relations where relation.roles.contains(.baseOf) { types.insert(relation.symbol.usr) }
        }
        return types
    }

    /// The declaration whose name `token` is.
    private static func declaration(naming token: TokenSyntax) -> DeclSyntax? {
        sequence(first: Syntax(token), next: \.parent).lazy.compactMap { $0.as(DeclSyntax.self) }.first
    }

    /// Kept whatever the index says: the API (`public`, `open`, a member of a
    /// `public extension`) unless `include_public_and_open`; what the runtime or a
    /// tool reaches by name (`@objc`, `@IBAction`, `@IBOutlet`, `@IBInspectable`,
    /// `dynamic`); entry points (`@main` types and their `main()`, `@UIApplicationMain`, …).
    private func isKept(_ declaration: DeclSyntax) -> Bool {
        let modifiers = declaration.asProtocol((any WithModifiersSyntax).self)?.modifiers ?? []
        let attributes = declaration.asProtocol((any WithAttributesSyntax).self)?.attributes ?? []
        let attributeNames = Set(attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription })
        if !attributeNames.isDisjoint(with: Self.keptAttributes) { return true }
        if modifiers.contains(where: { $0.name.tokenKind == .keyword(.dynamic) || $0.name.tokenKind == .keyword(.override) }) {
            return true
        }
        if declaration.as(FunctionDeclSyntax.self)?.name.text == "main", Self.enclosingTypeHasMainAttribute(declaration) {
            return true
        }
        guard !options.includePublicAndOpen else { return false }
        return Self.isPublic(modifiers) || Self.isInPublicExtension(declaration)
    }

    private static let keptAttributes: Set<String> = [
        "objc", "objcMembers", "IBAction", "IBOutlet", "IBInspectable", "IBSegueAction", "main", "NSApplicationMain",
        "UIApplicationMain", "_cdecl", "_silgen_name", "Test", "Suite",  // Swift Testing finds its tests by their macros
    ]

    private static func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind) }
    }

    /// A member of a `public extension`, or a requirement of a `public` protocol: API by its container.
    private static func isInPublicExtension(_ declaration: DeclSyntax) -> Bool {
        for node in sequence(first: Syntax(declaration), next: \.parent).dropFirst() {
            if let container = node.as(ExtensionDeclSyntax.self) { return isPublic(container.modifiers) }
            if let container = node.as(ProtocolDeclSyntax.self) { return isPublic(container.modifiers) }
        }
        return false
    }

    private static func enclosingTypeHasMainAttribute(_ declaration: DeclSyntax) -> Bool {
        sequence(first: Syntax(declaration), next: \.parent).dropFirst().contains { node in
            node.asProtocol((any WithAttributesSyntax).self)?.attributes.contains {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main"
            } == true
        }
    }
}
