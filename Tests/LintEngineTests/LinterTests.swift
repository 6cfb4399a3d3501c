import Foundation
import LintEngine
import BuiltInRules
import SwiftParser
import SwiftSyntax
import ToolCore
import XCTest

final class LinterTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("linter-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    @discardableResult
    private func write(_ name: String, _ text: String) throws -> String {
        let path = folder + "/" + name
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    private func configuration(_ yaml: String) throws -> LintConfiguration {
        try LintConfiguration.parse(yaml: yaml, registry: .standard)
    }

    func testASecondRunIsAnsweredFromTheCacheAndAnEditIsLintedAgain() throws {
        let paths = try (0..<5).map { try write("F\($0).swift", "let value\($0) = 1 \n") }
        let linter = Linter(registry: .standard)
        let cacheFolder = folder + "/cache"
        let first = linter.lint(paths: paths, cache: LintCache.open(folder: cacheFolder, fingerprint: "a"))
        XCTAssertEqual(first.filesFromCache, 0)
        XCTAssertEqual(first.diagnostics.count, 5)
        let second = linter.lint(paths: paths, cache: LintCache.open(folder: cacheFolder, fingerprint: "a"))
        XCTAssertEqual(second.filesFromCache, 5)
        XCTAssertEqual(second.diagnostics, first.diagnostics)
        try write("F0.swift", "let value0 = 1\n")
        let third = linter.lint(paths: paths, cache: LintCache.open(folder: cacheFolder, fingerprint: "a"))
        XCTAssertEqual(third.filesFromCache, 4)
        XCTAssertEqual(third.diagnostics.count, 4)
        // Another configuration has a cache of its own.
        let other = linter.lint(paths: paths, cache: LintCache.open(folder: cacheFolder, fingerprint: "b"))
        XCTAssertEqual(other.filesFromCache, 0)
    }

    func testACorruptCacheIsIgnoredAndRebuilt() throws {
        let path = try write("A.swift", "let value = 1 \n")
        let cacheFolder = folder + "/cache"
        let cache = LintCache.open(folder: cacheFolder, fingerprint: "x")
        try FileManager.default.createDirectory(atPath: cacheFolder, withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: cache.path))
        let linter = Linter(registry: .standard)
        let result = linter.lint(paths: [path], cache: LintCache.open(folder: cacheFolder, fingerprint: "x"))
        XCTAssertEqual(result.diagnostics.count, 1)
        XCTAssertEqual(result.filesFromCache, 0)
        XCTAssertTrue(result.problems.isEmpty)
        XCTAssertEqual(linter.lint(paths: [path], cache: LintCache.open(folder: cacheFolder, fingerprint: "x")).filesFromCache, 1)
    }

    func testOnlyTheNewestCacheFilesAreKept() throws {
        let path = try write("A.swift", "let value = 1\n")
        let cacheFolder = folder + "/cache"
        try FileManager.default.createDirectory(atPath: cacheFolder, withIntermediateDirectories: true)
        let old = (0..<LintCache.maxFiles).map { cacheFolder + "/old-\($0).cache" }
        for (age, file) in old.enumerated() {
            try Data().write(to: URL(fileURLWithPath: file))
            let modified = Date(timeIntervalSinceNow: -Double(1_000 + age))
            try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: file)
        }
        _ = Linter(registry: .standard).lint(paths: [path], cache: LintCache.open(folder: cacheFolder, fingerprint: "new"))
        let kept = try FileManager.default.contentsOfDirectory(atPath: cacheFolder).filter { $0.hasSuffix(".cache") }
        XCTAssertEqual(kept.count, LintCache.maxFiles)
        XCTAssertTrue(kept.contains { $0.hasSuffix("-new.cache") }, "\(kept)")
        XCTAssertFalse(kept.contains("old-\(LintCache.maxFiles - 1).cache"), "the oldest goes: \(kept)")
    }

    func testTheCacheBelongsToOneBuildOfTheTool() throws {
        // A rebuilt binary (rules changed, version not bumped) must not read an older build's results.
        let cache = LintCache.open(folder: folder, fingerprint: "x")
        XCTAssertTrue(cache.path.hasSuffix("/\(SuiteVersion.build)-x.cache"), cache.path)
        XCTAssertTrue(SuiteVersion.build.hasPrefix(SuiteVersion.current + "-"), SuiteVersion.build)
    }

    func testFingerprintChangesWithAnyConfiguredValue() throws {
        let a = try write("a.yml", "line_length: 100\n")
        let b = try write("b.yml", "line_length: 101\n")
        let first = try LintConfiguration.load(files: [a], registry: .standard)
        let again = try LintConfiguration.load(files: [a], registry: .standard)
        let second = try LintConfiguration.load(files: [b], registry: .standard)
        XCTAssertEqual(first.fingerprint, again.fingerprint)
        XCTAssertNotEqual(first.fingerprint, second.fingerprint)
    }

    func testParentConfigurationListsAddUp() throws {
        try write("parent.yml", "disabled_rules: [trailing_whitespace]\nline_length: 80\n")
        let child = try write(".lint.yml", "parent_config: parent.yml\ndisabled_rules: [force_cast]\n")
        let configuration = try LintConfiguration.load(files: [child], registry: .standard)
        XCTAssertEqual(configuration.rules, .standard(disabled: ["trailing_whitespace", "force_cast"], optIn: []))
        let enabled = Set(configuration.enabledRules(from: .standard).map { type(of: $0).identifier })
        XCTAssertFalse(enabled.contains("trailing_whitespace"))
        XCTAssertFalse(enabled.contains("force_cast"))
        XCTAssertTrue(enabled.contains("line_length"))
    }

    /// unused_parameter, redundant_self and variable_shadowing share the file's
    /// scope tracker: together each finds exactly what it finds alone, whichever asks first.
    func testRulesSharingAScopeTrackerFindWhatEachFindsAlone() throws {
        let source = """
            struct Counter {
                var count = 0
                var step = 1
                var total = 0
                mutating func add(_ step: Int, unused: Int) {
                    print(self.count)
                    let count = self.count + step
                    self.count = count
                    if let step = Optional(step) { print(step, self.step) }
                    [1, 2].forEach { value in print(self.step, self.total) }
                }
            }

            """
        let rules = ["unused_parameter", "redundant_self", "variable_shadowing"]
        func findings(_ names: [String]) throws -> [String] {
            let linter = Linter(registry: .standard, configuration: try configuration("only_rules: [\(names.joined(separator: ", "))]\n"))
            return linter.lint(source: source, path: "Counter.swift").map { "\($0.line):\($0.column ?? 0) \($0.ruleID)" }
        }
        let alone = try rules.flatMap { try findings([$0]) }.sorted()
        XCTAssertEqual(Set(alone.map { $0.split(separator: " ")[1] }), Set(rules.map { Substring($0) }), "\(alone)")
        XCTAssertEqual(try findings(rules).sorted(), alone)
        XCTAssertEqual(try findings(rules.reversed()).sorted(), alone)
    }

    func testOnlyRulesAndOptInRules() throws {
        let only = try configuration("only_rules: [force_cast]\n")
        XCTAssertEqual(only.enabledRules(from: .standard).map { type(of: $0).identifier }, ["force_cast"])
        let defaults = Set(LintConfiguration().enabledRules(from: .standard).map { type(of: $0).identifier })
        for rule in allRules where rule.description.isOptIn {
            XCTAssertFalse(defaults.contains(rule.identifier), "\(rule.identifier) is opt-in")
        }
    }

    func testCustomRulesMatchByRegexPathAndSyntaxKind() throws {
        let configuration = try configuration("""
            only_rules: [no_print, no_todo_in_strings]
            custom_rules:
              no_print:
                regex: "print\\\\("
                message: Use the logger
                severity: error
                match_kinds: [identifier]
                excluded: "Tests/"
              no_todo_in_strings:
                regex: "TODO"
                match_kinds: string
            """)
        let linter = Linter(registry: .standard, configuration: configuration)
        let source = """
            print("TODO")
            // print("in a comment")
            let s = "print(x)"
            """
        let found = linter.lint(source: source, path: "Sources/App.swift")
        XCTAssertEqual(found.map { "\($0.line):\($0.column ?? 0) \($0.ruleID) \($0.severity)" },
                       ["1:1 no_print error", "1:8 no_todo_in_strings warning"])
        XCTAssertEqual(found.first?.message, "Use the logger")
        XCTAssertEqual(linter.lint(source: source, path: "Tests/AppTests.swift").map(\.ruleID), ["no_todo_in_strings"])
    }

    func testABadCustomRuleRegexIsAConfigurationError() {
        XCTAssertThrowsError(try configuration("custom_rules:\n  broken:\n    regex: \"(unclosed\"\n")) { error in
            let first = (error as? ConfigLoadError)?.errors.first
            XCTAssertEqual(first?.line, 3)
            XCTAssertTrue(first?.message.hasPrefix("`regex` is not a valid regular expression") ?? false, "\(error)")
        }
    }

    func testAFileThatDoesNotParseIsReportedAndStillLinted() {
        let linter = Linter(registry: .standard)
        let found = linter.lint(source: "func f( {\nlet x = y as! Int \n", path: "Broken.swift")
        XCTAssertTrue(found.contains { $0.ruleID == "syntax_error" && $0.severity == .error })
        XCTAssertTrue(found.contains { $0.ruleID == "force_cast" })
        XCTAssertTrue(found.contains { $0.ruleID == "trailing_whitespace" })
    }

    func testASeverityAloneSetsTheSeverityOfRulesThatHaveOne() throws {
        let configured = try configuration("only_rules: [force_cast, force_try]\nforce_cast: error\nforce_try: warning\n")
        let linter = Linter(registry: .standard, configuration: configured)
        let found = linter.lint(source: "let a = b as! Int\nlet c = try! d()\n", path: "A.swift")
        XCTAssertEqual(found.map { "\($0.ruleID) \($0.severity)" }, ["force_cast error", "force_try warning"])
        // Thresholds are numbers: a severity alone is a mistake there, read past as SwiftLint does
        // (the rule keeps its defaults) and said where it is.
        let mistaken = try configuration("line_length: error\n")
        XCTAssertNil(mistaken.ruleOptions["line_length"])
        XCTAssertEqual(mistaken.warnings.map { "\($0.line):\($0.column) \($0.severity)" }, ["1:14 warning"])
        XCTAssertTrue(mistaken.warnings.first?.message.hasPrefix("invalid configuration for the `line_length` rule") == true)
    }

    func testARenamedRuleAnswersToItsFormerIdentifier() throws {
        let renamed = "implicit_optional_initialization"
        let disabled = try configuration("disabled_rules: [redundant_optional_initialization]\n")
        XCTAssertFalse(disabled.enabledRules(from: .standard).contains { type(of: $0).identifier == renamed })
        let configured = try configuration("only_rules: [redundant_optional_initialization, superfluous_disable_command]\n"
            + "redundant_optional_initialization: {severity: error, style: never}\n")
        let linter = Linter(registry: .standard, configuration: configured)
        let source = """
            var a: Int?
            // swiftlint:disable:next redundant_optional_initialization
            var b: Int?
            """ + "\n"
        XCTAssertEqual(linter.lint(source: source, path: "A.swift").map { "\($0.line) \($0.ruleID) \($0.severity)" },
                       ["1 \(renamed) error"])
    }

    func testDisabledRegionsSilenceOnlyTheirRules() throws {
        let onlyRules = try configuration("only_rules: [force_cast, superfluous_disable_command]\n")
        let linter = Linter(registry: .standard, configuration: onlyRules)
        let source = """
            // swiftlint:disable force_cast
            let a = b as! Int
            // swiftlint:enable force_cast
            let c = d as! Int
            let e = f as! Int // lint:disable:this force_cast
            // swiftlint:disable:next all
            let g = h as! Int
            """ + "\n"
        XCTAssertEqual(linter.lint(source: source, path: "A.swift").map { "\($0.line) \($0.ruleID)" }, ["4 force_cast"])
    }

    func testFixesAreNotAppliedInDisabledRegions() {
        let linter = Linter(registry: .standard)
        let source = "let a = 1  \n// swiftlint:disable:next trailing_whitespace\nlet b = 2  \n"
        XCTAssertEqual(linter.fix(source: source, path: "A.swift").text,
                       "let a = 1\n// swiftlint:disable:next trailing_whitespace\nlet b = 2  \n")
    }

    func testOutputOrderIsFileLineColumnRule() throws {
        let linter = Linter(registry: .standard, configuration: try configuration("only_rules: [force_cast, trailing_whitespace]\n"))
        let b = try write("B.swift", "let x = y as! Int \n")
        let a = try write("A.swift", "let x = y as! Int \nlet z = 1 \n")
        let result = linter.lint(paths: [b, a]).diagnostics.sorted(by: Diagnostic.reportOrder)
        XCTAssertEqual(result.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line):\($0.column ?? 0)" },
                       ["A.swift:1:11", "A.swift:1:18", "A.swift:2:10", "B.swift:1:11", "B.swift:1:18"])
    }
}

