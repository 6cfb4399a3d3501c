@testable import APIModel
@testable import DocEngine
import Foundation
import ToolCore
import XCTest

/// Members a type gets from the extensions of the protocols it conforms to.
final class InheritedMembersTests: XCTestCase {
    /// A small stand-in for a library interface, read the way the toolchain's are.
    let library = """
    public protocol Equatable { static func == (lhs: Self, rhs: Self) -> Bool }
    extension Swift.Equatable {
      public static func != (lhs: Self, rhs: Self) -> Bool
    }
    public protocol Hashable : Swift.Equatable {}
    public protocol Sequence<Element> { associatedtype Element }
    extension Swift.Sequence {
      public func map<T>(_ transform: (Self.Element) throws -> T) rethrows -> [T]
      public __consuming func dropFirst(_ k: Swift.Int = 1) -> [Self.Element]
      @available(*, unavailable)
      public func gone()
      public func _hidden()
    }
    extension Swift.Sequence where Self.Element : Swift.Equatable {
      public func contains(_ element: Self.Element) -> Bool
    }
    extension Swift.Sequence where Self.Element == Swift.UInt8 {
      public func checksum() -> Swift.UInt8
    }
    public protocol Collection : Swift.Sequence {}
    extension Swift.Collection {
      public __consuming func dropFirst(_ k: Swift.Int = 1) -> Self.SubSequence
    }
    @frozen public struct UInt8 : Swift.Hashable {
      public func description() -> Swift.String
    }
    """

    /// The package's modules after inheritance, at public access.
    private func modules(_ sources: [String: String]) -> [ModuleAPI] {
        let files = sources.sorted { $0.key < $1.key }.map { DeclarationReader.read(source: $0.value, path: $0.key) }
        let kit = ModuleAssembler.assemble(name: "Kit", path: "Sources/Kit", files: files, minimumAccess: nil)
        let swift = ModuleAssembler.assemble(
            name: "Swift", path: "Swift.swiftinterface",
            files: [DeclarationReader.readInterface(source: library, path: "Swift.swiftinterface", module: "Swift",
                                                    protocols: LibraryInterface.protocolNames(in: library))],
            minimumAccess: nil)
        let inherited = InheritedMembers.add(to: [kit], libraries: [swift])
        // What the user's cache keeps of a library gives the package the same members.
        XCTAssertEqual(InheritedMembers.add(to: [kit], libraries: [LibraryModuleCache.slimmed(swift)]), inherited)
        return inherited.map { ModuleAssembler.restricted($0, minimumAccess: .public) }
    }

    /// A name two protocols provide is shown once, from the nearest: one anchor per page.
    func testANameFromSeveralProtocolsIsInheritedOnceFromTheNearest() throws {
        let ring = try XCTUnwrap(modules(["A.swift": "public struct Ring: Collection {}\n"])[0].symbols.first)
        let dropFirst = ring.members.filter { $0.title == "dropFirst(_:)" }
        XCTAssertEqual(dropFirst.map(\.inheritedFrom), ["Collection"])
        XCTAssertEqual(dropFirst.first?.declarationText, "func dropFirst(_ k: Int = 1) -> Self.SubSequence")
        XCTAssertEqual(Set(ring.members.map(\.anchor)).count, ring.members.count, "every anchor once")
    }

    private func inherited(_ type: String, in sources: [String: String]) throws -> [String: String?] {
        let symbol = try XCTUnwrap(modules(sources)[0].symbols.first { $0.name == type }, "no type \(type)")
        var result: [String: String?] = [:]
        for member in symbol.members where !member.isDeclared {
            XCTAssertEqual(member.origin, .inherited)
            XCTAssertEqual(member.scope, [type])
            result[member.title] = member.inheritedFrom
        }
        return result
    }

    func testPackageProtocolExtensionsReachConformingTypesThroughAliasesAndUnderscoredProtocols() throws {
        let sources = ["A.swift": """
            public protocol _Inbound {}
            extension _Inbound {
                /// Forwards the event.
                public func channelActive() {}
                func internalHelper() {}
            }
            public protocol Inbound: _Inbound {}
            public protocol Outbound {}
            extension Outbound {
                public func flush() {}
                public func write() {}
            }
            public typealias Duplex = Inbound & Outbound
            public final class Handler: Duplex {
                public func write() {}   // its own: not inherited
            }
            """]
        XCTAssertEqual(try inherited("Handler", in: sources), ["channelActive()": "_Inbound", "flush()": "Outbound"])
        let handler = try XCTUnwrap(modules(sources)[0].symbols.first { $0.name == "Handler" })
        let active = try XCTUnwrap(handler.members.first { $0.title == "channelActive()" })
        XCTAssertEqual(active.documentation?.text, "Forwards the event.")
    }

