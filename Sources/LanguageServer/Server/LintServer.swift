import Foundation
import LintEngine
import BuiltInRules
import ToolCore

/// `swiftlint-lite lsp`: the linter as a Language Server Protocol server on
/// standard input and output. Open documents are kept in memory and linted
/// with the configuration `lint` would give their path, off the message loop;
/// a result is published only while its document is still at the version
/// that was linted, so the newest edit wins.
public final class LintServer: @unchecked Sendable {
    let writer: MessageWriter
    let state = NSLock()
    let lintQueue = DispatchQueue(label: "swiftlint-lite.lsp.lint")
    var documents: [String: Document] = [:]
    var initialized = false
    var shutdownRequested = false
    var encoding = PositionEncoding.utf16
    /// The workspace folders; a document belongs to the deepest one holding it.
    var roots = [FileManager.default.currentDirectoryPath]
    var settings = ServerSettings()
    /// Per workspace folder, the configurations `lint` would use there. Lint queue only.
    var configurations: [String: NestedConfigurations] = [:]
    /// One linter per configuration (its rules are made once, not per keystroke). Lint queue only.
    var linters: [String: Linter] = [:]
    /// Bumped when the configuration files change: part of every pulled result's id.
    var configurationGeneration = 0
    /// Where diagnostics link their rules; worked out on the first lint. Lint queue only.
    var ruleLinks: RuleLinks?
    /// Each open document's text as last linted, with its syntax tree. Lint queue only.
    var parsed: [String: ParsedText] = [:]
    /// Each open document's findings from its last lint, declaration by declaration:
    /// the next version re-lints only what an edit touched. Lint queue only.
    var memories: [String: LintMemory] = [:]
    /// Documents over the `largestDocument` setting, told to the user once each. Lint queue only.
    var tooLarge: Set<String> = []
    /// Requests the client cancelled (`$/cancelRequest`) and that are not answered yet.
    var cancelled: Set<JSONValue> = []
    var watchesDynamically = false
    var nextRequestID = 1
    /// The session's `initialize` as the client sent it: handed to the next server.
    var initializeBody: [UInt8]?
    /// A team's linter: the rules package it was built from, watched for changes.
    var nativeRulesPackage: String?
    /// Set by a message after which the session goes to another binary.
    var pendingHandOver: HandOver?
    /// The `initialize` this server reads first was answered by the server before it.
    var initializeAnswered: Bool

    /// - Parameter initializeAnswered: the session comes from a previous server
    ///   (``takeReplay(environment:)``) that answered its `initialize` already.
    public init(writer: MessageWriter, initializeAnswered: Bool = false) {
        self.writer = writer
        self.initializeAnswered = initializeAnswered
    }

    /// Serves until the client says `exit` or closes the stream; returns the exit code
    /// (0 after `shutdown`, 1 otherwise, as the protocol asks).
    public func serve(reader: inout MessageReader) -> Int32 {
        while true {
            let body: [UInt8]
            do throws(FramingError) {
                guard let next = try reader.next() else { break }
                body = next
            } catch {
                log("dropped a frame: \(error)")
                continue
            }
            guard let message = try? JSONDecoder().decode(JSONValue.self, from: Data(body)) else {
                respond(id: .null, error: (-32700, "Parse error: the message is not JSON"))
                continue
            }
            if message["method"]?.string == "exit" { break }
            if message["method"]?.string == "initialize", !startSession(message, body: body, unread: reader.unread) { continue }
            handle(message)
            if let handOver = pendingHandOver { perform(handOver, unread: reader.unread) }
        }
        lintQueue.sync {}
        return shutdownRequested ? 0 : 1
    }

    /// Before `initialize` is handled: hands the session to the team's linter when
    /// the workspace has one (never returns then). False when the message is dealt
    /// with here: answered with an error, or answered already by a previous server.
    private func startSession(_ message: JSONValue, body: [UInt8], unread: @autoclosure () -> [UInt8]) -> Bool {
        initializeBody = body
        let params = message["params"] ?? .null
        switch handOverAtInitialize(params, body: body) {
        case .success(let handOver?): perform(handOver, unread: unread())
        case .failure(let error):
            respond(id: message["id"] ?? .null, error: (-32603, error.description))
            return false
        case .success(nil): break
        }
        guard initializeAnswered else { return true }
        initializeAnswered = false
        _ = try? initialize(params)
        return false
    }

    // MARK: - Messages

