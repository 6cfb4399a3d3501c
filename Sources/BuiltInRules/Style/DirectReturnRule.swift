import LintEngine
import SwiftSyntax
import ToolCore

/// A variable declared only to be returned on the next line adds a name the
/// reader has to track and nothing else; returning the expression says the same.
public struct DirectReturnRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "direct_return",
        name: "Direct Return",
        summary: "Directly return the expression instead of assigning it to a variable first",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "func total() -> Int {\n    let sum = 3\n    let other = 4\n    return sum\n}",
            "struct Box {\n    var size: Int {\n        var width = 1\n        width = 5\n        return width\n    }\n}",
            "func total() -> Int {\n    let sum = 3\n    log()\n    return sum\n}",
            "func total() -> Int {\n    { value in\n        let sum = 3\n        return value\n    }(7)\n}",
            "func total() -> Int {\n    let sum = 3\n    return sum + 1\n}",
            "func pair() -> Int {\n    let (first, second) = (1, 2)\n    return first\n}",
        ],
        triggeringExamples: [
            "func total() -> Int {\n    let ↓sum = 3\n    return sum\n}",
            "struct Box {\n    var size: Int {\n        var ↓width = 1\n        // note\n        return width\n    }\n}",
            "func enabled() -> Bool {\n    let count = 1, ↓flag = false\n    return flag\n}",
            "func total() -> Int {\n    { _ in\n        let ↓sum = 3\n        return sum\n    }(7)\n}",
            "func pick(n: Int) -> Int {\n    if n > 2 {\n        let ↓x = 4\n        return x\n    } else {\n        let ↓y = 5, x = 6\n"
                + "        return y\n    }\n}",
            "func later() -> Int {\n    var ↓value: Int\n    return value\n}",
            "func speed(mode: Mode) -> Int {\n    switch mode {\n    case .fast:\n        let ↓speed = 9\n        return speed\n"
                + "    default:\n        return 0\n    }\n}",
        ],
        corrections: [
            Correction("func total() -> Int {\n    let ↓sum = 3\n    return sum\n}", "func total() -> Int {\n    return 3\n}"),
            Correction("struct Box {\n    var size: Int {\n        var ↓width = 3 > 2\n            ? compute()\n            : 2_000\n"
                           + "        // note\n        return width\n    }\n}",
                       "struct Box {\n    var size: Int {\n        // note\n        return 3 > 2\n            ? compute()\n"
                           + "            : 2_000\n    }\n}"),
            Correction("func enabled() -> Bool {\n    let count = 1, ↓flag = false\n    return flag\n}",
                       "func enabled() -> Bool {\n    let count = 1\n    return false\n}"),
            Correction("func enabled() -> Bool {\n    let ↓flag = false, count = 1\n    return flag\n}",
                       "func enabled() -> Bool {\n    let count = 1\n    return false\n}"),
            Correction("func total() -> Int {\n    { _ in\n        // First note\n        let ↓sum = 3\n        // Second note\n"
                           + "        return sum\n    }(7)\n}",
                       "func total() -> Int {\n    { _ in\n        // First note\n        // Second note\n        return 3\n    }(7)\n}"),
            Correction("func make() -> Widget {\n    let ↓widget = build() as! Widget // keep\n    return widget\n}",
                       "func make() -> Widget {\n    return build() as! Widget // keep\n}"),
            Correction("func make() -> Widget {\n    let ↓widget = build() as! Widget // keep\n    return widget // the widget\n}",
                       "func make() -> Widget {\n    return build() as! Widget // keep // the widget\n}"),
            Correction("func enabled() -> Bool {\n    let ↓flag  :  Bool  =  true\n    return flag\n}",
                       "func enabled() -> Bool {\n    return true as Bool\n}"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(CodeBlockItemListSyntax.self) { statements in
            guard let (binding, returnStmt) = Self.violation(in: statements) else { return }
            file.report(self, at: binding.positionAfterSkippingLeadingTrivia, Self.description.summary,
                        fix: Self.fix(binding, returnStmt, in: file))
        }
    }

    /// The binding declared by the second-to-last statement and returned by the last one.
    private static func violation(in statements: CodeBlockItemListSyntax) -> (PatternBindingSyntax, ReturnStmtSyntax)? {
        guard statements.count >= 2, let returnStmt = statements.last?.item.as(ReturnStmtSyntax.self),
              let name = returnStmt.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let declaration = statements.dropLast().last?.item.as(VariableDeclSyntax.self)
        else { return nil }
        let binding = declaration.bindings.first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        return binding.map { ($0, returnStmt) }
    }

    /// As SwiftLint's rewriter: the returned expression becomes the initial value
    /// (`as Type` when annotated); the declaration goes, or just the binding when it has others.
    private static func fix(_ binding: PatternBindingSyntax, _ returnStmt: ReturnStmtSyntax, in file: LintFile) -> Diagnostic.Fix? {
        guard let bindings = binding.parent?.as(PatternBindingListSyntax.self),
              let declaration = bindings.parent?.as(VariableDeclSyntax.self),
              let value = binding.initializer?.value, let returned = returnStmt.expression
        else { return nil }
        var expression = file.sourceText(of: value)
        if let type = binding.typeAnnotation?.type { expression += " as " + file.sourceText(of: type) }
        guard bindings.count == 1 else {
            let replace = Diagnostic.Fix(start: returned.positionAfterSkippingLeadingTrivia.utf8Offset,
                                         end: returned.endPositionBeforeTrailingTrivia.utf8Offset,
                                         replacement: expression)
            return StyleSupport.combinedFix([removal(of: binding), replace], in: file)
        }
        // The declaration's leading trivia less its indentation, then the return's
        // leading trivia after its first line break, then the new return statement.
        let leading = Array(declaration.leadingTrivia)
        let indentation = leading.reversed().prefix { isHorizontalBlank($0) }
            .reduce(0) { $0 + $1.sourceLength.utf8Length }
        let returnLeading = Array(returnStmt.leadingTrivia)
        let keptLeading = returnLeading.firstIndex { $0.isNewline }.map { Trivia(pieces: returnLeading[($0 + 1)...]) }
            ?? returnStmt.leadingTrivia
        let declarationTrailing = Trivia(pieces: Array(declaration.trailingTrivia).reversed().drop { isHorizontalBlank($0) }.reversed())
        let replacement = keptLeading.description + "return" + returnStmt.returnKeyword.trailingTrivia.description
            + value.leadingTrivia.description + expression + declarationTrailing.description
            + returnStmt.trailingTrivia.description
        return Diagnostic.Fix(start: declaration.positionAfterSkippingLeadingTrivia.utf8Offset - indentation,
                              end: returnStmt.endPosition.utf8Offset, replacement: replacement)
    }

    /// Deletes `binding` from its list: with its comma, or, when last, with the comma before it.
    private static func removal(of binding: PatternBindingSyntax) -> Diagnostic.Fix {
        guard binding.trailingComma == nil, let previousComma = binding.previousToken(viewMode: .sourceAccurate),
              previousComma.tokenKind == .comma
        else { return StyleSupport.deletion(from: binding.position, to: binding.endPosition) }
        return StyleSupport.deletion(from: previousComma.position, to: binding.endPosition)
    }

    private static func isHorizontalBlank(_ piece: TriviaPiece) -> Bool {
        switch piece {
        case .spaces, .tabs: return true
        default: return false
        }
    }
}
