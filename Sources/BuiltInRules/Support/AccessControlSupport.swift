import LintEngine
import SwiftSyntax

/// Helpers shared by the access-control rules (`explicit_acl`,
/// `explicit_top_level_acl`, `extension_access_modifier`,
/// `no_extension_access_modifier`, `lower_acl_than_parent`): reading access
/// levels from modifier lists the way SwiftLint's own helpers read them.
///
/// Kept in a namespace rather than as extensions on SwiftSyntax types, so the
/// names cannot collide with helpers of other rule areas in this module.
enum AccessControlSupport {
    /// Whether the modifier is an access level: `open`, `public`, `package`,
    /// `internal`, `fileprivate` or `private`, with or without `(set)`.
    static func isAccessLevel(_ modifier: DeclModifierSyntax) -> Bool {
        switch modifier.name.tokenKind {
        case .keyword(.open), .keyword(.public), .keyword(.package), .keyword(.internal), .keyword(.fileprivate),
             .keyword(.private):
            return true
        default:
            return false
        }
    }

    /// Whether the modifier restricts only the setter: `private(set)`.
    static func isSetterOnly(_ modifier: DeclModifierSyntax) -> Bool {
        modifier.detail?.detail.text == "set"
    }

    /// The first access-level modifier, setter-only ones included: `private(set)`
    /// counts (SwiftLint's `accessLevelModifier`).
    static func accessLevelModifier(in modifiers: DeclModifierListSyntax) -> DeclModifierSyntax? {
        modifiers.first { isAccessLevel($0) }
    }

    /// The first access-level modifier that is not setter-only: the access the
    /// declaration itself is given (SwiftLint's `accessLevelModifier(setter: false)`).
    static func ownAccessLevelModifier(in modifiers: DeclModifierListSyntax) -> DeclModifierSyntax? {
        modifiers.first { isAccessLevel($0) && !isSetterOnly($0) }
    }

    /// `private` or `fileprivate` is there and no modifier is setter-only, as
    /// SwiftLint's `containsPrivateOrFileprivate()` decides: so
    /// `public private(set) var` is not private, nor (as SwiftLint has it)
    /// `private private(set) var`.
    static func isPrivateOrFileprivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        guard modifiers.hasKeyword(.private) || modifiers.hasKeyword(.fileprivate) else { return false }
        return !modifiers.contains { isSetterOnly($0) }
    }

    /// The modifiers of a declaration of any kind; nil for one that has none
    /// (`#if`, operators). Found as the declaration's modifier-list child: a
    /// cast to `WithModifiersSyntax` is a dynamic protocol cast, which scans the
    /// binary's conformance tables each time.
    static func modifiers(of declaration: some SyntaxProtocol) -> DeclModifierListSyntax? {
        for child in declaration.children(viewMode: .all) where child.kind == .declModifierList {
            return child.as(DeclModifierListSyntax.self)
        }
        return nil
    }
}

extension AccessControlSupport {
    /// A declaration that can state an access level, and the keyword the
    /// access-control rules report at.
    struct Declaration {
        let node: Syntax
        let modifiers: DeclModifierListSyntax
        let keyword: TokenSyntax
    }

    /// Calls `handler` for every type, type alias, function and property; with
    /// `members`, for every initializer and subscript too.
    static func onDeclarations(in walk: inout SyntaxWalk, members: Bool, _ handler: @escaping (Declaration) -> Void) {
        func report(_ node: some SyntaxProtocol, _ modifiers: DeclModifierListSyntax, _ keyword: TokenSyntax) {
            handler(Declaration(node: Syntax(node), modifiers: modifiers, keyword: keyword))
        }
        walk.on(ActorDeclSyntax.self) { report($0, $0.modifiers, $0.actorKeyword) }
        walk.on(ClassDeclSyntax.self) { report($0, $0.modifiers, $0.classKeyword) }
        walk.on(EnumDeclSyntax.self) { report($0, $0.modifiers, $0.enumKeyword) }
        walk.on(StructDeclSyntax.self) { report($0, $0.modifiers, $0.structKeyword) }
        walk.on(ProtocolDeclSyntax.self) { report($0, $0.modifiers, $0.protocolKeyword) }
        walk.on(TypeAliasDeclSyntax.self) { report($0, $0.modifiers, $0.typealiasKeyword) }
        walk.on(FunctionDeclSyntax.self) { report($0, $0.modifiers, $0.funcKeyword) }
        walk.on(VariableDeclSyntax.self) { report($0, $0.modifiers, $0.bindingSpecifier) }
        guard members else { return }
        walk.on(InitializerDeclSyntax.self) { report($0, $0.modifiers, $0.initKeyword) }
        walk.on(SubscriptDeclSyntax.self) { report($0, $0.modifiers, $0.subscriptKeyword) }
    }
}
