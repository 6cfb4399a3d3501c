import LintEngine
import SwiftSyntax
import ToolCore

/// Enum cases cannot be inherited, so a family of result enums (every response
/// of an API having `unauthorized`, say) cannot share its common cases. Marking
/// the family with a protocol and listing the cases it needs in the options
/// lets each member be checked for them.
///
/// ```yaml
/// required_enum_case:
///   ServiceResponse:
///     unauthorized: error
///     unknownError: warning
/// ```
public struct RequiredEnumCaseRule: SyntaxRule {
    /// Options for the examples: three cases required of `Downloadable` enums.
    private static let exampleOptions = "{Downloadable: {started: warning, finished: warning, failed: warning}}"

    public static let description = RuleDescription(
        identifier: "required_enum_case",
        name: "Required Enum Case",
        summary: "Enums conforming to a specified protocol must implement a specific case(s).",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            Example("enum Transfer: String, Downloadable {\n    case started, finished, failed\n}\n", options: exampleOptions),
            Example("enum Transfer: String, Downloadable {\n    case started, finished, failed(reason: Error)\n}\n",
                    options: exampleOptions),
            Example("enum Transfer: String, Downloadable {\n    case started\n    case finished\n    case failed\n    case paused\n}\n",
                    options: exampleOptions),
            Example("enum Transfer: Downloadable {\n    case started\n    case finished\n    case failed(code: Int)\n}\n",
                    options: exampleOptions),
            Example("enum Transfer: String, Uploadable {\n    case started\n}\n", options: exampleOptions),
            "enum Transfer: String, Downloadable {\n    case started\n}\n",
        ],
        triggeringExamples: [
            Example("↓enum Transfer: String, Downloadable {\n    case started, finished\n}\n", options: exampleOptions),
            Example("↓enum Transfer: String, Downloadable {\n    case started\n    case finished\n}\n", options: exampleOptions),
            Example("↓↓enum Transfer: Downloadable {\n    case started\n}\n", options: exampleOptions),
            Example("↓public enum Transfer: Int, Downloadable {\n    case started, finished, failure\n}\n",
                    options: exampleOptions),
            Example("struct Client {\n    ↓enum Reply: Downloadable, Equatable {\n        case started, failed\n    }\n}\n",
                    options: exampleOptions),
        ]
    )

    /// For each protocol, the cases an enum conforming to it must have, each
    /// with the severity of its absence: SwiftLint's shape, a mapping of
    /// protocol names to mappings of case names to `warning` or `error`.
    public struct Options: RuleOptions, DocumentedOptions, Equatable {
        /// Each missing case is reported with its own severity.
        public var severity: Severity { .warning }
        /// Required case names and their severities, by protocol name.
        public var protocols: [String: [String: Severity]] = [:]

        public init() {}

        public init(from decoder: any Decoder) throws {
            // As in SwiftLint, `error` is an error and any other word a warning.
            let written = try [String: [String: String]](from: decoder)
            protocols = written.mapValues { cases in cases.mapValues { $0 == "error" ? Severity.error : Severity.warning } }
        }

        public static var documentedDefaults: [(key: String, value: String)] {
            [("{Protocol Name}", "none")]
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    /// Every violation is in an enum.
    public var triggerIdentifiers: [String] { ["enum"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        guard !options.protocols.isEmpty else { return }
        walk.on(EnumDeclSyntax.self) { node in
            guard let inherited = node.inheritanceClause?.inheritedTypes else { return }
            let inheritedNames = Set(inherited.compactMap { $0.type.as(IdentifierTypeSyntax.self)?.name.text })
            let required = options.protocols.filter { inheritedNames.contains($0.key) }
            guard !required.isEmpty else { return }
            let present = Self.caseNames(of: node)
            for (protocolName, cases) in required.sorted(by: { $0.key < $1.key }) {
                for (caseName, severity) in cases.sorted(by: { $0.key < $1.key }) where !present.contains(caseName) {
                    file.report(self, at: node.positionAfterSkippingLeadingTrivia,
                                "Enums conforming to \"\(protocolName)\" must have a \"\(caseName)\" case",
                                severity: severity)
                }
            }
        }
    }

    /// The names of the cases declared directly in the enum's body (as SwiftLint
    /// reads them: cases inside `#if` are not counted).
    private static func caseNames(of node: EnumDeclSyntax) -> Set<String> {
        var names = Set<String>()
        for member in node.memberBlock.members {
            guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in cases.elements { names.insert(element.name.text) }
        }
        return names
    }
}