    func handle(_ message: JSONValue) {
        let id = message["id"]
        guard let method = message["method"]?.string else { return }  // a response to us: none expected
        let params = message["params"] ?? .null
        if !initialized, method != "initialize" {
            if let id { respond(id: id, error: (-32002, "The server is not initialized")) }
            return
        }
        do {
            switch method {
            case "initialize": try respond(id: id, result: initialize(params))
            case "initialized": registerWatchers()
            case "$/setTrace": break
            case "$/cancelRequest": cancel(params["id"])
            case "workspace/didChangeConfiguration":
                settingsChanged(ServerSettings(params["settings"]?["swiftlint-lite"] ?? params["settings"] ?? .null))
            case "workspace/didChangeWorkspaceFolders": foldersChanged(params["event"] ?? .null)
            case "workspace/didChangeWatchedFiles":
                pendingHandOver = handOverAfterRuleChange(Self.changedPaths(params))
                if pendingHandOver == nil { configurationFilesChanged(params) }
            case "textDocument/diagnostic": pullDiagnostics(id: id, params)
            case "shutdown":
                lintQueue.sync {}
                shutdownRequested = true
                respond(id: id, result: .null)
            case "textDocument/didOpen": didOpen(try params.decode(DidOpenTextDocumentParams.self))
            case "textDocument/didChange": didChange(try params.decode(DidChangeTextDocumentParams.self))
            case "textDocument/didClose": didClose(try params.decode(DidCloseTextDocumentParams.self))
            case "textDocument/didSave":
                let saved = params["textDocument"]?["uri"]?.string.flatMap(Self.path(of:))
                pendingHandOver = handOverAfterRuleChange(saved.map { [$0] } ?? [])
            case "textDocument/codeAction": codeActions(id: id, try params.decode(CodeActionParams.self))
            case "textDocument/hover", "textDocument/completion": commandHelp(method, id: id, params)
            default:
                if let id { respond(id: id, error: (-32601, "Method not found: \(method)")) }
            }
        } catch {
            if let id { respond(id: id, error: (-32602, "Invalid params for \(method): \(error)")) } else { log("\(method): \(error)") }
        }
    }

    /// The workspace folders `initialize` names, if it names any.
    static func roots(from params: JSONValue) -> [String]? {
        if case .array(let folders)? = params["workspaceFolders"] {
            let paths = folders.compactMap { $0["uri"]?.string.flatMap(Self.path(of:)) }
            return paths.isEmpty ? nil : paths
        }
        if let uri = params["rootUri"]?.string, let path = Self.path(of: uri) { return [path] }
        return params["rootPath"]?.string.map { [$0] }
    }

    func initialize(_ params: JSONValue) throws -> JSONValue {
        initialized = true
        if case .array(let offered)? = params["capabilities"]?["general"]?["positionEncodings"],
           offered.contains(.string(PositionEncoding.utf8.rawValue)) {
            encoding = .utf8
        }
        watchesDynamically = params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"] == .bool(true)
        roots = Self.roots(from: params) ?? roots
        settings = ServerSettings(params["initializationOptions"] ?? .null)
        if NativeRules.areCompiledIn, let root = roots.first { nativeRulesPackage = try? loadConfigurations(root: root).top.nativeRules }
        return .object([
            "capabilities": .object([
                "positionEncoding": .string(encoding.rawValue),
                "textDocumentSync": .object([
                    "openClose": .bool(true), "change": .number(2), "save": .object(["includeText": .bool(false)]),
                ]),
                "hoverProvider": .bool(true),
                "workspace": .object(["workspaceFolders": .object([
                    "supported": .bool(true), "changeNotifications": .bool(true),
                ])]),
                "completionProvider": .object(["triggerCharacters": .array([.string(":"), .string(" ")])]),
                "diagnosticProvider": .object(["interFileDependencies": .bool(false), "workspaceDiagnostics": .bool(false)]),
                "codeActionProvider": .object([
                    "codeActionKinds": .array([.string("quickfix"), .string(CodeActions.fixAllKind)]),
                ]),
            ]),
            "serverInfo": .object(["name": .string("swiftlint-lite"), "version": .string(SuiteVersion.current)]),
        ])
    }

    func didOpen(_ params: DidOpenTextDocumentParams) {
        let item = params.textDocument
        update(Document(uri: item.uri, version: item.version, text: item.text))
    }

    func didChange(_ params: DidChangeTextDocumentParams) {
        state.lock()
        guard var document = documents[params.textDocument.uri] else {
            state.unlock()
            return
        }
        state.unlock()
        document.apply(params.contentChanges, encoding: encoding)
        document.version = params.textDocument.version
        update(document)
    }

    func didClose(_ params: DidCloseTextDocumentParams) {
        state.lock()
        documents[params.textDocument.uri] = nil
        state.unlock()
        lintQueue.async { [self] in
            parsed[params.textDocument.uri] = nil
            memories[params.textDocument.uri] = nil
        }
        publish(PublishDiagnosticsParams(uri: params.textDocument.uri, version: nil, diagnostics: []))
    }

