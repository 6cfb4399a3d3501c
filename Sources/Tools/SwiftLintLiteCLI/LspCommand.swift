import ArgumentParser
import Foundation
import LanguageServer
import LintEngine

/// `swiftlint-lite lsp`: the language server, for editors.
struct LspCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run as a Language Server Protocol server on standard input and output (for editors).",
        discussion: """
            Lints open documents as the client edits them, with the configuration `lint` would \
            give each path, and publishes the findings as diagnostics. Start it from the editor's \
            LSP client with the workspace as its root.
            """
    )

    func run() throws {
        // The workspace's configuration, as editors start the server in its root: a
        // team's rules (native_rules) mean their linter serves instead.
        if let file = LintConfiguration.loader.discover(from: FileManager.default.currentDirectoryPath),
           let configuration = try? LintInvocation.loadConfiguration(files: [file]) {
            try LintInvocation.handOff(configuration)
        }
        var reader = MessageReader(fileDescriptor: STDIN_FILENO)
        let server = LintServer(writer: MessageWriter(fileDescriptor: STDOUT_FILENO))
        throw ExitCode(server.serve(reader: &reader))
    }
}
