import LintEngine
import SwiftSyntax
import ToolCore

/// Getters and setters always in the same order make computed properties and
/// subscripts quicker to read.
public struct ComputedAccessorsOrderRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "computed_accessors_order",
        name: "Computed Accessors Order",
        summary: "Getter and setters in computed properties and subscripts should be in a consistent order.",
        kind: .style,
        nonTriggeringExamples: [
            "class Foo {\n    var foo: Int {\n        get { return 3 }\n        set { _abc = newValue }\n    }\n}\n",
            "class Foo {\n    var foo: Int {\n        return 20\n    }\n}\n",
            "protocol Foo {\n    var foo: Int { set get }\n}\n",
            "var next: Int? {\n    mutating get {\n        return count\n    }\n    set {\n        count = newValue\n    }\n}\n",
            "class Foo {\n    subscript(i: Int) -> Int {\n        get { return 3 }\n        set { _abc = newValue }\n    }\n}\n",
            Example("var foo: Int {\n    set { print(newValue) }\n    get { return 20 }\n}\n", options: "{order: set_get}"),
        ],
        triggeringExamples: [
            "class Foo {\n    var foo: Int {\n        ↓set {\n            print(newValue)\n        }\n        get {\n"
                + "            return 20\n        }\n    }\n}\n",
            "var foo: Int {\n    ↓set { print(newValue) }\n    get { return 20 }\n}\n",
            "class Foo {\n    var foo: Int {\n        ↓set { print(newValue) }\n        mutating get { return 20 }\n    }\n}\n",
            "class Foo {\n    subscript(i: Int) -> Int {\n        ↓set { print(i) }\n        get { return 20 }\n    }\n}\n",
            Example("var foo: Int {\n    ↓get { return 20 }\n    set { print(newValue) }\n}\n", options: "{order: set_get}"),
        ]
    )

    /// Which accessor comes first.
    public enum Order: String, ConfigEnum {
        case getSet = "get_set"
        case setGet = "set_get"
    }

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        public var order = Order.getSet

        public init() {}

        enum CodingKeys: String, CodingKey { case severity, order }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            order = try container.decodeIfPresent(Order.self, forKey: .order) ?? order
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(AccessorBlockSyntax.self) { node in
            guard let order = Self.order(of: node), order != options.order,
                  case .accessors(let accessors) = node.accessors, let first = accessors.first else { return }
            let kind = node.parent?.is(SubscriptDeclSyntax.self) == true ? "subscripts" : "properties"
            let expected = options.order == .getSet ? "getter and then the setter" : "setter and then the getter"
            file.report(self, at: first.positionAfterSkippingLeadingTrivia,
                        "Computed \(kind) should first declare the \(expected)")
        }
    }

    /// The order of a getter and a setter with bodies; `nil` for anything else
    /// (protocol requirements, a lone getter, other accessors).
    private static func order(of block: AccessorBlockSyntax) -> Order? {
        guard case .accessors(let accessors) = block.accessors, accessors.count == 2,
              accessors.allSatisfy({ $0.body != nil }),
              let first = accessors.first?.accessorSpecifier.tokenKind,
              let last = accessors.last?.accessorSpecifier.tokenKind else { return nil }
        switch (first, last) {
        case (.keyword(.get), .keyword(.set)): return .getSet
        case (.keyword(.set), .keyword(.get)): return .setGet
        default: return nil
        }
    }
}
