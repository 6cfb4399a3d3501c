import APIDiff
import ArgumentParser
import CollectionUtilities
import DocEngine
import Foundation
import ToolCore

struct GenerateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write the documentation of a package: a static HTML site, JSON or Markdown.",
        discussion: """
            The site works from file:// (no server): relative links, search index in search-index.js. \
            It is written to a temporary folder beside the output folder and swapped in by rename: \
            a failed run leaves the previous output as it was. An existing output folder is only \
            replaced if swiftdoc-lite wrote it (it holds a .swiftdoc-lite file) or it is empty.

            Findings (doc comments naming parameters that do not exist, leaving parameters out, \
            `- Returns:` on a Void function, `- Throws:` on one that cannot throw, ``Symbol`` links \
            that resolve to nothing) are printed on standard output.
            """
    )

    @OptionGroup var package: PackageOptions

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "The output folder. Default: PACKAGE_DIR/.build/swiftdoc-lite.", valueName: "dir"))
    var output: String?

    @Option(help: ArgumentHelp("html (a static site), json (the symbol model, symbols.json) or markdown. Default: html.",
                               valueName: "format"))
    var format: String = "html"

    @Option(help: ArgumentHelp(
        "Link declarations to their source: {path} is the file's path in the package, {line} its line, "
            + "e.g. 'https://github.com/org/repo/blob/main/{path}#L{line}'.",
        valueName: "template"))
    var sourceURL: String?

    @Option(name: .customLong("link"), help: ArgumentHelp(
        "Link a dependency's types to its docs: PACKAGE=URL-TEMPLATE (repeatable; also `links:` in .swiftdoc.yml). "
            + "A DocC site: 'https://swiftpackageindex.com/apple/swift-nio/main/documentation/{module}/{symbol}'; "
            + "a swiftdoc-lite site: 'https://example.org/nio/{page}'. The dependency's sources are read from "
            + ".build/checkouts; a dependency without a --link shows its types with their module, unlinked.",
        valueName: "package=template"))
    var links: [String] = []

    @Option(name: .customLong("dependency-source"), help: ArgumentHelp(
        "A dependency's sources in another folder than .build/checkouts/PACKAGE: PACKAGE=PATH (repeatable).",
        valueName: "package=path"))
    var dependencySources: [String] = []

    @Flag(help: "Fail (exit code 1, output left as it was) on any finding.")
    var strict = false

    @Flag(help: """
        Follow every link of the site — pages, anchors, files, and the links to the standard library's and \
        dependencies' pages against the symbols read — and report each one that leads nowhere as a finding \
        (broken_link) at the source line that made it. Links to other sites are counted, not followed.
        """)
    var checkLinks = false

    @Flag(help: "Leave out the \"Mentioned In\" section (the articles that link to a symbol) of symbol pages.")
    var disableMentionedIn = false

    @Flag(help: """
        Keep running and regenerate whenever a Swift file of the package changes \
        (checked every 300 ms; a burst of saves regenerates once). Stop with Ctrl-C.
        """)
    var watch = false

    @Option(help: ArgumentHelp(
        "Document several versions in one site: tags or globs of tags, comma-separated ('v1.*', 'v1.0.0,v2.*'). "
            + "Each version is read from git (no checkout, no build) into its own folder, with a version switcher "
            + "on every page and a \"What's new\" page against the version before it.",
        valueName: "tags"))
    var versions: String?

    func validate() throws {
        if versions != nil && (format != "html" || watch) {
            throw ValidationError("--versions writes an HTML site: it goes with neither --format \(format) nor --watch")
        }
        if checkLinks && (format != "html" || versions != nil) {
            throw ValidationError("--check-links checks one HTML site: it goes with neither --format \(format) nor --versions")
        }
        guard OutputFormat(rawValue: format) != nil else {
            throw ValidationError("--format must be one of \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    /// `--output`, or the package's `.build/swiftdoc-lite`.
    private var destination: String { output ?? package.packageDirectory + "/.build/swiftdoc-lite" }

    func run() async throws {
        if let versions {
            try await generateVersions(versions.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            return
        }
        var input = DocGenerator.Input(packageDirectory: package.packageDirectory)
        try reportingFailures { input = try dependencyInput() }
        if let folder = package.libraryFolder { input.platformTypes = await PlatformModules.read(libraryFolder: folder) }
        let plan = GenerationPlan(
            options: package, input: input, output: destination,
            format: OutputFormat(rawValue: format) ?? .html,
            site: SiteOptions(sourceURL: sourceURL, mentionedIn: !disableMentionedIn), strict: strict, checkLinks: checkLinks)
        guard watch else {
            let code = plan.run()
            if code != 0 { throw ExitCode(code) }
            return
        }
        try await Self.watch(plan)
    }

    /// The package options' input, reading dependencies as `--link`, `--dependency-source` and
    /// `.swiftdoc.yml`'s `links:` say (the command line wins).
    private func dependencyInput() throws -> DocGenerator.Input {
        var input = try package.input()
        input.readsDependencies = true
        let root = Paths.absolute(package.packageDirectory)
        for (identity, link) in try SwiftDocSettings.load(packageDirectory: root).links {
            input.links[identity] = link.template
            if let source = link.source { input.dependencyFolders[identity] = Paths.absolute(source, base: root) }
        }
        for argument in links {
            let (identity, template) = try Self.split(argument, option: "--link")
            input.links[identity.lowercased()] = try DocLinkTemplate(template, source: "--link")
        }
        for argument in dependencySources {
            let (identity, path) = try Self.split(argument, option: "--dependency-source")
            input.dependencyFolders[identity.lowercased()] = Paths.absolute(path)
        }
        return input
    }

    private static func split(_ argument: String, option: String) throws(ConfigError) -> (String, String) {
        try OptionAssignment.split(argument, option: option, expected: "PACKAGE=VALUE (the package as Package.swift names it: swift-nio)")
    }

    /// One site for the tags `patterns` name, each version from its own tree.
    private func generateVersions(_ patterns: [String]) async throws {
        try await reportingFailures {
            let chosen: [String], site: (files: [(path: String, contents: [UInt8])], problems: [String])
            do {
                chosen = VersionedDocs.select(patterns, among: try await APISnapshot.tags(packageDirectory: package.packageDirectory))
                guard !chosen.isEmpty else {
                    throw Failure(message: "error: no tag matches --versions \(patterns.joined(separator: ","))", code: 1)
                }
                site = try await VersionedDocs.files(versions: chosen, input: try package.input(),
                                                   site: SiteOptions(sourceURL: sourceURL, mentionedIn: !disableMentionedIn))
            } catch let failure as Failure {
                throw failure
            } catch {
                throw Failure(message: "error: \(error)", code: 1)
            }
            if !package.quiet { for problem in site.problems { printError(problem) } }
            do {
                try OutputFolder.replace(destination, with: site.files)
            } catch {
                throw Failure(message: "error: \(error)", code: 1)
            }
            if !package.quiet {
                printError("Generated documentation for \(chosen.count) version(s) (\(chosen.joined(separator: ", "))): "
                    + "\(site.files.count) files written to \(destination)")
            }
        }
    }

    /// Generates, then polls the sources and regenerates, debounced, after each change.
    private static func watch(_ plan: GenerationPlan) async throws {
        _ = plan.run()
        printError("Watching \(plan.options.packageDirectory) for changes (Ctrl-C to stop)")
        let debouncer = Debouncer(delay: .milliseconds(300))
        var last = SourceSnapshot(packageDirectory: plan.options.packageDirectory)
        while !Task.isCancelled {
            try await Task.sleep(for: .milliseconds(300))
            let now = SourceSnapshot(packageDirectory: plan.options.packageDirectory)
            guard now != last else { continue }
            last = now
            debouncer.schedule { _ = plan.run() }
        }
    }
}

/// One generation, as the options describe it; rerun as is by `--watch`.
struct GenerationPlan: Sendable {
    let options: PackageOptions
    let input: DocGenerator.Input
    let output: String
    let format: OutputFormat
    let site: SiteOptions
    let strict: Bool
    let checkLinks: Bool

    /// Reads, checks and writes; prints findings and errors. Returns the exit code.
    func run() -> Int32 {
        do {
            try reportingFailures(generate)
            return 0
        } catch let exit as ExitCode {
            return exit.rawValue
        } catch {
            printError("error: \(error)")
            return 1
        }
    }

    private func generate() throws {
        let reporter = try options.chosenReporter()
        let read = try DocGenerator.read(input)
        if !options.quiet { for note in read.notes { printError(note) } }
        let map = SiteMap(read.package)
        var findings = read.diagnostics + DocumentationCheck.run(map)
        let files = DocGenerator.files(for: read.package, format: format, site: site, packageDirectory: options.packageDirectory)
        if checkLinks {
            let check = LinkCheck.run(files, map: map, packageDirectory: options.packageDirectory)
            findings += check.findings
            if !options.quiet {
                printError("Checked \(check.counts.internalLinks) links within the site and \(check.counts.externalLinks) to symbols "
                    + "outside the package (\(check.counts.notFollowed) to other sites not followed): "
                    + "\(check.findings.count) lead nowhere")
            }
        }
        findings = options.prepare(findings)
        FileHandle.standardOutput.write(Data(reporter.report(findings).utf8))  // unbuffered: --watch prints as it goes
        if strict && !findings.isEmpty {
            throw Failure(message: "error: \(findings.count) finding(s) with --strict; nothing written", code: 1)
        }
        do {
            try OutputFolder.replace(output, with: files)
        } catch {
            throw Failure(message: "error: \(error)", code: 1)
        }
        if !options.quiet {
            let symbols = read.package.modules.reduce(0) { total, module in
                var count = 0
                module.forEachSymbol { _ in count += 1 }
                return total + count
            }
            printError("Generated documentation for \(symbols) symbols in \(read.package.modules.count) module(s): "
                + "\(files.count) files written to \(output)")
        }
    }
}
