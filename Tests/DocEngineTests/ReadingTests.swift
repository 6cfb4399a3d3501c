@testable import APIModel
@testable import DocEngine
import Foundation
import ToolCore
import XCTest

/// Package.swift reading and the symbol model built from declarations.
final class ReadingTests: XCTestCase {
    /// The module built from one file, at `minimumAccess`.
    private func module(_ source: String, minimumAccess: AccessLevel = .public, extra: String? = nil) -> ModuleAPI {
        var files = [DeclarationReader.read(source: source, path: "A.swift")]
        if let extra { files.append(DeclarationReader.read(source: extra, path: "B.swift")) }
        return ModuleAssembler.assemble(name: "Kit", path: "Sources/Kit", files: files, minimumAccess: minimumAccess)
    }

    private func symbol(_ source: String, _ path: String...) -> Symbol? {
        var symbols = module(source, minimumAccess: .private).symbols
        var found: Symbol?
        for name in path {
            found = symbols.first { $0.title == name || $0.name == name }
            symbols = found?.members ?? []
        }
        return found
    }

    // MARK: - Declarations

    func testDeclarationsAreNormalizedWithoutBodiesAccessModifiersOrCompilerAttributes() throws {
        let source = """
        public struct Box<Value: Equatable> {
            @inlinable
            public   func   map<T>(
                _ transform: (Value) throws -> T,   // a comment
                into target: inout [T],
            ) rethrows -> Box<T> where T: Equatable {
                fatalError()
            }
            @MainActor @discardableResult public static func make(label: String = "x") async -> Int { 0 }
            public var count: Int { get { 0 } set {} }
            public private(set) var total = 0
            public let name: String
            public subscript(index: Int) -> Value { get throws { fatalError() } }
        }
        """
        let box = try XCTUnwrap(symbol(source, "Box"))
        XCTAssertEqual(box.declarationText, "struct Box<Value: Equatable>")
        XCTAssertEqual(box.genericParameters, ["Value: Equatable"])
        let map = try XCTUnwrap(symbol(source, "Box", "map(_:into:)"))
        XCTAssertEqual(map.declarationText,
                       "func map<T>(_ transform: (Value) throws -> T, into target: inout [T]) rethrows -> Box<T> where T: Equatable")
        XCTAssertEqual(map.parameters, [Parameter(label: "_", name: "transform", type: "(Value) throws -> T"),
                                        Parameter(label: "into", name: "target", type: "inout [T]")])
        XCTAssertEqual(map.whereClause, "T: Equatable")
        XCTAssertTrue(map.isThrowing)
        XCTAssertEqual(map.returnType, "Box<T>")
        XCTAssertEqual(map.attributes, ["@inlinable"])
        let make = try XCTUnwrap(symbol(source, "Box", "make(label:)"))
        XCTAssertEqual(make.declarationText, "@MainActor @discardableResult static func make(label: String = \"x\") async -> Int")
        XCTAssertTrue(make.isStatic && make.isAsync && !make.isThrowing)
        XCTAssertEqual(make.declaration.first, DeclarationFragment(.attribute, "@MainActor"))
        XCTAssertEqual(symbol(source, "Box", "count")?.declarationText, "var count: Int { get set }")
        XCTAssertEqual(symbol(source, "Box", "total")?.declarationText, "var total: Int { get }")
        XCTAssertEqual(symbol(source, "Box", "name")?.declarationText, "let name: String")
        let subscriptSymbol = try XCTUnwrap(symbol(source, "Box", "subscript(_:)"))
        XCTAssertEqual(subscriptSymbol.declarationText, "subscript(index: Int) -> Value { get throws }")
        XCTAssertTrue(subscriptSymbol.isThrowing)
    }

