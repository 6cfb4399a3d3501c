import Foundation
@testable import LintEngine
import ToolCore
import XCTest

/// The module map's facts per record, kept by the record's content-addressed
/// name: a second run reads them from the cache, and gets the same map.
final class RecordFactsCacheTests: XCTestCase {
    func testTheCacheGivesTheMapTheStoreGivesAndAHalfWrittenFileIsIgnored() async throws {
        let folder = try TemporaryFolder(prefix: "record-facts")
        let source = folder.path + "/Use.swift"
        try "struct Item: Codable { var name = \"\" }\nlet items = [Item()]\n".write(toFile: source, atomically: true, encoding: .utf8)
        let swiftc = try XCTUnwrap(Toolchain.active()).usr.appendingPathComponent("bin/swiftc").path
        let store = folder.path + "/store"
        let compile = try await Command.executable(swiftc, ["-typecheck", "-index-store-path", store, "-module-name", "Use", source]).run()
        XCTAssertTrue(compile.succeeded, compile.errorText)
        let indexStore = try IndexStore(path: store, library: IndexStoreLibrary.load())
        let coverage = try IndexCoverage.read(store: indexStore, paths: [source])

        let cache = RecordFactsCache(folder: folder.path + "/cache")
        let fromStore = try PackageIndex.read(store: indexStore, coverage: coverage, recordCache: cache).modules()
        let written = try String(contentsOfFile: cache.path, encoding: .utf8)
        let decoded = try XCTUnwrap(RecordFactsCache.decode(written))
        XCTAssertEqual(decoded.count, Set(coverage.units.flatMap(\.records).map(\.name)).count, "every record of the store")

        let fromCache = try PackageIndex.read(store: indexStore, coverage: coverage,
                                              recordCache: RecordFactsCache(folder: folder.path + "/cache")).modules()
        XCTAssertEqual(fromCache.modulesOfSymbol, fromStore.modulesOfSymbol)
        XCTAssertEqual(fromCache.bases, fromStore.bases)
        XCTAssertEqual(fromCache.protocolMembers, fromStore.protocolMembers)
        XCTAssertTrue(fromCache.inherits("s:3Use4ItemV", fromAnyOf: ["s:Se"]), "Item is Decodable, through Codable")

        XCTAssertNil(RecordFactsCache.decode(String(written.dropLast(5))), "a file cut short is not trusted")
        XCTAssertEqual(RecordFactsCache.decode(RecordFactsCache.encode(decoded)), decoded)
    }
}
