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
        // A hook run with work to do opens the repository next: libgit2
        // initializes on another core while the arguments and the
        // configuration are read.
        if CommandLine.arguments.dropFirst().first == "run", RunCommand.hasWork { Libgit2.initializeInBackground() }
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
        let repository = try Repository(discoveringFrom: FileManager.default.currentDirectoryPath)
        let installer = HookInstaller(repository: repository, executable: CommandLine.executablePath)
        if let hooksPath {
            try installer.useHooksPath(hooksPath)
            print("core.hooksPath set to \(hooksPath)")
            return
        }
        switch try installer.install() {
        case .installed: print("installed .git/hooks/pre-push")
        case .alreadyInstalled: print(".git/hooks/pre-push is already installed")
        case .installedChaining(let foreign):
            print("installed .git/hooks/pre-push; the hook that was there is kept at \(foreign) and runs after our jobs")
        }
    }
}

struct UninstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uninstall",
        abstract: "Remove the pre-push hook and restore the one it replaced."
    )

    func run() throws {
        let repository = try Repository(discoveringFrom: FileManager.default.currentDirectoryPath)
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

    enum Format: String, ExpressibleByArgument { case text, json }

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
    var format: Format = .text

    @Flag(help: "Show every job's output as it runs.")
    var verbose = false

    func validate() throws {
        guard hook == "pre-push" else { throw ValidationError("only the pre-push hook is supported, not '\(hook)'") }
        if from == nil && to != nil { throw ValidationError("--to goes with --from") }
    }

    /// Whether a hook run here goes past its early exits (`SWIFTHOOK=0`,
    /// nothing configured) when not asked for a dry run or a range.
    static var hasWork: Bool {
        EnvironmentVariables.value("SWIFTHOOK") != "0"
            && !PrePushHook.hasNothingToRun(root: FileManager.default.currentDirectoryPath)
    }

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        if environment["SWIFTHOOK"] == "0" { return }
        InterruptHandler.install()
        let cwd = FileManager.default.currentDirectoryPath
        let remote = remoteAndURL.first ?? "origin"
        let url = remoteAndURL.dropFirst().first ?? remote
        if !dryRun && from == nil && !Self.hasWork {
            _ = FileHandle.standardInput.readDataToEndOfFile()  // git writes the ref lines regardless
            return
        }
        let input: String
        if let from {
            input = try Self.rangeInput(from: from, to: to ?? "HEAD", in: cwd)
        } else {
            // Only the ref lines: git writes them and closes the pipe.
            input = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        }
        var hook = PrePushHook(remote: remote, url: url, input: input, workingDirectory: cwd, environment: environment)
        hook.liveOutput = verbose
        let preparation: PrePushHook.Preparation
        do {
            preparation = try hook.prepare(flaggingEveryBinaryFile: dryRun && format == .text)
        } catch let error as ConfigLoadError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(ConfigLoadError.exitCode)
        } catch {
            FileHandle.standardError.write(Data("swifthook-lite: \(error)\n".utf8))
            throw ExitCode(2)
        }
        if dryRun {
            let text = format == .json
                ? PushContextDocument(plan: preparation.push, jobs: preparation.jobs).json
                : preparation.push.describe(jobs: preparation.jobs, binaryPaths: preparation.binaryPaths)
            print(text, terminator: "")
            return
        }
        let code = await hook.run(preparation) { FileHandle.standardError.write(Data($0.utf8)) }
        if code != 0 { throw ExitCode(code) }
    }

    /// A synthetic ref line pushing `to` onto the current branch, whose remote has `from`.
    static func rangeInput(from: String, to: String, in folder: String) throws -> String {
        let repository = try Repository(discoveringFrom: folder)
        let branch = repository.currentBranch ?? "HEAD"
        return "refs/heads/\(branch) \(try repository.resolve(to).hex) refs/heads/\(branch) \(try repository.resolve(from).hex)\n"
    }
}

extension CommandLine {
    /// The absolute path of this executable.
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? arguments[0]
    }
}
