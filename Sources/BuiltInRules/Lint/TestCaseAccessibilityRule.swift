import LintEngine
import SwiftSyntax
import ToolCore

/// XCTest runs a test class's `test…` methods and calls its overrides; every
/// other member is a helper nothing outside the class should use. Marked
/// `private`, unused helpers show up, and a helper that was meant to be a
/// test (`func tset…`, `func testLoad(_:)`) stands out as not being one.
public struct TestCaseAccessibilityRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "test_case_accessibility",
        name: "Test Case Accessibility",
        summary: "Test cases should only contain private non-test members",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: nonTriggering,
        triggeringExamples: triggering,
        corrections: correctionExamples
    )

    public struct Options: SeverityBasedOptions, Equatable {
        /// The severity and `test_parent_classes`, read as the other test rules read them.
        public var unitTest = UnitTestOptions()
        /// Members whose names start with one of these are left alone.
        public var allowedPrefixes: Set<String> = []

        public var severity: Severity {
            get { unitTest.severity }
            set { unitTest.severity = newValue }
        }

        public init() {}

        enum CodingKeys: String, CodingKey {
            case allowedPrefixes = "allowed_prefixes"
        }

        public init(from decoder: any Decoder) throws {
            unitTest = try UnitTestOptions(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let prefixes = try container.decodeIfPresent(StringList.self, forKey: .allowedPrefixes) {
                allowedPrefixes = Set(prefixes.values)
            }
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public var triggerIdentifiers: [String] { options.unitTest.triggerIdentifiers }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(VariableDeclSyntax.self) { node in
            guard !Self.isPrivate(node.modifiers), !Self.isTestVariable(node),
                  node.bindings.contains(where: { hasCheckedName($0.pattern) }), isMemberOfTestClass(Syntax(node))
            else { return }
            report(at: node.bindingSpecifier.positionAfterSkippingLeadingTrivia, modifiers: node.modifiers, in: file)
        }
        walk.on(FunctionDeclSyntax.self) { node in
            guard isExposed(node.modifiers, name: node.name), !Self.isTestFunction(node),
                  isMemberOfTestClass(Syntax(node))
            else { return }
            // SwiftLint reports (and inserts `private`) where the declaration
            // starts: before its attributes and modifiers. `private @Sendable func`
            // does not compile (swift-nio's tests), so the fix goes after the attributes.
            let insertion = node.modifiers.first?.positionAfterSkippingLeadingTrivia ?? node.funcKeyword.positionAfterSkippingLeadingTrivia
            report(at: node.positionAfterSkippingLeadingTrivia, insertingAt: insertion, modifiers: node.modifiers, in: file)
        }
        walk.on(ClassDeclSyntax.self) { node in
            checkType(node, keyword: node.classKeyword, name: node.name, modifiers: node.modifiers, in: file)
        }
        walk.on(EnumDeclSyntax.self) { node in
            checkType(node, keyword: node.enumKeyword, name: node.name, modifiers: node.modifiers, in: file)
        }
        walk.on(StructDeclSyntax.self) { node in
            checkType(node, keyword: node.structKeyword, name: node.name, modifiers: node.modifiers, in: file)
        }
        walk.on(ActorDeclSyntax.self) { node in
            checkType(node, keyword: node.actorKeyword, name: node.name, modifiers: node.modifiers, in: file)
        }
        walk.on(TypeAliasDeclSyntax.self) { node in
            checkType(node, keyword: node.typealiasKeyword, name: node.name, modifiers: node.modifiers, in: file)
        }
    }

    private func checkType(
        _ node: some SyntaxProtocol, keyword: TokenSyntax, name: TokenSyntax, modifiers: DeclModifierListSyntax,
        in file: LintFile
    ) {
        guard isExposed(modifiers, name: name), isMemberOfTestClass(Syntax(node)) else { return }
        report(at: keyword.positionAfterSkippingLeadingTrivia, modifiers: modifiers,
               keepsAccess: Self.appearsInSharedSignature(name, beside: Syntax(node)), in: file)
    }

    /// Whether a static member beside the type (left as it is, see `report`)
    /// names it in its signature: a private type there does not compile
    /// (swift-nio's `BootstrapTest`, found by the fix round trip).
    private static func appearsInSharedSignature(_ name: TokenSyntax, beside node: Syntax) -> Bool {
        guard let members = node.parent?.parent?.as(MemberBlockItemListSyntax.self) else { return false }
        return members.contains { member in
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                  function.modifiers.hasKeyword(.static) || function.modifiers.hasKeyword(.class)
            else { return false }
            return function.signature.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == name.tokenKind }
        }
    }

    /// Reports at `position`, with the fix inserting `private ` there. Not
    /// beside an access level already written: SwiftLint's `open private var`
    /// does not compile (found by the fix round trip on vapor's `XCTVaporTests`),
    /// and an `open` or `public` member of a test base class is its API.
    private func report(
        at position: AbsolutePosition, insertingAt insertion: AbsolutePosition? = nil, modifiers: DeclModifierListSyntax,
        keepsAccess: Bool = false, in file: LintFile
    ) {
        let levels: [Keyword] = [.open, .public, .package, .internal]
        let hasAccessLevel = levels.contains { modifiers.hasKeyword($0) }
        // A subclass in the file may use the member (swift-nio's upgrade tests).
        var classes: [ClassDeclSyntax] = []
        var current = file.tree.token(at: position).map(Syntax.init)
        while let node = current {
            if let type = node.as(ClassDeclSyntax.self) { classes.append(type) }
            current = node.parent
        }
        let isSubclassed = classes.contains { LintSupport.isSubclassed($0.name.text, in: file.tree) }
        // A static helper is what other test files call (swift-nio's `makeTrackedAllocator`).
        let isShared = modifiers.hasKeyword(.static) || modifiers.hasKeyword(.class)
        let at = (insertion ?? position).utf8Offset
        let keeps = hasAccessLevel || isSubclassed || isShared || keepsAccess
        let fix = keeps ? nil : Diagnostic.Fix(start: at, end: at, replacement: "private ")
        file.report(self, at: position, Self.description.summary, fix: fix)
    }

    /// A member of a test class that is itself outside every other declaration.
    /// SwiftLint's visitors enter no type, extension, function, initializer,
    /// subscript or property, but do enter `deinit`: what a `deinit` body
    /// declares counts as a member, as `enclosingDeclaration` finds too.
    private func isMemberOfTestClass(_ node: Syntax) -> Bool {
        guard let owner = LintSupport.enclosingDeclaration(of: node)?.as(ClassDeclSyntax.self) else { return false }
        return LintSupport.enclosingDeclaration(of: Syntax(owner)) == nil && options.unitTest.isTestClass(owner)
    }

    /// Neither private nor named with an allowed prefix.
    private func isExposed(_ modifiers: DeclModifierListSyntax, name: TokenSyntax) -> Bool {
        !Self.isPrivate(modifiers) && !hasAllowedPrefix(name.text)
    }

    /// A plain name (not a tuple pattern) without an allowed prefix.
    private func hasCheckedName(_ pattern: PatternSyntax) -> Bool {
        guard let identifier = pattern.as(IdentifierPatternSyntax.self) else { return false }
        return !hasAllowedPrefix(identifier.identifier.text)
    }

    private func hasAllowedPrefix(_ name: String) -> Bool {
        options.allowedPrefixes.contains { name.hasPrefix($0) }
    }

    /// `private` or `fileprivate`, and no setter-only access level (`private(set)`),
    /// as SwiftLint reads modifiers. (`PrivateActionRule` has the same private helper.)
    private static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        guard modifiers.hasKeyword(.private) || modifiers.hasKeyword(.fileprivate) else { return false }
        return !modifiers.contains { $0.detail?.detail.text == "set" }
    }

    private static func isTypeMember(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.hasKeyword(.static) || modifiers.hasKeyword(.class)
    }

    /// An override, or an instance method `test…()` without parameters.
    private static func isTestFunction(_ node: FunctionDeclSyntax) -> Bool {
        if node.modifiers.hasKeyword(.override) { return true }
        return !isTypeMember(node.modifiers) && node.name.text.hasPrefix("test")
            && node.signature.parameterClause.parameters.isEmpty
    }

    /// An override, or a type property whose plain names are all `allTests`
    /// (the list Linux's XCTest reads).
    private static func isTestVariable(_ node: VariableDeclSyntax) -> Bool {
        if node.modifiers.hasKeyword(.override) { return true }
        return isTypeMember(node.modifiers) && node.bindings.allSatisfy { binding in
            binding.pattern.as(IdentifierPatternSyntax.self).map { $0.identifier.text == "allTests" } ?? true
        }
    }
}
