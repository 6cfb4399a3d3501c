@testable import ToolCore
import Foundation
import XCTest
import Yams

/// Configuration reading is bounded: a file built to exhaust memory or the
/// stack ends in a clear error, quickly; real configurations are untouched.
final class YAMLLimitsTests: XCTestCase {
    /// Nine lines, each list nine aliases of the one before: 9⁹ values expanded.
    static let aliasBomb = (0..<9).map { level -> String in
        let name = String(UnicodeScalar(UInt8(ascii: "a") + UInt8(level)))
        let items = level == 0
            ? Array(repeating: "\"lol\"", count: 9)
            : Array(repeating: "*" + String(UnicodeScalar(UInt8(ascii: "a") + UInt8(level - 1))), count: 9)
        return "\(name): &\(name) [\(items.joined(separator: ","))]"
    }.joined(separator: "\n") + "\n"

    private func error(_ yaml: String, source: String = "bomb.yml") throws -> ConfigError {
        do {
            _ = try ConfigLayer(source: source, yaml: yaml)
        } catch {
            return try XCTUnwrap(error.errors.first)
        }
        XCTFail("no error for: \(yaml.prefix(80))")
        throw CancellationError()
    }

    func testAnAliasBombIsRefusedWhereItsAliasesStandAndQuickly() throws {
        let start = ContinuousClock.now
        let found = try error(Self.aliasBomb)
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(1))
        // a=10, b=91, c=820, d=7,381, e=66,430 values: the sixth line's aliases pass 100,000.
        XCTAssertEqual([found.line, found.column], [6, 4], found.description)
        XCTAssertTrue(found.message.hasPrefix("aliases here expand the configuration past 100000 values"), found.message)
        XCTAssertTrue(found.description.hasPrefix("bomb.yml:6:4: error: "), found.description)
    }

    func testAFewAliasesAsRealConfigurationsUseThemStillWork() throws {
        let yaml = """
            shared: &paths [Sources/Generated, Tests/Fixtures, .build]
            excluded: *paths
            line_length: &length {warning: 120, error: 200}
            nested: {line_length: *length}
            """
        let layer = try ConfigLayer(source: ".lint.yml", yaml: yaml)
        XCTAssertEqual(layer.node["excluded"]?.sequence?.count, 3)
        XCTAssertEqual(layer.node["nested"]?["line_length"]?["error"]?.int, 200)
    }

    func testManyValuesWithoutAliasesAreRefusedToo() throws {
        let yaml = "only_rules: [" + Array(repeating: "x", count: YAMLLimits.maximumValues).joined(separator: ",") + "]\n"
        let found = try error(yaml)
        XCTAssertTrue(found.message.hasPrefix("the configuration holds more than 100000 values"), found.message)
        XCTAssertEqual(found.line, 1)
    }

    func testDeepNestingIsRefusedByOurLimitAndByLibYAMLs() throws {
        for depth in [YAMLLimits.maximumDepth + 1, 10_000] {
            let yaml = "key: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
            let start = ContinuousClock.now
            let found = try error(yaml)
            XCTAssertLessThan(ContinuousClock.now - start, .seconds(1))
            XCTAssertTrue(found.message.hasPrefix("lists and mappings nest deeper than 64 levels"), "\(depth): \(found)")
            XCTAssertEqual(found.line, 1, "\(depth)")
        }
        // Block style, as deep as a real configuration goes and a little more, is fine.
        let block = (0..<12).map { String(repeating: "  ", count: $0) + "level\($0):" }.joined(separator: "\n") + " end\n"
        XCTAssertNoThrow(try ConfigLayer(source: ".lint.yml", yaml: block))
    }

    func testAHundredMegabyteFileIsRefusedWithoutReadingIt() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID().uuidString).yml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Lines of `- x`, then a sparse tail: 100 MB that costs no disk.
        let line = "rules:\n" + String(repeating: "  - x\n", count: 250_000)
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(line.utf8)))
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 100_000_000)
        try handle.close()

        let start = ContinuousClock.now
        XCTAssertThrowsError(try ConfigLoader(fileNames: []).layers(file: path)) { error in
            guard let found = (error as? ConfigLoadError)?.errors.first else { return XCTFail("\(error)") }
            XCTAssertTrue(found.message.hasPrefix("the configuration is larger than 1024 KiB (100000000 bytes)"), found.message)
            // Byte 1,048,576 is 1,048,569 bytes past `rules:\n`: 174,761 lines of six, then 3 more.
            XCTAssertEqual([found.line, found.column], [2 + 174_761, 4], found.description)
        }
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(1))
    }

    func testAFileThatIsNotUTF8IsReportedWhereTheBadByteIs() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("latin1-\(UUID().uuidString).yml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        // "café" in Latin-1 on the second line: é is the single byte E9.
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("strict: true\nname: caf".utf8 + [0xE9, 0x0A])))
        XCTAssertThrowsError(try ConfigLoader(fileNames: []).layers(file: path)) { error in
            let found = (error as? ConfigLoadError)?.errors.first
            XCTAssertEqual(found?.line, 2)
            XCTAssertEqual(found?.column, 10)
            XCTAssertEqual(found?.message, "the configuration is not UTF-8 text: byte \\xe9 here; save the file as UTF-8")
        }
    }

    func testAFileThatCannotBeReadIsReportedWithTheSystemsReason() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unreadable-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (path, reason) in [(folder + "/missing.yml", "No such file or directory"), (folder, "Is a directory")] {
            XCTAssertThrowsError(try ConfigLoader(fileNames: []).layers(file: path)) { error in
                let found = (error as? ConfigLoadError)?.errors.first
                XCTAssertEqual(found?.source, path)
                XCTAssertEqual(found?.message, "cannot read the configuration file: \(reason)")
            }
        }
    }

    func testAFileLongerThanOneReadIsReadWhole() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("long-\(UUID().uuidString).yml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        // 40 KiB of comments (reads are of 16 KiB), then the one key.
        let yaml = String(repeating: "# a comment line of forty bytes or so.\n", count: 1_024) + "strict: true\n"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(yaml.utf8)))
        XCTAssertEqual(try ConfigFile.readText(atPath: path), yaml)
    }

    func testALargeRealisticConfigurationPasses() throws {
        // Larger than any real SwiftLint configuration found: 400 rule ids, 200 custom rules.
        var yaml = "only_rules:\n" + (0..<400).map { "  - rule_\($0)\n" }.joined()
        yaml += "custom_rules:\n" + (0..<200).map { index in
            """
              custom_\(index):
                name: "Custom \(index)"
                regex: "(foo|bar)\(index)"
                match_kinds: [identifier, keyword]
                message: "Avoid foo\(index)."
                severity: warning
                included: ["Sources/.*\\\\.swift"]

            """
        }.joined()
        let start = ContinuousClock.now
        let layer = try ConfigLayer(source: ".swiftlint.yml", yaml: yaml)
        XCTAssertEqual(layer.node["custom_rules"]?.mapping?.count, 200)
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(1))
    }
}

