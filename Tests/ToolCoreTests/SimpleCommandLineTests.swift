import Foundation
@testable import ToolCore
import XCTest

final class SimpleCommandLineTests: XCTestCase {
    private typealias Redirection = SimpleCommandLine.Redirection

    private static let toNull = Redirection(descriptor: 1, mode: .truncate, path: "/dev/null")
    private static let fromIn = Redirection(descriptor: 0, mode: .read, path: "in.txt")

    func testPlainCommandsAreSplitAsTheShellSplitsThem() {
        let accepted: [(String, [String], [Redirection])] = [
            ("wc -l 'a b.swift' \"c'd.swift\" > /dev/null", ["wc", "-l", "a b.swift", "c'd.swift"], [Self.toNull]),
            ("cat<in.txt>>out.txt", ["cat"], [Self.fromIn, .init(descriptor: 1, mode: .append, path: "out.txt")]),
            ("2>err.txt swift build", ["swift", "build"], [.init(descriptor: 2, mode: .truncate, path: "err.txt")]),
            ("ls 2 >x", ["ls", "2"], [.init(descriptor: 1, mode: .truncate, path: "x")]),
            ("ls a2>/dev/null '2'<in.txt", ["ls", "a2", "2"], [Self.toNull, Self.fromIn]),
            ("grep -c 'import' ''  \t x'y'\"z\" --flag=1 ünï>/dev/null", ["grep", "-c", "import", "", "xyz", "--flag=1", "ünï"],
             [Self.toNull]),
        ]
        for (line, words, redirections) in accepted {
            let parsed = SimpleCommandLine(parsing: line)
            XCTAssertEqual(parsed?.words, words, line)
            XCTAssertEqual(parsed?.redirections, redirections, line)
        }
    }

    func testEverythingWithMoreThanItsLettersIsLeftToTheShell() {
        let rejected = [
            "", "   ", "> out.txt", "a | b", "a && b", "a; b", "a &", "(a)", "{ a; }", "a\nb",
            "echo $HOME", "cat \"$file\"", "echo `date`", "cat \"a\\b\"", "ls *.swift", "ls a?", "ls [ab]",
            "ls ~/x", "ls a\\ b", "ls # comment", "! ls", "FOO=1 ls", "ls 2>&1", "ls >&2", "ls >| f",
            "cat <<EOF", "cat <> f", "cat <&3", "ls 3> f", "ls 12> f", "ls > a > b", "ls >", "ls > > f",
            "cat 'unclosed", "cat \"unclosed", "echo hi", "printf x", "cd sub", "exit 1", "true", "test -f x",
            "[ -f x ]", "exec ls", "time ls", "source x", ". x", "if", "while", "lint 'It'\\''s.swift'",
        ]
        for line in rejected {
            XCTAssertNil(SimpleCommandLine(parsing: line), line)
        }
    }
}
