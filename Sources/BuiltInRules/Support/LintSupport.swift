import LintEngine
@_spi(RawSyntax) import SwiftSyntax
import ToolCore

/// Helpers shared by the rules in `Lint/` and `Idiomatic/`.
///
/// Kept in a namespace rather than as extensions on SwiftSyntax types, so the
/// names cannot collide with helpers of other rule areas in this module.
enum LintSupport {
    /// A fix that deletes the lines `node` occupies, terminators included,
    /// when nothing but blanks shares those lines with it; nil otherwise.
    static func wholeLineRemoval(of node: some SyntaxProtocol, in file: LintFile) -> Diagnostic.Fix? {
        let start = node.positionAfterSkippingLeadingTrivia
        let end = node.endPositionBeforeTrailingTrivia
        let first = file.location(of: start).line
        let last = file.location(of: end).line
        guard first >= 1, last <= file.lines.count else { return nil }
        let firstLine = file.lines[first - 1], lastLine = file.lines[last - 1]
        let before = firstLine.text.utf8.prefix(start.utf8Offset - firstLine.startOffset)
        let after = lastLine.text.utf8.dropFirst(end.utf8Offset - lastLine.startOffset)
        guard before.allSatisfy(isBlank), after.allSatisfy(isBlank) else { return nil }
        let removalEnd = last < file.lines.count ? file.lines[last].startOffset : file.text.utf8.count
        return Diagnostic.Fix(start: firstLine.startOffset, end: removalEnd, replacement: "")
    }

    /// A space or a tab.
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// `""`, or a string literal with no content (`""""""`).
    static func isEmptyStringLiteral(_ expression: ExprSyntax?) -> Bool {
        guard let literal = expression?.as(StringLiteralExprSyntax.self) else { return false }
        return literal.segments.allSatisfy { segment in
            segment.as(StringSegmentSyntax.self)?.content.text.isEmpty == true
        }
    }

    /// The name a call calls when it is a plain name: `f` in `f(x)`.
    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// Whether `node` is the member name of a member access (`x` in `a.x`).
    static func isMemberName(_ node: DeclReferenceExprSyntax) -> Bool {
        // The kind first: reading the member's name makes its node, for every reference.
        guard let parent = node.parent, parent.kind == .memberAccessExpr else { return false }
        return parent.as(MemberAccessExprSyntax.self)?.declName.id == node.id
    }

    /// An attribute's name as written (`objc`, `MainActor`, `Swift.Sendable`):
    /// a plain name read from its token, anything else rendered.
    static func attributeName(_ attribute: AttributeSyntax) -> String {
        // The raw text: `text` builds the token's kind first.
        plainName(of: attribute).map { String(syntaxText: $0.rawText) } ?? attribute.attributeName.trimmedText
    }

    /// The name token of an attribute named by a plain identifier (`objc`, not `Swift.Sendable`).
    private static func plainName(of attribute: AttributeSyntax) -> TokenSyntax? {
        guard let type = attribute.attributeName.as(IdentifierTypeSyntax.self), type.genericArgumentClause == nil else { return nil }
        return type.name
    }

    /// The attribute `@name`, if the list has it.
    static func attribute(named name: String, in attributes: AttributeListSyntax) -> AttributeSyntax? {
        guard attributes.mayHaveAttribute(named: name) else { return nil }
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self) else { continue }
            // Compared as bytes: `@inlinable` is on most of swift-nio's declarations.
            let matches = plainName(of: attribute).map { $0.rawText.elementsEqual(name.utf8) } ?? (attributeName(attribute) == name)
            if matches { return attribute }
        }
        return nil
    }

    /// The items of a statement list, with the items inside `#if` clauses
    /// taken in place of the `#if` itself.
    static func flattenedItems(_ list: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        var items: [CodeBlockItemSyntax] = []
        for item in list {
            if let conditional = item.item.as(IfConfigDeclSyntax.self) {
                for clause in conditional.clauses {
                    if case .statements(let statements)? = clause.elements { items += flattenedItems(statements) }
                }
            } else {
                items.append(item)
            }
        }
        return items
    }

    /// The declarations of a type body, with the members inside `#if` clauses
    /// taken in place of the `#if` itself.
    static func flattenedMembers(_ list: MemberBlockItemListSyntax) -> [DeclSyntax] {
        var members: [DeclSyntax] = []
        for member in list {
            if let conditional = member.decl.as(IfConfigDeclSyntax.self) {
                for clause in conditional.clauses {
                    if case .decls(let decls)? = clause.elements { members += flattenedMembers(decls) }
                }
            } else {
                members.append(member.decl)
            }
        }
        return members
    }
}

