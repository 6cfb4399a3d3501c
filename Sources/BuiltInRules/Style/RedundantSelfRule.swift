import LintEngine
import SwiftSyntax
import ToolCore

/// `self.` where the compiler needs none is noise: in a struct or enum, in a
/// closure called on the spot, or in a closure that captures `self` (strongly,
/// or weakly and then unwrapped). By default only closures are looked at.
public struct RedundantSelfRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "redundant_self",
        name: "Redundant Self",
        summary: "Explicit use of 'self' is not required",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: nonTriggering,
        triggeringExamples: triggering,
        corrections: fixes,
        deprecatedAliases: ["redundant_self_in_closure"]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// Leave `self.` alone inside initializers (`self.name = name` style).
        public var keepInInitializers = false
        /// Look only inside closures.
        public var onlyInClosures = true

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case keepInInitializers = "keep_in_initializers"
            case onlyInClosures = "only_in_closures"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            keepInInitializers = try container.decodeIfPresent(Bool.self, forKey: .keepInInitializers) ?? keepInInitializers
            onlyInClosures = try container.decodeIfPresent(Bool.self, forKey: .onlyInClosures) ?? onlyInClosures
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    /// Top-level names declared in earlier items change what `self.` is needed for.
    public static var reach: RuleReach { .file }

    /// Every violation names `self`.
    public var triggerIdentifiers: [String] { ["self"] }

    private enum TypeKind { case structLike, classLike, optionalExtension }

    /// A closure being walked: whether it is called where it is written
    /// (`{ … }()`), and whether it captures `self` (`weak` counts: Swift 5.8
    /// lets an unwrapped weak `self` be implicit).
    private struct Closure {
        let isCalledInPlace: Bool
        let capturesSelf: Bool
    }

    /// Per-file state: the names in scope, the types, closures and
    /// initializers the walk is in.
    private final class State {
        let tracker: ScopeTracker
        var types: [TypeKind] = []
        var closures: [Closure] = []
        var initializerDepth = 0

        init(tracker: ScopeTracker) { self.tracker = tracker }

        /// Whether implicit `self` is allowed where the walk is: in a struct or
        /// enum, or in a closure called in place or capturing `self`.
        var isSelfRedundant: Bool {
            if types.last == .structLike { return true }
            guard let closure = closures.last else { return false }
            return closure.isCalledInPlace || closure.capturesSelf
        }
    }

    /// The names that hide a member: not the members themselves, which the
    /// shared tracker records too.
    private static func isLocal(_ kind: ScopeDeclaration.Kind) -> Bool { kind != .member }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        let state = State(tracker: ScopeTracker.shared(in: file, walk: &walk))
        walk.on(StructDeclSyntax.self) { _ in state.types.append(.structLike) }
        walk.after(StructDeclSyntax.self) { _ in _ = state.types.popLast() }
        walk.on(EnumDeclSyntax.self) { _ in state.types.append(.structLike) }
        walk.after(EnumDeclSyntax.self) { _ in _ = state.types.popLast() }
        walk.on(ClassDeclSyntax.self) { _ in state.types.append(.classLike) }
        walk.after(ClassDeclSyntax.self) { _ in _ = state.types.popLast() }
        walk.on(ActorDeclSyntax.self) { _ in state.types.append(.classLike) }
        walk.after(ActorDeclSyntax.self) { _ in _ = state.types.popLast() }
        walk.on(ExtensionDeclSyntax.self) { node in
            if Self.isOptional(node.extendedType) { state.types.append(.optionalExtension) }
        }
        walk.after(ExtensionDeclSyntax.self) { node in
            if Self.isOptional(node.extendedType) { _ = state.types.popLast() }
        }
        walk.on(InitializerDeclSyntax.self) { _ in state.initializerDepth += 1 }
        walk.after(InitializerDeclSyntax.self) { _ in state.initializerDepth -= 1 }
        walk.on(ClosureExprSyntax.self) { node in state.closures.append(Self.closure(node)) }
        walk.after(ClosureExprSyntax.self) { _ in _ = state.closures.popLast() }
        walk.after(MemberAccessExprSyntax.self) { node in check(node, state, file) }
    }

    private func check(_ node: MemberAccessExprSyntax, _ state: State, _ file: LintFile) {
        guard node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
              !(options.keepInInitializers && state.initializerDepth > 0),
              state.closures.isEmpty ? !options.onlyInClosures : state.isSelfRedundant
        else { return }
        // In an extension of an optional, `guard let self` makes `self` the
        // unwrapped value, which implicit member lookup does not use.
        if state.types.last == .optionalExtension, state.tracker.isDeclared("self", where: Self.isLocal) { return }
        let name = node.declName.baseName
        // A local of the same name (or one SwiftLint does not track, such as a
        // capture or `newValue`) would take the place of the member.
        guard !name.isKeyword(.`init`), name.text != "init",
              !state.tracker.isDeclared(name.text, where: Self.isLocal)
        else { return }
        let start = node.positionAfterSkippingLeadingTrivia
        let text = Self.lexerKeywords.contains(name.text) ? "`\(name.text)`" : name.text
        let fix = Self.isDeclaringSameName(name.text, around: node)
            ? nil
            : Diagnostic.Fix(start: start.utf8Offset, end: name.endPositionBeforeTrailingTrivia.utf8Offset, replacement: text)
        file.report(self, at: start, Self.description.summary, fix: fix)
    }

    private static func closure(_ node: ClosureExprSyntax) -> Closure {
        let isCalledInPlace = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
        let capturesSelf = node.signature?.capture?.items.contains { $0.name.text == "self" } ?? false
        return Closure(isCalledInPlace: isCalledInPlace, capturesSelf: capturesSelf)
    }

    /// `T?` or `Optional<T>`.
    private static func isOptional(_ type: TypeSyntax) -> Bool {
        type.is(OptionalTypeSyntax.self) || type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
    }

    /// `let name = self.name()`: without `self.` the name would refer to the
    /// variable being declared, so the finding gets no fix.
    private static func isDeclaringSameName(_ name: String, around node: MemberAccessExprSyntax) -> Bool {
        var current = node.parent
        // Up to the enclosing function, accessor or type (not past a variable).
        while let ancestor = current, ancestor.as(DeclSyntax.self) == nil || ancestor.is(VariableDeclSyntax.self) {
            if let binding = ancestor.as(PatternBindingSyntax.self),
               ScopeSupport.boundNames(in: binding.pattern).contains(where: { $0.text == name }) {
                return true
            }
            current = ancestor.parent
        }
        return false
    }

    /// Names that need backticks to be used as an identifier.
    private static let lexerKeywords: Set<String> = [
        "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit",
        "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if",
        "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator", "precedencegroup", "private",
        "protocol", "public", "repeat", "rethrows", "return", "self", "Self", "static", "struct", "subscript",
        "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]
}
