import Foundation
import LintEngine
import BuiltInRules
import ToolCore

// The requests beyond pushing diagnostics: code actions, pulled results and
// configuration changes (in extensions to keep the class itself short).
extension LintServer {
    // MARK: - Code actions

    /// Quick fixes, "disable for this line" and fix-all for the requested range,
    /// worked out on the lint queue from the document as it is now.
    func codeActions(id: JSONValue?, _ params: CodeActionParams) {
        state.lock()
        let document = documents[params.textDocument.uri]
        state.unlock()
        guard let document else {
            respond(id: id, result: .array([]))
            return
        }
        lintQueue.async { [self] in
            if answeredAsCancelled(id) { return }
            var actions: [CodeAction] = []
            if let (linter, path) = linter(for: document) {
                let found = linter.lint(parsedText(of: document), path: path, computingFixes: true)
                let builder = CodeActions(document: document, encoding: encoding)
                actions = builder.actions(for: found, in: params.range, only: params.context.only) {
                    linter.fix(source: document.text, path: path).text
                }
            }
            respond(id: id, result: (try? JSONValue.encoding(actions)) ?? .array([]))
        }
    }

}

extension LintServer {
    // MARK: - Pulled diagnostics and configuration changes

    /// `textDocument/diagnostic`: the document's findings, or "unchanged" when
    /// neither the text nor the configuration changed since `previousResultId`.
    func pullDiagnostics(id: JSONValue?, _ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.string else {
            if let id { respond(id: id, error: (-32602, "textDocument/diagnostic needs a textDocument")) }
            return
        }
        state.lock()
        let document = documents[uri]
        state.unlock()
        lintQueue.async { [self] in
            if answeredAsCancelled(id) { return }
            guard let document else {
                respond(id: id, result: .object(["kind": .string("full"), "items": .array([])]))
                return
            }
            let resultID = "\(document.version)-\(configurationGeneration)"
            if params["previousResultId"]?.string == resultID {
                respond(id: id, result: .object(["kind": .string("unchanged"), "resultId": .string(resultID)]))
                return
            }
            let items = (try? JSONValue.encoding(lint(document))) ?? .array([])
            respond(id: id, result: .object(["kind": .string("full"), "resultId": .string(resultID), "items": items]))
        }
    }

    /// Asks the client to report changes of the configuration files, when it can register watchers.
    func registerWatchers() {
        guard watchesDynamically else { return }
        // A team's linter also watches its rules: a changed rule hands the session to the rebuilt linter.
        let rules = nativeRulesPackage.map { ["\($0)/Sources/**/*.swift"] } ?? []
        let watchers: [JSONValue] = (["**/.swiftlint.yml", "**/.lint.yml"] + rules).map { .object(["globPattern": .string($0)]) }
        request("client/registerCapability", .object(["registrations": .array([.object([
            "id": .string("swiftlint-lite-configuration"), "method": .string("workspace/didChangeWatchedFiles"),
            "registerOptions": .object(["watchers": .array(watchers)]),
        ])])]))
    }

    /// A configuration file changed: every open document is linted again with
    /// the new configuration (a broken one is reported and the last good one kept),
    /// and clients that pull are asked to pull again.
    func configurationFilesChanged(_ params: JSONValue) {
        lintQueue.async { [self] in
            do {
                configurations = try Dictionary(uniqueKeysWithValues: roots.map { ($0, try loadConfigurations(root: $0)) })
                linters = [:]
            } catch {
                show(.error, "swiftlint-lite: \(error)")
                return
            }
            configurationGeneration += 1
            state.lock()
            let open = Array(documents.values)
            state.unlock()
            for document in open { update(document) }
            request("workspace/diagnostic/refresh", .null)
        }
    }

    func request(_ method: String, _ params: JSONValue) {
        state.lock()
        let id = nextRequestID
        nextRequestID += 1
        state.unlock()
        writer.send(.object(["jsonrpc": .string("2.0"), "id": .string("swiftlint-lite-\(id)"), "method": .string(method),
                             "params": params]))
    }

}

