import Foundation
import ToolCore
import XCTest

/// `swiftlint-lite lsp` run as an editor runs it: framed messages on its standard
/// input, diagnostics read back from its standard output.
final class LanguageServerProcessTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private static func frame(_ json: String) -> String {
        "Content-Length: \(json.utf8.count)\r\n\r\n\(json)"
    }

    /// Runs the server on `messages`, returning the JSON messages it wrote.
    private func serve(_ messages: [String]) async throws -> (messages: [[String: Any]], result: ProcessResult) {
        var products = Bundle.main.bundleURL
        if products.pathExtension == "xctest" { products.deleteLastPathComponent() }
        var command = Command(.executable(products.appendingPathComponent("swiftlint-lite").path, arguments: ["lsp"]))
        command.workingDirectory = folder.path
        command.input = .bytes(Array(messages.map(Self.frame).joined().utf8))
        command.timeout = .seconds(60)
        let result = try await command.run()
        var found: [[String: Any]] = []
        var rest = Substring(result.outputText)
        while let header = rest.range(of: "\r\n\r\n") {
            let length = Int(rest[..<header.lowerBound].split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0
            let body = rest.utf8[header.upperBound...].prefix(length)
            if let object = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] { found.append(object) }
            rest = Substring(String(decoding: rest.utf8[header.upperBound...].dropFirst(length), as: UTF8.self))
        }
        return (found, result)
    }

    private var initialize: String {
        #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootUri":"\#(folder.absoluteString)","capabilities":{}}}"#
    }

    private func published(_ messages: [[String: Any]]) -> [[String: Any]] {
        messages.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }.compactMap { $0["params"] as? [String: Any] }
    }

    private static func notification(_ method: String, _ params: String) -> String {
        #"{"jsonrpc":"2.0","method":"\#(method)","params":\#(params)}"#
    }

    private static func didOpen(_ uri: String, text: String) -> String {
        notification("textDocument/didOpen", #"{"textDocument":{"uri":"\#(uri)","languageId":"swift","version":1,"text":"\#(text)"}}"#)
    }

    /// Deletes characters `from..<to` of line 0, as version `version`.
    private static func didChange(_ uri: String, version: Int, deleting from: Int, to: Int) -> String {
        let range = #"{"start":{"line":0,"character":\#(from)},"end":{"line":0,"character":\#(to)}}"#
        return notification("textDocument/didChange",
                            #"{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"range":\#(range),"text":""}]}"#)
    }

    func testDiagnosticsFollowTheEditsWithRangesAndTheNewestVersionWins() async throws {
        let uri = folder.appendingPathComponent("A.swift").absoluteString
        let (messages, result) = try await serve([
            initialize,
            Self.notification("initialized", "{}"),
            Self.didOpen(uri, text: "let value = 1;\\n"),
            #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#,
            Self.didChange(uri, version: 2, deleting: 13, to: 14),
            #"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","method":"exit"}"#,
        ])
        XCTAssertEqual(result.termination, .exited(0), result.errorText)
        let initialized = messages.first { ($0["id"] as? Int) == 1 }?["result"] as? [String: Any]
        XCTAssertEqual((initialized?["capabilities"] as? [String: Any])?["positionEncoding"] as? String, "utf-16")
        let results = published(messages)
        XCTAssertEqual(results.map { $0["version"] as? Int }, [1, 2])
        let first = try XCTUnwrap((results.first?["diagnostics"] as? [[String: Any]])?
            .first { $0["code"] as? String == "trailing_semicolon" })
        let range = first["range"] as? [String: [String: Int]]
        XCTAssertEqual(range?["start"], ["line": 0, "character": 13])
        XCTAssertEqual(range?["end"], ["line": 0, "character": 14])
        XCTAssertEqual(first["source"] as? String, "swiftlint-lite")
        XCTAssertEqual((results.last?["diagnostics"] as? [[String: Any]])?.count, 0, "the edit removed the semicolon")
    }

    func testBadInputGetsTheProtocolsErrorsAndTheServerGoesOn() async throws {
        let (messages, result) = try await serve([
            #"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{}}"#,
            "not json",
            initialize,
            #"{"jsonrpc":"2.0","id":8,"method":"no/such","params":{}}"#,
            #"{"jsonrpc":"2.0","id":9,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","method":"exit"}"#,
        ])
        XCTAssertEqual(result.termination, .exited(0), result.errorText)
        let errors = messages.compactMap { message -> Int? in (message["error"] as? [String: Any])?["code"] as? Int }
        XCTAssertEqual(errors, [-32002, -32700, -32601])
        XCTAssertNotNil(messages.first { ($0["id"] as? Int) == 9 && $0.keys.contains("result") })
    }

    func testExitWithoutShutdownExitsOne() async throws {
        let (_, result) = try await serve([initialize, #"{"jsonrpc":"2.0","method":"exit"}"#])
        XCTAssertEqual(result.termination, .exited(1), result.errorText)
    }
}
