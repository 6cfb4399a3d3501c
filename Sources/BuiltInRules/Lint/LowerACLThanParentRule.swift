import LintEngine
import SwiftSyntax
import ToolCore

/// A member cannot be more visible than the type holding it: `public` in an
/// internal type is still internal. The wider keyword promises an access the
/// code does not give, and misleads whoever reads it.
public struct LowerACLThanParentRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "lower_acl_than_parent",
        name: "Lower ACL than Parent",
        summary: "Ensure declarations have a lower access control level than their enclosing parent",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            "public struct Meter { public func reset() {} }",
            "internal struct Meter { func reset() {} }",
            "struct Meter { func reset() {} }",
            "struct Meter { internal func reset() {} }",
            "open class Shape { public func draw() {} }",
            "open class Shape { open func draw() {} }",
            "fileprivate struct Meter { private func reset() {} }",
            "private struct Meter { private func reset(to value: Int) {} }",
            "extension Meter { public func reset() {} }",
            "private struct Meter { fileprivate func reset() {} }",
            "private struct Meter { private(set) var value = 0 }",
            "private func reset(value: Int) {}",
            "private class Shape { func draw() {} }",
            "public extension Meter { struct Unit { public func convert() {} }}",
            "public extension Meter { struct Unit { internal func convert() {} }}",
            "internal extension Meter { struct Unit { internal func convert() {} }}",
            "extension Meter { struct Unit { internal func convert() {} }}",
            // As SwiftLint: a type's own modifiers are weighed against the type itself,
            // and a `package` type's members are not compared.
            "struct Outer { public struct Inner {} }",
            "package struct Meter { public func reset() {} }",
        ],
        triggeringExamples: [
            "struct Meter { ↓public func reset() {} }",
            "enum Mode { ↓public func describe() {} }",
            "public class Shape { ↓open func draw() {} }",
            "public struct Meter { ↓open func reset() {} }",
            "class Shape { ↓public private(set) var name: String? }",
            "internal struct Meter { ↓public var value = 0 }",
            "private struct Meter { ↓public func reset() {} }",
            "private class Shape { ↓public func draw() {} }",
            "private actor Cache { ↓public func clear() {} }",
            "fileprivate struct Meter { ↓public func reset() {} }",
            "class Shape { ↓public func draw() {} }",
            "actor Cache { ↓public func clear() {} }",
            "private struct Meter { ↓internal func reset() {} }",
            "fileprivate struct Meter { ↓internal func reset() {} }",
            "extension Meter { struct Unit { ↓public func convert() {} }}",
            "internal extension Meter { struct Unit { ↓public func convert() {} }}",
            "private extension Meter { struct Unit { ↓public func convert() {} }}",
            "fileprivate extension Meter { struct Unit { ↓public func convert() {} }}",
            "private extension Meter { struct Unit { ↓internal func convert() {} }}",
            "fileprivate extension Meter { struct Unit { ↓internal func convert() {} }}",
            "public extension Meter { struct Unit { struct Scale { ↓public func apply() {} }}}",
            "final class Shape { ↓public func draw() {} }",
        ],
        corrections: [
            Correction("struct Meter { ↓public func reset() {} }", "struct Meter { func reset() {} }"),
            // A witness, or inlinable: reported, not rewritten.
            Correction("struct Meter: Resettable { ↓public func reset() {} }", "struct Meter: Resettable { public func reset() {} }"),
            Correction("struct Meter { @inlinable ↓public func reset() {} }",
                       "struct Meter { @inlinable public func reset() {} }"),
            Correction("enum Mode { ↓public func describe() {} }", "enum Mode { func describe() {} }"),
            Correction("public class Shape { ↓open func draw() {} }", "public class Shape { public func draw() {} }"),
            Correction("class Shape { ↓public private(set) var name: String? }", "class Shape { private(set) var name: String? }"),
            Correction("private struct Meter { ↓public func reset() {} }", "private struct Meter { func reset() {} }"),
            Correction("private class Shape { ↓internal func draw() {} }", "private class Shape { func draw() {} }"),
            Correction("private actor Cache { ↓public func clear() {} }", "private actor Cache { func clear() {} }"),
            Correction("actor Cache { ↓public func clear() {} }", "actor Cache { func clear() {} }"),
            Correction("struct Meter {\n    ↓public func reset() {}\n}", "struct Meter {\n    func reset() {}\n}"),
            Correction("struct Meter {\n    ↓public var value = 0\n    @discardableResult ↓public func reset() -> Int { 0 }\n}",
                       "struct Meter {\n    var value = 0\n    @discardableResult func reset() -> Int { 0 }\n}"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    /// Every violation is an explicit `internal`, `public` or `open`.
    public var triggerIdentifiers: [String] { ["internal", "public", "open"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(DeclModifierSyntax.self) { node in
            guard Self.isHigherThanParent(node) else { return }
            // As SwiftLint's rewriter: the modifier goes with the trivia after it;
            // `open` becomes `public` and one space.
            let start = node.positionAfterSkippingLeadingTrivia
            let replacement = node.name.isKeyword(.open) ? "public " : ""
            let fix = Self.mayBeRequired(node) ? nil : Diagnostic.Fix(
                start: start.utf8Offset, end: node.endPosition.utf8Offset, replacement: replacement)
            file.report(self, at: start, Self.description.summary, fix: fix)
        }
    }

    /// An access level the code may need though the parent's is lower: in a
    /// type that conforms to something (a protocol's witness) or has inlinable
    /// code, or on an `@inlinable` / `@usableFromInline` declaration
    /// (swift-nio's `EmbeddedChannelCore.errorCaught0`, found by the fix round
    /// trip). Reported, not rewritten.
    private static func mayBeRequired(_ modifier: DeclModifierSyntax) -> Bool {
        guard let declaration = modifier.parent?.parent else { return true }
        if isInlinable(declaration) { return true }
        guard let parent = nearestNominalType(from: modifier.parent?.parent)?.asDeclGroup else {
            return false
        }
        // Inlinable code in the type may use the member (swift-nio's `SelectorEvent`).
        return parent.inheritanceClause != nil || isInlinable(parent) || parent.memberBlock.members.contains { isInlinable($0.decl) }
    }

    private static func isInlinable(_ declaration: some SyntaxProtocol) -> Bool {
        guard let attributes = declaration.attributeList else { return false }
        return LintSupport.attribute(named: "inlinable", in: attributes) != nil
            || LintSupport.attribute(named: "usableFromInline", in: attributes) != nil
    }

    /// SwiftLint's test. The parent is the nearest struct, class, actor or enum
    /// holding the modifier — the declaration itself when it is one. `internal`
    /// is too high in a private or fileprivate parent, or in a parent without an
    /// access level inside a private or fileprivate extension; `public` in a
    /// private, fileprivate or internal parent, or in one without an access
    /// level outside a `public` extension; `open` anywhere but in an `open` parent.
    private static func isHigherThanParent(_ modifier: DeclModifierSyntax) -> Bool {
        let keyword = modifier.name.tokenKind
        guard keyword == .keyword(.internal) || keyword == .keyword(.public) || keyword == .keyword(.open),
              let parent = nearestNominalType(from: modifier.parent?.parent),
              let parentModifiers = AccessControlSupport.modifiers(of: parent)
        else { return false }
        let parentIsPrivate = AccessControlSupport.isPrivateOrFileprivate(parentModifiers)
        let parentHasAccessLevel = AccessControlSupport.accessLevelModifier(in: parentModifiers) != nil
        switch keyword {
        case .keyword(.internal):
            if parentIsPrivate { return true }
            guard !parentHasAccessLevel, let holder = enclosingExtension(of: parent) else { return false }
            return AccessControlSupport.isPrivateOrFileprivate(holder.modifiers)
        case .keyword(.public):
            if parentIsPrivate || parentModifiers.hasKeyword(.internal) { return true }
            guard !parentHasAccessLevel else { return false }
            guard let holder = enclosingExtension(of: parent) else { return true }
            return !holder.modifiers.hasKeyword(.public)
        default:
            return !parentModifiers.hasKeyword(.open)
        }
    }

    /// `node` or its nearest ancestor that is a struct, class, actor or enum.
    private static func nearestNominalType(from node: Syntax?) -> Syntax? {
        var current = node
        while let candidate = current {
            if isNominalType(candidate) { return candidate }
            current = candidate.parent
        }
        return nil
    }

    /// The extension `type` is nested in, unless another struct, class, actor or enum comes first.
    private static func enclosingExtension(of type: Syntax) -> ExtensionDeclSyntax? {
        var current = type.parent
        while let ancestor = current, !isNominalType(ancestor) {
            if let found = ancestor.as(ExtensionDeclSyntax.self) { return found }
            current = ancestor.parent
        }
        return nil
    }

    private static func isNominalType(_ node: Syntax) -> Bool {
        switch node.kind {
        case .structDecl, .classDecl, .actorDecl, .enumDecl: true
        default: false
        }
    }
}
