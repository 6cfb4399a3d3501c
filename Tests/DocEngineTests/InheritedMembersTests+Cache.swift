@testable import APIModel
@testable import DocEngine
import Foundation
import XCTest

/// The standard library's modules kept in the user cache between runs, and the cache's format.
extension InheritedMembersTests {
    /// A library is parsed once per toolchain: its module is kept in the user's cache (slimmed) and
    /// read from there by the next run, which parses nothing of it.
    func testLibrariesAreKeptInTheUserCacheAndReadFromIt() throws {
        let interface = "public protocol Greeting {}\nextension Greeting { public func greet() }\npublic func unrelated()\n"
        let package = try temporaryPackage(["Sources/Kit/Kit.swift": "public struct Hello: Greeting {}\n",
                                            "Fake.swiftinterface": interface, "Copy.swiftinterface": interface])
        let cache = package.path + "/cache"
        let kit = [ModuleSource(name: "Kit", path: package.path + "/Sources/Kit")]
        func members(_ library: LibraryInterface) -> [String] {
            let result = PackageReader.read(packageName: "Kit", packageDirectory: package.path, modules: kit,
                                            minimumAccess: .public, libraries: [library], libraryCache: cache)
            return result.package.modules[0].symbols.first { $0.name == "Hello" }?.members.map(\.title) ?? []
        }
        let fake = LibraryInterface(module: "Fake", path: package.path + "/Fake.swiftinterface")
        XCTAssertEqual(members(fake), ["greet()"])
        let kept = try FileManager.default.contentsOfDirectory(atPath: cache).filter { $0.hasPrefix("library-Fake-") }
        XCTAssertEqual(kept.count, 1)
        let module = try XCTUnwrap(LibraryModuleCache.read([fake], keys: [APIReader.interfaceKey(fake)], folder: cache)[0])
        XCTAssertEqual(module.symbols.map(\.name), ["Greeting"], "only what the docs read of a library is kept")

        // An interface this process never parsed, with a module in the cache: the cache is what is read.
        let copy = LibraryInterface(module: "Fake", path: package.path + "/Copy.swiftinterface")
        var planted = module
        planted.symbols[0].members[0].title = "planted()"
        LibraryModuleCache.write(planted, for: copy, key: APIReader.interfaceKey(copy), folder: cache, kept: 1)
        XCTAssertEqual(members(copy), ["planted()"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cache).filter { $0.hasPrefix("library-Fake-") }.count, 1,
                       "the older file of the module is removed")

        // A damaged file is not half read: the interface is parsed again.
        let file = try XCTUnwrap(FileManager.default.contentsOfDirectory(atPath: cache).first { $0.hasPrefix("library-Fake-") })
        try Data("{\"name\":\"Fake\",\"path\":\"\",\"symbols\":[]}\n{not json\n".utf8).write(to: URL(fileURLWithPath: cache + "/" + file))
        XCTAssertNil(LibraryModuleCache.read([copy], keys: [APIReader.interfaceKey(copy)], folder: cache)[0])
    }

    /// The cache's format gives back the module it was given, and nothing from damaged bytes.
    func testTheCacheFormatKeepsEveryFieldAndRefusesDamagedBytes() throws {
        var swift = LibraryModuleCache.slimmed(ModuleAssembler.assemble(
            name: "Swift", path: "Swift.swiftinterface",
            files: [DeclarationReader.readInterface(source: library, path: "Swift.swiftinterface", module: "Swift",
                                                    protocols: LibraryInterface.protocolNames(in: library))],
            minimumAccess: nil))
        swift.symbols[0].availability = [Availability(platform: "macOS", introduced: "14", message: "a message")]
        swift.symbols[0].documentation = DocCommentSource(lines: [.init(text: "A comment.", line: 3, column: 5)])
        swift.symbols[0].parameters = [Parameter(label: "of", name: "value", type: "Int", hasDefault: true)]
        swift.symbols[0].storedLayout = ["var x: Int"]
        let bytes = LibraryModuleCoding.encode(swift)
        XCTAssertGreaterThan(swift.symbols.count, 1)
        XCTAssertEqual(LibraryModuleCoding.decode(bytes), swift)
        XCTAssertNil(LibraryModuleCoding.decode(Array(bytes.dropLast())))
        XCTAssertNil(LibraryModuleCoding.decode(bytes + [0]))
        XCTAssertNil(LibraryModuleCoding.decode(Array("{}".utf8)))
    }
}
