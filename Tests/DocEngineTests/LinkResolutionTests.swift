@testable import APIModel
@testable import DocEngine
import ToolCore
import XCTest

/// ``Symbol`` links, resolved against a two-module package.
final class LinkResolutionTests: XCTestCase {
    private var map: SiteMap!
    private var resolver: LinkResolver!

    override func setUp() {
        let kit = """
        public struct Shape {
            public var area: Double
            public func scaled(by factor: Double) -> Shape { self }
            public func scaled(by factor: Int) -> Shape { self }
            public init(area: Double) {}
            public struct Corner { public var angle: Double }
        }
        public func draw(_ shape: Shape) {}
        public let unit = 1
        extension String { public var shouted: String { uppercased() } }
        public enum Token {
            case value(Int)
            public static func value(_ text: String) -> Token { .value(0) }
        }
        """
        let app = """
        public protocol Drawing { func render() }
        public struct Canvas: Drawing, Kit.Sized { public var shapes: [Shape]; public func render() {} }
        public class Base { public func reset() {} }
        public final class Derived: Base {}
        """
        let modules = [
            ModuleAssembler.assemble(name: "Kit", path: "Sources/Kit",
                                     files: [DeclarationReader.read(source: kit, path: "Kit.swift")], minimumAccess: .public),
            ModuleAssembler.assemble(name: "App", path: "Sources/App",
                                     files: [DeclarationReader.read(source: app, path: "App.swift")], minimumAccess: .public),
        ]
        map = SiteMap(PackageDocs(name: "P", modules: modules.map { ModuleDocs($0) }))
        resolver = LinkResolver(map: map)
    }

    private func target(_ link: String, module: Int = 0, scope: [String] = []) -> String? {
        resolver.resolve(link, in: LinkResolver.Context(module: module, scope: scope))?.target(extension: "html")
    }

    func testTypesMembersAndModulesResolveToPagesAndAnchors() {
        XCTAssertEqual(target("Shape"), "Kit/Shape.html")
        XCTAssertEqual(target("Shape/area"), "Kit/Shape.html#property-area")
        XCTAssertEqual(target("Shape/scaled(by:)"), "Kit/Shape.html#method-scaled(by:)")
        XCTAssertEqual(target("Shape/scaled"), "Kit/Shape.html#method-scaled(by:)")
        XCTAssertEqual(target("Shape/init(area:)"), "Kit/Shape.html#init(area:)")
        XCTAssertEqual(target("Shape/Corner"), "Kit/Shape.Corner.html")
        XCTAssertEqual(target("Shape/Corner/angle"), "Kit/Shape.Corner.html#property-angle")
        XCTAssertEqual(target("draw(_:)"), "Kit/functions/draw.html#func-draw(_:)")
        XCTAssertEqual(target("unit"), "Kit/index.html#var-unit")
        XCTAssertEqual(target("Kit"), "Kit/index.html")
        XCTAssertEqual(target("Kit/Shape/area"), "Kit/Shape.html#property-area")
    }

    func testLinksResolveFromTheInnermostScopeOutAndAcrossModules() {
        XCTAssertEqual(target("area", scope: ["Shape"]), "Kit/Shape.html#property-area")
        XCTAssertEqual(target("angle", scope: ["Shape", "Corner"]), "Kit/Shape.Corner.html#property-angle")
        XCTAssertEqual(target("area", scope: ["Shape", "Corner"]), "Kit/Shape.html#property-area")
        XCTAssertNil(target("area"), "members need their type outside it")
        XCTAssertEqual(target("Shape", module: 1), "Kit/Shape.html")
        XCTAssertEqual(target("Canvas/shapes"), "App/Canvas.html#property-shapes")
        XCTAssertEqual(target("reset()", module: 1, scope: ["Derived"]), "App/Base.html#method-reset()",
                       "a member inherited from a superclass of the package")
        XCTAssertEqual(target("Derived/reset()", module: 1), "App/Base.html#method-reset()")
    }

