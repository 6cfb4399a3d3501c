import LintEngine
import SwiftSyntax
import ToolCore

/// A read-only computed property or subscript needs no `get { }` wrapper: its
/// body alone says it is a getter.
public struct ImplicitGetterRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "implicit_getter",
        name: "Implicit Getter",
        summary: "Computed read-only properties and subscripts should avoid using the get keyword.",
        kind: .style,
        nonTriggeringExamples: [
            "class Foo {\n    var foo: Int {\n        get { return 3 }\n        set { _abc = newValue }\n    }\n}\n",
            "class Foo {\n    var foo: Int {\n        return 20\n    }\n}\n",
            "class Foo {\n    var foo: Int {\n        get { _foo }\n        _modify { yield &_foo }\n    }\n}\n",
            "protocol Foo {\n    var foo: Int { get }\n}\n",
            "var _objCTaggedPointerBits: UInt {\n    @inline(__always) get { return 0 }\n}\n",
            "var next: Int? {\n    mutating get {\n        return self.count\n    }\n}\n",
            "class Foo {\n    subscript(i: Int) -> Int {\n        return 20\n    }\n}\n",
            "class DatabaseEntity {\n    var isSynced: Bool {\n        get async {\n            await database.isSynced(self)\n"
                + "        }\n    }\n}\n",
            "struct Test {\n    subscript(value: Int) -> Int {\n        get throws {\n            value\n        }\n    }\n}\n",
        ],
        triggeringExamples: [
            "class Foo {\n    var foo: Int {\n        ↓get {\n            return 20\n        }\n    }\n}\n",
            "class Foo {\n    var foo: Int {\n        ↓get{ return 20 }\n    }\n}\n",
            "class Foo {\n    static var foo: Int {\n        ↓get {\n            return 20\n        }\n    }\n}\n",
            "var foo: Int {\n    ↓get { return 20 }\n}\n",
            "extension Foo {\n    var bar: Bool {\n        ↓get { _bar }\n    }\n}\n",
            "class Foo {\n    subscript(i: Int) -> Int {\n        ↓get {\n            return 20\n        }\n    }\n}\n",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(AccessorBlockSyntax.self) { node in
            // Only a lone, plain `get { … }`: attributes, `mutating`, `async` or
            // `throws` need the keyword, and other accessors make it needed.
            guard case .accessors(let accessors) = node.accessors, accessors.count == 1,
                  let getter = accessors.first, getter.accessorSpecifier.isKeyword(.get),
                  getter.body != nil, getter.attributes.isEmpty, getter.modifier == nil,
                  getter.effectSpecifiers == nil else { return }
            let kind = node.parent?.is(SubscriptDeclSyntax.self) == true ? "subscripts" : "properties"
            file.report(self, at: getter.positionAfterSkippingLeadingTrivia,
                        "Computed read-only \(kind) should avoid using the get keyword")
        }
    }
}
