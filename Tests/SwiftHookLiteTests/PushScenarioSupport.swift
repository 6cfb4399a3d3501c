import Foundation
import ToolCore
import XCTest

/// A repository with a bare remote `origin`, driven with the git command line,
/// with swifthook-lite installed as its pre-push hook. Pushes are real pushes.
final class PushScenario {
    let root: String
    let work: String
    let remote: String
    /// Where the `record` job copies the push context JSON.
    let contextFile: String

    /// `git init --object-format=…`.
    enum ObjectFormat: String, CaseIterable {
        case sha1, sha256
    }

    init(recordJob: Bool = true, objectFormat: ObjectFormat = .sha1) async throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("push-\(UUID().uuidString)").path
        work = root + "/work"
        remote = root + "/remote.git"
        contextFile = root + "/context.json"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        let format = "--object-format=" + objectFormat.rawValue
        _ = try await run("git", ["init", "-q", "--bare", "-b", "main", format, remote], in: root)
        try await git("init", "-q", "-b", "main", format)
        try await git("config", "user.email", "test@example.com")
        try await git("config", "user.name", "Test")
        try await git("remote", "add", "origin", remote)
        if recordJob {
            try configure("""
                pre-push:
                  jobs:
                    - name: record
                      run: cp "$SWIFTHOOK_CONTEXT" '\(contextFile)'
                """)
        }
        try await swifthook("install")
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func configure(_ yaml: String) throws {
        try yaml.write(toFile: work + "/.swifthook.yml", atomically: false, encoding: .utf8)
        try? FileManager.default.createDirectory(atPath: work + "/.git/info", withIntermediateDirectories: true)
        try ".swifthook.yml\n".write(toFile: work + "/.git/info/exclude", atomically: false, encoding: .utf8)
    }

    @discardableResult
    func git(_ arguments: String...) async throws -> String {
        try await run("git", arguments, in: work).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `git push …`, returning whether git accepted it and what the hook printed.
    func push(_ arguments: String...) async throws -> (accepted: Bool, output: String) {
        try await push(arguments)
    }

    func push(_ arguments: [String]) async throws -> (accepted: Bool, output: String) {
        var command = Command(.executable("git", arguments: ["push", "-q"] + arguments), workingDirectory: work)
        command.environment = ["NO_COLOR": "1"]
        command.timeout = .seconds(120)
        let result = try await command.run()
        return (result.succeeded, result.outputText + result.errorText)
    }

    @discardableResult
    func swifthook(_ arguments: String...) async throws -> ProcessResult {
        var command = Command(.executable(try Self.tool, arguments: arguments), workingDirectory: work)
        command.timeout = .seconds(120)
        return try await command.run()
    }

    func write(_ path: String, _ text: String) throws {
        let url = URL(fileURLWithPath: work).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    @discardableResult
    func commit(_ message: String, _ files: [String: String] = [:]) async throws -> String {
        for (path, text) in files { try write(path, text) }
        try await git("add", "-A")
        try await git("commit", "-q", "--allow-empty", "-m", message)
        return try await git("rev-parse", "HEAD")
    }

    /// The context the `record` job saw on the last push, and removes it.
    func recordedContext() throws -> PushContext? {
        guard let data = FileManager.default.contents(atPath: contextFile) else { return nil }
        try FileManager.default.removeItem(atPath: contextFile)
        return try PushContext.decoder.decode(PushContext.self, from: data)
    }

    private func run(_ executable: String, _ arguments: [String], in folder: String) async throws -> String {
        let result = try await Command(.executable(executable, arguments: arguments), workingDirectory: folder).run()
        guard result.succeeded else {
            throw ScenarioError(description: "\(executable) \(arguments.joined(separator: " ")): \(result.errorText)")
        }
        return result.outputText
    }

    static var tool: String {
        get throws {
            var products = Bundle.main.bundleURL
            if products.pathExtension == "xctest" { products.deleteLastPathComponent() }
            let path = products.appendingPathComponent("swifthook-lite").path
            guard FileManager.default.isExecutableFile(atPath: path) else { throw ScenarioError(description: "\(path) not built") }
            return path
        }
    }
}

extension XCTestCase {
    /// Runs `body` once in each object format, naming the format in an error.
    func inEachObjectFormat(_ body: (PushScenario.ObjectFormat) async throws -> Void) async throws {
        for format in PushScenario.ObjectFormat.allCases {
            do {
                try await body(format)
            } catch {
                throw ScenarioError(description: "\(format): \(error)")
            }
        }
    }
}

/// What the `record` job saw: the push context JSON.
struct PushContext: Decodable {
    struct Ref: Decodable {
        let localRef: String
        let remoteRef: String
        let commits: [String]
    }
    struct Job: Decodable {
        let name: String
        let files: [String]
        let skippedReason: String?
    }
    let remote: String
    let refs: [Ref]
    let files: [String]
    let deleted: [String]
    let jobs: [Job]?

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()
}

struct ScenarioError: Error, CustomStringConvertible {
    let description: String
}
