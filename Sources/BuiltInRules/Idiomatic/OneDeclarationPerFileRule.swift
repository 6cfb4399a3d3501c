import LintEngine
import SwiftSyntax
import ToolCore

/// One type per file keeps files small and makes a type easy to find by its
/// file's name; extensions and nested types stay with the type they belong to.
public struct OneDeclarationPerFileRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "one_declaration_per_file",
        name: "One Declaration per File",
        summary: "Only a single declaration is allowed in a file",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "actor Downloader {}\n",
            "final class Downloader {}\n\nextension Downloader: Sendable {}\n",
            "struct Matrix {\n    struct Row {}\n    enum Axis {}\n}\n",
            "func main() {\n    struct Local {}\n    print(Local())\n}\n\nenum Launcher {}\n",
            "import Foundation\n\nlet shared = Cache()\nfunc reset() {}\n\nfinal class Cache {}\n",
            Example("enum Units {\n}\nstruct Length {\n}\n", options: "{allowed_types: [enum, struct]}"),
            Example("struct Length {}\nstruct Width {}\n", options: "{allowed_types: [struct]}"),
        ],
        triggeringExamples: [
            "final class Downloader {}\n↓class Uploader {}\n",
            "protocol Loading {}\n↓enum LoadState {}\n",
            "struct Length {}\n↓struct Width {}\n↓actor Meter {}\n",
            "#if DEBUG\nstruct Probe {}\n#endif\n\npublic ↓struct Report {}\n",
            Example("struct Length {}\n↓enum Units {}\n", options: "{allowed_types: [protocol]}"),
            Example("enum Units {}\n↓struct Length {}\nenum Scale {}\n", options: "{allowed_types: [enum]}"),
        ]
    )

    /// The kinds of declaration counted (SwiftLint's `AllowedType`).
    public enum DeclarationType: String, ConfigEnum, Equatable {
        case actor, `class`, `enum`, `protocol`, `struct`
    }

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// Kinds that may follow the first declaration without a finding.
        public var allowedTypes: [DeclarationType] = []

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case allowedTypes = "allowed_types"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            if let names = try container.decodeIfPresent(StringList.self, forKey: .allowedTypes) {
                allowedTypes = try names.values.map { name in
                    guard let type = DeclarationType(rawValue: name) else {
                        throw DecodingError.dataCorruptedError(
                            forKey: .allowedTypes, in: container,
                            debugDescription: "must be \(DeclarationType.allowedValuesPhrase), got `\(name)`")
                    }
                    return type
                }
            }
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    /// A type is judged by the types declared before it.
    public static var reach: RuleReach { .file }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // SwiftLint's visitor enters no declaration: only types outside every
        // type, extension, function, initializer, subscript and property count.
        var seenDeclaration = false
        let allowed = Set(options.allowedTypes.map(\.rawValue))
        func visit(_ node: some SyntaxProtocol, _ keyword: TokenSyntax) {
            guard LintSupport.enclosingDeclaration(of: Syntax(node)) == nil else { return }
            if seenDeclaration, !allowed.contains(keyword.text) {
                file.report(self, at: keyword.positionAfterSkippingLeadingTrivia, Self.description.summary)
            }
            seenDeclaration = true
        }
        walk.on(ActorDeclSyntax.self) { visit($0, $0.actorKeyword) }
        walk.on(ClassDeclSyntax.self) { visit($0, $0.classKeyword) }
        walk.on(StructDeclSyntax.self) { visit($0, $0.structKeyword) }
        walk.on(EnumDeclSyntax.self) { visit($0, $0.enumKeyword) }
        walk.on(ProtocolDeclSyntax.self) { visit($0, $0.protocolKeyword) }
    }
}
