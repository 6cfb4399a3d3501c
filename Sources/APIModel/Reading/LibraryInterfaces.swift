import Foundation
import ToolCore

/// The toolchain's module interfaces (`Swift.swiftmodule/<triple>.swiftinterface`)
/// that the standard library's protocol extensions are read from, so that a
/// `Collection` shows `map` and an `Equatable` type shows `!=` — without a build.
public struct LibraryInterface: Sendable, Hashable {
    public var module: String
    /// The `.swiftinterface` file, absolute.
    public var path: String

    public init(module: String, path: String) {
        self.module = module
        self.path = path
    }

    /// The standard library modules whose protocols most types conform to, and those
    /// whose types a declaration names often enough to link (`Mutex`, `Observable`).
    static let standardModules = ["Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Observation"]

    /// The interfaces in `libraryFolder` (the toolchain's `usr/lib/swift/<platform>`),
    /// one per standard module that has one for this machine's architecture.
    public static func standardLibrary(in libraryFolder: String) -> [LibraryInterface] {
        standardModules.compactMap { module in
            let folder = libraryFolder + "/" + module + ".swiftmodule"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            let interface = names.sorted().first {
                $0.hasPrefix(architecture) && $0.hasSuffix(".swiftinterface") && !$0.hasSuffix(".private.swiftinterface")
            }
            return interface.map { LibraryInterface(module: module, path: folder + "/" + $0) }
        }
    }

    /// The target triple the toolchain in `libraryFolder` builds for (`x86_64-unknown-linux-gnu`),
    /// read from the name of its standard library's interface.
    public static func targetTriple(in libraryFolder: String) -> String? {
        standardLibrary(in: libraryFolder).first { $0.module == "Swift" }
            .map { URL(fileURLWithPath: $0.path).deletingPathExtension().lastPathComponent }
    }

    /// The library folder of the `swift` found on `PATH` (`<toolchain>/usr/lib/swift/<platform>`), if any.
    public static func toolchainLibraryFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard let toolchain = Toolchain.active(environment: environment) else { return nil }
        return platforms.lazy.map { toolchain.library("swift/" + $0).path }
            .first { FileManager.default.fileExists(atPath: $0 + "/Swift.swiftmodule") }
    }

    private static let platforms = ["linux", "macosx", "android", "freebsd", "windows"]

    private static var architecture: String {
        #if arch(x86_64)
        "x86_64"
        #elseif arch(arm64)
        "a"  // aarch64-… on Linux, arm64-… on Apple platforms
        #else
        ""
        #endif
    }
}

extension LibraryInterface {
    /// The interface cut into pieces of about `size` bytes, each ending after a
    /// top-level declaration (a `}` in column 0 outside any `#if`), so the
    /// standard library's 2 MB parse in parallel instead of on one core.
    static func pieces(of text: String, size: Int) -> [String] {
        var pieces: [String] = []
        var start = text.startIndex
        var conditionDepth = 0
        var lineStart = text.startIndex
        while lineStart < text.endIndex {
            let lineEnd = text[lineStart...].firstIndex(of: "\n") ?? text.endIndex
            let line = text[lineStart..<lineEnd]
            if line.hasPrefix("#if") { conditionDepth += 1 }
            if line.hasPrefix("#endif") { conditionDepth -= 1 }
            let next = lineEnd < text.endIndex ? text.index(after: lineEnd) : lineEnd
            if line == "}" && conditionDepth == 0 && text.utf8.distance(from: start, to: next) >= size {
                pieces.append(String(text[start..<next]))
                start = next
            }
            lineStart = next
        }
        if start < text.endIndex { pieces.append(String(text[start...])) }
        return pieces
    }

    /// The protocols an interface declares at top level (`public protocol Collection<Element> : …`),
    /// found in the text so that every piece knows which extensions extend a protocol.
    static func protocolNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.split(separator: "\n") where line.first.map({ $0 != " " && $0 != "#" }) ?? false {
            guard let keyword = line.range(of: "protocol "),
                  keyword.lowerBound == line.startIndex || line[line.index(before: keyword.lowerBound)] == " " else { continue }
            let name = line[keyword.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.insert(String(name)) }
        }
        return names
    }
}
