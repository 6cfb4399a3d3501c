import ArgumentParser
import Foundation
import Git
import HookEngine
import ToolCore

@main
struct SwiftHookLite: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swifthook-lite",
        abstract: "A git pre-push hook runner that checks exactly what a push sends.",
        discussion: """
            Jobs are configured in .swifthook.yml at the repository root (per-user overrides in the \
            git-ignored .swifthook.local.yml). SWIFTHOOK=0 skips the hook for one push; SKIP=job1,job2 \
            skips jobs.
            """,
        version: SuiteVersion.current,
        subcommands: [InstallCommand.self, UninstallCommand.self, RunCommand.self]
    )

    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        // A hook run with work to do opens the repository next: libgit2
        // initializes on another core while the arguments and the
        // configuration are read.
        if arguments.first == "run", HookInvocation.hasWork { Libgit2.initializeInBackground() }
        // What git runs on every push skips ArgumentParser's start-up cost
        // (see `RunOptions.init(quickParsing:)`).
        if let options = RunOptions(quickParsing: arguments) {
            // Without --from there is nothing to throw; 2 all the same if it did.
            Foundation.exit((try? await HookInvocation(options: options).run()) ?? 2)
        }
        await main(nil)
    }
}

struct InstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Install the pre-push hook; a hook already there is kept and chained, never overwritten."
    )

    @Option(help: ArgumentHelp(
        """
        Instead of writing .git/hooks/pre-push, set core.hooksPath to this folder (it must hold a swifthook-lite \
        pre-push shim, such as this repository's hooks/).
        """,
        valueName: "folder"))
    var hooksPath: String?

    func run() throws {
        let repository = try openRepository(
            asGitRunsIn: FileManager.default.currentDirectoryPath, environment: EnvironmentVariables.all)
        let installer = HookInstaller(repository: repository, executable: CommandLine.executablePath)
        if let hooksPath {
            try installer.useHooksPath(hooksPath)
            print("core.hooksPath set to \(hooksPath)")
            return
        }
        let hook = Paths.relative(installer.hookPath, to: repository.workDirectory ?? "/")
        switch try installer.install() {
        case .installed: print("installed \(hook)")
        case .alreadyInstalled: print("\(hook) is already installed")
        case .installedChaining(let foreign):
            print("installed \(hook); the hook that was there is kept at \(foreign) and runs after our jobs")
        }
    }
}

struct UninstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uninstall",
        abstract: "Remove the pre-push hook and restore the one it replaced."
    )

    func run() throws {
        let repository = try openRepository(
            asGitRunsIn: FileManager.default.currentDirectoryPath, environment: EnvironmentVariables.all)
        switch try HookInstaller(repository: repository, executable: CommandLine.executablePath).uninstall() {
        case .removed: print("removed the pre-push hook")
        case .restored(let foreign): print("removed the pre-push hook and restored the previous one at \(foreign)")
        case .notInstalled: print("no swifthook-lite pre-push hook is installed")
        }
    }
}

struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a hook: `run pre-push <remote> <url>` reads git's ref lines from standard input."
    )

    @Argument(help: "The hook: pre-push.")
    var hook: String

    @Argument(help: "The remote's name and URL, as git passes them.")
    var remoteAndURL: [String] = []

    @Option(help: ArgumentHelp("Try a range by hand: the commit the remote has (with --to).", valueName: "commit"))
    var from: String?

    @Option(help: ArgumentHelp("Try a range by hand: the commit to push (default HEAD).", valueName: "commit"))
    var to: String?

    @Flag(help: "Print the plan (refs, commits, files, which jobs run on which files and why others are skipped); run nothing.")
    var dryRun = false

    @Option(help: "With --dry-run: text or json.")
    var format: RunOptions.Format = .text

    @Flag(help: "Show every job's output as it runs.")
    var verbose = false

    /// The options as plain values, as ``RunOptions/init(quickParsing:)`` also reads them.
    var options: RunOptions {
        RunOptions(hook: hook, remoteAndURL: remoteAndURL, from: from, to: to, dryRun: dryRun, format: format, verbose: verbose)
    }

    func validate() throws {
        if let problem = options.problem { throw ValidationError(problem) }
    }

    func run() async throws {
        let code = try await HookInvocation(options: options).run()
        if code != 0 { throw ExitCode(code) }
    }
}

extension RunOptions.Format: ExpressibleByArgument {}

extension CommandLine {
    /// The absolute path of this executable.
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? arguments[0]
    }
}
