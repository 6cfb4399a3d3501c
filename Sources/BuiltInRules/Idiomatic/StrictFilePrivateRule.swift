import LintEngine
import SwiftSyntax
import ToolCore

/// Since Swift 4, `private` reaches extensions in the same file, so
/// `fileprivate` is rarely needed; when it is used anyway it hides whether the
/// wider access is really meant. Members that implement a protocol requirement
/// declared in the file are let through, as they may need it.
public struct StrictFilePrivateRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "strict_fileprivate",
        name: "Strict Fileprivate",
        summary: "`fileprivate` should be avoided",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "extension Array {}",
            "private extension Array {}",
            "public\n    extension Array {\n        var total: Int { 0 }\n    }\n",
            "private enum Mode {\n    func run() {}\n}\n",
            "public struct Box {\n    internal let size: Int\n}\n",
            "open class Base {\n    private func setUp() {}\n}\n",
            "internal actor Store {}",
            "struct First: Sized {\n    fileprivate let width = 2, height = 1\n}\nstruct Second: Sized {\n"
                + "    fileprivate var (depth, height) = (1, 3)\n}\nprotocol Sized {\n    var height: Int { get }\n"
                + "    var depth: Int { get }\n}\n",
            "class Worker: Runner<Int> {\n    fileprivate func run() {}\n}\nprotocol Runner<Job> {\n    func run()\n}\n",
        ] + ["actor", "class", "enum", "extension", "struct"].map { keyword in
            Example("\(keyword) Thing: Runner<Int> {\n    fileprivate func run() {}\n    fileprivate let speed = 3\n"
                    + "    public fileprivate(set) var load = 3\n}\nprotocol Runner<Job> {\n    func run()\n"
                    + "    var speed: Int { get }\n    var load: Int { get set }\n}\n")
        },
        triggeringExamples: [
            "↓fileprivate class Engine {\n    ↓fileprivate func start() {}\n}\n",
            "↓fileprivate extension Array {\n    ↓fileprivate var isSingle: Bool { count == 1 }\n}\n",
            "↓fileprivate actor Store {\n    ↓fileprivate let limit = 1\n}\n",
            "↓fileprivate struct Box {\n    ↓fileprivate(set) var size = 4\n}\n",
            "struct Outer {\n    struct Middle {\n        ↓fileprivate struct Inner {}\n    }\n}\n",
            "↓fileprivate func helper() {}",
            "↓fileprivate import Foundation",
        ] + ["actor", "class", "enum", "extension", "struct"].map { keyword in
            Example("\(keyword) Thing: Runner<Int> {\n    fileprivate func run() {}\n    ↓fileprivate func stop() {}\n"
                    + "    fileprivate let speed = 2\n    public ↓fileprivate(set) var mass: Int { 1 }\n"
                    + "    ↓fileprivate let width = 3, depth = 4\n    public ↓fileprivate(set) var load = 2\n}\n"
                    + "protocol Runner<Job> {\n    func run()\n    var speed: Int { get }\n    var load: Int { get }\n}\n"
                    + "protocol Stopper {\n    func stop()\n    var mass: Int { get }\n}\n")
        }
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    /// `fileprivate` members are judged against protocols declared anywhere in the file.
    public static var reach: RuleReach { .file }

    /// Every violation is a `fileprivate`.
    public var triggerIdentifiers: [String] { ["fileprivate"] }

    /// A requirement of a protocol declared in the file.
    private enum Requirement: Hashable {
        case method(String), getter(String), setter(String)
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // Requirements by protocol name. As SwiftLint collects them: only
        // protocols outside other declarations, and members met after a
        // protocol (even outside it) count for the last protocol seen.
        var requirements: [String: Set<Requirement>] = [:]
        var currentProtocol = ""
        var modifiers: [DeclModifierSyntax] = []
        walk.on(ProtocolDeclSyntax.self) { node in
            if Self.isCollected(node) { currentProtocol = node.name.text }
        }
        walk.on(FunctionDeclSyntax.self) { node in
            if Self.isCollected(node) { requirements[currentProtocol, default: []].insert(.method(node.name.text)) }
        }
        walk.on(VariableDeclSyntax.self) { node in
            guard Self.isCollected(node) else { return }
            requirements[currentProtocol, default: []].formUnion(Self.accessorRequirements(of: node))
        }
        walk.on(DeclModifierSyntax.self) { node in
            if node.name.isKeyword(.fileprivate) { modifiers.append(node) }
        }
        walk.after(SourceFileSyntax.self) { _ in
            for modifier in modifiers where !Self.implementsRequirement(modifier, requirements) {
                file.report(self, at: modifier.positionAfterSkippingLeadingTrivia, Self.description.summary)
            }
        }
    }

    /// Whether SwiftLint's protocol collector reaches `node`: it does not look
    /// inside types, extensions, functions, initializers, subscripts or properties.
    private static func isCollected(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            switch ancestor.kind {
            case .actorDecl, .classDecl, .enumDecl, .extensionDecl, .functionDecl, .initializerDecl, .structDecl,
                 .subscriptDecl, .variableDecl:
                return false
            default:
                current = ancestor.parent
            }
        }
        return true
    }

    private static func accessorRequirements(of node: VariableDeclSyntax) -> Set<Requirement> {
        var found: Set<Requirement> = []
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  case .accessors(let accessors) = binding.accessorBlock?.accessors
            else { continue }
            for accessor in accessors {
                switch accessor.accessorSpecifier.tokenKind {
                case .keyword(.get): found.insert(.getter(name))
                case .keyword(.set): found.insert(.setter(name))
                default: break
                }
            }
        }
        return found
    }

    /// Whether the `fileprivate` member may be needed for a protocol its
    /// enclosing type adopts: a method, or a property (its setter for
    /// `fileprivate(set)`) that a protocol declared in the file requires.
    private static func implementsRequirement(_ modifier: DeclModifierSyntax,
                                              _ requirements: [String: Set<Requirement>]) -> Bool {
        guard let declaration = modifier.parent?.parent else { return false }
        let adopted = adoptedTypeNames(around: Syntax(modifier))
        let required = adopted.reduce(into: Set<Requirement>()) { $0.formUnion(requirements[$1] ?? []) }
        if let function = declaration.as(FunctionDeclSyntax.self) {
            return required.contains(.method(function.name.text))
        }
        guard let variable = declaration.as(VariableDeclSyntax.self) else { return false }
        let setter = AccessControlSupport.isSetterOnly(modifier)
        return boundNames(of: variable).contains { required.contains(setter ? .setter($0) : .getter($0)) }
    }

    /// The plain type names inherited by the nearest enclosing type or extension.
    private static func adoptedTypeNames(around node: Syntax) -> [String] {
        var current = node.parent
        while let ancestor = current {
            let clause: InheritanceClauseSyntax?
            switch ancestor.kind {
            case .actorDecl: clause = ancestor.as(ActorDeclSyntax.self)?.inheritanceClause
            case .classDecl: clause = ancestor.as(ClassDeclSyntax.self)?.inheritanceClause
            case .enumDecl: clause = ancestor.as(EnumDeclSyntax.self)?.inheritanceClause
            case .extensionDecl: clause = ancestor.as(ExtensionDeclSyntax.self)?.inheritanceClause
            case .structDecl: clause = ancestor.as(StructDeclSyntax.self)?.inheritanceClause
            default:
                current = ancestor.parent
                continue
            }
            return clause?.inheritedTypes.compactMap { $0.type.as(IdentifierTypeSyntax.self)?.name.text } ?? []
        }
        return []
    }

    /// The names a property declaration binds: `let a = 1, b = 2`, `var (c, d) = …`.
    private static func boundNames(of node: VariableDeclSyntax) -> [String] {
        node.bindings.flatMap { binding -> [String] in
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { return [name] }
            guard let tuple = binding.pattern.as(TuplePatternSyntax.self) else { return [] }
            return tuple.elements.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
    }
}
