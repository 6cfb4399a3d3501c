import LintEngine
import SwiftSyntax
import ToolCore

/// A body that is a single expression already yields it: `return` there is
/// noise that makes one-liners longer than they need to be.
public struct ImplicitReturnRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "implicit_return",
        name: "Implicit Return",
        summary: "Prefer implicit returns in closures, functions and getters",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples,
        corrections: corrections
    )

    /// Where a lone `return` is flagged (SwiftLint's `ReturnKind`).
    public enum ReturnKind: String, ConfigEnum, CaseIterable {
        case closure, function, getter, `subscript`, initializer
    }

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        public var included = Set(ReturnKind.allCases)

        public init() {}

        enum CodingKeys: String, CodingKey { case severity, included }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            if let names = try container.decodeIfPresent(StringList.self, forKey: .included) {
                included = try Set(names.values.map { name in
                    guard let kind = ReturnKind(rawValue: name) else {
                        throw DecodingError.dataCorruptedError(
                            forKey: .included, in: container, debugDescription: "unknown kind '\(name)'")
                    }
                    return kind
                })
            }
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        let included = options.included
        if included.contains(.getter) {
            walk.on(AccessorDeclSyntax.self) { node in
                guard node.accessorSpecifier.isKeyword(.get), let body = node.body else { return }
                check(body.statements, in: file)
            }
            walk.on(PatternBindingSyntax.self) { node in
                guard case .getter(let items)? = node.accessorBlock?.accessors else { return }
                check(items, in: file)
            }
        }
        if included.contains(.closure) {
            walk.on(ClosureExprSyntax.self) { check($0.statements, in: file) }
        }
        if included.contains(.function) {
            walk.on(FunctionDeclSyntax.self) { node in
                if let body = node.body { check(body.statements, in: file) }
            }
        }
        if included.contains(.initializer) {
            walk.on(InitializerDeclSyntax.self) { node in
                if let body = node.body { check(body.statements, in: file) }
            }
        }
        if included.contains(.subscript) {
            walk.on(SubscriptDeclSyntax.self) { node in
                guard case .getter(let items)? = node.accessorBlock?.accessors else { return }
                check(items, in: file)
            }
        }
    }

    /// Flags a body made of a single `return` statement. The fix deletes the
    /// keyword and, when a value follows, the one character after it.
    private func check(_ items: CodeBlockItemListSyntax, in file: LintFile) {
        guard items.count == 1, let statement = items.first?.item.as(ReturnStmtSyntax.self),
              !LintSupport.isInsideProtocol(statement) else { return }
        let keyword = statement.returnKeyword
        let start = keyword.positionAfterSkippingLeadingTrivia
        let end = keyword.endPositionBeforeTrailingTrivia.utf8Offset + (statement.expression == nil ? 0 : 1)
        file.report(self, at: start, Self.description.summary,
                    fix: .init(start: start.utf8Offset, end: end, replacement: ""))
    }
}

extension ImplicitReturnRule {
    static var nonTriggeringExamples: [Example] {
        [
            // Closures
            "names.map { $0.uppercased() }",
            "names.map({ $0.uppercased() })",
            "names.map { name in name.uppercased() }",
            "[3, 4].first(where: {\n    false\n})\n",
            "names.forEach { name in\n    guard !name.isEmpty else { return }\n    print(name)\n}\n",
            // Functions
            "func answer() -> Int {\n    42\n}\n",
            "struct Box {\n    func size() -> Int { 8 }\n}\n",
            "func read() -> Data? {\n    do {\n        return try loadFile()\n    } catch {\n        return nil\n    }\n}\n",
            "func answer() -> Int {\n    let value = 42\n    return value\n}\n",
            "func answer() -> Int {\n    return 42\n    let unused = 1\n}\n",
            "func answer() -> Int {\n    return helper()\n    func helper() -> Int { 42 }\n}\n",
            "protocol Source {\n    func value() -> Int\n}\n",
            // Getters
            "var isReady: Bool { false }",
            "struct Box {\n    var size: Int {\n        get {\n            8\n        }\n    }\n}\n",
            "struct Box {\n    static var size: Int {\n        8\n    }\n}\n",
            // Initializers
            "final class Gauge {\n    let level: Int\n    init(level: Int) {\n        if level > 9 {\n            self.level = 9\n"
                + "            return\n        }\n        self.level = level\n    }\n}\n",
            "final class Gauge {\n    init?() {\n        let level = 3\n        return nil\n    }\n}\n",
            // Subscripts
            "struct Grid {\n    subscript(row: Int) -> Int {\n        let value = row * 2\n        return value\n    }\n}\n",
            // Options
            Example("names.map { name in\n    return name.uppercased()\n}\n", options: "{included: [function, getter]}"),
            Example("func answer() -> Int {\n    return 42\n}\n", options: "{included: closure}"),
        ]
    }