    func testLibraryProtocolsGiveMembersWhoseRequirementsSyntaxCanDecide() throws {
        let sources = ["A.swift": """
            public struct Bytes: Sequence {
                public typealias Element = UInt8
            }
            public struct Names: Sequence {
                public typealias Element = Inbound
            }
            public protocol Inbound {}
            public struct Box<Element>: Swift.Sequence {}
            public struct Point: Hashable {}
            """]
        // UInt8 is Hashable, so Equatable: `contains` applies; `checksum` needs Element == UInt8.
        XCTAssertEqual(try inherited("Bytes", in: sources),
                       ["map(_:)": "Sequence", "dropFirst(_:)": "Sequence", "contains(_:)": "Sequence", "checksum()": "Sequence"])
        // An existential conforms to nothing; Inbound is not UInt8.
        XCTAssertEqual(try inherited("Names", in: sources), ["map(_:)": "Sequence", "dropFirst(_:)": "Sequence"])
        // A generic parameter decides nothing: both kept, with their constraints shown.
        XCTAssertEqual(try inherited("Box", in: sources),
                       ["map(_:)": "Sequence", "dropFirst(_:)": "Sequence", "contains(_:)": "Sequence", "checksum()": "Sequence"])
        let box = try XCTUnwrap(modules(sources)[0].symbols.first { $0.name == "Box" })
        XCTAssertEqual(box.members.first { $0.title == "checksum()" }?.extensionConstraints, "Self.Element == Swift.UInt8")
        // Shown as written in code: no ownership keywords, no `Swift.` module prefix.
        XCTAssertEqual(box.members.first { $0.title == "checksum()" }?.declarationText, "func checksum() -> UInt8")
        XCTAssertEqual(box.members.first { $0.title == "dropFirst(_:)" }?.declarationText, "func dropFirst(_ k: Int = 1) -> [Self.Element]")
        // Refinement: Hashable refines Equatable.
        XCTAssertEqual(try inherited("Point", in: sources), ["!=(_:_:)": "Equatable"])
    }

    func testEnumsWithoutPayloadsAreEquatableAndSelfRequirementsAreChecked() throws {
        let sources = ["A.swift": """
            public enum Mode { case on, off }
            public enum Value { case int(Int), text(String) }
            public protocol Shape {}
            public protocol Drawable {}
            extension Shape where Self: Drawable {
                public func draw() {}
            }
            extension Shape {
                public var area: Double { 0 }
            }
            public struct Square: Shape, Drawable {}
            public struct Line: Shape {}
            """]
        XCTAssertEqual(try inherited("Mode", in: sources), ["!=(_:_:)": "Equatable"])
        XCTAssertEqual(try inherited("Value", in: sources), [:])
        XCTAssertEqual(try inherited("Square", in: sources), ["draw()": "Shape", "area": "Shape"])
        XCTAssertEqual(try inherited("Line", in: sources), ["area": "Shape"])
    }

    func testInheritedMembersAreNeitherCountedNorCheckedAndPagesGroupThemByProtocol() throws {
        let sources = ["A.swift": """
            /// A shape.
            public protocol Shape {}
            extension Shape {
                /// Links to ``Nowhere``, and documents - Parameter x: that is not there.
                public func describe() {}
            }
            /// A square.
            public struct Square: Shape {}
            """]
        let package = PackageDocs(name: "Kit", modules: modules(sources).map { ModuleDocs($0) })
        let coverage = CoverageReport(package)
        XCTAssertEqual(coverage.count.total, 3, "Shape, Shape.describe(), Square — not Square.describe()")
        let findings = DocumentationCheck.run(SiteMap(package))
        XCTAssertTrue(findings.allSatisfy { $0.file == "A.swift" && $0.line == 4 }, "\(findings)")
        let pages = DocGenerator.files(for: package, format: .html)
        let square = try XCTUnwrap(pages.first { $0.path == "Kit/Square.html" }).contents
        let html = String(decoding: square, as: UTF8.self)
        XCTAssertTrue(html.contains("<h2 id=\"inherited-1\">Shape Implementations</h2>"), html)
        XCTAssertTrue(html.contains("Inherited from <a href=\"../Kit/Shape.html\"><code>Shape</code></a>"), html)
    }

