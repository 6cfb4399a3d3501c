import LintEngine
@_spi(RawSyntax) import SwiftSyntax
import ToolCore

/// The compiler warns about unused local variables but not about unused
/// parameters: a parameter nobody reads makes every caller compute a value
/// for nothing. Remove it, or name it `_` to say it is ignored on purpose.
public struct UnusedParameterRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "unused_parameter",
        name: "Unused Parameter",
        summary: "Unused function/initializer/subscript parameters should be removed or replaced by a wildcard '_'",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            "func show(value: Int) {\n    _ = value\n}\n",
            "func show(default: Int) {\n    _ = `default`\n}\n",
            "func show(value _: Int) {}\n",
            "func show(_: Int) {}\n",
            "func show(value: Int, label text: String) {\n    func inner() {\n        _ = value\n        _ = text\n    }\n}\n",
            """
            func total(first: Int, last: Int) -> Int {
                struct Box {
                    let size = 1
                    func total(first: Int, size: Int = 2) -> Int { first + size }
                }
                return first + last
            }
            """,
            "func show(value: Int?) {\n    if let value {}\n}\n",
            "func show(value: Int?) {\n    guard let value else { return }\n}\n",
            "func show(value: Int) -> Int {\n    let value = value\n    return value\n}\n",
            "func show(`operator`: Int) -> Int { `operator` }\n",
            "protocol Presenter {\n    func show(value: Int)\n}\n",
            "let format = { (value: Int) in \"\\(value)\" }\n",
            "List($items) { $item in\n    Row(title: item.name)\n}\n",
        ],
        triggeringExamples: [
            "func show(↓value: Int) {}\n",
            "func show(↓value: Int, label ↓text: String) {}\n",
            "func show(↓value: Int, label ↓text: String) {\n    func inner(value: Int, ↓scale: Double) {\n        _ = value\n    }\n}\n",
            """
            struct Point {
                let x: Int

                init(x: Int, ↓y: Int) {
                    func pick(↓x: Int, y: Int) -> Int { y }
                    self.x = pick(x: x, y: 0)
                }
            }
            """,
            """
            struct Grid {
                subscript(row: Int, ↓column: Int) -> Int {
                    func pick(↓row: Int, column: Int) -> Int { column }
                    return pick(row: row, column: 0)
                }
            }
            """,
            """
            func total(↓first: Int, ↓size: Int, last: Int) -> Int {
                struct Box {
                    let size = 1
                    func total(first: Int, ↓last: Int = 2) -> Int { first + size }
                }
                return Box().total(first: last)
            }
            """,
            "func show(↓value: Int, text: String) {\n    let value = 1\n    print(value, text)\n}\n",
            "let format = { (↓value: Int) in \"none\" }\n",
        ],
        corrections: [
            Correction("func show(↓value: Int) {}\n", "func show(value _: Int) {}\n"),
            Correction("func show(label ↓value: Int) {}\n", "func show(label _: Int) {}\n"),
            Correction("func show(_ ↓value: Int) {}\n", "func show(_: Int) {}\n"),
            Correction("func + (↓lhs: Box, rhs: Box) -> Box { rhs }\n", "func + (_: Box, rhs: Box) -> Box { rhs }\n"),
            Correction("struct Grid {\n    subscript(↓row: Int) -> Int { 0 }\n}\n",
                       "struct Grid {\n    subscript(_: Int) -> Int { 0 }\n}\n"),
            Correction("let format = { (↓value: Int) in \"none\" }\n", "let format = { (_: Int) in \"none\" }\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    /// Per-file state: the declarations that some reference has resolved to
    /// (by the offset of their name).
    private final class State {
        let tracker: ScopeTracker
        var referenced = Set<Int>()

        init(tracker: ScopeTracker) { self.tracker = tracker }

        /// Whether a scope open up to the enclosing type body may declare the name summed up in `summary`.
        func mayReference(_ summary: NameSummary) -> Bool {
            // By index: a copied scope retains its declarations.
            let scopes = tracker.scopes
            for index in scopes.indices.reversed() {
                if scopes[index].isTypeBoundary { return false }
                if scopes[index].names.mayContain(summary) { return true }
            }
            return false
        }

        /// Marks the innermost declaration of `name` not yet referenced, as
        /// SwiftLint does: a second reference to a local goes on to an outer
        /// declaration of the same name. Lookups stop at type bodies.
        func reference(_ name: String) {
            let name = UnusedParameterRule.matchingName(name)
            guard name != "_" else { return }
            // By index: a copied scope or declaration retains its array, name and token,
            // and this runs for every declaration in scope at every reference.
            let scopes = tracker.scopes
            let summary = NameSummary(name)
            for scopeIndex in scopes.indices.reversed() {
                if scopes[scopeIndex].isTypeBoundary { return }
                guard scopes[scopeIndex].names.mayContain(summary) else { continue }
                let declarations = scopes[scopeIndex].declarations
                for index in declarations.indices.reversed()
                where Self.isTracked(declarations[index].kind) && Self.matches(declarations[index].name, name)
                    && !referenced.contains(declarations[index].offset) {
                    referenced.insert(declarations[index].offset)
                    return
                }
            }
        }

        /// Whether a declared name matches a referenced one (already matching-form).
        /// Run for every declaration in scope at every reference: matching form only
        /// drops bytes, so a shorter name cannot match, and one as long matches only as written.
        private static func matches(_ declared: String, _ name: String) -> Bool {
            let declaredCount = declared.utf8.count, count = name.utf8.count
            if declaredCount == count { return declared == name }
            return declaredCount > count && UnusedParameterRule.matchingName(declared) == name
        }

        /// The declarations SwiftLint records.
        private static func isTracked(_ kind: ScopeDeclaration.Kind) -> Bool {
            kind == .parameter || kind == .local || kind == .implicitError
        }
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        let state = State(tracker: ScopeTracker.shared(in: file, walk: &walk))
        state.tracker.onScopeExit { scope in report(scope, state, file) }
        walk.after(DeclReferenceExprSyntax.self) { node in
            // The raw text: `text` builds the token's kind first, for every name.
            let name = node.baseName.rawText
            // Most names (types, functions, members) are declared in no open scope: ruled out first.
            guard state.mayReference(NameSummary(name)), !LintSupport.isMemberName(node) else { return }
            state.reference(String(syntaxText: name))
        }
        // `if let value`, `guard let value`: reads the outer `value`.
        walk.after(OptionalBindingConditionSyntax.self) { node in
            guard node.initializer == nil, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier else { return }
            state.reference(name.text)
        }
    }

    /// Reports the parameters of `scope` that nothing referenced.
    private func report(_ scope: DeclarationScope, _ state: State, _ file: LintFile) {
        for declaration in scope.declarations.reversed()
        where declaration.kind == .parameter && !state.referenced.contains(declaration.offset) {
            guard let token = declaration.token else { continue }
            file.report(self, at: token.positionAfterSkippingLeadingTrivia,
                        "Parameter '\(token.text)' is unused; consider removing or replacing it with '_'",
                        fix: Self.fix(for: token))
        }
    }

    /// `value` → `value _` (the label stays), `label value` → `label _`,
    /// `_ value` → `_`. Where a label would change the signature (operators,
    /// subscripts) or is not allowed (closures), the name becomes `_`.
    private static func fix(for name: TokenSyntax) -> Diagnostic.Fix {
        var start = name.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = name.endPositionBeforeTrailingTrivia.utf8Offset
        var replacement = "_"
        if let parameter = name.parent?.as(FunctionParameterSyntax.self) {
            if parameter.secondName != nil, parameter.firstName.tokenKind == .wildcard {
                start = parameter.firstName.positionAfterSkippingLeadingTrivia.utf8Offset
            } else if parameter.secondName == nil, labelsAllowed(parameter) {
                replacement = name.text + " _"
            }
        }
        return Diagnostic.Fix(start: start, end: end, replacement: replacement)
    }

    /// Whether the parameter's first name is also its argument label: not for
    /// subscripts and operators.
    private static func labelsAllowed(_ parameter: FunctionParameterSyntax) -> Bool {
        // Parameter → list → clause → signature (of a function or initializer) or subscript.
        guard let owner = parameter.parent?.parent?.parent, !owner.is(SubscriptDeclSyntax.self) else { return false }
        guard let function = owner.parent?.as(FunctionDeclSyntax.self) else { return true }
        if case .identifier = function.name.tokenKind { return true }
        return false
    }

    /// Names as references match them: no backticks, and `$value` (a closure
    /// parameter bound to a projection) the same as `value`.
    fileprivate static func matchingName(_ name: String) -> String {
        // Names are token texts: a backtick or `$` can only come first (run for every reference).
        let first = name.utf8.first
        guard first == UInt8(ascii: "`") || first == UInt8(ascii: "$") else { return name }
        let plain = ScopeSupport.normalized(name)
        return plain.utf8.first == UInt8(ascii: "$") && plain.utf8.count > 1 ? String(plain.dropFirst()) : plain
    }
}
