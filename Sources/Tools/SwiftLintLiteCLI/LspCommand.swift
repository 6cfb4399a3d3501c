import ArgumentParser
import Foundation
import LanguageServer

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
        // A session a previous server handed over (a team's linter, native_rules) goes on here.
        let replay = LintServer.takeReplay()
        var reader = MessageReader(fileDescriptor: STDIN_FILENO, replay: replay.frames)
        let server = LintServer(writer: MessageWriter(fileDescriptor: STDOUT_FILENO), initializeAnswered: replay.answered)
        throw ExitCode(server.serve(reader: &reader))
    }
}