    static var triggeringExamples: [Example] {
        [
            "names.map { name in\n    ↓return name.uppercased()\n}\n",
            "names.map {\n    ↓return $0.uppercased()\n}\n",
            "names.map({ ↓return $0.uppercased()})",
            "[3, 4].first(where: {\n    ↓return false\n})\n",
            "func answer() -> Int {\n    ↓return 42\n}\n",
            "struct Box {\n    func size() -> Int { ↓return 8 }\n}\n",
            "func finish() { ↓return }",
            "var isReady: Bool { ↓return false }",
            "struct Box {\n    var size: Int {\n        get {\n            ↓return 8\n        }\n    }\n}\n",
            "struct Box {\n    static var size: Int {\n        ↓return 8\n    }\n}\n",
            "final class Gauge {\n    init() {\n        ↓return\n    }\n}\n",
            "final class Gauge {\n    init?() {\n        ↓return nil\n    }\n}\n",
            "struct Grid {\n    subscript(row: Int) -> Int {\n        ↓return row\n    }\n}\n",
            "struct Grid {\n    subscript(row: Int) -> Int {\n        get { ↓return row }\n    }\n}\n",
            "struct Box {\n    var size: Int {\n        get { ↓return stored }\n        set { stored = newValue }\n    }\n}\n",
            Example("func answer() -> Int {\n    ↓return 42\n}\n", options: "{included: [function]}"),
        ]
    }

    static var corrections: [Correction] {
        [
            Correction("names.map { name in\n    // Keep this note\n    ↓return name.uppercased()\n}\n",
                       "names.map { name in\n    // Keep this note\n    name.uppercased()\n}\n"),
            Correction("names.map {\n    ↓return $0.uppercased()\n}\n", "names.map {\n    $0.uppercased()\n}\n"),
            Correction("names.map({ ↓return $0.uppercased() })", "names.map({ $0.uppercased() })"),
            Correction("func answer() -> Int {\n    ↓return 42\n}\n", "func answer() -> Int {\n    42\n}\n"),
            Correction("struct Box {\n    func size() -> Int {\n        ↓return 8\n    }\n}\n",
                       "struct Box {\n    func size() -> Int {\n        8\n    }\n}\n"),
            Correction("func finish() {\n    // Before\n    ↓return\n    // After\n}\n",
                       "func finish() {\n    // Before\n    \n    // After\n}\n"),
            Correction("var isReady: Bool { ↓return false }", "var isReady: Bool { false }"),
            Correction("struct Box {\n    var size: Int {\n        get {\n            ↓return 8\n        }\n    }\n}\n",
                       "struct Box {\n    var size: Int {\n        get {\n            8\n        }\n    }\n}\n"),
            Correction("final class Gauge {\n    init() {\n        ↓return\n    }\n}\n",
                       "final class Gauge {\n    init() {\n        \n    }\n}\n"),
            Correction("final class Gauge {\n    init?() {\n        ↓return nil\n    }\n}\n",
                       "final class Gauge {\n    init?() {\n        nil\n    }\n}\n"),
            Correction("struct Grid {\n    subscript(row: Int) -> Int {\n        ↓return row\n    }\n}\n",
                       "struct Grid {\n    subscript(row: Int) -> Int {\n        row\n    }\n}\n"),
        ]
    }
}
