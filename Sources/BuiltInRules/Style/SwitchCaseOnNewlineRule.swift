import LintEngine
import SwiftSyntax
import ToolCore

/// A case whose body starts on its label's line hides the body behind the
/// pattern: with each body on its own line, the patterns form a column that
/// reads at a glance and a body grows without reformatting the case.
///
/// As in SwiftLint, a case is reported (at its start, `@unknown` included)
/// when its first statement starts on the line where its label ends — after
/// the `:`, so a pattern or `where` clause spread over several lines counts
/// from its last line.
public struct SwitchCaseOnNewlineRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "switch_case_on_newline",
        name: "Cases on Newline",
        summary: "Cases inside a switch should always be on a newline",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "/* case .ready: */ start()\n",
            "// case .ready: start()\nstart()\n",
            "let lookup = [caseName: entry]\n",
            "let options = [mode: .default]\n",
            "if case let .loaded(data) = fetch([id: 3]) { use(data) }\n",
            "guard case let .loaded(data) = fetch([id: 3]) else { return }\n",
            "for case let .loaded(data) in fetchAll([id: 3]) { use(data) }\n",
            "enum Phase {\n    case idle\n}\n",
            "enum Phase {\n    case running(speed: Int)\n}\n",
            "enum Phase {\n    case running(speed: Int) // fast\n}\n",
            inSwitch("case 2:\n    return false"),
            inSwitch("default:\n    return false"),
            inSwitch("case let count:\n    return count > 0"),
            inSwitch("case .idle: // still waiting\n    return false"),
            inSwitch("case let .running(speed) where speed > 3:\n    return true"),
            inSwitch("case let .running(speed)\n    where speed > 3:\n    return true"),
            inSwitch("case let .failed(code: errorCode, reason: _)\n    where errorCode > 400:\n    return false"),
            inSwitch("case #selector(refresh(_:)):\n    return true"),
            inSwitch("case .idle:\n    return false\n@unknown default:\n    return true"),
            "do {\n    let value = try load()\n    print(value)\n} catch { throw error }\n",
        ],
        triggeringExamples: [
            inSwitch("↓case 2: return false"),
            inSwitch("↓case let count: return count > 0"),
            inSwitch("↓default: return false"),
            inSwitch("↓case \"text\": return true"),
            inSwitch("↓case .idle: return false // still waiting"),
            inSwitch("↓case let .running(speed) where speed > 3: return true"),
            inSwitch("↓case #selector(refresh(_:)): return true"),
            inSwitch("↓case let .running(speed)\n    where speed > 3: return true"),
            inSwitch("↓case .idle,\n     .paused: return false"),
            inSwitch("case .idle:\n    return false\n↓@unknown default: return true"),
            inSwitch("↓case 1: start()\n↓default: stop()"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["case", "default", "switch"] }

    /// `cases` as the body of a `switch`.
    private static func inSwitch(_ cases: String, file: StaticString = #filePath, line: UInt = #line) -> Example {
        Example("switch state {\n\(cases)\n}\n", file: file, line: line)
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(SwitchCaseSyntax.self) { node in
            let labelEnd = file.location(of: node.label.endPositionBeforeTrailingTrivia).line
            let bodyStart = file.location(of: node.statements.positionAfterSkippingLeadingTrivia).line
            guard labelEnd == bodyStart else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}
