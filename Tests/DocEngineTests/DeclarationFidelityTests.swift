@testable import APIModel
@testable import DocEngine
import XCTest

/// What the docs show of a declaration, where DocC's readers would notice a
/// difference: spacing, availability, branches no build compiles, supertypes
/// the docs leave out.
final class DeclarationFidelityTests: XCTestCase {
    private func module(_ source: String) -> ModuleAPI {
        ModuleAssembler.assemble(name: "Kit", path: "Sources/Kit", files: [DeclarationReader.read(source: source, path: "A.swift")],
                                 minimumAccess: .public)
    }

    private func symbol(_ source: String, _ name: String) -> Symbol? {
        module(source).symbols.first { $0.title == name || $0.name == name }
    }

    /// An implicit member after `=` and a prefix `!` after `&&` keep the space
    /// the source has (ArgumentParser's `name: NameSpecification = .long`).
    func testOperandsKeepTheirSpaceAfterOperatorsAndDefaultValues() throws {
        let source = """
        public enum Name { case long }
        public func option(name: Name = .long, names: [Name] = [.long, .long], flag: Bool = !true && !false) {}
        #if canImport(Darwin) && !os(WASI)
        public func darwinOnly() {}
        #endif
        """
        XCTAssertEqual(symbol(source, "option(name:names:flag:)")?.declarationText,
                       "func option(name: Name = .long, names: [Name] = [.long, .long], flag: Bool = !true && !false)")
        XCTAssertEqual(module(source).symbols.first { $0.name == "darwinOnly" }?.conditions, ["canImport(Darwin) && !os(WASI)"])
    }

    /// `@available` as DocC reads it: platforms and versions kept, deprecation
    /// only where an entry deprecates, and what is unavailable everywhere left out.
    func testAvailabilityIsReadPlatformByPlatform() throws {
        let source = """
        @available(macOS 10.15, iOS 13, *)
        public func modern() {}
        @available(macOS, introduced: 11, deprecated: 14, message: "Use `modern()`.")
        @available(iOS, unavailable)
        public func dated() {}
        @available(*, unavailable, renamed: "modern()")
        public func gone() {}
        public struct Box {
            @available(*, unavailable)
            public init() {}
            public init(size: Int) {}
        }
        """
        let symbols = module(source).symbols
        XCTAssertEqual(symbols.map(\.name), ["modern", "dated", "Box"], "gone() is unavailable everywhere")
        XCTAssertEqual(symbols[0].availability?.compactMap(\.badge), ["macOS 10.15+", "iOS 13.0+"])
        XCTAssertNil(symbols[0].deprecation)
        XCTAssertEqual(symbols[1].availability, [
            Availability(platform: "macOS", introduced: "11", deprecated: "14", message: "Use `modern()`."),
            Availability(platform: "iOS", isUnavailable: true),
        ])
        XCTAssertEqual(symbols[1].availability?.compactMap(\.badge), ["macOS 11.0–14.0 Deprecated"])
        XCTAssertEqual(symbols[1].deprecation, "Use `modern()`.")
        XCTAssertEqual(symbols[2].members.map(\.title), ["init(size:)"])
    }

    /// What no build compiles is not API: `#if false`, and what follows `#if true`.
    func testBranchesNoBuildCompilesAreLeftOut() throws {
        let source = """
        #if false
        public func never() {}
        #elseif os(Linux)
        public func linux() {}
        #else
        public func elsewhere() {}
        #endif
        #if true
        public func always() {}
        #else
        public func neverEither() {}
        #endif
        """
        let symbols = module(source).symbols
        XCTAssertEqual(symbols.map(\.name), ["linux", "elsewhere", "always"])
        XCTAssertEqual(symbols.map(\.conditions), [["os(Linux)"], ["!os(Linux)"], []])
    }

    /// A protocol the docs leave out is not listed as a conformance (it would link nowhere).
    func testSupertypesBelowTheMinimumAccessAreNotListed() throws {
        let source = """
        protocol ParsedWrapper {}
        public protocol Shown {}
        public struct Flag: ParsedWrapper, Shown, Equatable {}
        extension Flag: Kit.ParsedWrapper {}
        public struct Option {}
        extension Option: ParsedWrapper, Hashable {}
        """
        let symbols = module(source).symbols
        XCTAssertEqual(symbols.first { $0.name == "Flag" }?.inheritance, ["Shown", "Equatable"])
        XCTAssertEqual(symbols.first { $0.name == "Flag" }?.conformances.map(\.name), [])
        XCTAssertEqual(symbols.first { $0.name == "Option" }?.conformances.map(\.name), ["Hashable"])
    }

    /// A type's members by kind, not by `// MARK:` text; the primary overloads
    /// first, deprecated ones and `file:line:` variants after them.
    func testMembersAreGroupedByKindWithPrimaryOverloadsFirst() throws {
        let source = """
        public struct Future {
            // MARK: - and
            @available(*, deprecated, message: "Use `map(_:)`.")
            public func apply() {}
            public func flatMap(file: StaticString = #file, line: UInt = #line, _ body: () -> Void) {}
            // MARK: - wait
            public func flatMap(_ body: () -> Void) {}
            public func map(_ body: () -> Void) {}
        }
        """
        let future = try XCTUnwrap(symbol(source, "Future"))
        let sections = HTMLRenderer.memberSections(of: future)
        XCTAssertEqual(sections.map(\.title), ["Topics"])
        XCTAssertEqual(sections.first?.groups.map(\.[0].title), ["flatMap(_:)", "map(_:)", "apply()", "flatMap(file:line:_:)"])
    }
}
