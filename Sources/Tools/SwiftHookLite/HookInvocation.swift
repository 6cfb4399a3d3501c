import Foundation
import Git
import HookEngine
import ToolCore

/// One `run pre-push` on options already read: the same whether ArgumentParser
/// or the quick path (``RunOptions/init(quickParsing:)``) read them.
struct HookInvocation {
    let options: RunOptions

    /// Whether a hook run here goes past its early exits (`SWIFTHOOK=0`,
    /// nothing configured) when not asked for a dry run or a range.
    static var hasWork: Bool {
        // A repository named by `GIT_DIR` / `GIT_WORK_TREE` is not where we
        // stand: only opening it tells whether it has anything to run.
        EnvironmentVariables.value("SWIFTHOOK") != "0"
            && (!GitLocationVariables(reading: EnvironmentVariables.value).isEmpty
                || !PrePushHook.hasNothingToRun(root: FileManager.default.currentDirectoryPath,
                                            hooksFolder: EnvironmentVariables.value(HookInstaller.hooksFolderVariable)))
    }

    /// Runs the hook and returns the exit code (non-zero blocks the push).
    /// Throws only when `--from`/`--to` name no commit.
    func run() async throws -> Int32 {
        let environment = EnvironmentVariables.all
        if environment["SWIFTHOOK"] == "0" { return 0 }
        InterruptHandler.install()
        let cwd = FileManager.default.currentDirectoryPath
        let remote = options.remoteAndURL.first ?? "origin"
        let url = options.remoteAndURL.dropFirst().first ?? remote
        if !options.dryRun && options.from == nil && !Self.hasWork {
            _ = FileHandle.standardInput.readDataToEndOfFile()  // git writes the ref lines regardless
            return 0
        }
        let input: String
        if let from = options.from {
            input = try Self.rangeInput(from: from, to: options.to ?? "HEAD", in: cwd, environment: environment)
        } else {
            // Only the ref lines: git writes them and closes the pipe.
            input = LosslessText.decode(FileHandle.standardInput.readDataToEndOfFile())
        }
        var hook = PrePushHook(remote: remote, url: url, input: input, workingDirectory: cwd, environment: environment)
        hook.liveOutput = options.verbose
        let preparation: PrePushHook.Preparation
        do {
            preparation = try await hook.prepare(flaggingEveryBinaryFile: options.dryRun && options.format == .text)
        } catch let error as ConfigLoadError {
            StandardError.write(error.description + "\n")
            return ConfigLoadError.exitCode
        } catch {
            StandardError.write("swifthook-lite: \(error)\n")
            return 2
        }
        if options.dryRun {
            let text = options.format == .json
                ? PushContextDocument(plan: preparation.push, jobs: preparation.jobs).json
                : preparation.push.describe(jobs: preparation.jobs, binaryPaths: preparation.binaryPaths)
            print(text, terminator: "")
            return 0
        }
        return await hook.run(preparation) { StandardError.write($0) }
    }

    /// A synthetic ref line pushing `to` onto the current branch, whose remote has `from`.
    static func rangeInput(from: String, to: String, in folder: String, environment: [String: String]) throws -> String {
        let repository = try openRepository(asGitRunsIn: folder, environment: environment)
        let branch = repository.currentBranch ?? "HEAD"
        return "refs/heads/\(branch) \(try repository.resolve(to).hex) refs/heads/\(branch) \(try repository.resolve(from).hex)\n"
    }
}
