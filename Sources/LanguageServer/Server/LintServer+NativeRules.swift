import Foundation
import LintEngine
import ToolCore

/// A team's rules (`native_rules`) in the editor. The server that meets them at
/// `initialize` builds (on a miss) the team's linter and hands the session over to
/// it: the new process reads the `initialize` it was sent, and everything the
/// client sent after it, before reading on from standard input. The team's server
/// watches the rules package and, when a rule changes, builds again and hands the
/// session to the new binary the same way, with the open documents re-opened and
/// the `initialize` already answered.
extension LintServer {
    /// The frames handed over, and whether the `initialize` among them was answered.
    static let replayVariable = "SWIFT_TOOLING_LITE_LSP_REPLAY"
    static let answeredVariable = "SWIFT_TOOLING_LITE_LSP_ANSWERED"

    /// What `serve` must do after a message: nothing, or become another binary.
    struct HandOver {
        let binary: String
        /// Frames the next server reads first (before the reader's unread bytes).
        let frames: [UInt8]
        let answered: Bool
    }

    /// At `initialize`: the team's linter when the workspace's configuration names a
    /// rules package and this binary lacks it; an error text when it cannot be built.
    func handOverAtInitialize(_ params: JSONValue, body: [UInt8]) -> Result<HandOver?, NativeRulesError> {
        guard !NativeRules.areCompiledIn, let root = Self.roots(from: params)?.first ?? roots.first,
              let package = try? loadConfigurations(root: root).top.nativeRules else { return .success(nil) }
        do {
            let binary = try NativeLinter(package: package).ensureBuilt(quiet: true)
            return .success(HandOver(binary: binary, frames: MessageReader.frame(body), answered: false))
        } catch {
            return .failure(error)
        }
    }

    /// After a file of the rules package changed: the team's new linter, when its key moved.
    func handOverAfterRuleChange(_ changedPaths: [String]) -> HandOver? {
        guard NativeRules.areCompiledIn, let initializeBody,
              let package = nativeRulesPackage, changedPaths.contains(where: { $0.hasPrefix(package + "/") }) else { return nil }
        let linter = NativeLinter(package: package)
        guard let key = try? linter.key(), linter.binary(for: key) != Self.runningBinary else { return nil }
        show(.info, "swiftlint-lite: a rule changed; building the team's linter…")
        do {
            let binary = try linter.ensureBuilt(quiet: true)
            var frames = MessageReader.frame(initializeBody)
            for document in documents.values.sorted(by: { $0.uri < $1.uri }) {
                let open: JSONValue = .object(["jsonrpc": .string("2.0"), "method": .string("textDocument/didOpen"),
                    "params": .object(["textDocument": .object([
                        "uri": .string(document.uri), "languageId": .string("swift"),
                        "version": .number(Double(document.version)), "text": .string(document.text),
                    ])])])
                frames += MessageReader.frame(Array((try? JSONEncoder().encode(open)) ?? Data()))
            }
            return HandOver(binary: binary, frames: frames, answered: true)
        } catch {
            show(.error, "swiftlint-lite: the team's rules did not build; the previous ones still run: \(error)")
            return nil
        }
    }

    /// Replaces this process with `handOver.binary` serving the same session.
    func perform(_ handOver: HandOver, unread: [UInt8]) -> Never {
        lintQueue.sync {}
        let file = Paths.temporaryFolder + "/swiftlint-lite-lsp-\(getpid()).replay"
        do {
            try AtomicFile.write(handOver.frames + unread, to: file, durable: false)
            setenv(Self.replayVariable, file, 1)
            setenv(Self.answeredVariable, handOver.answered ? "1" : "0", 1)
            try NativeRulesHandOff.exec(handOver.binary, arguments: [handOver.binary, "lsp"])
        } catch {
            log("cannot hand the session to \(handOver.binary): \(error)")
            exit(1)
        }
    }

    /// The frames a previous server handed over (read once, then deleted), and
    /// whether their `initialize` was answered already.
    public static func takeReplay(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> (frames: [UInt8], answered: Bool) {
        guard let file = environment[replayVariable], let data = FileManager.default.contents(atPath: file) else { return ([], false) }
        try? FileManager.default.removeItem(atPath: file)
        unsetenv(replayVariable)
        return (Array(data), environment[answeredVariable] == "1")
    }

    static var runningBinary: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// The paths of `workspace/didChangeWatchedFiles`' changes.
    static func changedPaths(_ params: JSONValue) -> [String] {
        guard case .array(let changes)? = params["changes"] else { return [] }
        return changes.compactMap { $0["uri"]?.string.flatMap(path(of:)) }
    }
}
