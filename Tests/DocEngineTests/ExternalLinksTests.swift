import DocEngine
import Foundation
import ToolCore
import XCTest

/// Types from outside the package link to their pages in Apple's documentation, named
/// from the library interfaces the reader parses, in DocC's URL scheme.
final class ExternalLinksTests: XCTestCase {
    /// A stand-in for the standard library's interface, read the way the toolchain's is.
    private let swiftInterface = """
    @frozen public struct String : Swift.Hashable { public struct Index {} }
    @frozen public struct Int : Swift.Hashable {}
    public protocol Error : Swift.Sendable {}
    public protocol Sendable {}
    public protocol Hashable {}
    public typealias Void = ()
    public struct _Hidden {}
    """

    private func site(_ source: String) throws -> [String: String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("external-links-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Kit"), withIntermediateDirectories: true)
        try source.write(to: folder.appendingPathComponent("Sources/Kit/Kit.swift"), atomically: true, encoding: .utf8)
        let interface = folder.appendingPathComponent("Swift.swiftinterface")
        try swiftInterface.write(to: interface, atomically: true, encoding: .utf8)
        let input = DocGenerator.Input(packageDirectory: folder.path,
                                       modules: [ModuleSource(name: "Kit", path: folder.appendingPathComponent("Sources/Kit").path)],
                                       libraries: [LibraryInterface(module: "Swift", path: interface.path)])
        let package = try DocGenerator.read(input).package
        return Dictionary(uniqueKeysWithValues: DocGenerator.files(for: package, format: .html).map {
            ($0.path, String(decoding: $0.contents, as: UTF8.self))
        })
    }

    func testStandardLibraryTypesInDeclarationsLinkToTheirPages() throws {
        let pages = try site("""
        /// A shape, named by a ``String``, never an ``Unknown``.
        public struct Shape: Hashable, Sendable {
            /// Its name.
            public var name: String
            /// Draws it.
            public func draw(times: Int, at index: Swift.String.Index) throws -> Void {}
        }
        """)
        let page = try XCTUnwrap(pages["Kit/Shape.html"])
        XCTAssertTrue(page.contains("<a class=\"type\" href=\"https://developer.apple.com/documentation/swift/string\" "
            + "title=\"String — the Swift standard library\">String</a>"), page)
        XCTAssertTrue(page.contains("href=\"https://developer.apple.com/documentation/swift/int\""))
        // `Swift.String.Index` is written as three names: the type among them links.
        XCTAssertTrue(page.contains("<span class=\"type\">Swift</span>.<a class=\"type\" "
            + "href=\"https://developer.apple.com/documentation/swift/string\""), page)
        XCTAssertTrue(page.contains("href=\"https://developer.apple.com/documentation/swift/void\""))
        XCTAssertTrue(page.contains("A shape, named by a <a href=\"https://developer.apple.com/documentation/swift/string\" "
            + "title=\"String — the Swift standard library\"><code>String</code></a>, never an "
            + "<code class=\"unresolved\">Unknown</code>."), page)
        // Conformances, in the Relationships section.
        XCTAssertTrue(page.contains("<a href=\"https://developer.apple.com/documentation/swift/hashable\" "
            + "title=\"Hashable — the Swift standard library\"><code>Hashable</code></a>"), page)
    }

    func testThePackagesOwnTypesComeFirstAndUnknownOnesStayPlain() throws {
        let pages = try site("""
        /// Its own string.
        public struct String {}
        /// Uses both.
        public func use(_ a: String, _ b: Swift.Int, _ c: Unknown, _ d: _Hidden) {}
        """)
        let page = try XCTUnwrap(pages["Kit/functions/use.html"])
        XCTAssertTrue(page.contains("<a class=\"type\" href=\"../../Kit/String.html\">String</a>"), page)
        XCTAssertTrue(page.contains("href=\"https://developer.apple.com/documentation/swift/int\""))
        XCTAssertTrue(page.contains("<span class=\"type\">Unknown</span>"))
        XCTAssertTrue(page.contains("<span class=\"type\">_Hidden</span>"), "underscored types have no page")
    }

    func testNestedAndQualifiedNamesFollowDocCsPaths() {
        let here = SourceLocation(file: "", line: 1, column: 1)
        var string = Symbol(kind: .struct, name: "String", access: .public, location: here)
        string.members = [Symbol(kind: .struct, name: "Index", access: .public, location: here),
                          Symbol(kind: .property, name: "count", access: .public, location: here)]
        var types = ExternalTypes()
        types.add([string], module: "Swift")
        XCTAssertEqual(types.link(for: "Swift.String")?.url, "https://developer.apple.com/documentation/swift/string")
        XCTAssertEqual(types.link(for: "String.Index")?.url, "https://developer.apple.com/documentation/swift/string/index")
        XCTAssertEqual(types.link(forSymbolLink: "Swift/String")?.title, "String — the Swift standard library")
        XCTAssertNil(types.link(for: "Kit.String"))
        XCTAssertNil(types.link(for: "String.count"), "only types are known to have pages: nothing is guessed")
    }

    func testTheURLSchemeIsDocCs() {
        XCTAssertEqual(ExternalTypes.documentationFolders["_Concurrency"], "swift")
        XCTAssertEqual(ExternalTypes.documentationFolders["Synchronization"], "synchronization")
    }

    func testFoundationAndDispatchTypesComeFromTheToolchainsSymbolGraphs() async throws {
        guard let library = LibraryInterface.toolchainLibraryFolder() else { throw XCTSkip("no Swift toolchain on PATH") }
        let cache = try TestSupport.temporaryFolder(for: self).path
        let extracted = await PlatformModules.read(libraryFolder: library, cacheFolder: cache)
        let cached = await PlatformModules.read(libraryFolder: library, cacheFolder: cache)
        XCTAssertEqual(cached, extracted, "the second read comes from the cache, the same")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cache).count, 1)
        var types = ExternalTypes()
        for read in cached { types.add(read) }
        let pages = ["Data": "foundation/data", "URL": "foundation/url", "Date": "foundation/date", "JSONDecoder": "foundation/jsondecoder",
                     "URLSession": "foundation/urlsession", "Foundation.UUID": "foundation/uuid", "DispatchQueue": "dispatch/dispatchqueue"]
        for (name, path) in pages {
            XCTAssertEqual(types.link(for: name)?.url, "https://developer.apple.com/documentation/" + path, name)
        }
        XCTAssertEqual(types.link(for: "Data")?.title, "Data — Foundation", "FoundationEssentials' types are Foundation's on Apple's site")
        XCTAssertNil(types.link(for: "Data.count"), "only types")
    }

    func testTypePathsAreReadFromTheSymbolGraphsFields() {
        let graph = #"""
        {"symbols":[{"kind":{"identifier":"swift.struct","displayName":"Structure"},"pathComponents":["Data"]},
        {"kind":{"identifier":"swift.property"},"pathComponents":["Data","count"]},
        {"kind":{"identifier":"swift.enum"},"pathComponents":["Data","Deallocator"]},
        {"kind":{"identifier":"swift.class"},"pathComponents":["_Hidden"]}],
        "relationships":[{"kind":"memberOf","source":"a","target":"b"}]}
        """#
        XCTAssertEqual(PlatformModules.typePaths(inSymbolGraph: Array(graph.utf8)), [["Data"], ["Data", "Deallocator"]])
    }
}
