import Foundation
import ToolCore
import XCTest

final class GlobTests: XCTestCase {
    func testStarsQuestionMarksSetsAndBraces() {
        XCTAssertTrue(Glob("Sources/*.swift").matches("Sources/a.swift"))
        XCTAssertFalse(Glob("Sources/*.swift").matches("Sources/Deep/a.swift"))
        XCTAssertTrue(Glob("Sources/**/*.swift").matches("Sources/a.swift"))
        XCTAssertTrue(Glob("Sources/**/*.swift").matches("Sources/x/y/z.swift"))
        XCTAssertTrue(Glob("**/Generated/**").matches("a/b/Generated/c/d.swift"))
        XCTAssertTrue(Glob("file?.swift").matches("x/file1.swift"))
        XCTAssertFalse(Glob("file?.swift").matches("file10.swift"))
        XCTAssertTrue(Glob("[a-c]*.swift").matches("beta.swift"))
        XCTAssertFalse(Glob("[!a-c]*.swift").matches("beta.swift"))
        XCTAssertTrue(Glob("Sources/{Core,Engine}/*.swift").matches("Sources/Engine/x.swift"))
        XCTAssertFalse(Glob("Sources/{Core,Engine}/*.swift").matches("Sources/Other/x.swift"))
        let nested = Glob("a{b,c{d,e}}f")
        XCTAssertEqual(["abf", "acdf", "acef", "acf", "af"].map(nested.matches), [true, true, true, false, false])
    }

    /// ASCII paths are matched byte by byte, others character by character: the same answers.
    func testNonASCIIPathsAndPatternsMatchByCharacter() {
        XCTAssertTrue(Glob("Sources/*/a.swift").matches("Sources/ünï/a.swift"))
        XCTAssertTrue(Glob("caf?.swift").matches("café.swift"))  // one character, two bytes
        XCTAssertFalse(Glob("caf?.swift").matches("cafés.swift"))
        XCTAssertTrue(Glob("[à-é]*.swift").matches("ça/été.swift"))
        XCTAssertFalse(Glob("[à-é]*.swift").matches("zèbre.swift"))
        XCTAssertTrue(Glob("Fixtures/ünï").matches("Fixtures/ünï/x.swift"))
        XCTAssertFalse(Glob("Fixtures/ünï").matches("Fixtures/uni/x.swift"))
        XCTAssertTrue(Glob("release/*").matchesExactly("release/1.0"))
        XCTAssertFalse(Glob("release/*").matchesExactly("release/1.0/hotfix"))
    }

    func testANameWithoutSlashMatchesAtAnyDepthAndAFolderCoversItsContents() {
        XCTAssertTrue(Glob("Pods").matches("App/Pods/Lib/x.swift"))
        XCTAssertTrue(Glob("*.generated.swift").matches("a/b/c.generated.swift"))
        XCTAssertTrue(Glob("Tests/Fixtures").matches("Tests/Fixtures/x/y.swift"))
        XCTAssertFalse(Glob("Tests/Fixtures").matches("Other/Tests/Fixtures/y.swift"))
        XCTAssertTrue(Glob("./Tests/").matches("Tests/a.swift"))
    }
}

final class FileDiscoveryTests: XCTestCase {
    func testFindsSwiftFilesInOrderSkippingDefaultsAndExcludes() throws {
        let folder = try TemporaryFolder()
        for path in ["b.swift", "a.swift", "Sub/c.swift", "Sub/readme.md", ".build/x.swift", ".hidden/y.swift",
                     "Pods/z.swift", "Generated/g.swift", "Z/Ä.swift", ] {
            try folder.write(path, "let x = 1\n")
        }
        let discovery = FileDiscovery(exclude: [Glob("Generated")], base: folder.path)
        let result = discovery.discover([folder.path])
        XCTAssertEqual(result.files.map(discovery.relative), ["Sub/c.swift", "Z/Ä.swift", "a.swift", "b.swift"])
        XCTAssertTrue(result.problems.isEmpty)
    }

    /// The linter's walk (SwiftLint's): hidden folders such as `.github/actions` are
    /// walked; version control's, SwiftPM's and any build folder (by its marker) are not.
    func testWalkingHiddenFoldersSkipsOnlyToolAndBuildFolders() throws {
        let folder = try TemporaryFolder()
        for path in [".github/actions/summary/make-summary.swift", ".git/hooks/x.swift", ".build/checkouts/y.swift",
                     ".swiftpm/z.swift", ".build-release/checkouts/w.swift", "scratch/checkouts/v.swift",
                     "Pods/p.swift", "Sources/a.swift", ] {
            try folder.write(path, "let x = 1\n")
        }
        try folder.write(".build-release/workspace-state.json", "{}")
        try folder.write("scratch/workspace-state.json", "{}")
        var discovery = FileDiscovery(base: folder.path)
        discovery.walksHiddenFolders = true
        let found = discovery.discover([folder.path]).files.map(discovery.relative)
        XCTAssertEqual(found, [".github/actions/summary/make-summary.swift", "Sources/a.swift"])
        for path in found { XCTAssertFalse(discovery.isInSkippedFolder(folder.path + "/" + path), path) }
        for path in [".git/hooks/x.swift", ".build-release/checkouts/w.swift", "scratch/checkouts/v.swift", "Pods/p.swift"] {
            XCTAssertTrue(discovery.isInSkippedFolder(folder.path + "/" + path), path)
        }
        discovery.walksHiddenFolders = false
        XCTAssertEqual(discovery.discover([folder.path]).files.map(discovery.relative), ["Sources/a.swift"])
        XCTAssertTrue(discovery.isInSkippedFolder(folder.path + "/.github/actions/summary/make-summary.swift"))
    }

    func testIncludePatternsAndDirectlyNamedFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/A/a.swift", "")
        try folder.write("Tests/t.swift", "")
        let hidden = try folder.write(".hidden/named.swift", "")
        let discovery = FileDiscovery(include: [Glob("Sources/**")], base: folder.path)
        XCTAssertEqual(discovery.discover([folder.path]).files.map(discovery.relative), ["Sources/A/a.swift"])
        XCTAssertEqual(discovery.discover([hidden]).files, [hidden])
    }

    func testSymlinkLoopsEndAndMissingPathsAreReported() throws {
        let folder = try TemporaryFolder()
        try folder.write("Real/a.swift", "")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Real/loop", withDestinationPath: folder.path + "/Real")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Dangling", withDestinationPath: folder.path + "/nothing")
        let discovery = FileDiscovery(base: folder.path)
        let result = discovery.discover([folder.path, folder.path + "/missing"])
        XCTAssertEqual(result.files.map(discovery.relative), ["Real/a.swift"])
        XCTAssertEqual(result.problems.map(\.reason), ["no such file or folder"])
    }

    func testUnreadableFoldersAreReportedAndTheRestProcessed() throws {
        try XCTSkipIf(getuid() == 0, "root reads every folder")
        let folder = try TemporaryFolder()
        try folder.write("Locked/a.swift", "")
        try folder.write("Open/b.swift", "")
        chmod(folder.path + "/Locked", 0)
        defer { chmod(folder.path + "/Locked", 0o755) }
        let result = FileDiscovery(base: folder.path).discover([folder.path])
        XCTAssertEqual(result.files.count, 1)
        XCTAssertEqual(result.problems.count, 1)
    }
}

final class PathsTests: XCTestCase {
    /// The same answers as Foundation's URL standardization, which it replaces on the start-up path.
    func testAbsolutePathsMatchURLStandardization() {
        let base = "/work/project"
        let cases = [
            "Sources", "./Sources/A.swift", "Sources/../Tests", "a//b/", "../x", "../../../../y", ".", "",
            "/abs/./b/../c", "/", "//", "/a/b/..", "with space/ünï.swift", "a/./././b",
        ]
        for path in cases {
            let joined = path.hasPrefix("/") ? path : base + "/" + path
            let expected = URL(fileURLWithPath: joined).standardizedFileURL.path
            XCTAssertEqual(Paths.absolute(path, base: base), expected, "\(path)")
        }
        XCTAssertEqual(Paths.absolute("x"), Paths.absolute(FileManager.default.currentDirectoryPath + "/x"))
    }

    func testTheTemporaryFolderIsFoundationsWithoutItsTrailingSlash() {
        let saved = EnvironmentVariables.value("TMPDIR")
        defer { if let saved { setenv("TMPDIR", saved, 1) } else { unsetenv("TMPDIR") } }
        for value in [nil, "/var/tmp/", "/var/tmp", "/"] {
            if let value { setenv("TMPDIR", value, 1) } else { unsetenv("TMPDIR") }
            let foundation = NSTemporaryDirectory()
            let expected = foundation.count > 1 && foundation.hasSuffix("/") ? String(foundation.dropLast()) : foundation
            XCTAssertEqual(Paths.temporaryFolder, expected, value ?? "unset")
        }
    }
}

final class SourceFileTests: XCTestCase {
    func testBinaryAndNonUTF8FilesAreReportedNotGuessed() throws {
        let folder = try TemporaryFolder()
        let good = try folder.write("good.swift", "let café = 1\n")
        XCTAssertEqual(try SourceFile.readText(atPath: good), "let café = 1\n")
        let latin1 = folder.path + "/latin1.swift"
        _ = FileManager.default.createFile(atPath: latin1, contents: Data([0x63, 0x61, 0x66, 0xE9, 0x0A]))
        XCTAssertThrowsError(try SourceFile.readText(atPath: latin1)) { error in
            XCTAssertEqual((error as? FileProblem)?.reason, "is not valid UTF-8 text, skipped")
        }
        let binary = folder.path + "/binary.swift"
        _ = FileManager.default.createFile(atPath: binary, contents: Data([0x00, 0x01, 0x02]))
        XCTAssertThrowsError(try SourceFile.readText(atPath: binary))
        XCTAssertThrowsError(try SourceFile.readText(atPath: folder.path + "/missing.swift"))
    }
}

final class AtomicFileTests: XCTestCase {
    func testReplacesContentKeepsPermissionsAndLeavesNoTemporaryFiles() throws {
        let folder = try TemporaryFolder()
        let script = try folder.write("run.sh", "old\n")
        chmod(script, 0o751)
        try AtomicFile.write(Array("new\n".utf8), to: script)
        XCTAssertEqual(try String(contentsOfFile: script, encoding: .utf8), "new\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: script)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o751)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["run.sh"])
    }

    func testAFailedWriteLeavesTheOriginalAlone() throws {
        XCTAssertThrowsError(try AtomicFile.write(Array("x".utf8), to: "/no/such/folder/file.swift"))
    }
}