/// The C geometry functions of CoreGraphics and AppKit (`CGRectGetWidth(r)`)
/// and the Swift members that replace them (`r.width`): shared by
/// `legacy_cggeometry_functions` and `legacy_nsgeometry_functions`.
enum LegacyGeometry {
    enum Replacement {
        /// `f(a)` → `a.name`
        case property(String)
        /// `f(a, b, c)` → `a.name(l1: b, l2: c)`; reversed: `f(a, b)` → `b.name(a)`.
        case method(String, labels: [String], reversed: Bool = false)
        /// `f(a, b)` → `a == b`
        case equal
    }

    /// The replacement text for `call`, nil when its arguments do not fit.
    static func replacement(for call: FunctionCallExprSyntax, _ replacement: Replacement) -> String? {
        guard call.trailingClosure == nil, call.arguments.allSatisfy({ $0.label == nil }) else { return nil }
        var arguments = call.arguments.map(\.expression)
        switch replacement {
        case .property(let name):
            guard arguments.count == 1 else { return nil }
            return receiver(arguments[0]) + "." + name
        case .method(let name, let labels, let reversed):
            guard arguments.count == labels.count + 1 else { return nil }
            if reversed { arguments.reverse() }
            let rest = zip(labels, arguments.dropFirst()).map { label, argument in
                (label.isEmpty ? "" : label + ": ") + argument.trimmedText
            }
            return receiver(arguments[0]) + "." + name + "(" + rest.joined(separator: ", ") + ")"
        case .equal:
            guard arguments.count == 2 else { return nil }
            let comparison = arguments[0].trimmedText + " == " + arguments[1].trimmedText
            return standsAlone(call) ? comparison : "(" + comparison + ")"
        }
    }

    /// The expression as the base of a member access, parenthesized unless it is postfix.
    private static func receiver(_ expression: ExprSyntax) -> String {
        let text = expression.trimmedText
        let isPostfix = expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self)
            || expression.is(FunctionCallExprSyntax.self) || expression.is(SubscriptCallExprSyntax.self)
            || expression.is(TupleExprSyntax.self) || expression.is(OptionalChainingExprSyntax.self)
            || expression.is(ForceUnwrapExprSyntax.self)
        return isPostfix ? text : "(" + text + ")"
    }

    /// Whether the call is a whole expression, not an operand of a larger one.
    private static func standsAlone(_ call: FunctionCallExprSyntax) -> Bool {
        guard let parent = call.parent else { return true }
        return parent.is(CodeBlockItemSyntax.self) || parent.is(LabeledExprSyntax.self) || parent.is(InitializerClauseSyntax.self)
            || parent.is(ReturnStmtSyntax.self) || parent.is(ConditionElementSyntax.self)
    }

    /// Reports each call of a function in `functions`, with its fix when the
    /// arguments fit the replacement.
    static func check<R: Rule>(
        _ rule: R, _ functions: [String: Replacement], message: String, walk: inout SyntaxWalk, file: LintFile
    ) {
        walk.onCall(named: functions.keys) { node in
            guard let name = LintSupport.calledName(node), let replacement = functions[name] else { return }
            let fix = Self.replacement(for: node, replacement).map { text in
                Diagnostic.Fix(start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                               end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: text)
            }
            file.report(rule, at: node.positionAfterSkippingLeadingTrivia, message, fix: fix)
        }
    }
}