/// Columns as SwiftLint reports them: UTF-16 code units from the line's start
/// (SourceKitten's `lineAndCharacter(forByteOffset:)` works on NSString
/// offsets), a byte-order mark not counted. Each expected column below is that
/// count by hand, written beside the example.
final class ReportedColumnTests: XCTestCase {
    private func linter(_ rule: String) throws -> Linter {
        Linter(registry: .standard, configuration: try LintConfiguration.parse(yaml: "only_rules: [\(rule)]", registry: .standard))
    }

    private func forceCastColumns(_ source: String) throws -> [Int?] {
        try linter("force_cast").lint(source: source, path: "A.swift").map(\.column)
    }

    func testColumnsCountUTF16UnitsAfterABOMCRLFTabsEmojiAndCombiningMarks() throws {
        // `as!` at byte 9 of `let a = b as! Int`: column 11.
        XCTAssertEqual(try forceCastColumns("let a = b as! Int\n"), [11])
        // A byte-order mark (3 bytes) before it is not counted.
        XCTAssertEqual(try forceCastColumns("\u{FEFF}let a = b as! Int\n"), [11])
        // CRLF: the second line starts after both bytes.
        XCTAssertEqual(try forceCastColumns("let z = 0\r\nlet a = b as! Int\r\n"), [11])
        // A tab is one unit: `\t` + 10 characters before `as!`.
        XCTAssertEqual(try forceCastColumns("\tlet a = b as! Int\n"), [12])
        // 🎉 is 4 bytes, 2 UTF-16 units: `let e = "🎉"; ` is 14 units, then `let a = b ` 10 more.
        XCTAssertEqual(try forceCastColumns("let e = \"🎉\"; let a = b as! Int\n"), [25])
        // e + U+0301 (combining acute) is 3 bytes, 2 units: `let é = 1; ` is 12 units.
        XCTAssertEqual(try forceCastColumns("let e\u{301} = 1; let a = b as! Int\n"), [23])
        // ü (2 bytes, 1 unit) in a string: `let u = "ü"; ` is 13 units.
        XCTAssertEqual(try forceCastColumns("let u = \"ü\"; let a = b as! Int\n"), [24])
    }