    // MARK: - Linting

    /// Stores the document and lints it in the background; the result goes out
    /// only if no newer version arrived meanwhile.
    func update(_ document: Document) {
        state.lock()
        documents[document.uri] = document
        state.unlock()
        lintQueue.async { [self] in
            guard isCurrent(document) else { return }
            let diagnostics = lint(document)
            guard isCurrent(document) else { return }
            publish(PublishDiagnosticsParams(uri: document.uri, version: document.version, diagnostics: diagnostics))
        }
    }

    func isCurrent(_ document: Document) -> Bool {
        state.lock()
        defer { state.unlock() }
        return documents[document.uri]?.version == document.version
    }

    /// Runs on the lint queue only (the configurations are its own).
    func lint(_ document: Document) -> [LSPDiagnostic] {
        guard document.text.utf8.count <= settings.largestDocument else {
            if tooLarge.insert(document.uri).inserted {
                show(.warning, "swiftlint-lite: \(document.uri) is not linted as you type: \(document.text.utf8.count >> 20) MiB, "
                    + "over the largestDocument setting (\(settings.largestDocument >> 20) MiB); `swiftlint-lite lint` lints it")
            }
            return []
        }
        if ruleLinks == nil { ruleLinks = RuleLinks(setting: settings.ruleReference, registry: .standard) }
        return DiagnosticRanges.convert(findings(in: document, computingFixes: false), in: document.text, encoding: encoding,
                                        links: ruleLinks)
    }

    /// The engine's findings for the document, as `lint` finds them for its path
    /// (as errors with the `strict` setting). Lint queue only.
    func findings(in document: Document, computingFixes: Bool) -> [ToolCore.Diagnostic] {
        guard let (linter, path) = linter(for: document) else { return [] }
        let found: [ToolCore.Diagnostic]
        if computingFixes {
            found = linter.lint(parsedText(of: document), path: path, computingFixes: true)
        } else {
            var memory = memories[document.uri]
            found = linter.lint(parsedText(of: document), path: path, remembering: &memory)
            memories[document.uri] = memory
        }
        return settings.strict ? ExitPolicy(configuration: linter.configuration, strict: true, lenient: false).adjust(found) : found
    }

    /// The document's text parsed, the previous version's tree reused where the edit
    /// left it alone. Lint queue only.
    func parsedText(of document: Document) -> ParsedText {
        let text = parsed[document.uri].map { $0.reparsed(as: document.text) } ?? ParsedText(parsing: document.text)
        parsed[document.uri] = text
        return text
    }

    /// The linter `lint` would use for the document's path (the workspace folder's
    /// configuration for a document not saved anywhere); nil for a file the
    /// configuration's `excluded` leaves out. Lint queue only.
    func linter(for document: Document) -> (Linter, String)? {
        let savedPath = Self.path(of: document.uri)
        let root = savedPath.map(folder(holding:)) ?? roots[0]
        let path = savedPath ?? (root + "/Untitled.swift")
        do {
            if configurations[root] == nil { configurations[root] = try loadConfigurations(root: root) }
            guard var nested = configurations[root] else { return nil }
            defer { configurations[root] = nested }
            if savedPath != nil, !FileSelection(configuration: nested.top, root: root, paths: []).selects(path) { return nil }
            guard let configuration = try nested.configuration(forFile: path) else { return nil }
            if let linter = linters[configuration.fingerprint] { return (linter, path) }
            let linter = Linter(registry: .standard, configuration: configuration)
            linters[configuration.fingerprint] = linter
            return (linter, path)
        } catch {
            log("cannot lint \(path): \(error)")
            return nil
        }
    }

    /// The deepest workspace folder holding `path`, else the first.
    func folder(holding path: String) -> String {
        roots.filter { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }.max { $0.count < $1.count } ?? roots[0]
    }

    /// The configurations of one workspace folder: its own file (or the one the
    /// `configuration` setting names, without nesting, as `--config` does), with
    /// the `onlyRules` setting applied as `--only-rule` is.
    func loadConfigurations(root: String) throws -> NestedConfigurations {
        let explicit = settings.configuration != nil
        let files = settings.configuration.map { [Paths.absolute($0, base: root)] }
            ?? LintConfiguration.loader.discover(from: root).map { [$0] } ?? []
        var top = try LintConfiguration.load(files: files, registry: .standard, environment: [:], explicit: explicit)
        if !settings.onlyRules.isEmpty {
            top.runOnly(Set(settings.onlyRules.map(RuleRegistry.standard.canonical)))
        }
        return NestedConfigurations(top: top, root: root, nesting: !explicit, registry: .standard)
    }

    /// The file path of a `file://` URI.
    static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.path
    }
}