    func testInterfacesAreCutAfterTopLevelDeclarationsOutsideConditions() {
        let text = """
        public protocol Shape<Unit> : Swift.Equatable {
          func area() -> Unit
        }
        @_marker public protocol Marker {}
        public func f() {
        #if DEBUG
          g()
        #else
          h()
        #endif
        }
        #if compiler(>=5.3)
        public struct A {
        }
        #endif
        extension Shape {
        }

        """
        XCTAssertEqual(LibraryInterface.protocolNames(in: text), ["Shape", "Marker"])
        let pieces = LibraryInterface.pieces(of: text, size: 1)
        XCTAssertEqual(pieces.joined(), text)
        XCTAssertEqual(pieces.count, 3, "\(pieces)")
        XCTAssertTrue(pieces[1].hasPrefix("@_marker") && pieces[1].hasSuffix("#endif\n}\n"), pieces[1])
        XCTAssertTrue(pieces[2].hasPrefix("#if compiler") && pieces[2].hasSuffix("extension Shape {\n}\n"), pieces[2])
        XCTAssertEqual(LibraryInterface.pieces(of: text, size: 1 << 20), [text])
    }

    func testTheToolchainsStandardLibraryInterfaceIsFoundAndRead() throws {
        let folder = try XCTUnwrap(LibraryInterface.toolchainLibraryFolder(), "no swift on PATH")
        let interfaces = LibraryInterface.standardLibrary(in: folder)
        XCTAssertEqual(interfaces.map(\.module), ["Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Observation"])
        let package = try temporaryPackage(["Sources/Kit/Kit.swift": """
            public struct Ring: RandomAccessCollection {
                public typealias Element = UInt8
                public var startIndex: Int { 0 }
                public var endIndex: Int { 0 }
                public subscript(position: Int) -> UInt8 { 0 }
            }
            public enum Mode: String { case on, off }
            public struct Ticks: AsyncSequence {
                public typealias Element = Int
            }
            """])
        let result = PackageReader.read(packageName: "Kit", packageDirectory: package.path,
                                        modules: [ModuleSource(name: "Kit", path: package.path + "/Sources/Kit")],
                                        minimumAccess: .public, libraries: interfaces)
        let symbols = result.package.modules[0].symbols
        func inherited(_ type: String) -> Set<String> {
            Set(symbols.first { $0.name == type }?.members.filter { !$0.isDeclared }.map(\.title) ?? [])
        }
        let ring = inherited("Ring")
        for title in ["map(_:)", "filter(_:)", "first(where:)", "reversed()", "contains(_:)", "firstRange(of:)"] {
            XCTAssertTrue(ring.contains(title), "Ring lacks \(title)")
        }
        XCTAssertFalse(ring.contains("joined()"), "UInt8 is no Sequence")
        XCTAssertFalse(ring.contains("!=(_:_:)"), "Ring is not Equatable")
        XCTAssertTrue(inherited("Mode").isSuperset(of: ["!=(_:_:)", "hashValue", "hash(into:)"]), "\(inherited("Mode"))")
        XCTAssertTrue(inherited("Ticks").isSuperset(of: ["map(_:)", "reduce(_:_:)", "contains(where:)"]), "\(inherited("Ticks"))")
        XCTAssertFalse(ring.contains { $0.hasPrefix("_") })
        // The same interfaces name the types a declaration links to Apple's documentation.
        let pages = ["String": "swift/string", "Int": "swift/int", "Bool": "swift/bool", "Error": "swift/error",
                     "Duration": "swift/duration", "Task": "swift/task", "Regex": "swift/regex",
                     "Mutex": "synchronization/mutex", "Observable": "observation/observable"]
        for (name, path) in pages {
            XCTAssertEqual(result.package.externalTypes.link(for: name)?.url, "https://developer.apple.com/documentation/" + path, name)
        }
    }

    func temporaryPackage(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("inherited-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }
}
