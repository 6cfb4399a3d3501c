import Foundation
import ToolCore

/// The linter of one team: the suite with a rules package's `rules` compiled in,
/// built once per key and cached in the user's cache folder.
///
/// The key covers everything that goes into the binary: the kit's version, the
/// toolchain (`swift --version`), the target, the build's flags, the rules
/// package's manifest and resolved file, and the content of its sources and of its
/// local dependencies' sources. Editing a rule changes the key; the next run builds
/// (incrementally: the build folder is kept per rules package) and then hands off.
public struct NativeLinter: Sendable {
    /// The rules package's folder, absolute.
    public let package: String
    let environment: [String: String]
    /// `<user cache>/swiftlint-lite/native-rules`.
    let cache: String

    public init(package: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.package = Paths.absolute(package)
        self.environment = environment
        cache = UserCache.folder(for: "swiftlint-lite", environment: environment) + "/native-rules"
    }

    /// Debug builds for tests that cannot wait for a release build
    /// (`SWIFT_TOOLING_LITE_RULES_CONFIGURATION=debug`); release otherwise.
    var configuration: String { environment["SWIFT_TOOLING_LITE_RULES_CONFIGURATION"] == "debug" ? "debug" : "release" }

    /// `swift build`'s arguments: the suite's release flags, as scripts/release-build.sh
    /// gives them and Package.swift says why (static runtime, cross-module optimization,
    /// generic metadata by direct calls, and on Linux no exported symbols and a
    /// position-dependent executable). A package depending on the suite cannot set them
    /// for it; the team's linter is built as a root package, so it can: without them it
    /// starts 16 ms slower (20.5 ms against 4.5 for one small file).
    public var buildArguments: [String] {
        let common = ["build", "--package-path", driverFolder, "--product", DriverPackage.product, "--scratch-path", scratchFolder]
        guard configuration == "release" else { return common }
        var flags = ["-c", "release", "--static-swift-stdlib", "-Xswiftc", "-cross-module-optimization",
                     "-Xswiftc", "-Xfrontend", "-Xswiftc", "-disable-concrete-type-metadata-mangled-name-accessors"]
        #if os(Linux)
        flags += ["-Xlinker", "--no-export-dynamic", "-Xswiftc", "-Xclang-linker", "-Xswiftc", "-no-pie"]
        #endif
        return common + flags
    }

    /// The build folder: the driver's own, or one shared with a build of the same
    /// packages in the same configuration (`SWIFT_TOOLING_LITE_RULES_SCRATCH`: in CI,
    /// the rules package's, whose tests were just built), which makes the build a link.
    /// Not from inside a SwiftPM command on that folder (a plugin): SwiftPM holds it.
    var scratchFolder: String {
        environment["SWIFT_TOOLING_LITE_RULES_SCRATCH"].flatMap { $0.isEmpty ? nil : Paths.absolute($0) } ?? driverFolder + "/.build"
    }

    /// Where the binary for `key` lives.
    public func binary(for key: String) -> String { "\(cache)/\(key)/swiftlint-lite" }

    /// The generated package that builds the team's linter: one per rules package,
    /// so that its build folder makes the next build after an edit incremental.
    var driverFolder: String { "\(cache)/drivers/\(ContentHash.hex(package.utf8))" }

