import Foundation
import ToolCore
import XCTest

private enum Level: String, ConfigEnum {
    case warning, error
}

private struct RuleOptions: Decodable, Equatable {
    var severity: Level?
    var warning: Int?
    var error: Int?
}

private struct Job: Decodable, Equatable {
    var name: String
    var run: String?
    var timeout: Int?
}

private struct SampleConfig: Decodable, Equatable {
    var strict: Bool?
    var included: [String]?
    var excluded: [String]?
    var lineLength: RuleOptions?
    var jobs: [Job]?
    var custom: [String: RuleOptions]?

    enum CodingKeys: String, CodingKey {
        case strict, included, excluded
        case lineLength = "line_length"
        case jobs, custom
    }
}

final class ConfigurationTests: XCTestCase {
    private func decode(_ yaml: String, source: String = ".lint.yml") throws -> SampleConfig {
        try SampleConfig.decode(layers: [ConfigLayer(source: source, yaml: yaml)])
    }

    private func errors(_ yaml: String) -> [ConfigError] {
        do {
            _ = try decode(yaml)
            XCTFail("expected the configuration to be rejected")
            return []
        } catch let error as ConfigLoadError {
            return error.errors
        } catch {
            XCTFail("unexpected \(error)")
            return []
        }
    }

    func testDecodesNestedValues() throws {
        let config = try decode("""
            strict: true
            included: [Sources]
            line_length:
              warning: 120
              severity: error
            jobs:
              - name: lint
                run: swiftlint-lite
            custom:
              anything_goes: {warning: 3}
            """)
        XCTAssertEqual(config.strict, true)
        XCTAssertEqual(config.lineLength, RuleOptions(severity: .error, warning: 120))
        XCTAssertEqual(config.jobs, [Job(name: "lint", run: "swiftlint-lite")])
        XCTAssertEqual(config.custom?["anything_goes"]?.warning, 3)
    }

    func testABadEnumValueNamesFileLineColumnAndTheChoices() {
        let found = errors("""
            strict: false
            line_length:
              warning: 120
              severity: warn
            """)
        XCTAssertEqual(found.map(\.description), [
            ".lint.yml:4:13: error: `severity` must be `warning` or `error`, got `warn`",
        ])
    }

    func testAWrongTypeSaysWhatWasExpected() {
        let found = errors("line_length:\n  warning: lots\n")
        XCTAssertEqual(found.first?.line, 2)
        XCTAssertEqual(found.first?.column, 12)
        XCTAssertEqual(found.first?.message, "`warning` must be a whole number, got `lots`")
    }

    func testUnknownKeysAreAllReportedWithSuggestions() {
        let found = errors("""
            strickt: true
            line_length:
              warnnig: 100
            jobs:
              - name: build
                timout: 5
            """)
        XCTAssertEqual(found.map(\.description), [
            ".lint.yml:1:1: error: unknown key `strickt`; did you mean `strict`?",
            ".lint.yml:3:3: error: unknown key `warnnig` in `line_length`; did you mean `warning`?",
            ".lint.yml:6:5: error: unknown key `timout` in `jobs[0]`; did you mean `timeout`?",
        ])
    }

    func testAMissingRequiredKeyIsReported() {
        let found = errors("jobs:\n  - run: make\n")
        XCTAssertEqual(found.first?.message, "`name` is required here")
        XCTAssertEqual(found.first?.line, 2)
    }

    func testInvalidYAMLGivesItsPosition() {
        let found = errors("strict: true\nincluded: [a, b\n")
        XCTAssertEqual(found.first?.source, ".lint.yml")
        XCTAssertGreaterThan(found.first?.line ?? 0, 1)
        XCTAssertTrue(found.first?.message.hasPrefix("invalid YAML") ?? false)
    }

    func testLayersPrecedenceDefaultsParentFileEnvironmentFlags() throws {
        let folder = try TemporaryFolder()
        try folder.write("base.yml", "strict: false\nincluded: [Base]\nline_length: {warning: 80, error: 200}\n")
        let file = try folder.write("sub/.lint.yml", "extends: ../base.yml\nline_length: {warning: 100}\nexcluded: [Pods]\n")
        let loader = ConfigLoader(
            fileNames: [".lint.yml"], defaults: "strict: false\nincluded: [Defaults]\nexcluded: [Defaults]\n",
            environmentPrefix: "LINT_")
        let config = try loader.load(
            SampleConfig.self, file: file,
            environment: ["LINT_LINE_LENGTH__WARNING": "110", "LINT_STRICT": "true", "OTHER": "x"],
            overrides: ["line_length.warning": "120"])
        XCTAssertEqual(config.included, ["Base"])              // parent beats defaults
        XCTAssertEqual(config.excluded, ["Pods"])              // file beats defaults
        XCTAssertEqual(config.lineLength?.error, 200)         // merged from the parent
        XCTAssertEqual(config.strict, true)                    // environment beats file
        XCTAssertEqual(config.lineLength?.warning, 120)       // flags beat everything
    }

