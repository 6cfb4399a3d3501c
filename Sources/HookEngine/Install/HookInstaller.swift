import Foundation
import Git
import ToolCore

/// Installs and removes the pre-push hook without ever losing a hook that was
/// there before: a foreign hook is kept beside ours and chained (it runs with
/// the same input after our jobs), and `uninstall` puts it back.
public struct HookInstaller {
    /// Marks a hook file as ours: one `install` wrote, or a shim committed to
    /// a repository's own hooks folder (this repository's `hooks/`).
    public static let marker = "# swifthook-lite"
    /// Marks a hook file that `install` wrote.
    static let installedMarker = "# Written by `swifthook-lite install`"

    public let repository: any Repository
    /// The executable the installed hook runs (others are tried only when it is gone).
    public let executable: String
    /// Where git looks for this repository's hooks (see ``hooksFolder(of:)``).
    public let hooksFolder: String

    public init(repository: any Repository, executable: String) {
        self.repository = repository
        self.executable = executable
        self.hooksFolder = Self.hooksFolder(of: repository)
    }

    /// The folder git runs the repository's hooks from: `core.hooksPath` when
    /// set (`~/` is the home folder; a relative path starts at the work tree's
    /// top, where git runs hooks), else `hooks/` in the common git folder,
    /// which every linked worktree shares (never a worktree's own folder).
    public static func hooksFolder(of repository: any Repository) -> String {
        let common = (repository.commonDirectory as NSString).appendingPathComponent("hooks")
        guard let setting = repository.configValue("core.hooksPath") else { return common }
        let expanded = (setting as NSString).expandingTildeInPath
        guard !expanded.hasPrefix("/") else { return expanded }
        return ((repository.workDirectory ?? repository.commonDirectory) as NSString).appendingPathComponent(expanded)
    }

    /// The hooks folder for a hook run: the one the installed shim says it ran
    /// from, else the repository's.
    public static func hooksFolder(environment: [String: String], repository: any Repository) -> String {
        environment[hooksFolderVariable] ?? hooksFolder(of: repository)
    }

    /// Set by the installed shim to the folder it runs from.
    public static let hooksFolderVariable = "SWIFTHOOK_HOOKS_FOLDER"

    /// Where a foreign hook is kept while ours is installed.
    public static func chainedHookPath(hooksFolder: String) -> String {
        (hooksFolder as NSString).appendingPathComponent("pre-push.swifthook-chained")
    }

    /// The hook file git runs on a push.
    public var hookPath: String {
        (hooksFolder as NSString).appendingPathComponent("pre-push")
    }

    /// The hook script: runs the swifthook-lite that installed it (or, when that
    /// is gone, this repository's build or the one on PATH) with git's
    /// arguments and input.
    public func script() -> String {
        let localBuilds = #""$top/.build/release/swifthook-lite" "$top/.build/debug/swifthook-lite""#
        return """
        #!/bin/sh
        \(Self.marker): checks exactly what this push sends (see .swifthook.yml).
        \(Self.installedMarker); `swifthook-lite uninstall` removes it.
        # SWIFTHOOK=0 git push … skips it once; SKIP=job1,job2 skips jobs.
        [ "${SWIFTHOOK:-1}" = "0" ] && exit 0
        # Where a hook that was here before is kept (it runs after our jobs).
        \(Self.hooksFolderVariable)="${0%/*}"; export \(Self.hooksFolderVariable)
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

    /// Writes `pre-push` in the folder git runs hooks from. A foreign hook is
    /// moved aside and chained, unless one is already chained, in which case
    /// nothing is changed and the error says how to proceed. Refuses a
    /// `core.hooksPath` that husky rewrites or that every repository shares.
    public func install() throws -> Outcome {
        try checkHooksPathSetting()
        let manager = FileManager.default
        let chained = Self.chainedHookPath(hooksFolder: hooksFolder)
        try manager.createDirectory(atPath: hooksFolder, withIntermediateDirectories: true)
        var outcome = Outcome.installed
        if let existing = try? String(contentsOfFile: hookPath, encoding: .utf8) {
            if existing.contains(Self.marker) {
                // A shim of the repository's own, run through core.hooksPath, is left as it is.
                let isCommittedShim = !existing.contains(Self.installedMarker) && repository.configValue("core.hooksPath") != nil
                if existing == script() || isCommittedShim { return .alreadyInstalled }
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

    /// A `core.hooksPath` that a hook written there would not survive in, or
    /// that would check every repository of the user's, is refused with the
    /// commands that work instead.
    private func checkHooksPathSetting() throws {
        guard let setting = repository.configEntry("core.hooksPath") else { return }
        if setting.value.split(separator: "/").contains(".husky") {
            throw HookError("""
                core.hooksPath is '\(setting.value)': husky runs the hooks and rewrites that folder. \
                Add this line to .husky/pre-push instead:
                  swifthook-lite run pre-push "$@"
                """)
        }
        guard setting.scope == .repository else {
            let flag = setting.scope == .global ? "--global" : "--system"
            throw HookError("""
                core.hooksPath is set in your \(setting.scope.rawValue) git configuration to '\(setting.value)', \
                so git runs every repository's hooks from there. Either install for this repository alone:
                  git config core.hooksPath .git/hooks && swifthook-lite install
                or stop sharing that folder: git config \(flag) --unset core.hooksPath
                """)
        }
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

    /// Removes our hook and puts back the one it replaced; with a
    /// `core.hooksPath` that `install --hooks-path` set to a committed shim's
    /// folder, unsets it. A hook that is not ours is left alone.
    public func uninstall() throws -> Removal {
        let manager = FileManager.default
        let existing = try? String(contentsOfFile: hookPath, encoding: .utf8)
        let hooksPath = repository.configEntry("core.hooksPath")
        let wroteIt = existing.map { $0.contains(Self.installedMarker) || hooksPath == nil && $0.contains(Self.marker) } ?? false
        guard wroteIt else {
            if let hooksPath, hooksPath.scope == .repository, existing?.contains("swifthook-lite") == true {
                try repository.setConfigValue("core.hooksPath", to: nil)
                return .removed
            }
            return .notInstalled
        }
        try manager.removeItem(atPath: hookPath)
        let chained = Self.chainedHookPath(hooksFolder: hooksFolder)
        guard manager.fileExists(atPath: chained) else { return .removed }
        try manager.moveItem(atPath: chained, toPath: hookPath)
        return .restored(foreign: hookPath)
    }
}
