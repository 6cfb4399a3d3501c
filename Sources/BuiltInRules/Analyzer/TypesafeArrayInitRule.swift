import LintEngine
import SwiftSyntax
import ToolCore

/// `array_init` with the compiler's answer: `seq.map { $0 }` is reported only
/// where `map` is the standard library's `Sequence` or `Collection` map, which
/// makes an array — not `Result.map` or a type's own `map`.
public struct TypesafeArrayInitRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "typesafe_array_init",
        name: "Type-safe Array Init",
        summary: ArrayInitRule.description.summary,
        kind: .lint,
        nonTriggeringExamples: [
            """
            enum MyError: Error {}
            let myResult: Result<String, MyError> = .success("")
            let result: Result<Any, MyError> = myResult.map { $0 }

            """,
            """
            struct IntArray {
                let elements = [1, 2, 3]
                func map<T>(_ transformer: (Int) throws -> T) rethrows -> [T] {
                    try elements.map(transformer)
                }
            }
            let ints = IntArray()
            let intsCopy = ints.map { $0 }

            """,
            "let optional: Int? = 1\nlet same = optional.map { $0 }\n",
        ],
        triggeringExamples: [
            "func f<Seq: Sequence>(s: Seq) -> [Seq.Element] {\n    s.↓map({ $0 })\n}\n",
            "func f(array: [Int]) -> [Int] {\n    array.↓map { $0 }\n}\n",
            "let myInts = [1, 2, 3].↓map { return $0 }\n",
            """
            struct Generator: Sequence, IteratorProtocol {
                func next() -> Int? { nil }
            }
            let array = Generator().↓map { i in i }

            """,
        ],
        requiresIndex: true
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["map"] }

    /// USR prefixes of `map` in `Sequence` and `Collection`: requirement or extension (`sE`).
    private static let standardMaps = ["s:ST3map", "s:Sl3map", "s:STsE3map", "s:SlsE3map"]

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        guard let index = file.index else { return }
        // Where the file calls the standard library's `Sequence.map` or `Collection.map`
        // (their USRs: `s:STsE3map…`, `s:SlsE3map…` in the protocols' extensions), by line and column.
        let systemMaps = Set(index.occurrences.lazy
            .filter { occurrence in
                occurrence.roles.contains(.reference) && Self.standardMaps.contains { occurrence.symbol.usr.hasPrefix($0) }
            }
            .map { [$0.line, $0.column] })
        guard !systemMaps.isEmpty else { return }
        walk.onCall(named: ["map"]) { node in
            guard let name = ArrayInitRule.identityMapName(of: node) else { return }
            let (line, column) = file.location(of: name.positionAfterSkippingLeadingTrivia)
            guard systemMaps.contains([line, column]) else { return }
            file.report(self, at: name.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}