extension LintSupport {
    /// The nearest enclosing type, extension, function, initializer, subscript
    /// or property declaration: the declarations whose bodies SwiftLint's
    /// visitors skip unless told otherwise.
    static func enclosingDeclaration(of node: Syntax) -> Syntax? {
        var current = node.parent
        while let parent = current {
            switch parent.kind {
            case .actorDecl, .classDecl, .enumDecl, .extensionDecl, .functionDecl, .initializerDecl, .protocolDecl,
                 .structDecl, .subscriptDecl, .variableDecl:
                return parent
            default:
                current = parent.parent
            }
        }
        return nil
    }
}

/// The options of the rules about XCTest and Quick classes (SwiftLint's
/// `UnitTestConfiguration`): a severity, and `test_parent_classes`, whose
/// names join `QuickSpec` and `XCTestCase` rather than replace them.
public struct UnitTestOptions: SeverityBasedOptions, Equatable {
    public var severity = Severity.warning
    /// Superclasses that make a class a test case.
    public var testParentClasses: Set<String> = ["QuickSpec", "XCTestCase"]

    public init() {}

    enum CodingKeys: String, CodingKey {
        case severity
        case testParentClasses = "test_parent_classes"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
        if let classes = try container.decodeIfPresent(StringList.self, forKey: .testParentClasses) {
            testParentClasses.formUnion(classes.values)
        }
    }

    /// The parent classes' names as identifiers: a test class names one of them.
    var triggerIdentifiers: [String] { testParentClasses.map { $0.filter { $0 != "`" } } }

    /// A class inheriting directly from one of the test parent classes.
    func isTestClass(_ node: ClassDeclSyntax) -> Bool {
        node.inheritanceClause?.inheritedTypes.contains { inherited in
            inherited.type.as(IdentifierTypeSyntax.self).map { testParentClasses.contains($0.name.text) } ?? false
        } ?? false
    }
}

extension LintSupport {
    /// The left operands of the `== nil` and `!= nil` comparisons in an
    /// (unfolded) sequence: a comparison takes the operands beside it when its
    /// other neighbours bind looser (`a && x.first(…) != nil`, not
    /// `a ?? x.first(…) != nil`), as the folded tree SwiftLint reads has it.
    static func operandsComparedWithNil(in node: SequenceExprSyntax) -> [ExprSyntax] {
        guard node.elements.contains(where: { $0.is(NilLiteralExprSyntax.self) }) else { return [] }
        let elements = Array(node.elements)
        return stride(from: 1, to: elements.count - 1, by: 2).compactMap { index in
            guard isNilComparison(elements[index], elements[index + 1]),
                  bindsLooser(elements, at: index - 2), bindsLooser(elements, at: index + 2)
            else { return nil }
            return elements[index - 1]
        }
    }

    private static func isNilComparison(_ operation: ExprSyntax, _ operand: ExprSyntax) -> Bool {
        guard let binary = operation.as(BinaryOperatorExprSyntax.self) else { return false }
        let name = binary.operator.text
        return (name == "==" || name == "!=") && operand.is(NilLiteralExprSyntax.self)
    }

    /// Whether the operator at `index` (if any) binds looser than a comparison.
    private static func bindsLooser(_ elements: [ExprSyntax], at index: Int) -> Bool {
        guard elements.indices.contains(index) else { return true }
        guard let level = StyleSupport.precedence(of: elements[index]) else { return false }
        return level < .comparison
    }
}

extension LintSupport {
    /// Whether `node` sits anywhere inside a protocol (rules SwiftLint never runs there).
    static func isInsideProtocol(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            switch parent.kind {
            case .protocolDecl: return true
            // No type nests in a protocol: the first type or extension around decides.
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl: return false
            default: current = parent.parent
            }
        }
        return false
    }

    /// `@available(…, unavailable, …)`, for any platform.
    static func isUnavailable(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self),
                  attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "available",
                  case .availability(let arguments)? = attribute.arguments
            else { return false }
            return arguments.contains { argument in
                guard case .token(let token) = argument.argument else { return false }
                return token.isKeyword(.unavailable) || token.isIdentifier("unavailable")
            }
        }
    }
}