    func testEveryKindOfDeclarationIsRead() throws {
        let source = """
        public enum Token: Equatable {
            case word(String), number(value: Int, unit: String = "")
            indirect case pair(Token, Token)
            case end
        }
        public protocol Store { associatedtype Item: Hashable; func load() async throws -> [Item] }
        public typealias Handler<T> = (T) -> Void
        public actor Counter {}
        open class Base { open func draw() {} }
        infix operator <~>: AdditionPrecedence
        precedencegroup Tight { higherThan: MultiplicationPrecedence }
        public func <~> (lhs: Int, rhs: Int) -> Int { lhs }
        @freestanding(expression) public macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
        public let limit = 10
        public var ratio = 1.5, title = "t", flag = true
        """
        let symbols = module(source).symbols
        XCTAssertEqual(symbols.map { "\($0.kind.rawValue) \($0.title)" }, [
            "enum Token", "protocol Store", "typealias Handler", "actor Counter", "class Base",
            "operator <~>", "precedencegroup Tight", "func <~>(_:_:)", "macro stringify(_:)",
            "var limit", "var ratio", "var title", "var flag",
        ])
        let cases = try XCTUnwrap(symbols.first).members
        XCTAssertEqual(cases.map(\.title), ["word(_:)", "number(value:unit:)", "pair(_:_:)", "end"])
        XCTAssertEqual(cases.map(\.declarationText), [
            "case word(String)", "case number(value: Int, unit: String = \"\")", "indirect case pair(Token, Token)", "case end",
        ])
        XCTAssertEqual(cases[1].parameters.map(\.name), ["value", "unit"])
        XCTAssertEqual(symbols[1].members.map(\.declarationText), ["associatedtype Item: Hashable", "func load() async throws -> [Item]"])
        XCTAssertEqual(symbols[1].members.map(\.origin), [.requirement, .requirement])
        XCTAssertEqual(symbols[4].members.first?.declarationText, "open func draw()")
        XCTAssertEqual(symbols[8].declarationText, "@freestanding(expression) macro stringify<T>(_ value: T) -> (T, String)")
        XCTAssertEqual(symbols[9...].map(\.returnType), ["Int", "Double", "String", "Bool"])
    }

    func testEffectiveAccessHidesWhatUsersCannotSee() throws {
        let source = """
        public struct Open {
            public func visible() {}
            func hidden() {}
            package func packaged() {}
            @_spi(Testing) public func spi() {}
            public func _underscored() {}
            #if compiler(>=5.8)
            @_spi(Experimental)
            #endif
            public func experimental() {}
        }
        struct Internal { public func looksPublic() {} }
        public extension Open { func fromPublicExtension() {} }
        extension Open { func fromPlainExtension() {} }
        public enum Mode { case on, off; func helper() {} }
        public protocol Shape { func draw() }
        protocol Hidden { func draw() }
        public struct _Implementation {}
        extension AES._CBC { public struct IV {} }
        extension AES.GCM { public struct Nonce {} }
        """
        let publicModule = module(source)
        XCTAssertEqual(publicModule.symbols.map(\.name), ["Open", "Mode", "Shape", "AES.GCM"],
                       "what an extension adds to another module's underscored type is no API either")
        XCTAssertEqual(publicModule.symbols[0].members.map(\.title), ["visible()", "fromPublicExtension()"])
        XCTAssertEqual(publicModule.symbols[1].members.map(\.title), ["on", "off"])
        XCTAssertEqual(publicModule.symbols[2].members.map(\.title), ["draw()"])
        let packageModule = module(source, minimumAccess: .package)
        XCTAssertEqual(packageModule.symbols[0].members.map(\.title), ["visible()", "packaged()", "fromPublicExtension()"])
        let everything = module(source, minimumAccess: .private)
        XCTAssertEqual(everything.symbols.first { $0.name == "Internal" }?.members.first?.access, .internal,
                       "a public member of an internal type is internal")
    }

    func testExtensionsMergeIntoTheirTypesOrGroupByForeignType() throws {
        let source = """
        public struct Outer { public struct Inner {} }
        public protocol Drawable { func draw() }
        """
        let extensions = """
        // MARK: - Conveniences
        extension Kit.Outer.Inner: Hashable where Self: Sendable { public func nested() {} }
        extension Drawable { public func draw() {} ; public func twice() {} }
        extension Array where Element: Drawable { public func drawAll() {} }
        extension Array { public var first2: Element? { first } }
        extension String: Drawable {}
        """
        let symbols = module(source, extra: extensions).symbols
        let inner = try XCTUnwrap(symbols.first?.members.first)
        XCTAssertEqual(inner.members.map(\.title), ["nested()"])
        XCTAssertEqual(inner.members.first?.extensionConstraints, "Self: Sendable")
        XCTAssertEqual(inner.members.first?.section, "Conveniences")
        XCTAssertEqual(inner.conformances, [Conformance(name: "Hashable", whereClause: "Self: Sendable", conditions: [])])
        let drawable = symbols[1]
        XCTAssertEqual(drawable.members.map { "\($0.title) \($0.origin)" },
                       ["draw() requirement", "draw() protocolExtension", "twice() protocolExtension"])
        XCTAssertEqual(drawable.members.map(\.anchor), ["method-draw()", "default-method-draw()", "default-method-twice()"])
        let foreign = symbols.filter { $0.kind == .extension }
        XCTAssertEqual(foreign.map(\.name), ["Array", "String"])
        XCTAssertEqual(foreign[0].members.map(\.title), ["drawAll()", "first2"])
        XCTAssertEqual(foreign[0].members.map(\.extensionConstraints), ["Element: Drawable", nil])
        XCTAssertEqual(foreign[1].conformances.map(\.name), ["Drawable"])
    }

