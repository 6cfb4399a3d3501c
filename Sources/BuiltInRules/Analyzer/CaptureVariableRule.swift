import LintEngine
import SwiftSyntax
import ToolCore

/// A closure's capture list copies a variable's value when the closure is made;
/// listing a `var` that changes later reads as if the closure saw the change.
/// The index says which declaration a captured name is; its syntax, whether
/// that is a settable global, static or instance `var`.
public struct CaptureVariableRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "capture_variable",
        name: "Capture Variable",
        summary: "Non-constant variables should not be listed in a closure's capture list to avoid confusion about "
            + "closures capturing variables at creation time",
        kind: .lint,
        nonTriggeringExamples: [
            """
            class C {
                let i: Int
                init(_ i: Int) { self.i = i }
            }
            let j: Int = 0
            let c = C(1)
            let closure: () -> Void = { [j, c] in
                print(c.i, j)
            }

            """,
            """
            let iGlobal: Int = 0
            class C {
                class var iClass: Int { 0 }
                static let iStatic: Int = 0
                let iInstance: Int = 0
                func callTest() {
                    var iLocal: Int = 0
                    iLocal += 1
                    test { [unowned self, iGlobal, iInstance, iLocal, iClass = C.iClass, iStatic = C.iStatic] j in
                        print(iGlobal, iClass, iStatic, iInstance, iLocal, j, self)
                    }
                }
                func test(_ completionHandler: @escaping (Int) -> Void) {}
            }

            """,
            "var j: Int!\nfunc f() {\n    j = 0\n    let closure: () -> Void = { [j] in print(j as Any) }\n    closure()\n}\n",
            """
            struct S {
                lazy var j: Int = { 0 }()
                mutating func f() {
                    let closure: () -> Void = { [j] in print(j) }
                    closure()
                }
            }

            """,
        ],
        triggeringExamples: [
            "var j: Int = 0\nfunc f() {\n    let closure: () -> Void = { [↓j] in print(j) }\n    closure()\n}\n",
            """
            class C {
                let i: Int
                init(_ i: Int) { self.i = i }
            }
            var c = C(0)
            func f() {
                let closure: () -> Void = { [↓c] in print(c.i) }
                closure()
            }

            """,
            """
            class C {
                static var iStatic: Int = 0
                static func callTest() {
                    test { [↓iStatic] j in
                        print(iStatic, j)
                    }
                }
                static func test(_ completionHandler: @escaping (Int) -> Void) {}
            }

            """,
            """
            class C {
                var iInstance: Int = 0
                func callTest() {
                    test { [↓iInstance] j in
                        print(iInstance, j)
                    }
                }
                func test(_ completionHandler: @escaping (Int) -> Void) {}
            }

            """,
        ],
        requiresIndex: true
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        guard let index = file.index else { return }
        walk.on(ClosureCaptureSyntax.self) { capture in
            // `[weak x]`, `[unowned x]` and `[y = expression]` say what they capture.
            guard capture.specifier == nil, capture.initializer == nil else { return }
            let (line, column) = file.location(of: capture.name.positionAfterSkippingLeadingTrivia)
            let captured = index.occurrences.first { occurrence in
                occurrence.line == line && occurrence.column == column && occurrence.roles.contains(.reference)
                    && Self.variableKinds.contains(occurrence.symbol.kind)
            }
            guard let captured, let definition = index.package.definition(of: captured.symbol.usr),
                  Self.isSettableStoredVariable(at: definition, current: file)
            else { return }
            file.report(self, at: capture.name.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    private static let variableKinds: Set<IndexSymbol.Kind> = [.variable, .instanceProperty, .staticProperty, .classProperty]
    /// A computed variable with one of these can be set (observers imply stored storage).
    private static let settingAccessors: [TokenKind] = [.keyword(.set), .keyword(.willSet), .keyword(.didSet)]

    /// Whether the declaration at `place` is a global, static, class or instance `var`
    /// one can set: not `lazy`, not implicitly unwrapped, not computed without a setter,
    /// not a local (SwiftLint's rule leaves locals alone).
    private static func isSettableStoredVariable(at place: PackageIndex.SourceReference, current file: LintFile) -> Bool {
        guard let token = file.index?.token(at: place, in: file),
              let binding = token.parent?.as(IdentifierPatternSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
              variable.bindingSpecifier.tokenKind == .keyword(.var),
              !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }),
              binding.typeAnnotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) != true
        else { return false }
        if case .getter? = binding.accessorBlock?.accessors { return false }
        if case .accessors(let accessors)? = binding.accessorBlock?.accessors,
           !accessors.contains(where: { Self.settingAccessors.contains($0.accessorSpecifier.tokenKind) }) {
            return false
        }
        return !isLocal(variable)
    }

    /// Declared in a function's, closure's or accessor's body (not at the top level of a file).
    private static func isLocal(_ variable: VariableDeclSyntax) -> Bool {
        sequence(first: Syntax(variable), next: \.parent).dropFirst().contains { node in
            node.is(CodeBlockSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(AccessorBlockSyntax.self)
        }
    }
}
