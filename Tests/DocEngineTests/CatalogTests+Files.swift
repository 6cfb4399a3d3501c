@testable import APIModel
@testable import DocEngine
import Foundation
import ToolCore
import XCTest

/// Catalog files read from a package folder: snippets, article order, heading anchors, `--watch`.
extension CatalogTests {
    /// Snippets as swift-docc-plugin reads them: explanation, hidden lines, slices.
    func testSnippetsAreReadFromThePackage() throws {
        let folder = try TestSupport.temporaryFolder(for: self)
        let snippets = folder.appendingPathComponent("Snippets/Boxes")
        try FileManager.default.createDirectory(at: snippets, withIntermediateDirectories: true)
        try """

            // Packs a box.
            //
            //   Indented **Markdown**.

            import Kit
            // snippet.hide
            let secret = 1
            // snippet.show
            func pack() {
                // snippet.fill
                let box = Box()
                box.fill()
                // snippet.end
            }
            // SNIPPET.close
            close()
            """.write(to: snippets.appendingPathComponent("Pack.swift"), atomically: true, encoding: .utf8)
        let (article, findings) = CatalogReader.parse("""
            # Packing

            @Snippet(path: "kit/Snippets/Boxes/Pack")
            @Snippet(path: "Pack", slice: fill)
            @Snippet(path: "Pack", slice: "missing")
            @Snippet(path: "Unpack")
            """, name: "Packing", file: "Kit.docc/Packing.md", packageRoot: folder.path)
        XCTAssertEqual(findings.map { "\($0.line):\($0.column ?? 0) \($0.message)" }, [
            "5:1 snippet `Pack` has no slice `missing`: left out",
            "6:1 snippet `Unpack` not found in the package's Snippets folder: left out",
        ])
        XCTAssertEqual(article?.body.blocks, [
            .snippet(CatalogText(markdown: "Packs a box.\n\n  Indented **Markdown**.\n\n```swift\nimport Kit\nfunc pack() {\n"
                                 + "    let box = Box()\n    box.fill()\n}\nclose()\n```", line: 0)),
            .snippet(CatalogText(markdown: "```swift\nlet box = Box()\nbox.fill()\n```", line: 0)),
        ])
    }

    /// Articles come in the order the root article's Topics name them, as DocC's navigator lists them.
    func testArticlesFollowTheRootsCuration() throws {
        let folder = try TestSupport.temporaryFolder(for: self)
        let catalog = folder.appendingPathComponent("Sources/Kit/Kit.docc")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        let files = ["Kit.md": "# ``Kit``\n\nThe kit.\n\n## Topics\n\n### Start\n\n- <doc:Zebra>\n- <doc:Kit/Middle>\n",
                     "Alpha.md": "# Alpha\n", "Middle.md": "# Middle\n", "Zebra.md": "# Zebra\n"]
        for (name, text) in files { try text.write(to: catalog.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let read = CatalogReader.read(moduleFolder: folder.path + "/Sources/Kit", moduleName: "Kit", packageRoot: folder.path)
        XCTAssertEqual(read.catalog?.articles.map(\.name), ["Zebra", "Middle", "Alpha"])
    }

    /// Headings get DocC's anchors (`<doc:Provider-hierarchy>` names `#### Provider hierarchy`), once per page.
    func testHeadingsGetDocCsAnchors() {
        XCTAssertEqual(SectionAnchors.fragment("Provider  hierarchy"), "Provider-hierarchy")
        XCTAssertEqual(SectionAnchors.fragment("Use `swift build` – fast!"), "Use-swift-build-fast")
        XCTAssertEqual(SectionAnchors.headings(in: "# Title\n```\n## Not a heading\n```\n#### Provider hierarchy\n").map(\.fragment),
                       ["Title", "Provider-hierarchy"])
        let html = SectionAnchors.addingIDs(to: "<h2>Overview</h2><p>x</p><h2>Overview</h2><h3 id=\"kept\">Kept</h3><h4>a &amp; b</h4>",
                                            taken: ["Overview-2"])
        XCTAssertEqual(html, "<h2 id=\"Overview\">Overview</h2><p>x</p><h2 id=\"Overview-3\">Overview</h2>"
                       + "<h3 id=\"kept\">Kept</h3><h4 id=\"a-b\">a &amp; b</h4>")
    }

    /// `--watch` regenerates after an article is edited, not only a Swift file.
    func testTheWatchSnapshotSeesCatalogEdits() throws {
        let folder = try TestSupport.temporaryFolder(for: self)
        let article = folder.appendingPathComponent("Sources/Kit/Kit.docc/Guide.md")
        try FileManager.default.createDirectory(at: article.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "# Guide\n".write(to: article, atomically: true, encoding: .utf8)
        try "".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let before = SourceSnapshot(packageDirectory: folder.path)
        try "# Guide\n\nMore.\n".write(to: article, atomically: true, encoding: .utf8)
        XCTAssertNotEqual(SourceSnapshot(packageDirectory: folder.path), before)
        let after = SourceSnapshot(packageDirectory: folder.path)
        try "changed".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        XCTAssertEqual(SourceSnapshot(packageDirectory: folder.path), after, "other files are not watched")
    }
}
