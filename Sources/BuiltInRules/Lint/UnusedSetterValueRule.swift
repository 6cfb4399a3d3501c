import LintEngine
import SwiftSyntax
import ToolCore

/// A setter that ignores the new value silently drops every assignment,
/// usually because it assigns the property to itself by mistake.
public struct UnusedSetterValueRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "unused_setter_value",
        name: "Unused Setter Value",
        summary: "Setter value is not used",
        kind: .lint,
        nonTriggeringExamples: [
            Example("var aValue: String {\n    get {\n        return Persister.shared.aValue\n    }\n    set {\n"
                    + "        Persister.shared.aValue = newValue\n    }\n}"),
            Example("var aValue: String {\n    set {\n        Persister.shared.aValue = newValue\n    }\n    get {\n"
                    + "        return Persister.shared.aValue\n    }\n}"),
            Example("var aValue: String {\n    get {\n        return Persister.shared.aValue\n    }\n    set(value) {\n"
                    + "        Persister.shared.aValue = value\n    }\n}"),
            "override var aValue: String {\n get {\n     return Persister.shared.aValue\n }\n set { }\n}",
            "protocol Foo {\n    var bar: Bool { get set }\n}",
            "var x: Int {\n    get { 0 }\n    set { queue.async { store(newValue) } }\n}",
        ],
        triggeringExamples: [
            Example("var aValue: String {\n    get {\n        return Persister.shared.aValue\n    }\n    ↓set {\n"
                    + "        Persister.shared.aValue = aValue\n    }\n}"),
            Example("var aValue: String {\n    ↓set {\n        Persister.shared.aValue = aValue\n    }\n    get {\n"
                    + "        return Persister.shared.aValue\n    }\n}"),
            Example("var aValue: String {\n    get {\n        let newValue = Persister.shared.aValue\n        return newValue\n    }\n"
                    + "    ↓set {\n        Persister.shared.aValue = aValue\n    }\n}"),
            Example("var aValue: String {\n    get {\n        return Persister.shared.aValue\n    }\n    ↓set(value) {\n"
                    + "        Persister.shared.aValue = aValue\n    }\n}"),
            Example("override var aValue: String {\n    get {\n        return Persister.shared.aValue\n    }\n    ↓set {\n"
                    + "        Persister.shared.aValue = aValue\n    }\n}"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["set"] }

    private struct OpenSetter {
        let id: SyntaxIdentifier
        let name: String
        var isUsed = false
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        var open: [OpenSetter] = []
        walk.on(AccessorDeclSyntax.self) { node in
            guard node.accessorSpecifier.isKeyword(.set), node.body != nil else { return }
            open.append(OpenSetter(id: node.id, name: node.parameters?.name.text ?? "newValue"))
        }
        walk.on(DeclReferenceExprSyntax.self) { node in
            guard !open.isEmpty else { return }
            let name = node.baseName.text
            for index in open.indices where open[index].name == name { open[index].isUsed = true }
        }
        walk.after(AccessorDeclSyntax.self) { node in
            guard open.last?.id == node.id, let setter = open.popLast(), !setter.isUsed else { return }
            // An override may empty a setter on purpose, to ignore assignments.
            if node.body?.statements.isEmpty == true, Self.isOverride(node) { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// Whether the property or subscript that owns the accessor overrides.
    private static func isOverride(_ accessor: AccessorDeclSyntax) -> Bool {
        var node = accessor.parent
        while let current = node {
            if let variable = current.as(VariableDeclSyntax.self) { return variable.modifiers.hasKeyword(.override) }
            if let subscriptDecl = current.as(SubscriptDeclSyntax.self) {
                return subscriptDecl.modifiers.hasKeyword(.override)
            }
            node = current.parent
        }
        return false
    }
}
