import ArgumentParser
import DocEngine
import Foundation
import ToolCore

/// The options `generate` and `coverage` share: which package, modules and access levels.
struct PackageOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("The package folder (holding Package.swift).", valueName: "package-dir"))
    var packageDirectory: String = "."

    @Option(name: .customLong("module"), help: ArgumentHelp(
        "A module to document, as NAME=PATH (repeatable); when given, Package.swift is not read.",
        valueName: "name=path"))
    var modules: [String] = []

    @Option(name: .customLong("target"), help: ArgumentHelp(
        """
        Only this module of Package.swift (repeatable). Default: the targets of its library products (every target \
        when it declares none), leaving out modules with nothing at --min-access.
        """,
        valueName: "name"))
    var targets: [String] = []

    @Flag(help: "Every target of Package.swift (executables, test helpers, benchmarks too), not only library products'.")
    var allTargets = false

    @Option(help: ArgumentHelp(
        "The least visible declarations shown: open, public, package, internal, fileprivate or private. Default: public.",
        valueName: "level"))
    var minAccess: String = "public"

    @Option(help: ArgumentHelp(
        "The toolchain library folder (usr/lib/swift/<platform>) whose standard-library interfaces give types the "
            + "members they inherit from protocol extensions (`map` on a Collection, `!=` on an Equatable); "
            + "`none` shows only members inherited from the package's own protocols. Default: found from the "
            + "`swift` on PATH.",
        valueName: "dir"))
    var standardLibrary: String?

    @Option(help: ArgumentHelp(
        "How findings are printed: \(DiagnosticReporters.all.map(\.name).joined(separator: ", ")). Default: xcode.",
        valueName: "name"))
    var reporter: String = "xcode"

    @Flag(help: "Print only findings: no summary on standard error.")
    var quiet = false

    func validate() throws {
        guard AccessLevel(rawValue: minAccess) != nil else {
            throw ValidationError("--min-access must be one of \(AccessLevel.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func input() throws(ConfigError) -> DocGenerator.Input {
        DocGenerator.Input(packageDirectory: packageDirectory, modules: try moduleSources(modules),
                           targets: targets, allTargets: allTargets,
                           minimumAccess: AccessLevel(rawValue: minAccess) ?? .public,
                           libraries: try libraries())
    }

    /// The toolchain library folder `--standard-library` names (nil for `none`), or the one beside the `swift` on PATH.
    var libraryFolder: String? {
        standardLibrary == "none" ? nil : standardLibrary ?? LibraryInterface.toolchainLibraryFolder()
    }

    /// The standard library interfaces `--standard-library` names, or the toolchain's.
    private func libraries() throws(ConfigError) -> [LibraryInterface] {
        switch standardLibrary {
        case "none":
            return []
        case let folder?:
            let found = LibraryInterface.standardLibrary(in: folder)
            guard !found.isEmpty else {
                throw ConfigError(source: "--standard-library",
                                  message: "no Swift.swiftmodule/*.swiftinterface in `\(folder)`; pass the toolchain's "
                                      + "usr/lib/swift/<platform> folder, or `none`")
            }
            return found
        case nil:
            let found = LibraryInterface.toolchainLibraryFolder().map(LibraryInterface.standardLibrary(in:)) ?? []
            if found.isEmpty && !quiet {
                printError("note: the standard library's interfaces are not beside the `swift` on PATH, so members "
                    + "inherited from its protocols (`map`, `!=`, …) are left out; --standard-library DIR names them")
            }
            return found
        }
    }

    func chosenReporter() throws(ConfigError) -> any DiagnosticReporter {
        try DiagnosticReporters.named(reporter)
    }

    /// Findings sorted, with paths as the user's shell sees them.
    func prepare(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.file = DocGenerator.displayPath(diagnostic.file, packageDirectory: packageDirectory)
            return diagnostic
        }.sortedForReport()
    }
}

/// Something that ends the run with a message on standard error and an exit code.
struct Failure: Error {
    var message: String
    var code: Int32
}

func printError(_ text: String) {
    StandardError.write(text.hasSuffix("\n") ? text : text + "\n")
}

/// Runs `body`, turning configuration errors (exit code 2) and failures into messages.
/// `--module NAME=PATH` arguments, each path relative to the working folder.
func moduleSources(_ arguments: [String]) throws(ConfigError) -> [ModuleSource] {
    let base = FileManager.default.currentDirectoryPath
    var sources: [ModuleSource] = []
    for argument in arguments {
        sources.append(try ModuleSource(argument: argument, base: base))
    }
    return sources
}

func reportingFailures(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch {
        throw reported(error)
    }
}

/// ``reportingFailures(_:)`` for work that waits (git, reading several versions).
func reportingFailures(_ body: () async throws -> Void) async throws {
    do {
        try await body()
    } catch {
        throw reported(error)
    }
}

/// A configuration error or a ``Failure`` printed and turned into its exit code; any other error as it is.
private func reported(_ error: any Error) -> any Error {
    switch error {
    case let error as ConfigError:
        printError(error.description)
        return ExitCode(ConfigLoadError.exitCode)
    case let error as ConfigLoadError:
        printError(error.description)
        return ExitCode(ConfigLoadError.exitCode)
    case let failure as Failure:
        printError(failure.message)
        return ExitCode(failure.code)
    default:
        return error
    }
}
