import Foundation
@testable import IndexStore
import ToolCore
import XCTest

/// Reads the index store this package's own debug build wrote (the build the
/// test command makes before the tests run): real compiler output, no fixture build.
final class IndexStoreTests: XCTestCase {
    private static let packageFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    private func ownStore() throws -> IndexStore {
        guard let path = IndexStoreLocator.searchBuildFolder(Self.packageFolder + "/.build") else {
            throw XCTSkip("no index store below .build: build the package in debug first")
        }
        return try IndexStore(path: path, library: IndexStoreLibrary.load())
    }

    func testTheToolchainLibraryLoadsAndReadsFormat5() throws {
        let library = try IndexStoreLibrary.load()
        XCTAssertTrue(library.path.hasSuffix("/lib/libIndexStore.so"), library.path)
        XCTAssertGreaterThan(library.apiVersion, 0)
    }

    /// `TOOLCHAINS` names another toolchain (its folder, or an installed one's name); a
    /// name that is none falls back to the `swift` on `PATH`.
    func testTOOLCHAINSNamesTheToolchainElseTheSwiftOnPATH() throws {
        let onPath = try XCTUnwrap(Toolchain.active(environment: ProcessInfo.processInfo.environment.filter { $0.key != "TOOLCHAINS" }))
        let folder = onPath.usr.deletingLastPathComponent().path
        XCTAssertEqual(Toolchain.active(environment: ["TOOLCHAINS": folder, "PATH": ""]), onPath)
        XCTAssertNil(Toolchain.active(environment: ["TOOLCHAINS": "no-such-toolchain", "PATH": "", "HOME": "/nowhere"]))
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        XCTAssertEqual(Toolchain.active(environment: ["TOOLCHAINS": "no-such-toolchain", "PATH": path, "HOME": "/nowhere"]), onPath)
    }

    func testAMissingLibraryIsAClearErrorWithTheNextStep() {
        XCTAssertThrowsError(try IndexStoreLibrary.load(path: "/nowhere/libIndexStore.so")) { error in
            let text = (error as? IndexStoreError)?.description ?? ""
            XCTAssertTrue(text.hasPrefix("cannot load libIndexStore from /nowhere/libIndexStore.so"), text)
            XCTAssertTrue(text.contains("--toolchain"), text)
        }
    }

    func testAFolderWithoutAStoreIsAClearError() async throws {
        let folder = try TemporaryFolder(prefix: "index-store")
        XCTAssertNil(IndexStoreLocator.searchBuildFolder(folder.path))
        do {
            _ = try await IndexStoreLocator.find(package: folder.path, explicit: folder.path)
            XCTFail("found a store in an empty folder")
        } catch {
            XCTAssertTrue("\(error)".contains("holds no v5 store"), "\(error)")
            XCTAssertTrue("\(error)".contains("swift build --build-tests"), "\(error)")
        }
    }

    /// The unit of `FileDiscovery.swift`: its module, its record, and in the record
    /// the struct's definition, a method that is its child, and a use of `Glob`.
    func testAUnitAndItsRecordSayWhatTheFileDeclaresAndUses() throws {
        let store = try ownStore()
        let file = Self.packageFolder + "/Sources/ToolCore/Files/FileDiscovery.swift"
        let units = try store.unitNames().map { try store.unit(named: $0) }.filter { $0.mainFile == file }
        let unit = try XCTUnwrap(units.first, "no unit for \(file) among \(store.unitNames().count)")
        XCTAssertEqual(unit.moduleName, "ToolCore")
        XCTAssertTrue(unit.moduleDependencies.contains("Foundation"), "\(unit.moduleDependencies.sorted())")
        let record = try store.record(named: try XCTUnwrap(unit.mainRecord).name)

        let lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
        let declarationLine = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("public struct FileDiscovery") }) + 1
        let type = try XCTUnwrap(record.occurrences.first { $0.symbol.name == "FileDiscovery" && $0.roles.contains(.definition) })
        XCTAssertEqual(type.symbol.kind, .struct)
        XCTAssertEqual(type.line, declarationLine)
        XCTAssertEqual(type.column, "public struct ".utf8.count + 1)

        let discover = try XCTUnwrap(record.occurrences.first { $0.symbol.name == "discover(_:)" && $0.roles.contains(.definition) })
        XCTAssertEqual(discover.symbol.kind, .instanceMethod)
        XCTAssertTrue(discover.relations.contains { $0.roles.contains(.childOf) && $0.symbol.usr == type.symbol.usr })

        let glob = try XCTUnwrap(record.occurrences.first { $0.symbol.name == "Glob" && $0.roles.contains(.reference) })
        XCTAssertEqual(glob.symbol.kind, .struct)
        XCTAssertTrue(lines[glob.line - 1].utf8.dropFirst(glob.column - 1).starts(with: "Glob".utf8), lines[glob.line - 1])
        XCTAssertTrue(unit.modified.timeIntervalSince1970 > 1_700_000_000)
    }
}