extension LintServer {
    /// Hover and completion inside `// swiftlint:` comments; nothing elsewhere.
    func commandHelp(_ method: String, id: JSONValue?, _ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.string, let position = try? params["position"]?.decode(Position.self) else {
            respond(id: id, result: .null)
            return
        }
        state.lock()
        let document = documents[uri]
        state.unlock()
        let lines = document?.text.split(separator: "\n", omittingEmptySubsequences: false) ?? []
        guard position.line < lines.count else {
            respond(id: id, result: .null)
            return
        }
        let line = lines[position.line]
        let character = utf16Offset(of: position.character, in: line)
        let help = CommandComments(registry: .standard)
        if method == "textDocument/hover" {
            guard let hover = help.hover(line: line, character: character) else { return respond(id: id, result: .null) }
            let inUnits = { (offset: Int) in DiagnosticRanges.units(offset, in: line, self.encoding) }
            let range = Range(start: Position(line: position.line, character: inUnits(hover.start)),
                              end: Position(line: position.line, character: inUnits(hover.end)))
            respond(id: id, result: .object([
                "contents": .object(["kind": .string("markdown"), "value": .string(hover.markdown)]),
                "range": (try? JSONValue.encoding(range)) ?? .null,
            ]))
        } else {
            let items = (help.completions(line: line, character: character) ?? []).map { label -> JSONValue in
                .object(["label": .string(label), "kind": .number(14)])  // 14: keyword
            }
            respond(id: id, result: .array(items))
        }
    }

    /// A position's character as a UTF-16 offset in its line.
    func utf16Offset(of character: Int, in line: Substring) -> Int {
        guard encoding == .utf8 else { return character }
        let index = line.utf8.index(line.startIndex, offsetBy: min(character, line.utf8.count))
        return line.utf16.distance(from: line.startIndex, to: index)
    }
}

extension LintServer {
    /// New settings (`workspace/didChangeConfiguration`): the configurations are read again.
    func settingsChanged(_ new: ServerSettings) {
        lintQueue.async { [self] in
            settings = new
            ruleLinks = nil
            reloadEverything()
        }
    }

    /// Workspace folders added or removed: each document is linted with its folder's configuration.
    func foldersChanged(_ event: JSONValue) {
        let paths = { (key: String) -> [String] in
            guard case .array(let folders)? = event[key] else { return [] }
            return folders.compactMap { $0["uri"]?.string.flatMap(Self.path(of:)) }
        }
        let removed = Set(paths("removed")), added = paths("added")
        lintQueue.async { [self] in
            roots = roots.filter { !removed.contains($0) } + added
            if roots.isEmpty { roots = [FileManager.default.currentDirectoryPath] }
            reloadEverything()
        }
    }

    /// Forgets the configurations and lints every open document again. Lint queue only.
    func reloadEverything() {
        configurations = [:]
        linters = [:]
        configurationGeneration += 1
        state.lock()
        let open = Array(documents.values)
        state.unlock()
        for document in open { update(document) }
    }
}

/// What the client may set (`initializationOptions`, `workspace/didChangeConfiguration`):
/// `configuration` (a path, as `--config`), `strict` (every finding an error),
/// `onlyRules` (as `--only-rule`), `ruleReference` (a URL template, `{rule}` for the rule id,
/// for the diagnostics' links; "" for none), `largestDocument` (in bytes: a larger document
/// is not linted as it is typed, default 10 MiB — about five seconds of linting).
struct ServerSettings {
    var configuration: String?
    var strict = false
    var onlyRules: [String] = []
    var ruleReference: String?
    var largestDocument = 10 << 20

    init() {}

    init(_ value: JSONValue) {
        configuration = value["configuration"]?.string
        strict = value["strict"] == .bool(true)
        if case .array(let rules)? = value["onlyRules"] { onlyRules = rules.compactMap(\.string) }
        ruleReference = value["ruleReference"]?.string
        if case .number(let bytes)? = value["largestDocument"], bytes >= 0 { largestDocument = Int(min(bytes, 1e15)) }
    }
}
