import LintEngine
import SwiftSyntax
import ToolCore

/// Elements of a collection literal written one under another read as a
/// table; one out of line looks like a nesting or a mistake.
public struct CollectionAlignmentRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "collection_alignment",
        name: "Collection Element Alignment",
        summary: "All elements in a collection literal should be vertically aligned",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "configure(with: [\n    \"red\": 1,\n    \"green\": 2,\n    \"blue\": 3,\n    \"alpha\": 4\n])\n",
            "let sizes = [\n    \"small\": \"s\",\n    \"medium\": \"m\",\n    \"large\": \"l\",\n    \"extraLarge\": \"xl\"\n]\n",
            "let drinks = [\n                \"morning\": \"coffee\",\n                \"noon\": \"water\",\n"
                + "                \"night\": \"tea\"\n]\n",
            "label.attributedText = NSAttributedString(string: \"…\", attributes: [.font: UIFont.systemFont(ofSize: 14),\n"
                + "                                                                    .kern: 1.5])\n",
            "let points = [\n    CGPoint(x: 0, y: 10),\n    CGPoint(x: 0, y: 20),\n    CGPoint(x: 0, y: 30)\n]\n",
            "var odds: Set<Int> = [\n    1,\n    3,\n    5\n]\n",
            "let digits = [7, 8, 9]",
            "let digits = [\n    7, 8, 9\n]\n",
            "let pairs = [\n    \"up\": \"down\", \"left\": \"right\"\n]\n",
            Example("configure(with: [\n    \"red\": 1,\n  \"green\": 2,\n   \"blue\": 3,\n  \"alpha\": 4\n])\n",
                    options: "{align_colons: true}"),
            Example("var oddColons = [\n    \"x\"    :  1,\n      \"y\"  :2,\n       \"z\" :      3\n]\n", options: "{align_colons: true}"),
        ],
        triggeringExamples: [
            "configure(with: [\n    \"red\": 1,\n    \"green\": 2,\n   ↓\"blue\": 3,\n   ↓\"alpha\": 4\n])\n",
            "let sizes = [\n    \"small\": \"s\",\n      ↓\"medium\": \"m\",\n    \"large\": \"l\",\n  ↓\"extraLarge\": \"xl\"\n]\n",
            "let drinks = [\n                \"morning\": \"coffee\",\n                \"noon\": \"water\",\n    ↓\"night\": \"tea\"\n]\n",
            "let points = [\n    CGPoint(x: 0, y: 10),\n        ↓CGPoint(x: 0, y: 20),\n    CGPoint(x: 0, y: 30)\n]\n",
            "var odds: Set<Int> = [\n    1,\n  ↓3,\n    5\n]\n",
            "let rows = [1, 2,\n↓3, 4]\n",
            Example("configure(with: [\n    \"red\": 1,\n    \"green\"↓: 2,\n    \"blue\"↓: 3,\n  \"alpha\": 4\n])\n",
                    options: "{align_colons: true}"),
            Example("var oddColons = [\n    \"x\"    :  1,\n    \"y\"  ↓:2,\n    \"z\"    :      3\n]\n", options: "{align_colons: true}"),
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// Align a dictionary's colons rather than its keys.
        public var alignColons = false

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case alignColons = "align_colons"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            alignColons = try container.decodeIfPresent(Bool.self, forKey: .alignColons) ?? alignColons
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    private struct Place {
        let position: AbsolutePosition
        let line: Int
        let column: Int
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(ArrayExprSyntax.self) { node in
            // Array elements compare UTF-8 columns, as SwiftLint's location converter gives them.
            let places = node.elements.map { element in
                let position = element.positionAfterSkippingLeadingTrivia
                let (line, column) = file.location(of: position)
                return Place(position: position, line: line, column: column)
            }
            check(places, in: file)
        }
        walk.on(DictionaryElementListSyntax.self) { node in
            // Dictionary keys or colons compare columns in characters, as SwiftLint does.
            let places = node.map { element in
                let position = options.alignColons
                    ? element.colon.positionAfterSkippingLeadingTrivia : element.key.positionAfterSkippingLeadingTrivia
                let (line, column) = file.location(of: position)
                return Place(position: position, line: line, column: Self.characterColumn(line: line, column: column, in: file))
            }
            check(places, in: file)
        }
    }

    /// Reports each element that starts a line at another column than the first element.
    private func check(_ places: [Place], in file: LintFile) {
        guard let first = places.first, places.count >= 2 else { return }
        for index in places.indices.dropFirst() {
            let place = places[index]
            guard places[index - 1].line < place.line, place.column != first.column else { continue }
            file.report(self, at: place.position, Self.description.summary)
        }
    }

    private static func characterColumn(line: Int, column: Int, in file: LintFile) -> Int {
        guard line >= 1, line <= file.lines.count else { return column }
        let prefix = file.lines[line - 1].text.utf8.prefix(column - 1)
        return String(decoding: prefix, as: UTF8.self).count + 1
    }
}
