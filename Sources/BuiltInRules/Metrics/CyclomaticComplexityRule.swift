import LintEngine
import SwiftSyntax
import ToolCore

/// Every branch is another path to understand and to test; past a point a
/// function should be split.
public struct CyclomaticComplexityRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "cyclomatic_complexity",
        name: "Cyclomatic Complexity",
        summary: "Complexity of function bodies should be limited.",
        kind: .metrics,
        nonTriggeringExamples: [
            "func f1() {\n    if true {\n        for _ in 1..<5 { }\n    }\n    if false { }\n}\n",
            """
            func f(code: Int) -> Int {
                switch code {
                case 0: fallthrough
                case 1: return 1
                case 2: return 1
                case 3: return 1
                case 4: return 1
                case 5: return 1
                case 6: return 1
                case 7: return 1
                case 8: return 1
                default: return 1
                }
            }
            """,
            """
            func f1() {
                if true {}; if true {}; if true {}; if true {}; if true {}; if true {}
                func f2() {
                    if true {}; if true {}; if true {}; if true {}; if true {}
                }
            }
            """,
            Example("func f(x: Int) {\n    switch x {\n" + String(repeating: "    case 1: break\n", count: 12)
                    + "    default: break\n    }\n}\n", options: "{ignores_case_statements: true}"),
        ],
        triggeringExamples: [
            """
            ↓func f1() {
                if true {
                    if true {
                        if false {}
                    }
                }
                if false {}
                let i = 0
                switch i {
                    case 1: break
                    case 2: break
                    case 3: break
                    case 4: break
                    default: break
                }
                for _ in 1...5 {
                    guard true else {
                        return
                    }
                }
            }
            """,
            Example("struct S {\n    ↓static func f() {\n        if a {}\n        while b {}\n        repeat {} while c\n    }\n}\n",
                    options: "2"),
            Example("class C {\n    ↓init() {\n        do { try f() } catch E.a {} catch {}\n        if x {} else if y {}\n    }\n}\n",
                    options: "[2, 3]"),
        ]
    )

    public struct Options: ThresholdOptions, Equatable {
        public var levels = SeverityLevels(warning: 10, error: 20)
        public var ignoresCaseStatements = false

        public init() {}

        enum CodingKeys: String, CodingKey { case ignoresCaseStatements = "ignores_case_statements" }

        public init(from decoder: any Decoder) throws {
            self = try Self.decodingLevels(from: decoder)
            guard let container = try? decoder.container(keyedBy: CodingKeys.self) else { return }
            ignoresCaseStatements = try container.decodeIfPresent(Bool.self, forKey: .ignoresCaseStatements)
                ?? ignoresCaseStatements
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    /// A function being measured: where its body starts and what it has counted so far.
    private struct Measure {
        let bodyStart: AbsolutePosition
        var complexity = 0
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // Each branch counts towards the innermost function around it; nested
        // functions are measured on their own.
        var stack: [Measure] = []
        func count(_ node: some SyntaxProtocol, _ amount: Int = 1) {
            guard let last = stack.indices.last, node.position >= stack[last].bodyStart else { return }
            stack[last].complexity += amount
        }
        walk.on(FunctionDeclSyntax.self) { node in
            if let body = node.body { stack.append(Measure(bodyStart: body.position)) }
        }
        walk.after(FunctionDeclSyntax.self) { node in
            guard node.body != nil, let measure = stack.popLast() else { return }
            let token = node.modifiers.first {
                $0.name.isKeyword(.static) || $0.name.isKeyword(.class)
            }?.name ?? node.funcKeyword
            report(measure.complexity, at: token, in: file)
        }
        walk.on(InitializerDeclSyntax.self) { node in
            if let body = node.body { stack.append(Measure(bodyStart: body.position)) }
        }
        walk.after(InitializerDeclSyntax.self) { node in
            guard node.body != nil, let measure = stack.popLast() else { return }
            report(measure.complexity, at: node.initKeyword, in: file)
        }
        walk.on(ForStmtSyntax.self) { count($0) }
        walk.on(IfExprSyntax.self) { count($0) }
        walk.on(GuardStmtSyntax.self) { count($0) }
        walk.on(RepeatStmtSyntax.self) { count($0) }
        walk.on(WhileStmtSyntax.self) { count($0) }
        walk.on(CatchClauseSyntax.self) { count($0) }
        if !options.ignoresCaseStatements {
            walk.on(SwitchCaseSyntax.self) { count($0) }
            // A case that falls through adds no path of its own.
            walk.on(FallThroughStmtSyntax.self) { count($0, -1) }
        }
    }

    private func report(_ complexity: Int, at token: TokenSyntax, in file: LintFile) {
        guard let severity = options.levels.severity(for: complexity) else { return }
        file.report(self, at: token.positionAfterSkippingLeadingTrivia,
                    "Function should have complexity \(options.levels.warning) or less; currently complexity is \(complexity)",
                    severity: severity)
    }
}