    func testAnErrorNamesTheLayerThatWroteTheValue() throws {
        let folder = try TemporaryFolder()
        try folder.write("base.yml", "line_length:\n  severity: fatal\n")
        let file = try folder.write(".lint.yml", "extends: base.yml\nstrict: true\n")
        let loader = ConfigLoader(fileNames: [".lint.yml"])
        XCTAssertThrowsError(try loader.load(SampleConfig.self, file: file)) { error in
            let first = (error as? ConfigLoadError)?.errors.first
            XCTAssertEqual(first?.source, folder.path + "/base.yml")
            XCTAssertEqual(first?.line, 2)
        }
        let flagged = ConfigLoader(fileNames: [".lint.yml"], environmentPrefix: "LINT_")
        XCTAssertThrowsError(try flagged.load(SampleConfig.self, file: nil, environment: ["LINT_STRICT": "maybe"])) { error in
            XCTAssertEqual((error as? ConfigLoadError)?.description,
                           "environment: error: `strict` must be `true` or `false`, got `maybe`")
        }
    }

    func testInheritanceCyclesAreReported() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.yml", "extends: b.yml\n")
        let a = folder.path + "/a.yml"
        try folder.write("b.yml", "extends: a.yml\n")
        XCTAssertThrowsError(try ConfigLoader(fileNames: []).layers(file: a)) { error in
            XCTAssertTrue("\(error)".contains("cycle"), "\(error)")
        }
    }

    func testDiscoveryWalksUpToTheRepositoryRoot() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/repo/.git", withIntermediateDirectories: true)
        try folder.write(".lint.yml", "strict: true\n")  // above the repository: never used
        let inner = folder.path + "/repo/Sources/Module"
        try FileManager.default.createDirectory(atPath: inner, withIntermediateDirectories: true)
        let loader = ConfigLoader(fileNames: [".lint.yml", ".swiftlint.yml"])
        XCTAssertNil(loader.discover(from: inner))
        try folder.write("repo/.swiftlint.yml", "strict: true\n")
        XCTAssertEqual(loader.discover(from: inner), folder.path + "/repo/.swiftlint.yml")
        try folder.write("repo/Sources/.lint.yml", "strict: true\n")
        XCTAssertEqual(loader.discover(from: inner), folder.path + "/repo/Sources/.lint.yml")
    }

    func testAnUnreadableFileIsAClearError() {
        XCTAssertThrowsError(try ConfigLoader(fileNames: []).layers(file: "/no/such/.lint.yml")) { error in
            XCTAssertEqual((error as? ConfigLoadError)?.errors.first?.source, "/no/such/.lint.yml")
        }
    }

    func testSuggestionsFindCloseNamesOnly() {
        XCTAssertEqual(Suggestion.closest(to: "lenght", among: ["length", "strict"]), "length")
        XCTAssertNil(Suggestion.closest(to: "zzzzzz", among: ["length", "strict"]))
        XCTAssertEqual(Suggestion.editDistance("kitten", "sitting"), 3)
    }
}

final class EnvironmentVariablesTests: XCTestCase {
    func testReadsOneVariableOrThoseUnderAPrefixAsProcessInfoDoes() {
        setenv("TOOLCORE_TEST_A", "one=1", 1)
        setenv("TOOLCORE_TEST_B", "", 1)
        setenv("TOOLCORE_TESTING", "not under the prefix", 1)
        defer { for name in ["TOOLCORE_TEST_A", "TOOLCORE_TEST_B", "TOOLCORE_TESTING"] { unsetenv(name) } }

        XCTAssertEqual(EnvironmentVariables.value("TOOLCORE_TEST_A"), "one=1")
        XCTAssertNil(EnvironmentVariables.value("TOOLCORE_TEST_UNSET"))
        let found = EnvironmentVariables.withPrefix("TOOLCORE_TEST_")
        XCTAssertEqual(found, ["TOOLCORE_TEST_A": "one=1", "TOOLCORE_TEST_B": ""])
        XCTAssertEqual(found, ProcessInfo.processInfo.environment.filter { $0.key.hasPrefix("TOOLCORE_TEST_") })
        XCTAssertEqual(EnvironmentVariables.all, ProcessInfo.processInfo.environment)
    }
}

final class ByteSearchTests: XCTestCase {
    func testReplacesEveryOccurrenceAsTheStandardLibraryDoes() {
        let texts = ["", "{files}", "wc -l {files} > /dev/null", "{files}{files} x {files", "ünï {files} ✓ {files}", "{file}s"]
        for text in texts {
            XCTAssertEqual(ByteSearch.replacing("{files}", with: "'a b' 'ç'", in: text), text.replacing("{files}", with: "'a b' 'ç'"), text)
        }
        XCTAssertEqual(ByteSearch.replacing("'", with: "'\\''", in: "it's o'clock"), "it'\\''s o'\\''clock")
    }
}
