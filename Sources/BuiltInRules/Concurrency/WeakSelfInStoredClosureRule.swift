import LintEngine
import SwiftSyntax
import ToolCore

/// A closure stored in a property of an object keeps everything it captures
/// alive as long as the object lives. When it captures the object itself
/// strongly, each keeps the other alive: a retain cycle that is never freed.
/// Flags closures assigned to a property of `self` (`self.onChange = { … }`,
/// `handler = { … }` for a property of the class, `lazy var` initializers) that
/// use `self` without `[weak self]` or `[unowned self]`. A `[weak self]` in a
/// nested closure does not help: the outer closure captures `self` strongly to
/// hand it on.
public struct WeakSelfInStoredClosureRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "weak_self_in_stored_closure",
        name: "Weak Self in Stored Closure",
        summary: "Closures stored in a property of `self` should capture `self` weakly",
        kind: .concurrency,
        isOptIn: true,
        nonTriggeringExamples: [
            "class Model {\n    var onChange: (() -> Void)?\n    func bind() {\n        onChange = { [weak self] in\n"
                + "            self?.reload()\n        }\n    }\n}\n",
            "class Model {\n    var onChange: (() -> Void)?\n    func bind() {\n"
                + "        self.onChange = { [unowned self] in reload() }\n    }\n}\n",
            "class Model {\n    var onChange: (() -> Void)?\n    func bind(view: View) {\n"
                + "        view.onTap = { print(\"tapped\") }\n        onChange = { print(\"changed\") }\n    }\n}\n",
            "class Model {\n    var handler: (() -> Void)?\n    func run() {\n        var handler: () -> Void = {}\n"
                + "        handler = { self.reload() }\n        handler()\n    }\n}\n",
            "struct Form {\n    var onSubmit: (() -> Void)?\n    mutating func bind(model: Model) {\n"
                + "        onSubmit = { model.save() }\n    }\n}\n",
            "class Model {\n    var onChange: (() -> Void)?\n    func bind() {\n"
                + "        onChange = { [weak owner = self] in owner?.reload() }\n    }\n}\n",
            "final class Storage {\n    var make: () -> Int\n    init() {\n"
                + "        self.make = { fatalError(\"no \\(Int.self) maker\") }\n    }\n}\n",
        ],
        triggeringExamples: [
            "class Model {\n    var onChange: (() -> Void)?\n    func bind() {\n        self.onChange = ↓{\n"
                + "            self.reload()\n        }\n    }\n}\n",
            "final class Downloader {\n    var completion: ((Data) -> Void)?\n    func start() {\n"
                + "        completion = ↓{ data in\n            self.cache = data\n        }\n    }\n}\n",
            "class ViewModel {\n    var handler: (() -> Void)?\n    init() {\n        handler = ↓{ [self] in\n"
                + "            refresh()\n        }\n    }\n}\n",
            "class Player {\n    lazy var onFinish: () -> Void = ↓{\n        self.stop()\n    }\n}\n",
            "class Feed {\n    var onUpdate: (() -> Void)?\n    func bind() {\n        onUpdate = ↓{\n"
                + "            api.load { [weak self] in self?.reload() }\n        }\n    }\n}\n",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    /// Whether a name is a stored property, or a type a class, is read from the type's other members and the file.
    public static var reach: RuleReach { .file }

    /// A stored closure being walked, and whether it uses `self`.
    private struct Candidate {
        let closure: ClosureExprSyntax
        let property: String
        var usesSelf: Bool
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        var open: [Candidate] = []
        walk.on(ClosureExprSyntax.self) { node in
            let capture = selfCapture(of: node)
            guard capture != .weak, let property = storedProperty(receiving: node) else { return }
            open.append(Candidate(closure: node, property: property, usesSelf: capture == .strong))
        }
        walk.on(DeclReferenceExprSyntax.self) { node in
            guard !open.isEmpty, node.baseName.isKeyword(.self),
                  node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id else { return }  // `Type.self`
            // Every stored closure around the reference captures `self` to hand it inwards.
            for index in open.indices { open[index].usesSelf = true }
        }
        walk.after(ClosureExprSyntax.self) { node in
            guard let last = open.last, last.closure.id == node.id else { return }
            open.removeLast()
            guard last.usesSelf else { return }
            file.report(self, at: node.leftBrace.positionAfterSkippingLeadingTrivia,
                        "The closure stored in `\(last.property)` captures `self` strongly, and `self` keeps the "
                            + "closure: a retain cycle, neither is ever freed; capture `[weak self]` (or "
                            + "`[unowned self]` when the closure cannot outlive `self`)")
        }
    }

    private enum SelfCapture { case none, weak, strong }

    /// How the capture list takes `self`: `[weak self]`/`[unowned self]`, `[self]`, or not at all.
    private func selfCapture(of closure: ClosureExprSyntax) -> SelfCapture {
        guard let items = closure.signature?.capture?.items else { return .none }
        // `[weak self]`, `[self]`, or a renamed capture: `[weak owner = self]`.
        for item in items where item.name.isKeyword(.self)
            || item.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.isKeyword(.self) == true {
            return item.specifier == nil ? .strong : .weak
        }
        return .none
    }

    /// The property of `self` the closure is stored in: `self.name = { … }`,
    /// `name = { … }` for a property of the enclosing class, `lazy var name = { … }`.
    private func storedProperty(receiving closure: ClosureExprSyntax) -> String? {
        if let target = assignmentTarget(of: closure) {
            if let member = target.as(MemberAccessExprSyntax.self),
               member.base?.as(DeclReferenceExprSyntax.self)?.baseName.isKeyword(.self) == true {
                return isInClass(closure) ? "self.\(member.declName.baseName.text)" : nil
            }
            guard let reference = target.as(DeclReferenceExprSyntax.self), case .identifier = reference.baseName.tokenKind,
                  let binding = ConcurrencySupport.lookup(reference.baseName.text, from: Syntax(closure), membersOnly: false),
                  binding.isMember, isInClass(closure) else { return nil }
            return reference.baseName.text
        }
        guard let binding = closure.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
              variable.modifiers.hasKeyword(.lazy),
              variable.parent?.is(MemberBlockItemSyntax.self) == true, isInClass(closure),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        return name
    }

    /// Inside a class or actor (or an extension of a class declared in the same file): only
    /// reference types make cycles.
    private func isInClass(_ node: ClosureExprSyntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(ClassDeclSyntax.self) || ancestor.is(ActorDeclSyntax.self) { return true }
            if let extended = ancestor.as(ExtensionDeclSyntax.self) {
                let name = extended.extendedType.trimmedText
                guard let file = ancestor.root.as(SourceFileSyntax.self) else { return false }
                return file.statements.contains {
                    $0.item.as(ClassDeclSyntax.self)?.name.text == name || $0.item.as(ActorDeclSyntax.self)?.name.text == name
                }
            }
            if ancestor.asDeclGroup != nil { return false }
            current = ancestor.parent
        }
        return false
    }

    /// The left side of the assignment whose right side is `expression`: `lhs = expression`.
    private func assignmentTarget(of expression: ClosureExprSyntax) -> ExprSyntax? {
        if let list = expression.parent?.as(ExprListSyntax.self) {
            guard let index = list.index(of: ExprSyntax(expression)), index != list.startIndex else { return nil }
            let operatorIndex = list.index(before: index)
            guard list[operatorIndex].is(AssignmentExprSyntax.self), operatorIndex != list.startIndex else { return nil }
            return list[list.index(before: operatorIndex)]
        }
        if let infix = expression.parent?.as(InfixOperatorExprSyntax.self), infix.rightOperand.id == expression.id,
           infix.operator.is(AssignmentExprSyntax.self) {
            return infix.leftOperand
        }
        return nil
    }
}
