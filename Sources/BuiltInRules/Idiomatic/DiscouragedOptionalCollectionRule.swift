import LintEngine
import SwiftSyntax
import ToolCore

/// An optional collection has two ways to hold nothing, nil and empty, and
/// every use has to handle both; an empty collection alone says "nothing".
public struct DiscouragedOptionalCollectionRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "discouraged_optional_collection",
        name: "Discouraged Optional Collection",
        summary: "Prefer empty collection over optional collection",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "var scores: [Double]",
            "var ages: [String: Int]",
            "var tags: Set<String>",
            "var groups: [String: [String: Int]]",
            "let scores: [Double] = []",
            "let ages: [String: Int] = [:]",
            "let tags: Set<String> = []",
            "let groups: [String: [String: Int]] = [:]",
            "var scores: [Double] { return [] }",
            "func scores() -> [Double] {}",
            "func headers() -> [String: String] {}",
            "func tags() -> Set<Character> {}",
            "func formatter() -> ([Double]) -> String {}",
            "func send(recipients: [String] = []) {}",
            "func send(headers: [String: String] = [:]) {}",
            "func send(tags: Set<String> = []) {}",
            "class Inbox {\n    func unread() -> [Message] {}\n}",
            "struct Query {\n    func run(filters: [String: String] = [:]) {}\n}",
            "enum Store {\n    func keys() -> Set<Int> {}\n}",
            "var nickname: String?",
            "var matrix: [[Int]]",
            "var retry: Int?",
        ],
        triggeringExamples: [
            "var scores: ↓[Double]?",
            "var ages: ↓[String: Int]?",
            "var tags: ↓Set<String>?",
            "let scores: ↓[Double]? = nil",
            "let ages: ↓[String: Int]? = nil",
            "let tags: ↓Set<String>? = nil",
            "let list: ↓Array<Double>? = nil",
            "let table: ↓Dictionary<String, Int>? = nil",
            "var scores: ↓[Double]? { return nil }",
            "func items() -> ↓[T]? {}",
            "func headers() -> ↓[String: String]? {}",
            "func groups() -> ↓[String: [String: Int]]? {}",
            "func groups() -> [String: ↓[String: Int]?] {}",
            "func tags() -> ↓Set<Character>? {}",
            "func formatter() -> (↓[Double]?) -> String {}",
            "func splitter() -> (String) -> ↓[String]? {}",
            "func send(headers: ↓[String: String]?) {}",
            "func send(groups: [String: ↓[String: Int]?]) {}",
            "func send(groups: ↓[String: ↓[String: Int]?]?) {}",
            "func merged<K, V>(_ first: [K: V], _ second: ↓[K: V]?) -> [K: V]",
            "func merged<K, V>(base: [K: V], extra: ↓[K: V]?) -> [K: V]",
            "class Inbox {\n    var unread: ↓[Message]?\n}",
            "struct Query {\n    let filters: ↓[String: String]? = nil\n}",
            "enum Store {\n    var keys: ↓Set<Int>? { return nil }\n}",
            "class Inbox {\n    static func unread() -> ↓[Message]? {}\n}",
            "struct Query {\n    func run(filters: ↓[String: String]?) {}\n}",
            "enum Store {\n    static func load(keys: [String: ↓Set<Int>?]) {}\n}",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    /// The collection types SwiftLint knows by name, besides `[T]` and `[K: V]`.
    private static let collectionNames: Set<String> = ["Array", "Dictionary", "Set"]

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(OptionalTypeSyntax.self) { node in
            guard Self.isCollection(node.wrappedType) else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// `[T]`, `[K: V]`, or a type named `Array`, `Dictionary` or `Set`.
    private static func isCollection(_ type: TypeSyntax) -> Bool {
        if type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) { return true }
        guard let name = type.as(IdentifierTypeSyntax.self)?.name.text else { return false }
        return collectionNames.contains(name)
    }
}
