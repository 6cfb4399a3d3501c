import LintEngine
import SwiftSyntax
import ToolCore

/// `case let (a, b)` binds every element with one keyword; `case (let a,
/// let b)` repeats it for each and reads as if the elements differed.
///
/// As in SwiftLint, each tuple or argument list of a `switch` case pattern
/// is checked on its own, with the arguments of an enum case pattern
/// (`.some(let a)`) taken in place of the pattern: two or more bindings, all
/// `let` or all `var`, and no plain name (a value compared against, which a
/// moved-out keyword would turn into a binding), are reported at each keyword.
public struct PatternMatchingKeywordsRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "pattern_matching_keywords",
        name: "Pattern Matching Keywords",
        summary: "Combine multiple pattern matching bindings by moving keywords out of tuples",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "switch shape {\ndefault: break\n}",
            inSwitch("7"),
            inSwitch("limit"),
            inSwitch("let (width, height)"),
            inSwitch(".square(let side)"),
            inSwitch("let .sized(width, height)"),
            inSwitch(".square(let side), .circle(let side)"),
            inSwitch(".sized(let width, var height)"),
            inSwitch("var (width, height)"),
            inSwitch(".square(var side)"),
            inSwitch("var .sized(width, height)"),
            inSwitch("(width, let height, depth)"),
            inSwitch("(.square(let side), limit)"),
            inSwitch("(let side, 7)"),
            inSwitch("(make(let side), let depth)"),
        ],
        triggeringExamples: [
            inSwitch("(↓let width, ↓let height)"),
            inSwitch("(↓let width,  ↓let height, .zero)"),
            inSwitch("(↓let width, ↓let height, _)"),
            inSwitch("(↓let width, ↓let height, measure())"),
            inSwitch("(↓let width, ↓let height, ruler.measure())"),
            inSwitch("(↓let width, ↓let height, ruler.unit)"),
            inSwitch(".sized(↓let width, ↓let height)"),
            inSwitch("(.square(↓let side), .square(↓let other))"),
            inSwitch("(↓var width, ↓var height)"),
            inSwitch(".sized(↓var width, ↓var height)"),
            inSwitch("(.square(↓var side), .square(↓var other))"),
            inSwitch("(.sized(↓let width, ↓let height), .square(↓let side))"),
            inSwitch("(let width, (↓let height, ↓let depth))"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["case", "switch"] }

    /// `pattern` as a case of a `switch`.
    private static func inSwitch(_ pattern: String, file: StaticString = #filePath, line: UInt = #line) -> Example {
        Example("switch shape {\ncase \(pattern): break\ndefault: break\n}", file: file, line: line)
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(SwitchCaseItemSyntax.self) { item in
            var lists: [LabeledExprListSyntax] = []
            Self.collectLists(in: Syntax(item.pattern), into: &lists)
            // A keyword can belong to an inner list and to the outer one it is
            // flattened into: report it once.
            var reported = Set<Int>()
            for list in lists {
                for specifier in Self.movableSpecifiers(in: list) {
                    let position = specifier.positionAfterSkippingLeadingTrivia
                    guard reported.insert(position.utf8Offset).inserted else { continue }
                    file.report(self, at: position, Self.description.summary)
                }
            }
        }
    }

    /// Every tuple and argument list in a case pattern, outermost first.
    private static func collectLists(in node: Syntax, into lists: inout [LabeledExprListSyntax]) {
        if let list = node.as(LabeledExprListSyntax.self) { lists.append(list) }
        for child in node.children(viewMode: .sourceAccurate) where !child.is(TokenSyntax.self) {
            collectLists(in: child, into: &lists)
        }
    }

    /// The `let` or `var` keywords of a list that could move out of it:
    /// two or more, all the same, and no plain name among the elements.
    private static func movableSpecifiers(in list: LabeledExprListSyntax) -> [TokenSyntax] {
        var specifiers: [TokenSyntax] = []
        for element in flattened(list) {
            if let binding = element.as(PatternExprSyntax.self)?.pattern.as(ValueBindingPatternSyntax.self) {
                specifiers.append(binding.bindingSpecifier)
            } else if element.is(DeclReferenceExprSyntax.self) {
                return []
            }
        }
        guard specifiers.count > 1, let kind = specifiers.first?.tokenKind,
              specifiers.allSatisfy({ $0.tokenKind == kind }) else { return [] }
        return specifiers
    }

    /// The list's elements, with an enum case pattern (`.some(…)`,
    /// `Shape.square(…)`) replaced by its arguments.
    private static func flattened(_ list: LabeledExprListSyntax) -> [ExprSyntax] {
        list.flatMap { element -> [ExprSyntax] in
            guard let call = element.expression.as(FunctionCallExprSyntax.self),
                  call.calledExpression.is(MemberAccessExprSyntax.self) else { return [element.expression] }
            return call.arguments.map(\.expression)
        }
    }
}
