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
        guard LintSupport.has(.private, in: modifiers) || LintSupport.has(.fileprivate, in: modifiers) else { return false }
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