    func testOnlyCallersThatApplyFixesGetThem() throws {
        let source = "let a = 1   \n"
        let linter = try linter("trailing_whitespace")
        XCTAssertNotNil(linter.lint(source: source, path: "A.swift").first?.fix, "lint(source:) makes fixes by default")
        let unfixed = linter.lint(source: source, path: "A.swift", computingFixes: false)
        XCTAssertEqual(unfixed.map(\.line), [1])
        XCTAssertNil(unfixed.first?.fix)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fixes-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/A.swift"
        try source.write(toFile: path, atomically: false, encoding: .utf8)
        // A lint run reports: the same violation, without its fix.
        let result = linter.lint(paths: [path])
        XCTAssertEqual(result.diagnostics.map(\.line), [1])
        XCTAssertNil(result.diagnostics.first?.fix)
        // `--fix` still fixes.
        XCTAssertEqual(try linter.fix(path: path).applied, 1)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "let a = 1\n")
    }

    func testFileNamesAreTheLastPathComponent() {
        let expected = [
            "Sources/App/Main.swift": "Main.swift", "Main.swift": "Main.swift", "Sources/App/": "App",
            "/Sources//App.swift": "App.swift", "Sources/Ünïcode 🎉.swift": "Ünïcode 🎉.swift", "/": "/", "": "",
        ]
        for (path, name) in expected {
            XCTAssertEqual(LintFile(path: path, text: "", tree: Parser.parse(source: "")).fileName, name, path)
        }
    }

    func testFixesStillLandOnTheirBytesAfterMultiByteText() throws {
        let source = "\u{FEFF}let s = \"🎉é\"   \n"
        let found = try linter("trailing_whitespace").lint(source: source, path: "A.swift")
        XCTAssertEqual(found.map(\.column), [14])  // `let s = "🎉é"` is 13 units after the BOM
        let fix = try XCTUnwrap(found.first?.fix)
        var bytes = Array(source.utf8)
        bytes.replaceSubrange(fix.start..<fix.end, with: Array(fix.replacement.utf8))
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "\u{FEFF}let s = \"🎉é\"\n")
    }
}

