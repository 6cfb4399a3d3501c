import LintEngine
import SwiftSyntax
import ToolCore

/// Names outlive the code that introduced them; names built on terms that
/// exclude people (master/slave, whitelist/blacklist) have clearer
/// replacements (primary/replica, allowlist/denylist).
public struct InclusiveLanguageRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "inclusive_language",
        name: "Inclusive Language",
        summary: "Identifiers should use inclusive language that avoids discrimination against groups of people "
            + "based on race, gender, or socioeconomic status.",
        kind: .style,
        nonTriggeringExamples: [
            "let foo = \"abc\"\n",
            "enum AllowList {\n    case foo, bar\n}\n",
            "func updateAllowList(add: String) {}\n",
            "enum WalletItemType {\n    case visa\n    case mastercard\n}\n",
            "func chargeMasterCard(_ card: Card) {}\n",
            "let message = \"blacklist\"\n",
            Example("let blackList = [\"foo\", \"bar\"]\n", options: "{override_terms: [abc123]}"),
        ],
        triggeringExamples: [
            "let ↓slave = \"abc\"\n",
            "enum ↓BlackList {\n    case foo, bar\n}\n",
            "func ↓updateWhiteList(add: String) {}\n",
            "enum ListType {\n    case ↓whitelist\n    case ↓blacklist\n}\n",
            "init(↓master: String, ↓slave: String) {}\n",
            "final class FooBar {\n    func register<↓Master, ↓Slave>(one: Master, two: Slave) {}\n}\n",
            Example("enum Things {\n    case foo, ↓fizzBuzz\n}\n", options: "{additional_terms: [fizzbuzz]}"),
            Example("private var ↓fooBar = \"abc\"\n", options: "{additional_terms: [FoObAr]}"),
            Example("func ↓chargeMasterCard() {}\n", options: "{override_allowed_terms: []}"),
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        public var additionalTerms: Set<String>?
        public var overrideTerms: Set<String>?
        public var overrideAllowedTerms: Set<String>?

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case additionalTerms = "additional_terms"
            case overrideTerms = "override_terms"
            case overrideAllowedTerms = "override_allowed_terms"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            additionalTerms = try container.decodeIfPresent(Set<String>.self, forKey: .additionalTerms)
            overrideTerms = try container.decodeIfPresent(Set<String>.self, forKey: .overrideTerms)
            overrideAllowedTerms = try container.decodeIfPresent(Set<String>.self, forKey: .overrideAllowedTerms)
        }

        /// The terms to flag, lowercased and sorted (the first match is reported).
        var allTerms: [String] {
            Set((overrideTerms ?? ["whitelist", "blacklist", "master", "slave"]).union(additionalTerms ?? [])
                .map { $0.lowercased() }).sorted()
        }

        /// Names containing a term that are fine (`mastercard`), lowercased.
        var allAllowedTerms: [String] {
            Set((overrideAllowedTerms ?? ["mastercard"]).map { $0.lowercased() }).sorted()
        }
    }

    public let options: Options
    private let terms: [String]
    private let allowedTerms: [String]

    public init(options: Options) {
        self.options = options
        terms = options.allTerms
        allowedTerms = options.allAllowedTerms
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        let check = { (name: TokenSyntax) in self.check(name, in: file) }
        walk.on(IdentifierPatternSyntax.self) { check($0.identifier) }
        walk.on(StructDeclSyntax.self) { check($0.name) }
        walk.on(ClassDeclSyntax.self) { check($0.name) }
        walk.on(EnumDeclSyntax.self) { check($0.name) }
        walk.on(ActorDeclSyntax.self) { check($0.name) }
        walk.on(ProtocolDeclSyntax.self) { check($0.name) }
        walk.on(TypeAliasDeclSyntax.self) { check($0.name) }
        walk.on(AssociatedTypeDeclSyntax.self) { check($0.name) }
        walk.on(GenericParameterSyntax.self) { check($0.name) }
        walk.on(FunctionDeclSyntax.self) { check($0.name) }
        walk.on(EnumCaseElementSyntax.self) { check($0.name) }
        walk.on(AccessorParametersSyntax.self) { check($0.name) }
        walk.on(FunctionParameterSyntax.self) { node in
            check(node.firstName)
            if let second = node.secondName { check(second) }
        }
    }

    private func check(_ name: TokenSyntax, in file: LintFile) {
        let text = name.text
        guard let term = violatingTerm(in: text) else { return }
        file.report(self, at: name.positionAfterSkippingLeadingTrivia,
                    "Declaration \(text) contains the term \"\(term)\" which is not considered inclusive")
    }

    /// The first term found in `name` (ignoring case) that is not part of an
    /// allowed term there.
    private func violatingTerm(in name: String) -> String? {
        // Every identifier of every file passes here: byte search, not the
        // generic `firstRange(of:)` (which looks up type metadata per call).
        let lowercased = name.lowercased()
        return terms.first { term in
            guard let range = ByteSearch.range(of: term, in: lowercased) else { return false }
            return !allowedTerms.contains { allowed in
                ByteSearch.range(of: allowed, in: lowercased).map { $0.overlaps(range) } ?? false
            }
        }
    }
}