    /// The key of the binary these inputs make. Every run of every front end asks, so
    /// the answer is kept beside a stamp of what it was worked out from (the compiler's
    /// and the packages' files, their sizes and dates): while the stamp holds, the key is
    /// one file read away, and only a changed file is read and hashed again.
    public func key() throws(NativeRulesError) -> String {
        let record = "\(cache)/keys/\(ContentHash.hex(package.utf8))"
        let known = (try? String(contentsOfFile: record, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        // The record: the stamp, the key, then the folders the stamp covers.
        if known.count >= 3, known[0] == stamp(of: Array(known[2...])) { return known[1] }
        let manifest = try self.manifest()
        let key = try key(with: manifest)
        let folders = [package] + manifest.localDependencies
        Self.keep(Array(([stamp(of: folders), key] + folders).joined(separator: "\n").utf8), at: record)
        return key
    }

    /// What the key's inputs look like from outside: the build's settings, the compiler
    /// binary (its path, size and date) and every file of `folders` that goes into the build.
    private func stamp(of folders: [String]) -> String {
        var text = "\(SwiftLintLiteKit.version) \(Self.target) \(buildArguments.dropFirst(7).joined(separator: " "))\n"
        text += (try? compilerStamp()) ?? "no compiler"
        for folder in folders { text += "\n" + folder + "\n" + FileStamps.text(of: folder) }
        return ContentHash.hex(text.utf8)
    }

    private func key(with manifest: RulesPackageManifest) throws(NativeRulesError) -> String {
        var parts = [
            "kit \(SwiftLintLiteKit.version)", "target \(Self.target)", "flags \(buildArguments.dropFirst(7).joined(separator: " "))",
            "toolchain \(try toolchainVersion())", "module \(manifest.module)",
        ]
        for folder in [package] + manifest.localDependencies {
            parts.append("sources \(folder) \(SourcesDigest(folder: folder, cache: cache).value())")
        }
        return ContentHash.hex(parts.joined(separator: "\n").utf8)
    }

    static var target: String {
        #if arch(x86_64)
        let arch = "x86_64"
        #elseif arch(arm64)
        let arch = "arm64"
        #else
        let arch = "other"
        #endif
        #if os(Linux)
        return arch + "-linux"
        #else
        return arch + "-darwin"
        #endif
    }

    /// What the manifest says, from the cache while `Package.swift` is unchanged.
    func manifest() throws(NativeRulesError) -> RulesPackageManifest {
        guard let text = FileManager.default.contents(atPath: package + "/Package.swift") else {
            throw .noPackage(package)
        }
        let stored = "\(cache)/manifests/\(ContentHash.hex(Array(package.utf8) + Array(text))).json"
        if let data = FileManager.default.contents(atPath: stored),
           let manifest = try? JSONDecoder().decode(RulesPackageManifest.self, from: data) {
            return manifest
        }
        let dump = try run(swift: ["package", "--package-path", package, "dump-package"])
        let manifest: RulesPackageManifest
        do { manifest = try RulesPackageManifest(dumpJSON: Data(dump.utf8), folder: package) } catch { throw .manifest(error.description) }
        if let data = try? JSONEncoder().encode(manifest) { Self.keep(Array(data), at: stored) }
        return manifest
    }

    /// The compiler binary the active toolchain builds with: its path, size and date.
    private func compilerStamp() throws(NativeRulesError) -> String {
        guard let usr = Toolchain.active(environment: environment)?.usr.path else { throw .noToolchain }
        let folder = usr + "/bin"
        guard let file = FileStamps.of(folder, files: ["swift-frontend"]).first else { throw .noToolchain }
        return "\(folder)/\(file.path) \(file.size) \(file.modified)"
    }

    /// `swift --version`, asked once per compiler binary (its path, size and date).
    private func toolchainVersion() throws(NativeRulesError) -> String {
        let stamp = try compilerStamp()
        let stored = "\(cache)/toolchains/\(ContentHash.hex(stamp.utf8)).txt"
        if let known = try? String(contentsOfFile: stored, encoding: .utf8) { return known }
        let version = try run(swift: ["--version"]).trimmingCharacters(in: .whitespacesAndNewlines) + "\n" + stamp
        Self.keep(Array(version.utf8), at: stored)
        return version
    }

    /// Keeps something worked out for the next run; a cache that cannot be written
    /// only costs the next run the work again.
    static func keep(_ bytes: [UInt8], at path: String) {
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? AtomicFile.write(bytes, to: path, durable: false)
    }

    /// Runs `swift` with `arguments` and returns its standard output.
    func run(swift arguments: [String]) throws(NativeRulesError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { throw .cannotRun("swift \(arguments.joined(separator: " "))", "\(error)") }
        let text = output.fileHandleForReading.readDataToEndOfFile()
        let problems = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw .cannotRun("swift \(arguments.joined(separator: " "))", String(decoding: problems, as: UTF8.self))
        }
        return String(decoding: text, as: UTF8.self)
    }
}

/// Why a team's linter could not be had. Never a reason to lint without its rules.
public enum NativeRulesError: Error, CustomStringConvertible, Sendable {
    case noPackage(String)
    case manifest(String)
    case noToolchain
    case cannotRun(String, String)
    case buildFailed(String, Int32)
    case cannotInstall(String)
    case notBuilt(String)

    public var description: String {
        switch self {
        case .noPackage(let folder): "error: native_rules: no Package.swift in \(folder)"
        case .manifest(let why): "error: native_rules: \(why)"
        case .noToolchain: "error: native_rules: no `swift` on PATH to build the team's rules with"
        case .cannotRun(let command, let why): "error: native_rules: `\(command)` failed: \(why)"
        case .buildFailed(let folder, let status):
            "error: native_rules: the rules package at \(folder) did not build (swift build exited \(status)); nothing was linted"
        case .cannotInstall(let why): "error: native_rules: cannot cache the built linter: \(why)"
        case .notBuilt(let folder):
            "error: native_rules: the team's linter for \(folder) is not built, and a build-tool plugin cannot build it: "
                + "run `swift package lint` or `swiftlint-lite rules build` once; nothing was linted"
        }
    }
}