/// What fuzzing found, kept as tests.
final class FuzzFindingsTests: XCTestCase {
    /// swift-syntax 603 trapped making an empty fix-it for `=` after a
    /// character the lexer rejects: the whole run died on a one-line file.
    func testAnEqualsSignAfterARejectedCharacterIsASyntaxErrorNotACrash() {
        let found = Linter(registry: .standard).lint(source: "let state \u{E000}= 1\nlet b = 2 \n", path: "A.swift")
        XCTAssertTrue(found.contains { $0.ruleID == "syntax_error" && $0.line == 1 }, "\(found)")
        XCTAssertTrue(found.contains { $0.ruleID == "trailing_whitespace" && $0.line == 2 }, "the rest is still linted: \(found)")
    }

    /// swift-syntax's parser needs time exponential in `[` nesting (24 levels:
    /// over a minute): past 16 the file is reported, not parsed; real nesting is linted.
    func testBracketsNestedPastTheLimitAreReportedNotParsed() {
        let start = ContinuousClock.now
        let deep = Linter(registry: .standard).lint(source: "let a = " + String(repeating: "[", count: 40) + "1\n", path: "A.swift")
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(1))
        XCTAssertEqual(deep.map { "\($0.line):\($0.column ?? 0) \($0.ruleID)" }, ["1:25 syntax_error"])
        XCTAssertTrue(deep.first?.message.hasPrefix("brackets nest more than 16 deep here") ?? false)
        let nested = "let matrix: [[[Int]]] = [[[1, 2], [3]], [[4]]] \n"
        XCTAssertEqual(Linter(registry: .standard).lint(source: nested, path: "A.swift").map(\.ruleID), ["trailing_whitespace"])
    }

    /// A lone `\r` ends a line for the compiler, so for every position; the
    /// line list split on `\n` only, and `sorted_imports` sliced a line with
    /// another line's columns (a trap).
    func testALoneCarriageReturnEndsALineForEveryRule() throws {
        let configuration = try LintConfiguration.parse(yaml: "only_rules: [sorted_imports, trailing_whitespace]", registry: .standard)
        let found = Linter(registry: .standard, configuration: configuration)
            .lint(source: "let x = 1\rlet longer = 1; import Foundation\nimport A \n", path: "A.swift")
        XCTAssertEqual(found.map { "\($0.line):\($0.column ?? 0) \($0.ruleID)" },
                       ["3:8 sorted_imports", "3:9 trailing_whitespace"])
    }
}

