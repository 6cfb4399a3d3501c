import Foundation
import Git
import ToolCore

/// Installs and removes the pre-push hook without ever losing a hook that was
/// there before: a foreign hook is kept beside ours and chained (it runs with
/// the same input after our jobs), and `uninstall` puts it back.
public struct HookInstaller {
    /// Marks a hook file as ours.
    public static let marker = "# swifthook-lite"

    public let repository: Repository
    /// The executable the installed hook runs (others are tried only when it is gone).
    public let executable: String

    public init(repository: Repository, executable: String) {
        self.repository = repository
        self.executable = executable
    }

    static func hooksFolder(gitDirectory: String) -> String {
        (gitDirectory as NSString).appendingPathComponent("hooks")
    }

    /// Where a foreign hook is kept while ours is installed.
    public static func chainedHookPath(gitDirectory: String) -> String {
        (hooksFolder(gitDirectory: gitDirectory) as NSString).appendingPathComponent("pre-push.swifthook-chained")
    }

    var hookPath: String {
        (Self.hooksFolder(gitDirectory: repository.gitDirectory) as NSString).appendingPathComponent("pre-push")
    }

    /// The hook script: runs the swifthook-lite that installed it (or, when that
    /// is gone, this repository's build or the one on PATH) with git's
    /// arguments and input.
    public func script() -> String {
        let localBuilds = #""$top/.build/release/swifthook-lite" "$top/.build/debug/swifthook-lite""#
        return """
        #!/bin/sh
        \(Self.marker): checks exactly what this push sends (see .swifthook.yml).
        # SWIFTHOOK=0 git push … skips it once; SKIP=job1,job2 skips jobs.
        [ "${SWIFTHOOK:-1}" = "0" ] && exit 0
        # The binary that installed the hook first: no `git` process to find the others.
        [ -x \(ShellQuoting.quote(executable)) ] && exec \(ShellQuoting.quote(executable)) run pre-push "$@"
        top=$(git rev-parse --show-toplevel 2>/dev/null)
        for candidate in \(localBuilds) "$(command -v swifthook-lite)" \(ShellQuoting.quote(executable)); do
            if [ -n "$candidate" ] && [ -x "$candidate" ]; then
                exec "$candidate" run pre-push "$@"
            fi
        done
        echo "swifthook-lite: not found; build it (swift build -c release) or SWIFTHOOK=0 to push unchecked" >&2
        exit 1

        """
    }

    public enum Outcome: Equatable {
        case installed
        case installedChaining(foreign: String)
        case alreadyInstalled
    }

    /// Writes `.git/hooks/pre-push`. A foreign hook is moved aside and chained,
    /// unless one is already chained, in which case nothing is changed and the
    /// error says how to proceed.
    public func install() throws -> Outcome {
        let manager = FileManager.default
        let chained = Self.chainedHookPath(gitDirectory: repository.gitDirectory)
        if let hooksPath = repository.configValue("core.hooksPath") {
            throw HookError(
                "core.hooksPath is set to '\(hooksPath)': git ignores .git/hooks. "
                    + "Run `swifthook-lite install --hooks-path \(hooksPath)`, or unset it with `git config --unset core.hooksPath`."
            )
        }
        try manager.createDirectory(atPath: (hookPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        var outcome = Outcome.installed
        if let existing = try? String(contentsOfFile: hookPath, encoding: .utf8) {
            if existing.contains(Self.marker) {
                if existing == script() { return .alreadyInstalled }
            } else {
                guard !manager.fileExists(atPath: chained) else {
                    throw HookError("both \(hookPath) (not ours) and \(chained) exist; merge them by hand, then run install again")
                }
                try manager.moveItem(atPath: hookPath, toPath: chained)
                outcome = .installedChaining(foreign: chained)
            }
        }
        try AtomicFile.write(Array(script().utf8), to: hookPath)
        chmod(hookPath, 0o755)
        return outcome
    }

    /// Points `core.hooksPath` at `folder` (relative to the work tree), whose
    /// `pre-push` must be a swifthook-lite shim (this repository's `hooks/`).
    public func useHooksPath(_ folder: String) throws {
        guard let root = repository.workDirectory else { throw HookError("a bare repository has no work tree") }
        let hook = (root as NSString).appendingPathComponent((folder as NSString).appendingPathComponent("pre-push"))
        guard let text = try? String(contentsOfFile: hook, encoding: .utf8), text.contains("swifthook-lite") else {
            throw HookError("\(hook) is not a swifthook-lite pre-push shim; copy this repository's hooks/pre-push there first")
        }
        try repository.setConfigValue("core.hooksPath", to: folder)
    }

    public enum Removal: Equatable {
        case removed
        case restored(foreign: String)
        case notInstalled
    }

    /// Removes our hook and puts back the one it replaced. A hook that is not
    /// ours is left alone.
    public func uninstall() throws -> Removal {
        let manager = FileManager.default
        let chained = Self.chainedHookPath(gitDirectory: repository.gitDirectory)
        if let hooksPath = repository.configValue("core.hooksPath"), let root = repository.workDirectory,
           let shim = try? String(contentsOfFile: root + hooksPath + "/pre-push", encoding: .utf8),
           shim.contains("swifthook-lite") {
            try repository.setConfigValue("core.hooksPath", to: nil)
            return .removed
        }
        guard let existing = try? String(contentsOfFile: hookPath, encoding: .utf8), existing.contains(Self.marker) else {
            return .notInstalled
        }
        try manager.removeItem(atPath: hookPath)
        guard manager.fileExists(atPath: chained) else { return .removed }
        try manager.moveItem(atPath: chained, toPath: hookPath)
        return .restored(foreign: hookPath)
    }
}