    /// A kind suffix picks the overload of that kind; a hash cannot be computed from source, so the first is taken.
    func testKindSuffixesPickTheOverloadOfThatKind() {
        XCTAssertEqual(target("Token/value(_:)-swift.type.method"), "Kit/Token.html#type-method-value(_:)")
        XCTAssertEqual(target("Token/value(_:)-swift.enum.case"), "Kit/Token.html#case-value(_:)")
        XCTAssertEqual(target("Token-swift.enum/value(_:)-swift.method"), "Kit/Token.html#type-method-value(_:)")
        XCTAssertEqual(target("Token/value(_:)-2kuyr"), "Kit/Token.html#case-value(_:)")
        XCTAssertEqual(target("Shape/scaled(by:)-(Int)"), "Kit/Shape.html#method-scaled(by:)", "a type-signature suffix")
        XCTAssertEqual(target("Shape/scaled(by:)->Shape"), "Kit/Shape.html#method-scaled(by:)")
        XCTAssertEqual(LinkResolver.strippingDisambiguation("init(_:context:)-([String],_)"), "init(_:context:)")
        XCTAssertEqual(LinkResolver.strippingDisambiguation("->(_:_:)"), "->(_:_:)", "an operator named with a dash")
        XCTAssertEqual(target("Shape-swift.class"), "Kit/Shape.html", "a kind that does not match still finds the name")
        XCTAssertEqual(target("Swift/String/shouted"), "Kit/extensions/String.html#property-shouted",
                       "another package's module, then the type this module extends")
        XCTAssertNil(target("Swift/Shape/area"), "a type of this module is not named after another module")
    }

    func testDocCDisambiguationSuffixesAreIgnoredAndNonsenseIsUnresolved() {
        XCTAssertEqual(target("Shape/scaled(by:)-swift.method"), "Kit/Shape.html#method-scaled(by:)")
        XCTAssertEqual(target("Shape-9x2k1"), "Kit/Shape.html")
        XCTAssertEqual(target("Shape/scaled(by:)-ptij"), "Kit/Shape.html#method-scaled(by:)")
        XCTAssertNil(target("Shape/missing"))
        XCTAssertNil(target("Missing"))
        XCTAssertNil(target("Shape//area"))
        XCTAssertEqual(LinkResolver.strippingDisambiguation("-(_:_:)"), "-(_:_:)")
    }

    func testDeclarationTypesResolveToTypesOnly() {
        let context = LinkResolver.Context(module: 0, scope: ["Shape"])
        XCTAssertEqual(resolver.resolveType("Corner", in: context)?.page, "Kit/Shape.Corner")
        XCTAssertEqual(resolver.resolveType("Shape.Corner", in: context)?.page, "Kit/Shape.Corner")
        XCTAssertNil(resolver.resolveType("area", in: context))
        XCTAssertNil(resolver.resolveType("Int", in: context))
    }

    func testUnresolvedLinksAreReportedWhereTheyAreWritten() {
        let source = """
        /// Uses ``Shape`` and ``Nowhere``.
        ///
        /// - Parameter x: Like ``Shape/nothing``.
        public func use(x: Int) {}
        public struct Shape {}
        """
        let module = ModuleAssembler.assemble(name: "Kit", path: "Sources/Kit",
                                              files: [DeclarationReader.read(source: source, path: "Kit.swift")],
                                              minimumAccess: .public)
        let findings = DocumentationCheck.run(SiteMap(PackageDocs(name: "P", modules: [ModuleDocs(module)])))
        XCTAssertEqual(findings.map { "\($0.file):\($0.line):\($0.column ?? 0): \($0.message)" }, [
            "Kit.swift:1:24: ``Nowhere`` does not name a documented symbol",
            "Kit.swift:3:25: ``Shape/nothing`` does not name a documented symbol",
        ])
    }
}
