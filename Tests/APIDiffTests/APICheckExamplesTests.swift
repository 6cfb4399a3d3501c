@testable import APIDiff
import APIModel
import Foundation
import XCTest

/// Every check's old/new examples, run as one test: each check must report exactly
/// the symbols its example expects, and no other check may call an example's
/// unchanged declarations breaking.
final class APICheckExamplesTests: XCTestCase {
    private func module(_ text: String) -> PackageAPI {
        PackageAPI(name: "Kit", modules: [
            APIReader.module(named: "Kit", sources: [("Sources/Kit/Kit.swift", text)], minimumAccess: .internal,
                                  keepingUnavailable: true),
        ])
    }

    func testEveryCheckReportsWhatItsExamplesExpect() {
        for check in APIDiff.checks {
            let type = type(of: check)
            XCTAssertFalse(type.examples.isEmpty, "\(type.id) has examples")
            for (index, example) in type.examples.enumerated() {
                let found = APIDiff.compare(old: module(example.old), new: module(example.new), checks: [check])
                XCTAssertEqual(Set(found.map(\.symbol)), Set(example.expected), "\(type.id), example \(index + 1)")
                XCTAssertTrue(found.allSatisfy { $0.check == type.id })
            }
        }
    }

    func testCheckIdentifiersAreUniqueAndSnakeCase() {
        let ids = APIDiff.checks.map { type(of: $0).id }
        XCTAssertEqual(Set(ids).count, ids.count)
        XCTAssertTrue(ids.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "_" } })
    }

    func testTheGuideListsEveryCheck() throws {
        let article = "Documentation/Guide.docc/APIDiff.md"
        let guide = try String(contentsOfFile: #filePath.replacingOccurrences(
            of: "Tests/APIDiffTests/APICheckExamplesTests.swift", with: article), encoding: .utf8)
        for check in APIDiff.checks {
            XCTAssertTrue(guide.contains("| `\(type(of: check).id)` |"), "\(article)'s table of checks lacks \(type(of: check).id)")
        }
    }

    func testAnUnchangedPackageHasNoChanges() {
        let text = "public struct Box<T: Sendable>: Hashable {\n    public var item: T\n"
            + "    public func map<U>(_ f: (T) -> U) -> Box<U> { fatalError() }\n}\n"
        XCTAssertEqual(APIDiff.compare(old: module(text), new: module(text)), [])
    }

    func testAModuleThatReExportsAnotherKeepsItsDeclarations() {
        let read = { (name: String, text: String) in
            APIReader.module(named: name, sources: [("Sources/\(name)/\(name).swift", text)], minimumAccess: .internal,
                             keepingUnavailable: true)
        }
        let old = PackageAPI(name: "Kit", modules: [read("_Extras", "public struct Box {}\npublic func pack() {}\n")])
        let moved = PackageAPI(name: "Kit", modules: [read("_Extras", "@_exported import Extras\n"),
                                                      read("Extras", "public struct Box {}\npublic func pack() {}\n")])
        XCTAssertEqual(moved.modules[0].reexports, ["Extras"])
        XCTAssertEqual(APIDiff.compare(old: old, new: moved).filter { $0.kind != .additive }.map(\.symbol), [])
        let dropped = PackageAPI(name: "Kit", modules: [read("_Extras", "import Extras\n"),
                                                        read("Extras", "public struct Box {}\npublic func pack() {}\n")])
        XCTAssertEqual(Set(APIDiff.compare(old: old, new: dropped).filter { $0.kind == .breaking }.map(\.symbol)),
                       ["_Extras.Box", "_Extras.pack()"], "without the re-export, they are gone from `_Extras`")
    }

    func testARemovedTypeIsOneChangeNotOnePerMember() {
        let found = APIDiff.compare(old: module("public struct Box {\n    public var a = 0\n    public func b() {}\n}\n"), new: module(""))
        XCTAssertEqual(found.map(\.symbol), ["Kit.Box"])
        XCTAssertEqual(found.first?.oldLocation, SourceLocation(file: "Sources/Kit/Kit.swift", line: 1, column: 1))
    }

    func testADeclarationMadeUnavailableIsOneChangeNotARemoval() {
        let found = APIDiff.compare(old: module("public struct Box {\n    public func open() {}\n}\n"),
                                    new: module("public struct Box {\n    @available(*, unavailable, message: \"Boxes stay shut\")\n"
                                        + "    public func open() {}\n}\n"))
        XCTAssertEqual(found.map(\.check), ["unavailable_added"])
        XCTAssertEqual(found.first?.kind, .breaking)
        XCTAssertEqual(found.first?.message, "`Box.open()` was marked unavailable: Boxes stay shut")
        // And back: available again is new API.
        let back = APIDiff.compare(old: module("@available(*, unavailable)\npublic func open() {}\n"),
                                   new: module("public func open() {}\n"))
        XCTAssertEqual(back.map(\.check), ["added_declaration"])
        XCTAssertEqual(back.first?.message, "available again")
        // A type made unavailable is one change, whatever happened to its members.
        let whole = APIDiff.compare(old: module("public struct Box {\n    public init() {}\n"
                                                + "    public struct Lid { public var on = true }\n}\n"),
                                    new: module("@available(*, unavailable)\npublic struct Box {\n    public struct Lid {}\n}\n"))
        XCTAssertEqual(whole.map(\.symbol), ["Kit.Box"])
    }

    func testAChangeUnderIfIsSaidToBeConfinedThere() {
        let found = APIDiff.compare(old: module("#if os(Linux)\npublic func poll() {}\n#endif\n"), new: module(""))
        XCTAssertEqual(found.map(\.check), ["removed_declaration"])
        XCTAssertTrue(found[0].message.hasSuffix("(only under `#if os(Linux)`)"), found[0].message)
    }
}
