/// `run`'s command-line options as plain values.
struct RunOptions: Equatable {
    enum Format: String { case text, json }

    var hook = "pre-push"
    var remoteAndURL: [String] = []
    var from: String?
    var to: String?
    var dryRun = false
    var format = Format.text
    var verbose = false

    /// A mistake in the options, worded as a usage error.
    var problem: String? {
        if hook != "pre-push" { return "only the pre-push hook is supported, not '\(hook)'" }
        if from == nil && to != nil { return "--to goes with --from" }
        return nil
    }
}

extension RunOptions {
    /// Reads what git runs on every push, `run pre-push [<remote> [<url>]]`,
    /// without ArgumentParser, whose reflection takes about 3 ms of a hook
    /// run. Anything else (an option, help, another subcommand) returns nil
    /// and goes through ArgumentParser; a test checks that both read every
    /// accepted list the same way.
    init?(quickParsing arguments: [String]) {
        guard arguments.count <= 4, arguments.starts(with: ["run", "pre-push"]) else { return nil }
        let remoteAndURL = Array(arguments.dropFirst(2))
        guard !remoteAndURL.contains(where: { $0.hasPrefix("-") || $0 == "help" }) else { return nil }
        self.init(remoteAndURL: remoteAndURL)
    }
}
