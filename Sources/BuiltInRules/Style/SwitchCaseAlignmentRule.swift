import LintEngine
import SwiftSyntax
import ToolCore

/// Cases lined up with the switch's closing brace (or all indented one level,
/// if so configured) show where each case starts at a glance.
public struct SwitchCaseAlignmentRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "switch_case_alignment",
        name: "Switch and Case Statement Alignment",
        summary: "Case statements should vertically align with their closing brace, or indented if configured otherwise.",
        kind: .style,
        nonTriggeringExamples: [
            "switch someBool {\ncase true: // case 1\n    print(\"red\")\ncase false:\n    print(\"blue\")\n}\n",
            "if aBool {\n    switch someBool {\n    case true:\n        print(\"red\")\n    case false:\n        print(\"blue\")\n    }\n"
                + "}\n",
            "switch someInt {\n// comments ignored\ncase 0:\n    print(\"Zero\")\ndefault:\n    print(\"Other\")\n}\n",
            "func f() -> Int {\n    return switch i {\n    case 1: 1\n    default: 2\n    }\n}\n",
            "switch type {\ncase is Float.Type: return \"\"\n#if arch(x86_64)\n    case is Float80.Type: return \"L\"\n#endif\n"
                + "default: return nil\n}\n",
            Example("switch someBool {\n    case true:\n        print(\"red\")\n    case false:\n        print(\"blue\")\n}\n",
                    options: "{indented_cases: true}"),
        ],
        triggeringExamples: [
            "switch someBool {\n    ↓case true:\n        print(\"red\")\n    ↓case false:\n        print(\"blue\")\n}\n",
            "if aBool {\n    switch someBool {\n        ↓case true:\n            print(\"red\")\n        ↓case false:\n"
                + "            print(\"blue\")\n    }\n}\n",
            "switch someInt {\n    ↓case 0:\n        print(\"Zero\")\n    ↓default:\n        print(\"Other\")\n}\n",
            "let a = switch i {\ncase 1: 1\n    ↓default: 2\n}\n",
            "switch someBool {\ncase true:\n    print(\"red\")\n    ↓case false:\n        print(\"blue\")\n}\n",
            Example("switch someBool {\n↓case true:\n    print(\"red\")\n↓case false:\n    print(\"blue\")\n}\n",
                    options: "{indented_cases: true}"),
            Example("if aBool {\n    switch someBool {\n        case true:\n        print(\"red\")\n    ↓case false:\n"
                + "    print(\"blue\")\n    }\n}\n",
                    options: "{indented_cases: true}"),
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        public var indentedCases = false

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case indentedCases = "indented_cases"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            indentedCases = try container.decodeIfPresent(Bool.self, forKey: .indentedCases) ?? indentedCases
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(SwitchExprSyntax.self) { node in
            guard let first = node.cases.first else { return }
            let braceColumn = file.location(of: node.rightBrace.positionAfterSkippingLeadingTrivia).column
            let firstColumn = file.location(of: first.positionAfterSkippingLeadingTrivia).column
            let message = options.indentedCases
                ? "Case statements should be indented within their closing brace"
                : "Case statements should vertically aligned with their closing brace"  // SwiftLint's words, as printed
            // Cases inside `#if` blocks follow the directive's layout; only direct cases count.
            for element in node.cases where element.is(SwitchCaseSyntax.self) {
                let position = element.positionAfterSkippingLeadingTrivia
                let column = file.location(of: position).column
                let misplaced = options.indentedCases
                    ? column <= braceColumn || column != firstColumn
                    : column != braceColumn
                if misplaced { file.report(self, at: position, message) }
            }
        }
    }
}
