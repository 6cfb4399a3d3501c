import LintEngine
import SwiftSyntax
import ToolCore

/// A property whose type is written out says what it holds without the reader
/// (or the compiler) having to infer it from the initial value, and keeps its
/// type when that value changes.
public struct ExplicitTypeInterfaceRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "explicit_type_interface",
        name: "Explicit Type Interface",
        summary: "Properties should have a type interface",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples
    )

    /// Where a variable is declared (SwiftLint's `VariableKind`).
    public enum VariableKind: String, ConfigEnum, Equatable {
        case instance, local, `static`, `class`
    }

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// Kinds of variable left alone.
        public var excluded: [VariableKind] = []
        /// Leaves alone values whose type the initializer may name: a call
        /// (`Foo()`, `try Foo(…)`) or `Foo.self`.
        public var allowRedundancy = false

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity, excluded
            case allowRedundancy = "allow_redundancy"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            allowRedundancy = try container.decodeIfPresent(Bool.self, forKey: .allowRedundancy) ?? allowRedundancy
            if let names = try container.decodeIfPresent(StringList.self, forKey: .excluded) {
                excluded = try names.values.map { name in
                    guard let kind = VariableKind(rawValue: name) else {
                        throw DecodingError.dataCorruptedError(
                            forKey: .excluded, in: container,
                            debugDescription: "must be \(VariableKind.allowedValuesPhrase), got `\(name)`")
                    }
                    return kind
                }
            }
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(VariableDeclSyntax.self) { node in
            guard let kind = Self.kind(of: node), !options.excluded.contains(kind) else { return }
            // `lazy`: a syntax collection's own `filter` builds a new tree (a tenth of this rule's time).
            let untyped = Array(node.bindings.lazy.filter { binding in
                guard binding.typeAnnotation == nil else { return false }
                guard options.allowRedundancy, let value = binding.initializer?.value else { return true }
                return !Self.namesItsType(value)
            })
            // SwiftLint does not look inside protocols (whose members are never locals).
            guard !untyped.isEmpty, kind == .local || !LintSupport.isInsideProtocol(node) else { return }
            for binding in untyped {
                file.report(self, at: binding.positionAfterSkippingLeadingTrivia, Self.description.summary)
            }
        }
    }

    /// `class` and `static` properties by their modifier; otherwise a member of
    /// a type is an instance property, and a variable among statements (in a
    /// body, a closure or at the top level) a local one. Nil elsewhere.
    private static func kind(of node: VariableDeclSyntax) -> VariableKind? {
        if node.modifiers.hasKeyword(.class) { return .class }
        if node.modifiers.hasKeyword(.static) { return .static }
        switch node.parent?.kind {
        case .memberBlockItem?: return .instance
        case .codeBlockItem?: return .local
        default: return nil
        }
    }

    /// What `allow_redundancy` accepts, as SwiftLint decides it: a call, or
    /// `try` before a call, and `Type.self`. SwiftLint means to accept only
    /// calls of a capitalized name or of `[…]`, but tests the first character
    /// of the callee's debug description, which is its node type's name and
    /// always capitalized: every call is accepted.
    private static func namesItsType(_ value: ExprSyntax) -> Bool {
        if value.is(FunctionCallExprSyntax.self) { return true }
        if let tryExpression = value.as(TryExprSyntax.self), tryExpression.expression.is(FunctionCallExprSyntax.self) { return true }
        return value.as(MemberAccessExprSyntax.self)?.declName.baseName.isKeyword(.self) == true
    }
}

extension ExplicitTypeInterfaceRule {
    static var nonTriggeringExamples: [Example] {
        [
            "final class Gauge {\n    var level: Int? = 0\n}\n",
            "final class Gauge {\n    let level: Int = 0, label: String = \"\"\n}\n",
            "final class Gauge {\n    static var limit: Double = 1\n}\n",
            "class Gauge {\n    class var unit: String { \"bar\" }\n}\n",
            "func read() {\n    if case .failure(let error) = lastResult {\n        print(error)\n    }\n}\n",
            "func read() {\n    let count: Int = 1\n}\n",
            "func read() {\n    guard let value = cache else { return }\n    for item in items {}\n"
                + "    for (index, item) in items.enumerated() {}\n}\n",
            "var total: Int = 0\n_ = { [weak handler] in handler?.run() }\n",
            "switch lastResult {\ncase .success(let value): print(value)\ncase let .failure(error): print(error)\n}\n",
            "protocol Reading {\n    var level: Int { get }\n}\n",
            "struct Gauge {\n    var display: String {\n        \"\\(level)\"\n    }\n}\n",
            Example("func read() {\n    let count = 1\n}\n", options: "{excluded: [local]}"),
            Example("final class Gauge {\n    static let limit = 3\n    static var step = 1\n}\n",
                    options: "{excluded: [static]}"),
            Example("final class Gauge {\n    var level = 0\n}\n", options: "{excluded: instance}"),
            Example("class Gauge {\n    class var unit = \"bar\"\n}\n", options: "{excluded: [class]}"),
            Example("final class Gauge {\n    static let shared = Gauge()\n    let limits = Set<Int>([1, 2])\n"
                    + "    let pattern = try! NSRegularExpression(pattern: \"x\")\n"
                    + "    let maybe = try? NSRegularExpression(pattern: \"y\")\n"
                    + "    let names = [String]()\n    let table = [String: [Int]]()\n    let kind = Gauge.Kind.self\n"
                    + "    let level = makeLevel()\n}\n", options: "{allow_redundancy: true}"),
        ]
    }

    static var triggeringExamples: [Example] {
        [
            "final class Gauge {\n    var ↓level = 0\n}\n",
            "final class Gauge {\n    let ↓label = \"bar\"\n}\n",
            "final class Gauge {\n    static var ↓limit = 1.5\n}\n",
            "class Gauge {\n    class var ↓unit = \"bar\"\n}\n",
            "final class Gauge {\n    let ↓level = Int(0), ↓label = \"\"\n}\n",
            "final class Gauge {\n    let ↓marks = Set<Int>([1])\n}\n",
            "func read() {\n    let ↓count = 1\n    items.forEach { _ in\n        var ↓seen = false\n    }\n}\n",
            "let ↓limit = 3\n",
            "enum Reading {\n    case low\n    static let ↓all = [Reading.low]\n}\n",
            "switch lastResult {\ncase .success: let ↓note = 1\ndefault: let ↓note = 2\n}\n",
            "final class Gauge {\n    lazy var ↓formatter = NumberFormatter()\n    var ↓(low, high) = (0, 9)\n}\n",
            Example("func read() {\n    let ↓count = 1\n}\n", options: "{excluded: [static, class]}"),
            Example("final class Gauge {\n    var level = 0\n    static var ↓limit = 1\n}\n", options: "{excluded: [instance]}"),
            Example("final class Gauge {\n    var ↓level = 0\n    let ↓names = [\"a\", \"b\"]\n    let ↓table = [\"a\": 1]\n"
                    + "    static var ↓limit = 1\n}\n", options: "{allow_redundancy: true}"),
        ]
    }
}
