import LintEngine
import SwiftSyntax
import ToolCore

/// Actors and types isolated to a global actor are already `Sendable`;
/// spelling the conformance out adds nothing.
public struct RedundantSendableRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "redundant_sendable",
        name: "Redundant Sendable",
        summary: "Sendable conformance is redundant on an actor-isolated type",
        kind: .lint,
        nonTriggeringExamples: [
            "struct S: Sendable {}",
            "class C: Sendable {}",
            "actor A {}",
            "@MainActor struct S {}",
            "@MyActor enum E: Sendable { case a }",
            "@MainActor protocol P: Sendable {}",
        ],
        triggeringExamples: [
            "@MainActor struct ↓S: Sendable {}",
            "actor ↓A: Sendable {}",
            Example("@MyActor enum ↓E: Sendable { case a }", options: "{global_actors: [MyActor]}"),
            "@MainActor\nfinal class ↓Model: ObservableObject, Sendable {}",
        ],
        corrections: [
            Correction("@MainActor struct ↓S: Sendable {}", "@MainActor struct S {}"),
            Correction("actor ↓A: Sendable /* trailing comment */{}", "actor A /* trailing comment */{}"),
            Correction(Example("@MyActor enum ↓E: Sendable { case a }", options: "{global_actors: [MyActor]}"),
                       "@MyActor enum E { case a }"),
            Correction("actor ↓A: B, Sendable, C // comment\n{}", "actor A: B, C // comment\n{}"),
            Correction("@MainActor struct ↓P: A, Sendable {}", "@MainActor struct P: A {}"),
            Correction("@MainActor struct ↓G<T>: Sendable {}", "@MainActor struct G<T> {}"),
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// Global actors besides `MainActor` whose types are implicitly Sendable.
        public var globalActors: Set<String> = []

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case globalActors = "global_actors"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            globalActors = try container.decodeIfPresent(Set<String>.self, forKey: .globalActors) ?? globalActors
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public var triggerIdentifiers: [String] { ["Sendable"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(ActorDeclSyntax.self) { check(name: $0.name, inheritance: $0.inheritanceClause, isolated: true, in: file) }
        walk.on(ClassDeclSyntax.self) { check($0.name, $0.inheritanceClause, $0.attributes, in: file) }
        walk.on(StructDeclSyntax.self) { check($0.name, $0.inheritanceClause, $0.attributes, in: file) }
        walk.on(EnumDeclSyntax.self) { check($0.name, $0.inheritanceClause, $0.attributes, in: file) }
    }

    private func check(_ name: TokenSyntax, _ inheritance: InheritanceClauseSyntax?, _ attributes: AttributeListSyntax, in file: LintFile) {
        check(name: name, inheritance: inheritance, isolated: isolated(attributes), in: file)
    }

    private func isolated(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard let name = element.as(AttributeSyntax.self)?.attributeName.trimmedText else { return false }
            return name == "MainActor" || options.globalActors.contains(name)
        }
    }

    private func check(name: TokenSyntax, inheritance: InheritanceClauseSyntax?, isolated: Bool, in file: LintFile) {
        guard isolated, let inheritance else { return }
        let types = Array(inheritance.inheritedTypes)
        guard let index = types.firstIndex(where: { $0.type.as(IdentifierTypeSyntax.self)?.name.text == "Sendable" }) else {
            return
        }
        file.report(self, at: name.positionAfterSkippingLeadingTrivia, Self.description.summary,
                    fix: Self.removal(of: index, in: types, clause: inheritance))
    }

    /// Deletes the conformance: the whole clause when it is alone, else the
    /// entry with the comma that separates it from its neighbour.
    private static func removal(of index: Int, in types: [InheritedTypeSyntax], clause: InheritanceClauseSyntax) -> Diagnostic.Fix {
        let entry = types[index]
        if types.count == 1 {
            return .init(start: clause.position.utf8Offset, end: entry.type.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "")
        }
        if index + 1 < types.count {
            return .init(start: entry.positionAfterSkippingLeadingTrivia.utf8Offset,
                         end: types[index + 1].positionAfterSkippingLeadingTrivia.utf8Offset, replacement: "")
        }
        let previous = types[index - 1]
        let start = previous.trailingComma?.positionAfterSkippingLeadingTrivia ?? previous.endPositionBeforeTrailingTrivia
        return .init(start: start.utf8Offset, end: entry.type.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "")
    }
}
