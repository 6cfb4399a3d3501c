import APIModel
import DocEngine
import Foundation
import ToolCore

/// A package's public API written to a JSON file that is checked in and reviewed, as API
/// Extractor's `.api.md` reports are: the diff then compares the sources with the file instead
/// of with a git revision — what a build system without git (Bazel's sandbox) can check.
///
/// The file holds what a reviewer should see change and nothing that moves on its own: the
/// `public` and `open` declarations with their signatures, each at its file (relative to its
/// module's folder, so the file is the same wherever the sources are read from) without line
/// numbers or documentation. Keys are sorted and the output is the same for the same API, byte
/// for byte.
public enum APIBaseline {
    /// The file's shape: a version number, so a later format can tell an older file.
    struct File: Codable {
        var format: Int
        var modules: [ModuleAPI]
    }

    static let format = 1

    /// What a baseline keeps of `api`: public declarations, placed by file only.
    public static func normalized(_ api: PackageAPI) -> PackageAPI {
        PackageAPI(name: api.name, modules: api.modules.map { module in
            let prefix = module.path.isEmpty ? "" : module.path + "/"
            let symbols = sorted(module.symbols.compactMap { normalized($0, filePrefix: prefix) })
            return ModuleAPI(name: module.name, path: "", symbols: symbols, reexports: module.reexports)
        }.sorted { $0.name < $1.name })
    }

    private static func normalized(_ symbol: Symbol, filePrefix: String) -> Symbol? {
        guard symbol.access >= .public || symbol.kind == .extension else { return nil }
        var symbol = symbol
        var file = symbol.location.file
        if file.hasPrefix(filePrefix) { file.removeFirst(filePrefix.count) }
        symbol.location = SourceLocation(file: file, line: 1, column: 1)
        symbol.documentation = nil
        symbol.members = sorted(symbol.members.compactMap { normalized($0, filePrefix: filePrefix) })
        // An extension left with nothing public adds nothing to the API.
        if symbol.kind == .extension && symbol.members.isEmpty && symbol.conformances.isEmpty { return nil }
        return symbol
    }

    /// Declarations in a fixed order, not the source's: moving one in its file changes nothing.
    private static func sorted(_ symbols: [Symbol]) -> [Symbol] {
        symbols.sorted { ($0.location.file, $0.title, $0.kind.rawValue, $0.declarationText)
            < ($1.location.file, $1.title, $1.kind.rawValue, $1.declarationText) }
    }

    /// The file's bytes for `api` (normalized first).
    public static func encoded(_ api: PackageAPI) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(File(format: format, modules: normalized(api).modules))) ?? Data()
        return Array(data) + Array("\n".utf8)
    }

    /// Writes `api` to `path`, its folder made if need be (a temporary file renamed over it: a reader
    /// never sees half a baseline).
    public static func write(_ api: PackageAPI, to path: String) throws(FileProblem) {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        try AtomicFile.write(encoded(api), to: path)
    }

    /// The API a baseline file holds, named `name`.
    ///
    /// - Throws: ``ConfigError`` naming the file when it cannot be read or is not a baseline.
    public static func read(_ path: String, name: String) throws(ConfigError) -> PackageAPI {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigError(source: path, message: "cannot read the API baseline; write one with --write-baseline \(path)")
        }
        do {
            let file = try JSONDecoder().decode(File.self, from: data)
            guard file.format == format else {
                throw ConfigError(source: path, message: "an API baseline of format \(file.format), not \(format); "
                    + "write it again with --write-baseline \(path)")
            }
            return PackageAPI(name: name, modules: file.modules)
        } catch let error as ConfigError {
            throw error
        } catch {
            throw ConfigError(source: path, message: "not an API baseline (\(error)); write one with --write-baseline \(path)")
        }
    }
}

extension APIReview {
    /// Compares the API in the baseline file `baseline` (old) with the sources `input` names
    /// (new), with the allowlist of the package folder's `.swiftdoc.yml` on disk.
    public static func compare(baseline: String, input: DocGenerator.Input) throws -> APIReview {
        let allowlist = try APIAllowlist.load(packageDirectory: input.packageDirectory)
        let current = try DocGenerator.readAPI(input)
        let old = try APIBaseline.read(baseline, name: current.api.name)
        let (changes, unused) = allowlist.apply(to: APIDiff.compare(old: old, new: APIBaseline.normalized(current.api)))
        return APIReview(changes: changes, unusedAllowances: unused, problems: current.diagnostics.map(\.description))
    }
}