/// The options of `object_literal` and `discouraged_object_literal` (SwiftLint's
/// `ObjectLiteralConfiguration`): which kinds of literal the rule looks at.
public struct ObjectLiteralOptions: SeverityBasedOptions, Equatable {
    public var severity = Severity.warning
    /// Images: `#imageLiteral(…)`, or `UIImage(named:)` / `NSImage(named:)`.
    public var imageLiteral = true
    /// Colours: `#colorLiteral(…)`, or `UIColor` / `NSColor` from numbers.
    public var colorLiteral = true

    public init() {}

    enum CodingKeys: String, CodingKey {
        case severity
        case imageLiteral = "image_literal"
        case colorLiteral = "color_literal"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
        imageLiteral = try container.decodeIfPresent(Bool.self, forKey: .imageLiteral) ?? imageLiteral
        colorLiteral = try container.decodeIfPresent(Bool.self, forKey: .colorLiteral) ?? colorLiteral
    }
}

extension ExprSyntax {
    /// A plain name or a chain of plain names (`UIColor`, `UIColor.init`,
    /// `Foundation.Bundle`) as text; nil for any other expression. Cheaper than
    /// `trimmedDescription` where most callees are not names: that renders a
    /// whole call chain's source for every call in it.
    var dottedName: String? {
        if let reference = self.as(DeclReferenceExprSyntax.self) {
            return reference.argumentNames == nil ? reference.baseName.text : nil
        }
        guard let access = self.as(MemberAccessExprSyntax.self), access.declName.argumentNames == nil,
              let base = access.base?.dottedName
        else { return nil }
        return base + "." + access.declName.baseName.text
    }
}

extension LintSupport {
    /// A method of a class that is not final, itself not final, private or
    /// static: a subclass may override it (swift-nio's `BaseSocketChannel`
    /// methods, whose overrides throw).
    static func isOverridable(_ function: FunctionDeclSyntax) -> Bool {
        guard let type = function.parent?.parent?.parent?.parent?.as(ClassDeclSyntax.self) else { return false }
        let sealed: [Keyword] = [.final, .private, .fileprivate, .static]
        return !type.modifiers.hasKeyword(.final) && !sealed.contains { function.modifiers.hasKeyword($0) }
    }

    /// A function that overrides, may be overridden, or beside which another function of the same
    /// name and labels is declared (`start(address:) throws` and
    /// `start(address:) async throws`): a fix that drops its `async` or
    /// `throws` would make it clash, stop overriding, or leave a protocol two
    /// equal witnesses (each found by the fix round trip on vapor).
    static func isOverloadedOrOverriding(_ function: FunctionDeclSyntax) -> Bool {
        if function.modifiers.hasKeyword(.override) || isOverridable(function) { return true }
        let signature = { (decl: FunctionDeclSyntax) in
            [decl.name.text] + decl.signature.parameterClause.parameters.map(\.firstName.text)
        }
        let mine = signature(function)
        let siblings: [Syntax] = if let members = function.parent?.parent?.as(MemberBlockItemListSyntax.self) {
            members.map { Syntax($0.decl) }
        } else if let statements = function.parent?.parent?.as(CodeBlockItemListSyntax.self) {
            statements.map { Syntax($0.item) }
        } else {
            []
        }
        return siblings.contains { sibling in
            guard let other = sibling.as(FunctionDeclSyntax.self), other.id != function.id else { return false }
            return signature(other) == mine
        }
    }
}

extension LintSupport {
    /// Whether a class of the file inherits from `name`: a fix that makes a
    /// test class `final` or its members `private` would break the subclass.
    static func isSubclassed(_ name: String, in tree: SourceFileSyntax) -> Bool {
        final class Finder: SyntaxVisitor {
            let name: String
            var found = false
            init(_ name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: InheritedTypeSyntax) -> SyntaxVisitorContinueKind {
                if node.type.as(IdentifierTypeSyntax.self)?.name.text == name { found = true }
                return .skipChildren
            }
        }
        let finder = Finder(name)
        finder.walk(tree)
        return finder.found
    }
}
