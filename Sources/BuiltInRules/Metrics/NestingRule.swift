import LintEngine
import SwiftSyntax
import ToolCore

/// Deeply nested types and functions hide structure that reads better flat.
public struct NestingRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "nesting",
        name: "Nesting",
        summary: "Types should be nested at most 1 level deep, and functions should be nested at most 2 levels deep.",
        kind: .metrics,
        nonTriggeringExamples: [
            "class Example_0 {\n    class Example_1 {}\n}\n",
            "extension Example_0 {\n    struct Example_1 {}\n}\n",
            "var example: Int {\n    struct Example_0 {\n        struct Example_1 {}\n    }\n    return 5\n}\n",
            "func f_0() {\n    func f_1() {\n        func f_2() {}\n    }\n}\n",
            "func f_0() {\n    struct S_0 {\n        struct S_1 {}\n    }\n}\n",
            "protocol P {\n    associatedtype A\n}\n",
            "class C_0 {\n    protocol P_1 {}\n}\n",
            Example("struct S_0 {\n    struct S_1 {\n        enum CodingKeys: String, CodingKey {}\n    }\n}\n",
                    options: "{ignore_coding_keys: true}"),
            Example("struct S_0 {\n    struct S_1 {\n        struct S_2 {}\n    }\n}\n", options: "{type_level: 2}"),
            Example("func f_0() {\n    _ = {\n        struct S_0 {\n            struct S_1 {\n                struct S_2 {}\n"
                    + "            }\n        }\n    }\n}\n",
                    options: "{check_nesting_in_closures_and_statements: false}"),
            Example("if x {\n    struct S_0 {\n        struct S_1 {\n            struct S_2 {}\n        }\n    }\n}\n",
                    options: "{check_nesting_in_closures_and_statements: false}"),
        ],
        triggeringExamples: [
            "class Example_0 {\n    class Example_1 {\n        ↓class Example_2 {}\n    }\n}\n",
            "struct S_0 {\n    enum E_1 {\n        ↓typealias T = Int\n    }\n}\n",
            "class C_0 {\n    class C_1 {\n        ↓protocol P {}\n    }\n}\n",
            "extension E_0 {\n    protocol P_1 {\n        ↓associatedtype A\n    }\n}\n",
            "func f_0() {\n    func f_1() {\n        func f_2() {\n            ↓func f_3() {}\n        }\n    }\n}\n",
            "extension E_0 {\n    struct S_1 {\n        public ↓actor A_2 {}\n    }\n}\n",
            Example("func f_0() {\n    _ = {\n        struct S_0 {\n            struct S_1 {\n                ↓struct S_2 {}\n"
                    + "            }\n        }\n    }\n}\n"),
            Example("struct S_0 {\n    ↓struct S_1 {}\n}\n", options: "{type_level: {warning: 0}}"),
        ]
    )

    public struct Options: RuleOptions, Equatable {
        public var typeLevel = SeverityLevels(warning: 1)
        public var functionLevel = SeverityLevels(warning: 2)
        public var checkNestingInClosuresAndStatements = true
        public var alwaysAllowOneTypeInFunctions = false
        public var ignoreTypealiasesAndAssociatedtypes = false
        /// `enum CodingKeys: CodingKey` is not counted.
        public var ignoreCodingKeys = false
        public var severity: Severity { .warning }

        public init() {}

        enum CodingKeys: String, CodingKey {
            case typeLevel = "type_level"
            case functionLevel = "function_level"
            case checkNestingInClosuresAndStatements = "check_nesting_in_closures_and_statements"
            case alwaysAllowOneTypeInFunctions = "always_allow_one_type_in_functions"
            case ignoreTypealiasesAndAssociatedtypes = "ignore_typealiases_and_associatedtypes"
            case ignoreCodingKeys = "ignore_coding_keys"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            typeLevel = try container.decodeLevels(.typeLevel, default: typeLevel)
            functionLevel = try container.decodeLevels(.functionLevel, default: functionLevel)
            checkNestingInClosuresAndStatements = try container.decodeIfPresent(
                Bool.self, forKey: .checkNestingInClosuresAndStatements) ?? checkNestingInClosuresAndStatements
            alwaysAllowOneTypeInFunctions = try container.decodeIfPresent(
                Bool.self, forKey: .alwaysAllowOneTypeInFunctions) ?? alwaysAllowOneTypeInFunctions
            ignoreTypealiasesAndAssociatedtypes = try container.decodeIfPresent(
                Bool.self, forKey: .ignoreTypealiasesAndAssociatedtypes) ?? ignoreTypealiasesAndAssociatedtypes
            ignoreCodingKeys = try container.decodeIfPresent(Bool.self, forKey: .ignoreCodingKeys) ?? ignoreCodingKeys
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    /// The declarations open around the walk, as SwiftLint counts them: every
    /// function adds a function level, every other declaration a type level.
    private struct Levels {
        /// For each open declaration: whether it is a function, or nil when it was not counted.
        var open: [Bool?] = []
        var typeLevel = -1
        var functionLevel = -1
        /// > 0 inside closures and statements when they are not checked.
        var skipped = 0
        /// For each code block item: whether it started a skipped region.
        var skippingItems: [Bool] = []

        var lastIsFunction: Bool { open.last(where: { $0 != nil }).flatMap { $0 } ?? false }

        mutating func push(isFunction function: Bool?) {
            open.append(function)
            switch function {
            case true?: functionLevel += 1
            case false?: typeLevel += 1
            case nil: break
            }
        }

        mutating func pop() {
            switch open.popLast() {
            case true??: functionLevel -= 1
            case false??: typeLevel -= 1
            default: break
            }
        }
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        var levels = Levels()
        func enter(_ keyword: TokenSyntax, isFunction: Bool, counted: Bool = true) {
            guard levels.skipped == 0 else { return }
            guard counted else { return levels.push(isFunction: nil) }
            let inFunction = levels.lastIsFunction
            levels.push(isFunction: isFunction)
            validate(keyword, isFunction: isFunction, inFunction: inFunction, levels, in: file)
        }
        func exit() {
            if levels.skipped == 0 { levels.pop() }
        }
        walk.on(ActorDeclSyntax.self) { enter($0.actorKeyword, isFunction: false) }
        walk.after(ActorDeclSyntax.self) { _ in exit() }
        walk.on(ClassDeclSyntax.self) { enter($0.classKeyword, isFunction: false) }
        walk.after(ClassDeclSyntax.self) { _ in exit() }
        walk.on(EnumDeclSyntax.self) { node in
            enter(node.enumKeyword, isFunction: false, counted: !(options.ignoreCodingKeys && Self.definesCodingKeys(node)))
        }
        walk.after(EnumDeclSyntax.self) { _ in exit() }
        walk.on(ExtensionDeclSyntax.self) { enter($0.extensionKeyword, isFunction: false) }
        walk.after(ExtensionDeclSyntax.self) { _ in exit() }
        walk.on(ProtocolDeclSyntax.self) { enter($0.protocolKeyword, isFunction: false) }
        walk.after(ProtocolDeclSyntax.self) { _ in exit() }
        walk.on(StructDeclSyntax.self) { enter($0.structKeyword, isFunction: false) }
        walk.after(StructDeclSyntax.self) { _ in exit() }
        walk.on(FunctionDeclSyntax.self) { enter($0.funcKeyword, isFunction: true) }
        walk.after(FunctionDeclSyntax.self) { _ in exit() }
        if !options.ignoreTypealiasesAndAssociatedtypes {
            walk.after(TypeAliasDeclSyntax.self) { node in
                enter(node.typealiasKeyword, isFunction: false)
                exit()
            }
            walk.after(AssociatedTypeDeclSyntax.self) { node in
                enter(node.associatedtypeKeyword, isFunction: false)
                exit()
            }
        }
        if !options.checkNestingInClosuresAndStatements {
            walk.on(ClosureExprSyntax.self) { _ in levels.skipped += 1 }
            walk.after(ClosureExprSyntax.self) { _ in levels.skipped -= 1 }
            // SwiftLint skips code block items anywhere inside a statement.
            walk.on(CodeBlockItemSyntax.self) { node in
                let skips = levels.skipped == 0 && Self.isInsideStatement(node)
                levels.skippingItems.append(skips)
                if skips { levels.skipped += 1 }
            }
            walk.after(CodeBlockItemSyntax.self) { _ in
                if levels.skippingItems.popLast() == true { levels.skipped -= 1 }
            }
        }
    }

    private func validate(
        _ keyword: TokenSyntax, isFunction: Bool, inFunction: Bool, _ levels: Levels, in file: LintFile
    ) {
        // With `always_allow_one_type_in_functions`, a type directly in a function is not checked.
        if options.alwaysAllowOneTypeInFunctions && inFunction && !isFunction { return }
        let (level, limits) = isFunction ? (levels.functionLevel, options.functionLevel) : (levels.typeLevel, options.typeLevel)
        let severity: Severity
        if let error = limits.error, level > error {
            severity = .error
        } else if level > limits.warning {
            severity = .warning
        } else {
            return
        }
        let threshold = severity == .error ? limits.error ?? limits.warning : limits.warning
        let subject = isFunction ? "Functions" : "Types"
        file.report(self, at: keyword.positionAfterSkippingLeadingTrivia,
                    "\(subject) should be nested at most \(threshold) level\(threshold > 1 ? "s" : "") deep",
                    severity: severity)
    }

    /// `enum CodingKeys: CodingKey`.
    private static func definesCodingKeys(_ node: EnumDeclSyntax) -> Bool {
        guard node.name.text == "CodingKeys", let inherited = node.inheritanceClause?.inheritedTypes else { return false }
        return inherited.contains { $0.type.as(IdentifierTypeSyntax.self)?.name.text == "CodingKey" }
    }

    private static func isInsideStatement(_ node: CodeBlockItemSyntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(StmtSyntax.self) { return true }
            current = ancestor.parent
        }
        return false
    }
}
