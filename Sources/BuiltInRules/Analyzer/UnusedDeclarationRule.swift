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
            // A subclass's conformance uses a method of its base class's constrained extension:
            // the index records no `overrideOf` for it (swift-nio's `withUnsafeTransport`).
            """
            protocol Transporting {
                func withTransport() -> Int
            }
            class Channel<Socket> {}
            extension Channel where Socket == Int {
                func withTransport() -> Int { 1 }
            }
            final class IntChannel: Channel<Int>, Transporting {}
            let channel: any Transporting = IntChannel()
            _ = channel.withTransport()

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
    /// Ours: `dead_code` (what `analyze --dead-code` turns on) judges by what the
    /// roots reach, and `keep` names declarations never to report.
    public struct Options: SeverityBasedOptions, DocumentedOptions, Equatable {
        public var severity = Severity.error
        public var retention = RetentionOptions()
        public var deadCode = false

        public init() {}

        public static var documentedDefaults: [(key: String, value: String)] {
            [
                ("severity", "error"), ("include_public_and_open", "false"),
                ("related_usrs_to_skip", "[s:7SwiftUI15PreviewProviderP]"), ("dead_code", "false"), ("keep", "[]"),
            ]
        }

        enum CodingKeys: String, CodingKey {
            case severity
            case includePublicAndOpen = "include_public_and_open"
            case relatedUSRsToSkip = "related_usrs_to_skip"
            case deadCode = "dead_code"
            case keep
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            retention.includePublicAndOpen = try container.decodeIfPresent(Bool.self, forKey: .includePublicAndOpen)
                ?? retention.includePublicAndOpen
            // As SwiftLint: the listed USRs join the default.
            retention.relatedUSRsToSkip.formUnion(try container.decodeIfPresent([String].self, forKey: .relatedUSRsToSkip) ?? [])
            retention.keep = Set(try container.decodeIfPresent([String].self, forKey: .keep) ?? [])
            deadCode = try container.decodeIfPresent(Bool.self, forKey: .deadCode) ?? deadCode
        }
    }

    public func check(_ file: LintFile) {
        guard let index = file.index else { return }
        if options.deadCode {
            checkReachability(file, index: index)
            return
        }
        let retention = DeclarationRetention(options: options.retention, modules: try? index.package.modules(),
                                             implementations: index.package.implementations,
                                             occurrences: index.occurrences)
        for occurrence in index.occurrences where Self.isCheckedDefinition(occurrence) {
            guard index.package.references(to: occurrence.symbol.usr).isEmpty,
                  let (position, declaration) = Self.declaration(of: occurrence, in: file),
                  retention.retention(of: occurrence, declaration: declaration, qualifiedName: Self.qualifiedName(occurrence)) == nil
            else { continue }
            file.report(self, at: position, Self.description.summary)
        }
    }

    /// Dead-code mode: a declaration no root reaches, a property only ever
    /// written, a parameter a function's body never names.
    private func checkReachability(_ file: LintFile, index: FileIndex) {
        let reachability = index.package.reachability(options: options.retention)
        for occurrence in index.occurrences where Self.isCheckedDefinition(occurrence) {
            let usr = occurrence.symbol.usr
            guard let (position, declaration) = Self.declaration(of: occurrence, in: file) else { continue }
            guard reachability.isReachable(usr) else {
                if reachability.isInsideUnreachableType(usr) { continue }
                file.report(self, at: position, reachability.deadReason(of: usr))
                continue
            }
            if let module = index.package.moduleOfFile[PackageIndex.key(file.path)],
               isRedundantlyPublic(usr, declaration: declaration, module: module, package: index.package, reachability: reachability) {
                file.report(self, at: position, "`\(Self.qualifiedName(occurrence))` is public, but nothing outside `\(module)` uses it")
            }
            guard !reachability.isUsedWithoutReference(usr) else { continue }
            if Self.isAssignOnly(occurrence, declaration: declaration, references: index.package.references(to: usr)) {
                file.report(self, at: position, "`\(Self.qualifiedName(occurrence))` is assigned but never read")
            }
            for parameter in UnusedParameters.find(in: declaration) {
                file.report(self, at: parameter.positionAfterSkippingLeadingTrivia,
                            "parameter `\(parameter.text)` of `\(Self.qualifiedName(occurrence))` is never used")
            }
        }
    }

    /// With `include_public_and_open` the package is the whole world: a `public`
    /// declaration whose every use is inside its own module needs no `public`
    /// (witnesses and overrides aside: the protocol or class decides their access).
    private func isRedundantlyPublic(
        _ usr: String, declaration: DeclSyntax, module: String, package: PackageIndex, reachability: Reachability
    ) -> Bool {
        guard options.retention.includePublicAndOpen, DeclarationRetention.isPublic(declaration),
              reachability.declarations[usr]?.retention == nil else { return false }
        let references = package.references(to: usr)
        return !references.isEmpty && references.allSatisfy { package.moduleOfFile[$0.file] == module }
    }

    /// A stored property, without observers or a wrapper, that the package writes and never reads.
    private static func isAssignOnly(
        _ occurrence: IndexOccurrence, declaration: DeclSyntax, references: [PackageIndex.SourceReference]
    ) -> Bool {
        guard [.instanceProperty, .staticProperty, .classProperty, .variable].contains(occurrence.symbol.kind),
              let variable = declaration.as(VariableDeclSyntax.self), variable.attributes.isEmpty,
              variable.bindings.allSatisfy({ $0.accessorBlock == nil }), !references.isEmpty
        else { return false }
        return references.allSatisfy { !$0.roles.contains(.read) && $0.roles.contains(.write) }
    }

    /// `Parent.name`, as the index names the parent.
    private static func qualifiedName(_ occurrence: IndexOccurrence) -> String {
        guard let parent = occurrence.relations.first(where: { $0.roles.contains(.childOf) })?.symbol else {
            return occurrence.symbol.name
        }
        return "\(Reachability.baseName(parent.name)).\(occurrence.symbol.name)"
    }

    /// The position of the definition's name and its declaration.
    private static func declaration(of occurrence: IndexOccurrence, in file: LintFile) -> (AbsolutePosition, DeclSyntax)? {
        guard let position = file.position(line: occurrence.line, column: occurrence.column),
              let token = file.tree.token(at: position),
              let declaration = sequence(first: Syntax(token), next: \.parent).lazy.compactMap({ $0.as(DeclSyntax.self) }).first
        else { return nil }
        return (position, declaration)
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
}
