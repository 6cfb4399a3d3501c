import LintEngine
import SwiftSyntax
import ToolCore

/// One convention for the comma after the last element of array and
/// dictionary literals: none by default, or always on multi-line literals
/// (`mandatory_comma`), which keeps diffs to one line per added element.
public struct TrailingCommaRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "trailing_comma",
        name: "Trailing Comma",
        summary: "Trailing commas in arrays and dictionaries should be avoided/enforced.",
        kind: .style,
        nonTriggeringExamples: [
            "let foo = [1, 2, 3]\n",
            "let foo = []\n",
            "let foo = [:]\n",
            "let foo = [1: 2, 2: 3]\n",
            "let foo = [Void]()\n",
            "let example = [ 1,\n 2\n // 3,\n]\n",
            "foo([1: \"\\(error)\"])\n",
            Example("let foo = [\n    1,\n    2,\n]\n", options: "{mandatory_comma: true}"),
            Example("let foo = [1, 2]\n", options: "{mandatory_comma: true}"),
            Example("let foo = [Layer(source: \"a\", yaml: \"\"\"\n    b\n    \"\"\")]\n", options: "{mandatory_comma: true}"),
        ],
        triggeringExamples: [
            "let foo = [1, 2, 3↓,]\n",
            "let foo = [1, 2, 3↓, ]\n",
            "let foo = [1, 2, 3   ↓,]\n",
            "let foo = [1: 2, 2: 3↓, ]\n",
            "let foo = [1, 2, 3↓,] + [4, 5, 6↓,]\n",
            "let example = [ 1,\n2↓,\n // 3,\n]\n",
            "let foo = [\"אבג\", \"αβγ\", \"🇺🇸\"↓,]\n",
            Example("let foo = [\n    1,\n    2↓\n]\n", options: "{mandatory_comma: true}"),
            Example("let foo = [\n    1: 2,\n    3: 4↓ // note\n]\n", options: "{mandatory_comma: true}"),
        ],
        corrections: [
            Correction("let foo = [1, 2, 3↓,]\n", "let foo = [1, 2, 3]\n"),
            Correction("let foo = [1, 2, 3↓, ]\n", "let foo = [1, 2, 3 ]\n"),
            Correction("let foo = [1: 2, 2: 3↓, ]\n", "let foo = [1: 2, 2: 3 ]\n"),
            Correction("let example = [ 1,\n2↓,\n // 3,\n]\n", "let example = [ 1,\n2\n // 3,\n]\n"),
            Correction(Example("let foo = [\n    1,\n    2↓\n]\n", options: "{mandatory_comma: true}"),
                       "let foo = [\n    1,\n    2,\n]\n"),
            Correction(Example("let foo = [\n    1: 2,\n    3: 4↓ // note\n]\n", options: "{mandatory_comma: true}"),
                       "let foo = [\n    1: 2,\n    3: 4, // note\n]\n"),
        ]
    )

    public struct Options: RuleOptions, Equatable {
        public var severity = Severity.warning
        public var mandatoryComma = false

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case mandatoryComma = "mandatory_comma"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            mandatoryComma = try container.decodeIfPresent(Bool.self, forKey: .mandatoryComma) ?? mandatoryComma
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(ArrayElementListSyntax.self) { list in
            guard let last = list.last else { return }
            check(list, lastElement: Syntax(last), trailingComma: last.trailingComma, in: file)
        }
        walk.on(DictionaryElementListSyntax.self) { list in
            guard let last = list.last else { return }
            check(list, lastElement: Syntax(last), trailingComma: last.trailingComma, in: file)
        }
    }

    private func check(_ list: some SyntaxProtocol, lastElement: Syntax, trailingComma: TokenSyntax?, in file: LintFile) {
        if let comma = trailingComma, comma.presence == .present {
            guard !options.mandatoryComma else { return }
            let start = comma.positionAfterSkippingLeadingTrivia
            file.report(self, at: start, "Collection literals should not have trailing commas", fix: .init(
                start: start.utf8Offset, end: comma.endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""))
        } else if trailingComma == nil, options.mandatoryComma {
            // As SwiftLint: only when the closing bracket stands on a later line
            // than the last element (`[\n  a,\n  b\n]`, not `[foo(\n  x\n)]`).
            let end = lastElement.endPositionBeforeTrailingTrivia
            guard let bracket = list.nextToken(viewMode: .sourceAccurate),
                  file.location(of: bracket.positionAfterSkippingLeadingTrivia).line > file.location(of: end).line
            else { return }
            file.report(self, at: end, "Multi-line collection literals should have trailing commas",
                        fix: .init(start: end.utf8Offset, end: end.utf8Offset, replacement: ","))
        }
    }
}