    /// swift-otel's layout: a type named like its module, extended by dotted
    /// name; names in backticks are named without them, as DocC names them.
    func testATypeNamedLikeItsModuleTakesItsExtensions() throws {
        let symbols = module("""
            public enum Kit {}
            extension Kit { public struct Configuration {} }
            extension Kit.Configuration {
                public static let `default` = Configuration()
                public enum `Protocol` { case grpc }
            }
            extension Kit.Configuration.`Protocol` { public static let http = 1 }
            """).symbols
        XCTAssertEqual(symbols.map(\.name), ["Kit"], "no extension pages of a type the module has")
        let configuration = try XCTUnwrap(symbols.first?.members.first)
        XCTAssertEqual(configuration.members.map(\.title), ["default", "Protocol"])
        XCTAssertEqual(configuration.members.last?.members.map(\.title), ["grpc", "http"])
    }

    func testConditionalCompilationBranchesCarryTheirConditions() throws {
        let source = """
        #if os(Linux)
        public func platform() -> String { "Linux" }
        #elseif canImport(Darwin) && DEBUG
        public func platform() -> String { "Darwin" }
        #else
        public func platform() -> String { "?" }
        #endif
        public struct S {
            #if DEBUG
            public var debugOnly: Int { 0 }
            #endif
        }
        """
        let symbols = module(source).symbols
        XCTAssertEqual(symbols.filter { $0.name == "platform" }.map(\.conditions), [
            ["os(Linux)"], ["!os(Linux) && canImport(Darwin) && DEBUG"], ["!os(Linux) && !(canImport(Darwin) && DEBUG)"],
        ])
        XCTAssertEqual(symbols.last?.members.first?.conditions, ["DEBUG"])
    }

    func testDocCommentsAreTheAttachedRunOfLineOrBlockComments() throws {
        let source = """
        // Copyright header, not documentation.

        /// Not attached: a blank line follows.

        /// First line.
        ///   Indented continuation.
        @available(*, deprecated, message: "Use `b()`.")
        public func a() {}

        /**
         * A block comment.
         *
         * - Note: With a margin.
         */
        public func b() {}

        /// Doc.
        // MARK: - Section
        public func c() {}
        """
        let symbols = module(source).symbols
        let a = try XCTUnwrap(symbols.first)
        XCTAssertEqual(a.documentation?.text, "First line.\n  Indented continuation.")
        XCTAssertEqual(a.documentation?.lines.map(\.line), [5, 6])
        XCTAssertEqual(a.documentation?.lines.first?.column, 5)
        XCTAssertEqual(a.deprecation, "Use `b()`.")
        XCTAssertEqual(symbols[1].documentation?.text, "A block comment.\n\n- Note: With a margin.")
        XCTAssertEqual(symbols[1].documentation?.lines.first?.line, 11)
        XCTAssertNil(symbols[2].documentation, "a plain comment between ends the doc comment")
        XCTAssertEqual(symbols[2].section, "Section")
    }

    func testMarkSectionsFollowMembersUntilTheNextMark() throws {
        let source = """
        public struct S {
            public init() {}
            // MARK: - Reading
            public func read() {}
            public func peek() {}
            // MARK: Writing
            public func write() {}
        }
        """
        XCTAssertEqual(symbol(source, "S")?.members.map(\.section), [nil, "Reading", "Reading", "Writing"])
    }

    func testUnreadableFilesAreReportedAndTheRestIsRead() throws {
        let folder = try TestSupport.temporaryFolder(for: self)
        let sources = folder.appendingPathComponent("Sources/Kit")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data("public struct Good {}\n".utf8).write(to: sources.appendingPathComponent("Good.swift"))
        try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: sources.appendingPathComponent("Bad.swift"))
        let result = PackageReader.read(packageName: "P", packageDirectory: folder.path,
                                        modules: [ModuleSource(name: "Kit", path: sources.path)], minimumAccess: .public)
        XCTAssertEqual(result.package.modules.first?.symbols.map(\.name), ["Good"])
        XCTAssertEqual(result.diagnostics.map(\.file), ["Sources/Kit/Bad.swift"])
        XCTAssertEqual(result.diagnostics.first?.ruleID, "unreadable_file")
    }
}
