import Foundation
import ToolCore

extension NativeLinter {
    /// The binary for the current key, built first when the cache has none: one
    /// build at a time (a lock in the cache folder; a second run waits, then finds
    /// the first one's binary). The build's output goes to standard error as it comes.
    public func ensureBuilt(quiet: Bool = false) throws(NativeRulesError) -> String {
        let key = try key()
        let binary = binary(for: key)
        if FileManager.default.isExecutableFile(atPath: binary) { return binary }
        // SwiftPM's build-tool plugins run inside a build, where another build cannot start.
        if environment["SWIFT_TOOLING_LITE_NO_RULES_BUILD"] == "1" { throw .notBuilt(package) }
        let lock = try BuildLock(path: cache + "/build.lock", waiting: {
            StandardError.write("native_rules: waiting for another build of a team's linter to finish\n")
        })
        defer { lock.release() }
        if FileManager.default.isExecutableFile(atPath: binary) { return binary }
        try build(into: binary, quiet: quiet)
        forgetPreviousBuild(keeping: key)
        return binary
    }

    /// One binary per rules package stays in the cache: the one before this
    /// build is deleted (a process running it keeps its copy until it ends).
    private func forgetPreviousBuild(keeping key: String) {
        let record = driverFolder + "/installed-key"
        if let previous = try? String(contentsOfFile: record, encoding: .utf8), previous != key, !previous.contains("/") {
            try? FileManager.default.removeItem(atPath: "\(cache)/\(previous)")
        }
        Self.keep(Array(key.utf8), at: record)
    }

    private func build(into binary: String, quiet: Bool) throws(NativeRulesError) {
        let manifest = try manifest()
        do {
            try FileManager.default.createDirectory(atPath: driverFolder + "/Sources/TeamLinter", withIntermediateDirectories: true)
            try DriverPackage(rulesFolder: package, manifest: manifest).write(to: driverFolder)
        } catch {
            throw .cannotInstall("\(error)")
        }
        if !quiet { StandardError.write("native_rules: building the team's linter with \(manifest.module)'s rules (\(configuration))…\n") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + buildArguments
        process.environment = environment
        // Progress and errors on standard error: standard output is the lint report's.
        process.standardOutput = FileHandle.standardError
        process.standardError = FileHandle.standardError
        do { try process.run() } catch { throw .cannotRun("swift build", "\(error)") }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw .buildFailed(package, process.terminationStatus) }
        let built = "\(scratchFolder)/\(configuration)/\(DriverPackage.product)"
        try install(built, as: binary)
    }

    /// Copies the product to the cache under a temporary name, then renames it:
    /// a run that finds the binary finds all of it.
    private func install(_ built: String, as binary: String) throws(NativeRulesError) {
        let folder = (binary as NSString).deletingLastPathComponent
        let temporary = "\(binary).\(getpid()).partial"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(atPath: temporary)
            try FileManager.default.copyItem(atPath: built, toPath: temporary)
            guard rename(temporary, binary) == 0 else { throw FileProblem(path: binary, reason: String(cString: strerror(errno))) }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw .cannotInstall("\(error)")
        }
    }
}

/// An exclusive `flock` on a file, held until released (or the process ends).
struct BuildLock {
    private let descriptor: Int32

    init(path: String, waiting: () -> Void) throws(NativeRulesError) {
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotInstall("cannot open \(path): \(String(cString: strerror(errno)))") }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            waiting()
            guard flock(descriptor, LOCK_EX) == 0 else { throw .cannotInstall("cannot lock \(path)") }
        }
    }

    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
