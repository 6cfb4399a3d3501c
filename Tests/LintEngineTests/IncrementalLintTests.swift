import LintEngine
import BuiltInRules
import ToolCore
import XCTest

/// The language server re-lints only the declarations an edit touched
/// (``Linter/lint(_:path:remembering:)``): after every edit its findings must be
/// exactly those of a whole lint, for every rule that says its reach is a declaration.
final class IncrementalLintTests: XCTestCase {
    /// Real files of this repository, many members each (`INCREMENTAL_FILES`, paths
    /// separated by `:`, and `INCREMENTAL_EDITS` try others; `INCREMENTAL_FAILURES`
    /// names a folder to keep each failing edit's texts in).
    static let files = ProcessInfo.processInfo.environment["INCREMENTAL_FILES"].map { $0.split(separator: ":").map(String.init) } ?? [
        "Sources/LintEngine/Linter.swift", "Sources/SwiftLintLiteKit/Walk/SyntaxWalk.swift",
        "Sources/SwiftLintLiteKit/File/LintFile.swift", "Sources/LanguageServer/Server/LintServer.swift",
        "Sources/DocEngine/Site/HTMLRenderer+Symbols.swift", "Tests/LintEngineTests/ParsedTextTests.swift",
    ]
    /// Text typed or pasted: words, spaces, line breaks, commands, code that breaks the parse.
    static let insertions = [
        "x", " ", "\n", "\n\n\n", "\t", "// swiftlint:disable:next all\n", "let unused = 1;", "}", "{", "private ",
        "!", "try ", "_ = a as! B\n", "/* ", "\"", "func f() {}\n", "   \n", "fileprivate ", "var a: Int?\n", "😀",
        "; ", "@objc ", "if x == true { }\n", "force!", "// TODO: a\n",
    ]

    func testEveryEditLintsAsAWholeLintDoes() throws {
        let declarationRules = RuleRegistry.standard.rules.filter { reach(of: $0) == .declaration }.map { $0.identifier }
        let linter = Linter(registry: .standard, configuration: try LintConfiguration.parse(
            yaml: "only_rules: [\(declarationRules.joined(separator: ", "))]\n", registry: .standard))
        var generator = SeededGenerator(seed: 0x5EED)
        var reused = 0
        for path in Self.files {
            var text = try String(contentsOfFile: path.hasPrefix("/") ? path : Self.repositoryRoot + path, encoding: .utf8)
            var parsed = ParsedText(parsing: text)
            var memory: LintMemory?
            _ = linter.lint(parsed, path: path, remembering: &memory)
            for step in 0..<(ProcessInfo.processInfo.environment["INCREMENTAL_EDITS"].flatMap { Int($0) } ?? 40) {
                let before = text
                var bytes = Array(text.utf8)
                let offset = Int.random(in: 0...bytes.count, using: &generator)
                let removed = step % 3 == 0 ? min(Int.random(in: 1...6, using: &generator), bytes.count - offset) : 0
                let inserted = step % 5 == 4 ? "" : Self.insertions.randomElement(using: &generator)!
                bytes.replaceSubrange(offset..<(offset + removed), with: Array(inserted.utf8))
                guard let next = String(validating: bytes, as: UTF8.self) else { continue }
                text = next
                parsed = parsed.reparsed(as: text)
                let incremental = linter.lint(parsed, path: path, remembering: &memory)
                let whole = linter.lint(source: text, path: path, computingFixes: false)
                reused += memory?.reusedDeclarations ?? 0
                guard incremental != whole else { continue }
                let missing = whole.filter { !incremental.contains($0) }, extra = incremental.filter { !whole.contains($0) }
                // Told apart: the reuse's mistake, or a tree the incremental parse built otherwise.
                let sameTree = linter.lint(parsed, path: path, computingFixes: false) == whole
                XCTFail("\(path), edit \(step) (\(removed) bytes at \(offset) → \(inserted.debugDescription)): "
                    + "missing \(missing.map(Self.describe)), extra \(extra.map(Self.describe))"
                    + (sameTree ? "" : " — the incremental parse's tree lints otherwise too"))
                if let folder = ProcessInfo.processInfo.environment["INCREMENTAL_FAILURES"] {
                    try before.write(toFile: "\(folder)/\(step)-before.swift", atomically: true, encoding: .utf8)
                    try text.write(toFile: "\(folder)/\(step)-after.swift", atomically: true, encoding: .utf8)
                }
                memory = nil
            }
        }
        XCTAssertGreaterThan(reused, 1_000, "edits inside declarations reuse the others")
    }

    /// A memory made by one linter is not reused by another: settings change the rules
    /// without changing the configuration's text (the server's `onlyRules`).
    func testAnotherLinterLintsEverythingAgain() throws {
        let text = "let view = thing as! View;\nstruct S {\n    let a = b as! C;\n}\n"
        let parsed = ParsedText(parsing: text)
        var memory: LintMemory?
        _ = Linter(registry: .standard).lint(parsed, path: "a.swift", remembering: &memory)
        var onlyForceCast = LintConfiguration()
        onlyForceCast.rules = .onlyCommandLine(["force_cast"])
        let other = Linter(registry: .standard, configuration: onlyForceCast)
        XCTAssertEqual(other.lint(parsed, path: "a.swift", remembering: &memory).map(\.ruleID), ["force_cast", "force_cast"])
        XCTAssertEqual(memory?.reusedDeclarations, 0)
        // The same linter again, the text unchanged: every declaration is reused.
        XCTAssertEqual(other.lint(parsed, path: "a.swift", remembering: &memory).map(\.ruleID), ["force_cast", "force_cast"])
        XCTAssertEqual(memory?.reusedDeclarations, 2)
    }

    /// Through a generic function: reading a static property of `any Rule.Type` in a closure crashes Swift 6.3.1's SILGen.
    func reach<R: Rule>(of rule: R.Type) -> RuleReach { R.reach }

    static func describe(_ finding: ToolCore.Diagnostic) -> String {
        "\(finding.ruleID)@\(finding.line):\(finding.column ?? 0) \(finding.message)"
    }

    static let repositoryRoot = #filePath.replacingOccurrences(of: "Tests/LintEngineTests/IncrementalLintTests.swift", with: "")
}

/// A repeatable random sequence (SplitMix64), so a failure can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
