import LintEngine
import SwiftSyntax
import ToolCore

/// Parameters with defaults are the ones callers may leave out; placed last,
/// every call reads as the required arguments followed by optional tweaks.
public struct FunctionDefaultParameterAtEndRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "function_default_parameter_at_end",
        name: "Function Default Parameter at End",
        summary: "Prefer to locate parameters with defaults toward the end of the parameter list",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "func load(path: String, retries: Int = 0) {}",
            "func draw(name: String, width: Int = 0, height: Double = 0) {}",
            "func fetch(url: String, timeout: Int = 0, done: () -> Void) {}",
            "func fetch(url: String, done: () -> Void, timeout: Int = 0) {}",
            "func reset(count: Int = 0) {}",
            "func reset() {}",
            "class Child: Parent {\n    override func load(retries: Int = 0, path: String) {}\n}",
            "func load(retries: Int = 0, onFinish: @escaping FinishHandler) {}",
            "func load(path: String, retries: Int = 0) {\n    let callback = { (error: Error?) in }\n}",
            "func show(title: String, detail: String? = nil,\n          footer: String? = nil, tap: @escaping TapHandler = { _ in }) {}",
            "override init?(at moment: Date = Date(), place: Location) {}",
            "func receive(_ payload: NSDictionary,\n             silent: Bool = false,\n             reply: ((FetchResult) -> Void)?) {}",
            "func perform(skipping tokens: [Token] = [], _ work: (() throws -> Int)) {}",
            "func check<T>(line: UInt = #line, _ value: @autoclosure () -> (() throws -> T)) -> Check<T> {}",
            "func fetch(url: String, timeout: Int = 0, done: () -> Void, retries: Int = 0) {}",
            "func run(isolation: isolated (any Actor)? = #isolation, task: String) {}",
            "subscript(index: Int = 0, key: String) -> Int { 0 }",
        ],
        triggeringExamples: [
            "func load(↓retries: Int = 0, path: String) {}",
            "private func load(↓retries: Int = 0, path: String) {}",
            "public init?(↓at moment: Date = Date(), place: Location) {}",
            "func fetch(url: String, ↓timeout: Int = 0, done: () -> Void, retries: Int) {}",
            "func load(retries: Int = 0, ↓delay: Int = 1, path: String) {}",
            "func load(↓retries: Int = 0, path: String, ↓delay: Int = 1, name: String) {}",
            "func run(task: String, ↓isolation: isolated (any Actor)? = #isolation, name: String) {}",
            Example("func run(↓isolation: isolated (any Actor)? = #isolation, task: String) {}",
                    options: "{ignore_first_isolation_inheritance_parameter: false}"),
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// Whether a first parameter defaulting to `#isolation` may come before parameters without defaults.
        public var ignoreFirstIsolationInheritanceParameter = true

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case ignoreFirstIsolationInheritanceParameter = "ignore_first_isolation_inheritance_parameter"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            ignoreFirstIsolationInheritanceParameter = try container.decodeIfPresent(
                Bool.self, forKey: .ignoreFirstIsolationInheritanceParameter) ?? ignoreFirstIsolationInheritanceParameter
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionDeclSyntax.self) { node in
            guard !node.modifiers.hasKeyword(.override) else { return }
            check(node.signature.parameterClause.parameters, in: file)
        }
        walk.on(InitializerDeclSyntax.self) { node in
            guard !node.modifiers.hasKeyword(.override) else { return }
            check(node.signature.parameterClause.parameters, in: file)
        }
    }

    /// From the last parameter back: one with a default before one without is
    /// reported. Closure parameters are skipped (trailing closure syntax wants them last).
    private func check(_ parameters: FunctionParameterListSyntax, in file: LintFile) {
        let count = parameters.count
        guard count >= 2 else { return }
        var laterHasDefault = true
        for (index, parameter) in parameters.reversed().enumerated() where !Self.isClosure(parameter.type) {
            let hasDefault = parameter.defaultValue != nil
            if !laterHasDefault, hasDefault {
                if index + 1 == count, options.ignoreFirstIsolationInheritanceParameter, Self.inheritsIsolation(parameter) {
                    break
                }
                file.report(self, at: parameter.positionAfterSkippingLeadingTrivia, Self.description.summary)
            }
            laterHasDefault = hasDefault
        }
    }

    private static func inheritsIsolation(_ parameter: FunctionParameterSyntax) -> Bool {
        parameter.defaultValue?.value.as(MacroExpansionExprSyntax.self)?.macroName.text == "isolation"
    }

    /// `@escaping` types and function types, also optional, parenthesized or attributed.
    private static func isClosure(_ type: TypeSyntax) -> Bool {
        if let attributed = type.as(AttributedTypeSyntax.self),
           LintSupport.attribute(named: "escaping", in: attributed.attributes) != nil {
            return true
        }
        return isFunctionType(type)
    }

    private static func isFunctionType(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) { return true }
        if let optional = type.as(OptionalTypeSyntax.self) { return isFunctionType(optional.wrappedType) }
        if let tuple = type.as(TupleTypeSyntax.self) {
            return tuple.elements.count == 1 && tuple.elements.first.map { isFunctionType($0.type) } == true
        }
        if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
        return false
    }
}
