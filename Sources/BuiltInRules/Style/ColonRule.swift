import LintEngine
@_spi(RawSyntax) import SwiftSyntax
import ToolCore

/// One spacing for colons everywhere (`name: Type`, `[key: value]`) keeps
/// declarations and literals easy to scan.
public struct ColonRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "colon",
        name: "Colon Spacing",
        summary: "Colons should be next to the identifier when specifying a type and next to the key in dictionary literals",
        kind: .style,
        nonTriggeringExamples: [
            "let abc: Void\n",
            "let abc: [Void: Void]\n",
            "let abc = [1: [3: 2], 3: 4]\n",
            "func abc(def: Void, ghi: Void) {}\n",
            "class Foo<T: Equatable>: Bar {}\n",
            "let abc: String = \"abc:\"\n",
            "func foo() -> [String: Int] { return [:] }\n",
            "object.method(x: /* comment */ 5)\n",
            "object.method(x: 5, y:\n              \"string\")\n",
            "let x = flag ? a : b\n",
            "let f = file.kinds(inByteRange:)\n",
            "@objc(receiveReply:)\nfunc receiveReply(_ reply: Int) {}\n",
            "switch str {\ncase \"a\":      return 1\ndefault:       return 0\n}\n",
            "precedencegroup Pipeline {\n  associativity: left\n}\ninfix operator |> : Pipeline\n",
            Example("let abc:  Int = 0\n", options: "{flexible_right_spacing: true}"),
            Example("let abc = [1 : 2]\n", options: "{apply_to_dictionaries: false}"),
        ],
        triggeringExamples: [
            "let abc↓:Void\n",
            "let abc↓:  Void\n",
            "let abc↓ :Void\n",
            "let abc↓ : [Void: Void]\n",
            "func abc(def↓ : Void) {}\n",
            "let abc = [Void↓:Void]()\n",
            "let abc = [1: [3↓ : 2], 3↓:  4]\n",
            "class Foo<T>↓ : Bar {}\n",
            "class Foo<T↓:Equatable> {}\n",
            "object.method(x↓:5, y: \"string\")\n",
            "switch foo {\ncase .bar↓ : return baz\n}\n",
            "private var action↓:(() -> Void)?\n",
            Example("let abc↓:Int = 0\n", options: "{flexible_right_spacing: true}"),
        ],
        corrections: [
            Correction("let abc↓:Void\n", "let abc: Void\n"),
            Correction("let abc↓:  Void\n", "let abc: Void\n"),
            Correction("let abc↓ :Void\n", "let abc: Void\n"),
            Correction("let abc↓ : Void\n", "let abc: Void\n"),
            Correction("let abc = [1: [3↓ : 2], 3↓:  4]\n", "let abc = [1: [3: 2], 3: 4]\n"),
            Correction("class Foo<T↓:Equatable>↓ :Bar {}\n", "class Foo<T: Equatable>: Bar {}\n"),
            Correction("switch foo {\ncase .bar↓ :  return baz\n}\n", "switch foo {\ncase .bar:  return baz\n}\n"),
            Correction("func abc(def↓ :\n    Void) {}\n", "func abc(def:\n    Void) {}\n"),
            Correction("object.method(x↓:/* c */5)\n", "object.method(x: /* c */5)\n"),
        ]
    )

    public struct Options: RuleOptions, Equatable {
        public var severity = Severity.warning
        public var flexibleRightSpacing = false
        public var applyToDictionaries = true

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case flexibleRightSpacing = "flexible_right_spacing"
            case applyToDictionaries = "apply_to_dictionaries"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            flexibleRightSpacing = try container.decodeIfPresent(Bool.self, forKey: .flexibleRightSpacing) ?? flexibleRightSpacing
            applyToDictionaries = try container.decodeIfPresent(Bool.self, forKey: .applyToDictionaries) ?? applyToDictionaries
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(TokenSyntax.self) { token in
            guard token.rawTokenKind == .colon, token.presence == .present, !isExempt(token) else { return }
            check(token, in: file)
        }
    }

    /// Colons whose spacing follows other conventions: the ternary operator,
    /// selector and declaration names (`f(a:b:)`), operator declarations,
    /// and dictionary literals when not applied to them.
    private func isExempt(_ colon: TokenSyntax) -> Bool {
        switch colon.parent?.kind {
        case .ternaryExpr, .unresolvedTernaryExpr, .declNameArgument, .objCSelectorPiece,
             .operatorPrecedenceAndTypes:
            return true
        case .dictionaryElement:
            return !options.applyToDictionaries
        default:
            return false
        }
    }

    /// Case labels line up their bodies with extra spaces, so the space after
    /// their colon may be wider.
    private func allowsWideRightSpacing(_ colon: TokenSyntax) -> Bool {
        if options.flexibleRightSpacing { return true }
        let parent = colon.parent?.kind
        return parent == .switchCaseLabel || parent == .switchDefaultLabel
    }

    private func check(_ colon: TokenSyntax, in file: LintFile) {
        guard let previous = colon.previousToken(viewMode: .sourceAccurate),
              let next = colon.nextToken(viewMode: .sourceAccurate) else { return }
        let before = previous.trailingTrivia
        let after = colon.trailingTrivia
        let nextOnNewLine = StyleSupport.hasNewline(next.leadingTrivia)

        // `[:]`, the empty dictionary.
        if previous.rawTokenKind == .leftSquare, next.rawTokenKind == .rightSquare,
           before.isEmpty, colon.leadingTrivia.isEmpty, after.isEmpty, next.leadingTrivia.isEmpty {
            return
        }
        let rightSpacingOK = nextOnNewLine || StyleSupport.isSingleSpace(after)
            || after.first == .spaces(1) || (allowsWideRightSpacing(colon) && !after.isEmpty)

        if !before.isEmpty, !StyleSupport.hasBlockComment(before) {
            // Space before the colon: remove it, and fix the space after too.
            let start = previous.endPositionBeforeTrailingTrivia
            var fix: Diagnostic.Fix?
            if !StyleSupport.hasComment(before), !StyleSupport.hasComment(colon.leadingTrivia) {
                let afterFix = rightSpacingOK ? nil : StyleSupport.singleSpaceFix(after: colon)
                fix = .init(start: start.utf8Offset, end: afterFix?.end ?? colon.endPositionBeforeTrailingTrivia.utf8Offset,
                            replacement: ":" + (afterFix?.replacement ?? ""))
            }
            file.report(self, at: start, Self.message, fix: fix)
            return
        }
        guard !rightSpacingOK else { return }
        file.report(self, at: colon.positionAfterSkippingLeadingTrivia, Self.message,
                    fix: StyleSupport.singleSpaceFix(after: colon))
    }

    private static let message = description.summary
}