/// Bracket nesting as the parser would see it: comments and strings do not open brackets.
final class ParserLimitsTests: XCTestCase {
    private let deep = String(repeating: "[", count: 17)

    func testCodeBracketsPastTheLimitAreFoundWhereTheyCross() {
        XCTAssertEqual(ParserLimits.tooDeepBrackets(in: "let a = " + deep + "1")?.line, 1)
        XCTAssertEqual(ParserLimits.tooDeepBrackets(in: "let a = " + deep + "1").map(\.column), 25)
        XCTAssertEqual(ParserLimits.tooDeepBrackets(in: "\u{FEFF}// é\r\nlet é = " + deep).map { [$0.line, $0.column] }, [2, 25])
        XCTAssertNil(ParserLimits.tooDeepBrackets(in: String(repeating: "[1], ", count: 100)))
        XCTAssertNil(ParserLimits.tooDeepBrackets(in: "let m = " + String(repeating: "[", count: 16) + String(repeating: "]", count: 16)))
    }

    func testCommentsAndStringsOpenNoBracketButInterpolationsDo() {
        let ansi = String(repeating: "print(\"\\u{1B}[0;36m\\(value)\\\"[\")\n", count: 30)
        XCTAssertNil(ParserLimits.tooDeepBrackets(in: ansi), "ANSI colour codes in strings")
        XCTAssertNil(ParserLimits.tooDeepBrackets(in: "// " + deep + "\n/* /* " + deep + " */ " + deep + " */ let a = 1"))
        XCTAssertNil(ParserLimits.tooDeepBrackets(in: "let s = #\"\\(" + deep + "\"#; let t = \"\"\"\n" + deep + "\n\"\"\""))
        XCTAssertNotNil(ParserLimits.tooDeepBrackets(in: "let s = \"\\(" + deep + ")\""), "an interpolation is code")
        XCTAssertNotNil(ParserLimits.tooDeepBrackets(in: "let s = #\"\\#(" + deep + ")\"#"), "so is a raw string's")
    }
}
