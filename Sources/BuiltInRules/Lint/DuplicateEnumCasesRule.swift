import LintEngine
import SwiftSyntax
import ToolCore

/// Two cases of one name do not compile; the rule says where, before the
/// compiler's less direct message.
public struct DuplicateEnumCasesRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "duplicate_enum_cases",
        name: "Duplicate Enum Cases",
        summary: "Enum shouldn't contain multiple cases with the same name",
        kind: .lint,
        nonTriggeringExamples: [
            "enum PictureImport {\n    case addImage(image: UIImage)\n    case addData(data: Data)\n}",
            "enum A {\n    case add(image: UIImage)\n}\nenum B {\n    case add(image: UIImage)\n}",
            Example("enum Tag: String {\n#if CONFIG_A\n    case value = \"CONFIG_A\"\n#elseif CONFIG_B\n    case value = \"CONFIG_B\"\n"
                    + "#else\n    case value = \"CONFIG_DEFAULT\"\n#endif\n}"),
            "enum Target {\n#if os(iOS)\n  case file\n#else\n  case file(URL)\n#endif\n}",
        ],
        triggeringExamples: [
            "enum PictureImport {\n    case ↓add(image: UIImage)\n    case addURL(url: URL)\n    case ↓add(data: Data)\n}",
            "enum E {\n    case ↓a, b, ↓a\n}",
            "enum E {\n    case ↓x\n    case ↓x(Int)\n    case ↓x(String)\n}",
        ]
    )

    public let options: ErrorSeverityOption
    public init(options: ErrorSeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(EnumDeclSyntax.self) { node in
            var byName: [String: [AbsolutePosition]] = [:]
            var order: [String] = []
            for member in node.memberBlock.members {
                guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in cases.elements {
                    let name = element.name.text
                    if byName[name] == nil { order.append(name) }
                    byName[name, default: []].append(element.positionAfterSkippingLeadingTrivia)
                }
            }
            let duplicated = order.flatMap { name in byName[name].map { $0.count > 1 ? $0 : [] } ?? [] }
            for position in duplicated.sorted() { file.report(self, at: position, Self.description.summary) }
        }
    }
}
