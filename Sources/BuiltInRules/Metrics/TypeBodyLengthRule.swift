import LintEngine
import SwiftSyntax
import ToolCore

/// A type whose body runs for hundreds of lines has taken on too many
/// responsibilities to understand as one unit.
public struct TypeBodyLengthRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "type_body_length",
        name: "Type Body Length",
        summary: "Type bodies should not span too many lines",
        kind: .metrics,
        nonTriggeringExamples: [
            Example("class Abc {\n" + String(repeating: "    let abc = 0\n", count: 250) + "}\n"),
            Example("struct Abc {\n" + String(repeating: "    // this is a comment\n", count: 300) + "}\n"),
            Example("enum Abc {\n" + String(repeating: "\n", count: 300) + "}\n"),
            Example("extension Abc {\n" + String(repeating: "    var abc: Int { 0 }\n", count: 300) + "}\n"),
            Example("protocol P {\n    var x: Int { get }\n    var y: Int { get }\n    var z: Int { get }\n}\n",
                    options: "2"),
        ],
        triggeringExamples: [
            Example("↓class Abc {\n" + String(repeating: "    let abc = 0\n", count: 251) + "}\n"),
            Example("public ↓struct Abc {\n" + String(repeating: "    let abc = 0\n", count: 351) + "}\n"),
            Example("↓actor A {\n    let x = 0\n    let y = 1\n    let z = 2\n}\n", options: "{warning: 2}"),
            Example("↓extension E {\n    var x: Int { 0 }\n    var y: Int { 1 }\n    var z: Int { 2 }\n}\n",
                    options: "{warning: 2, excluded_types: []}"),
            Example("↓enum E {\n    case a\n    case b\n    case c\n}\n", options: "[1, 2]"),
        ]
    )

    public struct Options: ThresholdOptions, Equatable {
        public var levels = SeverityLevels(warning: 250, error: 350)
        /// Kinds of type body not measured: `actor`, `class`, `enum`, `extension`, `protocol`, `struct`.
        public var excludedTypes: Set<String> = ["extension", "protocol"]

        public init() {}

        enum CodingKeys: String, CodingKey { case excludedTypes = "excluded_types" }

        public init(from decoder: any Decoder) throws {
            self = try Self.decodingLevels(from: decoder)
            guard let container = try? decoder.container(keyedBy: CodingKeys.self) else { return }
            if let types = try container.decodeIfPresent([String].self, forKey: .excludedTypes) {
                excludedTypes = Set(types)
            }
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        let excluded = options.excludedTypes
        if !excluded.contains("actor") {
            walk.on(ActorDeclSyntax.self) { check($0.memberBlock, $0.actorKeyword, in: file) }
        }
        if !excluded.contains("class") {
            walk.on(ClassDeclSyntax.self) { check($0.memberBlock, $0.classKeyword, in: file) }
        }
        if !excluded.contains("enum") {
            walk.on(EnumDeclSyntax.self) { check($0.memberBlock, $0.enumKeyword, in: file) }
        }
        if !excluded.contains("extension") {
            walk.on(ExtensionDeclSyntax.self) { check($0.memberBlock, $0.extensionKeyword, in: file) }
        }
        if !excluded.contains("protocol") {
            walk.on(ProtocolDeclSyntax.self) { check($0.memberBlock, $0.protocolKeyword, in: file) }
        }
        if !excluded.contains("struct") {
            walk.on(StructDeclSyntax.self) { check($0.memberBlock, $0.structKeyword, in: file) }
        }
    }

    private func check(_ body: MemberBlockSyntax, _ keyword: TokenSyntax, in file: LintFile) {
        guard let lines = file.bodyLineCount(leftBrace: body.leftBrace, rightBrace: body.rightBrace,
                                             exceeding: options.levels.lowestLimit),
              let (severity, threshold) = options.levels.violation(for: lines)
        else { return }
        file.report(self, at: keyword.positionAfterSkippingLeadingTrivia,
                    bodyLengthMessage(keyword.text.prefix(1).uppercased() + keyword.text.dropFirst(),
                                      threshold: threshold, lines: lines), severity: severity)
    }
}