/// A rule's shared helper holds the file, as the handlers kept in a shared
/// scope tracker do: the linter must still let the file go once it is linted.
final class SharedHelperLifetimeTests: XCTestCase {
    private final class FileHolder {
        let file: LintFile
        init(_ file: LintFile) { self.file = file }
    }

    private struct HoldsTheFileRule: SyntaxRule {
        static let description = RuleDescription(
            identifier: "holds_the_file", name: "Holds the File", summary: "Keeps a helper holding the file", kind: .lint)
        nonisolated(unsafe) static var linted: [() -> LintFile?] = []

        let options: SeverityOption

        func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
            let holder = file.shared { FileHolder(file) }
            XCTAssertTrue(file.shared { FileHolder(file) } === holder, "one helper of a type per file")
            Self.linted.append { [weak file] in file }
            walk.on(TokenSyntax.self) { _ in _ = holder }
        }
    }

    func testTheLinterLetsGoOfAFileItsRulesSharedHelpersHold() throws {
        let registry = RuleRegistry([HoldsTheFileRule.self])
        let configuration = try LintConfiguration.parse(yaml: "only_rules: [holds_the_file]\n", registry: registry)
        HoldsTheFileRule.linted = []
        _ = Linter(registry: registry, configuration: configuration).lint(source: "let value = 1\n", path: "A.swift")
        XCTAssertEqual(HoldsTheFileRule.linted.count, 1)
        XCTAssertNil(HoldsTheFileRule.linted.first?(), "the file outlived its lint")
    }
}
