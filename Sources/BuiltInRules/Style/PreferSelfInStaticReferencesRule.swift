import LintEngine
import SwiftSyntax
import ToolCore

/// Inside a type, `Self` names the type without repeating it: it survives a
/// rename and reads the same in every type.
public struct PreferSelfInStaticReferencesRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "prefer_self_in_static_references",
        name: "Prefer Self in Static References",
        summary: "Use `Self` to refer to the surrounding type name",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            // A generic parameter named like the type is the parameter, not the type.
            "struct Token {\n    func hash<Token>(_ value: Token) -> Int where Token: Hashable { value.hashValue }\n}\n",
            "class Cache {\n    static let limit = 8\n    func fits(n: Int) -> Bool { n < Self.limit }\n}\n",
            "struct A {\n    static let x = 0\n}\nstruct B {\n    static let x = 0\n}\nextension A {\n    static let y = B.x + A.x\n"
                + "    static let z = { A.y }()\n}\n",
            "class `Self` {\n    static let x = 0\n    func f() -> Int { Self.x }\n}\n",
            "class Box {\n    static private(set) var a = 0, b = Box.a\n    static let c = { Box.a }()\n    let d = Box.a\n"
                + "    var e: Int = Box.c { didSet { f += 1 } }\n    @Clamped(Box.b) var f: Int\n}\n",
            "struct Outer {\n    struct Inner {\n        static let x = 1\n    }\n    struct Other {\n"
                + "        static let y = Outer.Inner.x\n    }\n"
                + "    static let z = Self.Inner.x + Self.Other.y\n}\n",
            "class Box {\n    static let size = 2\n    func f(n: Int = Box.size) -> Int { n + Self.size }\n"
                + "    func g() -> Any { Box.self }\n}\n",
            "struct Pair<T> {\n    static func make() -> Pair<T> { Pair<T>() }\n}\n",
            "@objc class Panel: NSObject {\n    @objc var title = \"\"\n    @objc func f() { _ = #keyPath(Panel.title) }\n}\n",
            "class Node<T> {\n    let v = 1\n    let n: Node = Node()\n    func f(n: Node) -> KeyPath<Node, Int> { \\Self.v }\n}\n",
            "class Base<T> {}\nclass Derived: Base<Derived> {}\n",
            "class Base<T> {}\nclass Derived: Base<Derived.Part> {\n    class Part {}\n}\n",
            "class Wrapper<T> {\n    class Part {}\n    func f() {\n        let a = Wrapper<Wrapper.Part>()\n"
                + "        let b = Wrapper<Wrapper>()\n    }\n}\n",
            "protocol Shape {\n    static func make() -> Shape\n}\n",
            "actor Store {\n    static let shared = Store()\n}\n",
        ],
        triggeringExamples: [
            "final class ToggleView: NSView {\n    func setUp() {\n        button.action = #selector(↓ToggleView.flip(_:))\n    }\n"
                + "    @objc func flip(_ sender: Any?) {}\n}\n",
            "class Box {\n    static let size = 1\n    var area: Int {\n        let s = ↓Box.size\n        return s * s\n    }\n}\n",
            "class Box {\n    func f() {\n        _ = [↓Box]()\n        _ = [String: ↓Box]()\n    }\n}\n",
            "struct Point {\n    let x: Int\n    static let zero = 0\n    static func origin() -> Int { ↓Point.zero }\n"
                + "    func type() -> Any { ↓Point.self }\n    func copy() -> ↓Point { ↓Point(x: 1) }\n"
                + "    func path() -> KeyPath<↓Point, Int> { \\↓Point.x }\n"
                + "    func g(@Clamp(-↓Point.zero, ↓Point.zero) n: Int = ↓Point.zero) {}\n}\n",
            "struct Outer {\n    struct Inner {\n        static let x = 3\n    }\n    struct Other {\n"
                + "        static let y = Outer.Inner.x\n    }\n"
                + "    static let z = ↓Outer.Inner.x + ↓Outer.Other.y\n}\n",
            "enum Mode {\n    case on\n    static func make() -> ↓Mode { ↓Mode.on }\n    static func copy() -> ↓Mode { ↓Mode.make() }\n}\n",
            "extension Space {\n    class Box {\n        static var size = 2\n        var a: Int { ↓Box.size }\n        var b: Int {\n"
                + "            get { ↓Box.size }\n"
                + "            set { ↓Box.size = newValue }\n        }\n    }\n}\n",
            "class Box {\n    typealias Alias = Box\n    let a: Box? = nil\n    var b: Box { Box() }\n    func f(e: Box) -> Box {\n"
                + "        let g: Box = Box()\n        return g\n    }\n}\nstruct Item {\n    typealias Alias = ↓Item\n"
                + "    var b: ↓Item { ↓Item() }\n"
                + "    let c: [↓Item] = [↓Item]()\n    func f(e: ↓Item) -> ↓Item {\n        let g: ↓Item = ↓Item()\n        return g\n"
                + "    }\n}\n",
            "class Tree {\n    let child: Tree\n    init(value: Any) {\n        child = (value as! ↓Tree).child\n    }\n}\n",
        ],
        corrections: [
            Correction("final class Parser {\n    static let limit = 1\n    func check() -> Int { run { ↓Parser.limit } }\n}\n",
                       "final class Parser {\n    static let limit = 1\n    func check() -> Int { run { Parser.limit } }\n}\n"),
            Correction("class Box {\n    static let size = 1\n    func f() -> Int { ↓Box.size }\n}\n",
                       "class Box {\n    static let size = 1\n    func f() -> Int { Self.size }\n}\n"),
            Correction("struct Point {\n    static let a = 1\n    static let b = ↓Point.a\n    let c = ↓Point  . b\n"
                        + "    static func f(_ n: Int = ↓Point.a) -> Int { n*↓Point.b }\n}\n",
                       "struct Point {\n    static let a = 1\n    static let b = Self.a\n    let c = Self  . b\n"
                        + "    static func f(_ n: Int = Self.a) -> Int { n*Self.b }\n}\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // The scopes around the walk's node, kept as it enters and leaves them:
        // looking up each name's enclosing type through its ancestors costs a
        // climb per identifier.
        let scopes = ScopeStack()
        scopes.track(in: &walk)
        walk.on(DeclReferenceExprSyntax.self) { node in
            guard let scope = scopes.innermost, scope.matches(node.baseName), let parent = node.parent,
                  !parent.is(GenericSpecializationExprSyntax.self), node.keyPathInParent != \MemberAccessExprSyntax.declName
            else { return }
            if parent.is(FunctionCallExprSyntax.self), scope.isClassLike { return }
            report(node.baseName, ancestors: Syntax(node), inClass: scope.isClassLike, in: file)
        }
        walk.on(IdentifierTypeSyntax.self) { node in
            guard let scope = scopes.innermost, scope.matches(node.name), let parent = node.parent,
                  node.genericArgumentClause == nil
            else { return }
            if scope.isClassLike, parent.is(GenericArgumentSyntax.self) { return }
            report(node.name, ancestors: Syntax(node), inClass: scope.isClassLike, in: file)
        }
    }

    /// The types and extensions the walk is inside, innermost last.
    private final class ScopeStack {
        private var scopes: [Scope] = []
        var innermost: Scope? { scopes.last }

        func track(in walk: inout SyntaxWalk) {
            walk.on(ClassDeclSyntax.self) { self.scopes.append(.classLike($0.name.text)) }
            walk.on(ActorDeclSyntax.self) { self.scopes.append(.classLike($0.name.text)) }
            walk.on(StructDeclSyntax.self) { self.scopes.append(.structLike($0.name.text)) }
            walk.on(EnumDeclSyntax.self) { self.scopes.append(.structLike($0.name.text)) }
            walk.on(ExtensionDeclSyntax.self) { _ in self.scopes.append(.skipped) }
            walk.on(ProtocolDeclSyntax.self) { _ in self.scopes.append(.skipped) }
            walk.after(ClassDeclSyntax.self) { _ in self.scopes.removeLast() }
            walk.after(ActorDeclSyntax.self) { _ in self.scopes.removeLast() }
            walk.after(StructDeclSyntax.self) { _ in self.scopes.removeLast() }
            walk.after(EnumDeclSyntax.self) { _ in self.scopes.removeLast() }
            walk.after(ExtensionDeclSyntax.self) { _ in self.scopes.removeLast() }
            walk.after(ProtocolDeclSyntax.self) { _ in self.scopes.removeLast() }
        }
    }

    private func report(_ token: TokenSyntax, ancestors node: Syntax, inClass: Bool, in file: LintFile) {
        guard !Self.isSkipped(node), !Self.isGenericParameter(token.text, around: node) else { return }
        let start = token.positionAfterSkippingLeadingTrivia
        // In a class, `Self` is dynamic: a closure using it captures it, and one
        // passed as a C function pointer then no longer compiles (swift-nio's
        // `HTTPDecoder` callbacks, found by the fix round trip). Reported, not rewritten.
        let capturesDynamicSelf = inClass && node.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self) }) != nil
        file.report(self, at: start, Self.description.summary,
                    fix: capturesDynamicSelf ? nil : .init(start: start.utf8Offset, end: token.endPositionBeforeTrailingTrivia.utf8Offset,
                                                           replacement: "Self"))
    }

    /// The innermost type or extension around a node, as SwiftLint's scope stack has it.
    private enum Scope {
        case classLike(String)
        case structLike(String)
        case skipped

        static func enclosing(_ node: Syntax) -> Scope? {
            var current = node.parent
            while let ancestor = current {
                if let scope = Scope(ancestor) { return scope }
                current = ancestor.parent
            }
            return nil
        }

        init?(_ node: Syntax) {
            switch node.as(SyntaxEnum.self) {
            case .classDecl(let decl): self = .classLike(decl.name.text)
            case .actorDecl(let decl): self = .classLike(decl.name.text)
            case .structDecl(let decl): self = .structLike(decl.name.text)
            case .enumDecl(let decl): self = .structLike(decl.name.text)
            case .extensionDecl, .protocolDecl: self = .skipped
            default: return nil
            }
        }

        var isClassLike: Bool {
            if case .classLike = self { return true }
            return false
        }

        var isStructLike: Bool {
            if case .structLike = self { return true }
            return false
        }

        func matches(_ token: TokenSyntax) -> Bool {
            switch self {
            case .classLike(let name), .structLike(let name): return token.isIdentifier(name)
            case .skipped: return false
            }
        }
    }

    /// Whether a generic parameter of an enclosing function, initializer or
    /// subscript has the type's name (`func hash<Password>(_: Password)` in
    /// `struct Password`): the name is the parameter, and `Self` would change
    /// the signature (found by the fix round trip on vapor).
    private static func isGenericParameter(_ name: String, around node: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current, !ancestor.is(MemberBlockSyntax.self) {
            let clause: GenericParameterClauseSyntax? = switch ancestor.as(SyntaxEnum.self) {
            case .functionDecl(let function): function.genericParameterClause
            case .initializerDecl(let initializer): initializer.genericParameterClause
            case .subscriptDecl(let subscriptDecl): subscriptDecl.genericParameterClause
            default: nil
            }
            if clause?.parameters.contains(where: { $0.name.text == name }) == true { return true }
            current = ancestor.parent
        }
        return false
    }

    /// Whether SwiftLint's visitor would not descend to `node`: some ancestor
    /// stops it, given the scopes around that ancestor.
    private static func isSkipped(_ node: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if stopsDescent(ancestor) { return true }
            current = ancestor.parent
        }
        return false
    }

    private static func stopsDescent(_ node: Syntax) -> Bool {
        let scope = Scope.enclosing(node)
        switch node.as(SyntaxEnum.self) {
        case .actorDecl, .protocolDecl:
            return true
        case .attribute, .initializerClause:
            return skipsVariableReferences(node)
        case .memberAccessExpr(let access):
            return scope?.isClassLike == true && access.declName.baseName.isKeyword(.self)
        case .macroExpansionExpr(let macro):
            return !(scope?.isClassLike == true && macro.macroName.isIdentifier("selector"))
        case .functionParameterClause, .returnClause:
            return scope?.isStructLike != true
        case .genericArgumentList, .typeAliasDecl:
            return scope?.isClassLike == true
        case .typeAnnotation(let annotation):
            return scope?.isStructLike != true || !annotationIsChecked(annotation)
        default:
            return false
        }
    }

    /// Whether the innermost statement list or member block around `node` is a
    /// class's members, where SwiftLint leaves property initializers and attributes alone.
    private static func skipsVariableReferences(_ node: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(CodeBlockItemListSyntax.self) { return false }
            if ancestor.is(MemberBlockSyntax.self) { return Scope.enclosing(ancestor)?.isClassLike == true }
            current = ancestor.parent
        }
        return false
    }

    /// Type annotations SwiftLint looks into in a struct or enum: of locals,
    /// of computed properties, and of other than a plain type name.
    private static func annotationIsChecked(_ annotation: TypeAnnotationSyntax) -> Bool {
        guard let variable = annotation.parent?.parent?.parent?.as(VariableDeclSyntax.self) else { return false }
        let computed = variable.bindings.count == 1 && variable.bindings.first?.accessorBlock != nil
        return variable.parent?.is(CodeBlockItemSyntax.self) == true || computed || !annotation.type.is(IdentifierTypeSyntax.self)
    }
}
