import Foundation
import ToolCore

/// The type names of Foundation and Dispatch, for links to their pages in Apple's documentation.
/// The Linux toolchain ships no `.swiftinterface` for them, but its `swift-symbolgraph-extract`
/// reads their compiled modules: the names come from there, as the standard library's come
/// from its interfaces — nothing is guessed.
public enum PlatformModules {
    /// The modules read, each with the module Apple's documentation files its types under
    /// (`Data` is in FoundationEssentials here, in Foundation there).
    static let modules = [
        ("FoundationEssentials", "Foundation"), ("Foundation", "Foundation"), ("FoundationInternationalization", "Foundation"),
        ("FoundationNetworking", "Foundation"), ("Dispatch", "Dispatch"),
    ]

    /// One module's public types, each as its path (`["Data", "Iterator"]`).
    public struct Types: Sendable, Hashable {
        public var module: String
        public var paths: [[String]]
    }

    /// The types of the toolchain whose library folder is `libraryFolder` (`<toolchain>/usr/lib/swift/linux`):
    /// from the user's cache (`~/.cache/swiftdoc-lite`) when this toolchain's are there, else extracted
    /// and cached (written whole, then renamed); empty when its extractor or the modules are not there.
    public static func read(libraryFolder: String, cacheFolder: String? = UserCache.folder(for: "swiftdoc-lite")) async -> [Types] {
        let cache = cacheFolder.map { "\($0)/platform-types-\(fingerprint(libraryFolder)).txt" }
        if let cache, let text = try? String(contentsOfFile: cache, encoding: .utf8) { return decode(text) }
        let types = await extract(libraryFolder: libraryFolder)
        if let cache, !types.isEmpty {
            try? FileManager.default.createDirectory(atPath: (cache as NSString).deletingLastPathComponent,
                                                     withIntermediateDirectories: true)
            try? AtomicFile.write(Array(encode(types).utf8), to: cache, durable: false)
        }
        return types
    }

    /// Changes with the toolchain: its folder and when its Foundation and Dispatch were built.
    private static func fingerprint(_ libraryFolder: String) -> String {
        let dates = modules.map { module, _ in
            let attributes = try? FileManager.default.attributesOfItem(atPath: "\(libraryFolder)/\(module).swiftmodule")
            return ((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970).map { String($0) } ?? "-"
        }
        return ContentHash.hex((libraryFolder + "|" + dates.joined(separator: "|")).utf8)
    }

    /// One line per type: its module, a tab, its path joined with dots.
    private static func encode(_ types: [Types]) -> String {
        types.flatMap { read in read.paths.map { read.module + "\t" + $0.joined(separator: ".") + "\n" } }.joined()
    }

    private static func decode(_ text: String) -> [Types] {
        var types: [Types] = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t")
            guard fields.count == 2 else { continue }
            let path = fields[1].split(separator: ".").map(String.init)
            if types.last?.module == String(fields[0]) { types[types.count - 1].paths.append(path) } else {
                types.append(Types(module: String(fields[0]), paths: [path]))
            }
        }
        return types
    }

    private static func extract(libraryFolder: String) async -> [Types] {
        let toolchain = URL(fileURLWithPath: libraryFolder).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let extractor = toolchain.appendingPathComponent("bin/swift-symbolgraph-extract").path
        guard FileManager.default.isExecutableFile(atPath: extractor), let target = LibraryInterface.targetTriple(in: libraryFolder),
              let output = try? TemporaryFolder(prefix: "swiftdoc-lite-platform") else { return [] }
        defer { output.remove() }
        let present = modules.filter { FileManager.default.fileExists(atPath: "\(libraryFolder)/\($0.0).swiftmodule") }
        let commands = present.map { module, _ in
            var command = Command(.executable(extractor, arguments: [
                "-module-name", module, "-target", target, "-output-dir", output.path, "-minimum-access-level", "public",
            ]))
            command.timeout = .seconds(60)
            return command
        }
        _ = try? await Command.runAll(commands, maxConcurrency: ProcessInfo.processInfo.activeProcessorCount)
        var types: [Types] = []  // one per module of Apple's site, in order
        for (module, documentedAs) in present {
            guard let data = FileManager.default.contents(atPath: output.file(module + ".symbols.json")) else { continue }
            let paths = typePaths(inSymbolGraph: Array(data))
            if let index = types.firstIndex(where: { $0.module == documentedAs }) { types[index].paths += paths } else {
                types.append(Types(module: documentedAs, paths: paths))
            }
        }
        return types
    }

    private static let typeKinds: Set<String> = ["swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias"]

    /// The `pathComponents` of each type symbol in a symbol graph's JSON, read by scanning the
    /// bytes for the two fields (a whole decode of Foundation's 13 MB graph costs seconds).
    public static func typePaths(inSymbolGraph bytes: [UInt8]) -> [[String]] {
        let kindKey = Array(#"{"kind":{"identifier":""#.utf8), pathKey = Array(#""pathComponents":["#.utf8)
        var paths: [[String]] = []
        var index = 0
        while let kindStart = bytes[index...].firstRange(of: kindKey) {
            let valueStart = kindStart.upperBound
            guard let valueEnd = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            index = valueEnd
            guard typeKinds.contains(String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)),
                  let pathStart = bytes[valueEnd...].firstRange(of: pathKey),
                  let pathEnd = bytes[pathStart.upperBound...].firstIndex(of: UInt8(ascii: "]")) else { continue }
            let list = String(decoding: bytes[pathStart.upperBound..<pathEnd], as: UTF8.self)
            let path = list.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
            if !path.isEmpty, !path.contains(where: { $0.hasPrefix("_") }) { paths.append(path) }
            index = pathEnd
        }
        return paths
    }
}
