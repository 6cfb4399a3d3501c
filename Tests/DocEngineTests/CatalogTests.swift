@testable import DocEngine
import Foundation
import ToolCore
import XCTest

/// A module's DocC catalog, read as DocC reads it.
final class CatalogTests: XCTestCase {
    func testAFileSplitsIntoTitleSummaryBodyAndTopics() throws {
        let (article, findings) = CatalogReader.parse("""

            # ``Kit/Box``

            A box, as the catalog tells it.
            Over two lines.

            @Metadata {
                @DocumentationExtension(mergeBehavior: override)
            }

            ## Overview

            Boxes hold things.

            ```swift
            @Sendable func example() {}
            ```

            @Tutorials(name: "Kit") {
            }

            ## Topics

            ### Making Boxes

            - ``Box/init(size:)``
            - <doc:Packing>

            ## See Also

            More text.
            """, name: "Box", file: "Sources/Kit/Kit.docc/Box.md")
        let box = try XCTUnwrap(article)
        XCTAssertEqual(box.title, "``Kit/Box``")
        XCTAssertEqual(box.summary, "A box, as the catalog tells it.\nOver two lines.")
        XCTAssertTrue(box.overridesDocumentation)
        XCTAssertEqual(box.bodyLine, 11)
        XCTAssertTrue(box.body.hasPrefix("## Overview\n\nBoxes hold things."), box.body)
        XCTAssertTrue(box.body.contains("@Sendable func example()"), "code blocks are not directives")
        XCTAssertTrue(box.body.hasSuffix("## See Also\n\nMore text."), box.body)
        XCTAssertEqual(box.topics, [TopicSection(title: "Making Boxes", links: ["Box/init(size:)", "doc:Packing"])])
        XCTAssertEqual(findings.map { "\($0.line):\($0.column ?? 0) \($0.message)" },
                       ["19:1 `@Tutorials` is not supported by swiftdoc-lite: its content is left out"])
    }

    func testFilesAreRootExtensionsArticlesOrResources() throws {
        let folder = try TestSupport.temporaryFolder(for: self)
        let catalog = folder.appendingPathComponent("Sources/Kit/Kit.docc")
        let files = [
            "Kit.md": "# ``Kit``\n\nThe kit.\n",
            "Extensions/Box.md": "# ``Kit/Box``\n\nMore on boxes.\n",
            "Packing.md": "# Packing a Box\n\n@Metadata {\n    @DisplayName(\"Packing\")\n    @TitleHeading(\"Guide\")\n}\n\n"
                + "How to pack.\n",
            "Untitled.md": "No heading here.\n",
            "Tour.tutorial": "@Tutorial {}\n",
            "Resources/box.png": "PNG",
            "Resources/box~dark.png": "PNG",
            "Info.plist": "<plist/>",
        ]
        for (path, text) in files {
            let url = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let (read, findings) = CatalogReader.read(moduleFolder: folder.path + "/Sources/Kit", moduleName: "Kit", packageRoot: folder.path)
        let found = try XCTUnwrap(read)
        XCTAssertEqual(found.path, "Sources/Kit/Kit.docc")
        XCTAssertEqual(found.root?.summary, "The kit.")
        XCTAssertEqual(found.extensions.map(\.title), ["Box"])
        XCTAssertEqual(found.articles.map(\.name), ["Packing"])
        XCTAssertEqual(found.articles.map(\.title), ["Packing"], "@DisplayName")
        XCTAssertEqual(found.articles.first?.titleHeading, "Guide")
        XCTAssertEqual(found.articles.first?.summary, "How to pack.")
        XCTAssertEqual(found.resources, ["Resources/box.png", "Resources/box~dark.png"])
        XCTAssertEqual(findings.map { "\($0.file) \($0.message)" }, [
            "Sources/Kit/Kit.docc/Tour.tutorial tutorials are not supported: this file is left out",
            "Sources/Kit/Kit.docc/Untitled.md no `# Title` line first: DocC would not read it either; left out",
        ])
        XCTAssertEqual(HTMLRenderer.resource(named: "box", among: found.resources), "Resources/box.png", "the plain variant")
        XCTAssertEqual(HTMLRenderer.darkVariant(of: "Resources/box.png", among: found.resources), "Resources/box~dark.png")
    }

    /// An image is found by name; with a `~dark` variant, dark mode shows that one.
    func testImagesResolveWithTheirDarkVariants() {
        let links = MarkdownLinks(article: { $0 == "Packing" ? ("articles/Packing.html", "Packing a Box") : nil },
                                  image: { $0 == "box" ? ("r/box.png", "r/box~dark.png") : nil })
        let html = Markdown.html("![A box.](box) See <doc:Packing>, not <doc:Missing>.", links: links)
        XCTAssertEqual(html, "<p><picture><source media=\"(prefers-color-scheme: dark)\" srcset=\"r/box~dark.png\">"
                       + "<img src=\"r/box.png\" alt=\"A box.\" /></picture> See <a href=\"articles/Packing.html\">Packing a Box</a>, "
                       + "not <code>Missing</code>.</p>\n")
    }
}
