@testable import APIModel
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
        XCTAssertEqual(box.body.line, 11)
        XCTAssertTrue(box.body.markdown.hasPrefix("## Overview\n\nBoxes hold things."), box.body.markdown)
        XCTAssertTrue(box.body.markdown.contains("@Sendable func example()"), "code blocks are not directives")
        XCTAssertTrue(box.body.markdown.hasSuffix("## See Also\n\nMore text."), box.body.markdown)
        let bodyLines = box.body.markdown.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(bodyLines.firstIndex(of: "## See Also").map { $0 + box.body.line }, 29, "lines left out keep their place")
        XCTAssertEqual(box.topics, [TopicSection(title: "Making Boxes", links: [
            CatalogLink("Box/init(size:)", line: 26, column: 3), CatalogLink("doc:Packing", line: 27, column: 3),
        ])])
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

    /// A relative link to an article's file — what reads on a forge — leads to the article's page,
    /// its anchor kept; other links stay as written, for the link check to judge.
    func testRelativeLinksToArticleFilesLeadToTheirPages() {
        let links = MarkdownLinks(article: { name in
            name.hasPrefix("Packing") ? ("articles/Packing.html" + (name.contains("#") ? "#Sizes" : ""), "Packing a Box") : nil
        }, image: { _ in nil })
        let html = Markdown.html("[packing](Packing.md), [sizes](../Guide.docc/Packing.md#Sizes), [elsewhere](Other.md), "
                                 + "[a script](../scripts/run.sh), [forge](https://example.org/Packing.md)", links: links)
        XCTAssertEqual(html, "<p><a href=\"articles/Packing.html\">packing</a>, <a href=\"articles/Packing.html#Sizes\">sizes</a>, "
                       + "<a href=\"Other.md\">elsewhere</a>, <a href=\"../scripts/run.sh\">a script</a>, "
                       + "<a href=\"https://example.org/Packing.md\">forge</a></p>\n")
        XCTAssertEqual(Markdown.articleFile("Rules/empty_count.md#options"), "empty_count#options")
        XCTAssertNil(Markdown.articleFile("/abs/Packing.md"))
    }

    /// DocC's block directives become blocks in place; what is not read is a warning at its line and column.
    func testBlockDirectivesAreReadInPlace() throws {
        let (article, findings) = Self.tour()
        XCTAssertEqual(findings.map { "\($0.line):\($0.column ?? 0) \($0.message)" }, [
            "6:5 `@Available` in `@Metadata` is not supported by swiftdoc-lite: left out",
            "25:5 `@Callout` inside `@TabNavigator`: only `@Tab` is read there; left out",
            "30:1 `@Video` is not supported by swiftdoc-lite: its content is left out",
        ])
        let tour = try XCTUnwrap(article)
        let lines = tour.body.markdown.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(tour.body.line, 11)
        XCTAssertEqual(lines.firstIndex(of: "The end, at line 31.").map { $0 + tour.body.line }, 31)
        XCTAssertEqual(lines.filter { $0.hasPrefix("SWIFTDOCBLOCK") }, ["SWIFTDOCBLOCK0END", "SWIFTDOCBLOCK1END",
                                                                      "SWIFTDOCBLOCK2END", "SWIFTDOCBLOCK3END"])
        XCTAssertEqual(tour.body.blocks, [
            .row([CatalogColumn(size: 2, text: CatalogText(markdown: "Wide, with ``Box``.", line: 13, column: 9)),
                  CatalogColumn(size: 1, text: CatalogText(markdown: "Narrow.", line: 15, column: 15))]),
            .tabs([CatalogTab(title: "Boxes", text: CatalogText(markdown: "SWIFTDOCBLOCK0END\n\n\n", line: 20, column: 9, blocks: [
                .links(style: "compactGrid", links: [CatalogLink("Box", line: 21, column: 15),
                                                     CatalogLink("doc:Packing", line: 22, column: 15)]),
            ]))]),
            .small(CatalogText(markdown: "Fine print.", line: 28, column: 10)),
            .image(CatalogImage(source: "box", alt: "A box")),
        ])
    }

    func testMetadataTitlesAPage() throws {
        let tour = try XCTUnwrap(Self.tour().article)
        XCTAssertEqual(tour.summary, "Summary.")
        XCTAssertEqual(tour.summaryLine, 9)
        XCTAssertEqual(tour.icon, CatalogImage(source: "kit-icon", alt: "The kit"))
        XCTAssertEqual(tour.card, CatalogImage(source: "kit-card", alt: ""))
    }

    private static func tour() -> (article: Article?, findings: [Diagnostic]) {
        CatalogReader.parse("""
            # Tour

            @Metadata {
                @PageImage(purpose: icon, source: "kit-icon", alt: "The kit")
                @PageImage(purpose: card, source: "kit-card")
                @Available(macOS, introduced: "14.0")
            }

            Summary.

            @Row {
                @Column(size: 2) {
                    Wide, with ``Box``.
                }
                @Column { Narrow. }
            }

            @TabNavigator {
                @Tab("Boxes") {
                    @Links(visualStyle: compactGrid) {
                        - ``Box``
                        - <doc:Packing>
                    }
                }
                @Callout { Not read. }
            }
            Right after the tabs.
            @Small { Fine print. }
            @Image(source: "box", alt: "A box")
            @Video(source: "tour.mp4")
            The end, at line 31.
            """, name: "Tour", file: "Kit.docc/Tour.md")
    }

    func testABlockNeverSitsInsideAParagraph() {
        let html = HTMLRenderer.fillBlocks("<p>Right after the tabs.\nSWIFTDOCBLOCK0END</p>\n<p>SWIFTDOCBLOCK1END</p>\n", count: 2) {
            "<div>\($0)</div>\n"
        }
        XCTAssertEqual(html, "<p>Right after the tabs.</p>\n<div>0</div>\n<div>1</div>\n", "a block never sits inside a paragraph")
    }

    /// `@Options` switches honoured or warned about; `@DeprecationSummary` is the deprecation note.
    func testOptionsAndDeprecationSummary() throws {
        let (article, findings) = CatalogReader.parse("""
            # ``Kit/oldSize``
            @Options {
                @AutomaticSeeAlso(disabled)
                @AutomaticTitleHeading(disabled)
                @TopicsVisualStyle(hidden)
                @AutomaticArticleSubheading(disabled)
                @TopicsVisualStyle(detailedGrid)
            }

            @DeprecationSummary {
                Use ``Box/size`` instead.
            }
            """, name: "oldSize", file: "Kit.docc/oldSize.md")
        let old = try XCTUnwrap(article)
        XCTAssertTrue(old.hidesTitleHeading)
        XCTAssertTrue(old.hidesTopics)
        XCTAssertEqual(findings.map { "\($0.line):\($0.column ?? 0) \($0.message)" },
                       ["7:5 `@TopicsVisualStyle` in `@Options` is not supported by swiftdoc-lite: left out"])
        XCTAssertEqual(old.body.blocks, [.deprecationSummary(CatalogText(markdown: "Use ``Box/size`` instead.", line: 11, column: 5))])
    }
}
