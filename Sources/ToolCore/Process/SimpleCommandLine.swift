/// A shell command line that is one simple command: plain or quoted words, and
/// standard streams redirected to files (`<`, `>`, `>>`, optionally `0`–`2`
/// in front). Nothing else.
///
/// Started directly, such a line does what `/bin/sh -c` would do with it, minus
/// the shell's own start-up (about a millisecond of CPU for each job); GNU make
/// takes the same shortcut. Whatever could mean more than its letters is left to
/// the shell: `$` and backquotes, globs, `~`, backslashes, pipes and lists,
/// `2>&1` and here-documents, variable assignments, and built-ins or keywords of
/// dash or bash.
struct SimpleCommandLine: Equatable {
    /// How a redirection opens its file: `<`, `>` or `>>`.
    enum RedirectionMode: Equatable {
        case read, truncate, append
    }

    struct Redirection: Equatable {
        /// 0, 1 or 2.
        var descriptor: Int32
        var mode: RedirectionMode
        var path: String
    }

    /// The command and its arguments, quotes removed.
    var words: [String]
    var redirections: [Redirection]

    /// Nil when the line needs a shell.
    init?(parsing line: String) {
        var scanner = Scanner(bytes: Array(line.utf8))
        guard let (words, redirections) = scanner.scan(),
              let command = words.first,
              !Self.shellWords.contains(command), !command.contains("="),
              Self.eachStreamOnce(redirections)
        else { return nil }
        self.words = words
        self.redirections = redirections
    }

    /// `> a > b` opens both files: left to the shell.
    private static func eachStreamOnce(_ redirections: [Redirection]) -> Bool {
        let descriptors = redirections.map(\.descriptor)
        return descriptors.indices.allSatisfy { !descriptors[..<$0].contains(descriptors[$0]) }
    }

    /// Built-ins and reserved words of dash and bash (either may be `/bin/sh`):
    /// as a command, each means something other than a program in `PATH`.
    static let shellWords: Set<String> = [
        "!", ".", ":", "[", "[[", "]]", "{", "}", "alias", "bg", "bind", "break", "builtin", "caller",
        "case", "cd", "chdir", "command", "compgen", "complete", "compopt", "continue", "coproc",
        "declare", "dirs", "disown", "do", "done", "echo", "elif", "else", "enable", "esac", "eval",
        "exec", "exit", "export", "false", "fc", "fg", "fi", "for", "function", "getopts", "hash",
        "help", "history", "if", "in", "jobs", "kill", "let", "local", "logout", "mapfile", "popd",
        "printf", "pushd", "pwd", "read", "readarray", "readonly", "return", "select", "set", "shift",
        "shopt", "source", "suspend", "test", "then", "time", "times", "trap", "true", "type",
        "typeset", "ulimit", "umask", "unalias", "unset", "until", "wait", "while",
    ]
}

/// Splits a line into words and redirections, byte by byte: every byte that
/// matters to a shell is ASCII, so UTF-8 text passes through untouched.
private struct Scanner {
    let bytes: [UInt8]
    var position = 0
    var words: [String] = []
    var redirections: [SimpleCommandLine.Redirection] = []
    var word: [UInt8] = []
    var inWord = false
    var wordIsQuoted = false
    var pending: (descriptor: Int32, mode: SimpleCommandLine.RedirectionMode)?

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// Unquoted, these make the line more than one plain command. (A switch:
    /// a `Set<UInt8>` costs a scan of the binary's conformances at first use.)
    private static func needsShell(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "|"), UInt8(ascii: "&"), UInt8(ascii: ";"), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: "$"), UInt8(ascii: "`"), UInt8(ascii: "\\"), UInt8(ascii: "*"), UInt8(ascii: "?"),
             UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "~"),
             UInt8(ascii: "#"), UInt8(ascii: "!"), UInt8(ascii: "\n"):
            true
        default:
            false
        }
    }

    /// Inside double quotes, these still expand or escape.
    private static func expandsInDoubleQuotes(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "$") || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "\\")
    }

    mutating func scan() -> ([String], [SimpleCommandLine.Redirection])? {
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                finishWord()
                position += 1
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                guard quoted(by: byte) else { return nil }
            case UInt8(ascii: "<"), UInt8(ascii: ">"):
                guard redirection() else { return nil }
            default:
                guard !Self.needsShell(byte) else { return nil }
                word.append(byte)
                inWord = true
                position += 1
            }
        }
        finishWord()
        return pending == nil ? (words, redirections) : nil
    }

    /// A quoted stretch, added to the current word. Inside double quotes `$`,
    /// backquotes and backslashes keep a meaning: those lines go to the shell.
    private mutating func quoted(by quote: UInt8) -> Bool {
        guard let end = bytes[(position + 1)...].firstIndex(of: quote) else { return false }
        let content = bytes[(position + 1)..<end]
        if quote == UInt8(ascii: "\""), content.contains(where: Self.expandsInDoubleQuotes) { return false }
        word += content
        inWord = true
        wordIsQuoted = true
        position = end + 1
        return true
    }

    /// `<`, `>` or `>>`, with the digits just before it as the descriptor.
    private mutating func redirection() -> Bool {
        var descriptor: Int32 = bytes[position] == UInt8(ascii: "<") ? 0 : 1
        if inWord, !wordIsQuoted, word.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            guard word.count == 1, word[0] <= UInt8(ascii: "2") else { return false }
            descriptor = Int32(word[0] - UInt8(ascii: "0"))
            word = []
            inWord = false
        } else {
            finishWord()
        }
        guard pending == nil else { return false }
        let next = position + 1 < bytes.count ? bytes[position + 1] : 0
        if bytes[position] == UInt8(ascii: "<") {
            // `<<`, `<&` and `<>` are here-documents, duplications and read-write opens.
            guard ![UInt8(ascii: "<"), UInt8(ascii: "&"), UInt8(ascii: ">")].contains(next) else { return false }
            pending = (descriptor, .read)
            position += 1
        } else if next == UInt8(ascii: ">") {
            pending = (descriptor, .append)
            position += 2
        } else {
            // `>&` duplicates a descriptor, `>|` overrides noclobber.
            guard next != UInt8(ascii: "&"), next != UInt8(ascii: "|") else { return false }
            pending = (descriptor, .truncate)
            position += 1
        }
        return true
    }

    private mutating func finishWord() {
        guard inWord else { return }
        let text = String(decoding: word, as: UTF8.self)
        if let (descriptor, mode) = pending {
            redirections.append(.init(descriptor: descriptor, mode: mode, path: text))
            pending = nil
        } else {
            words.append(text)
        }
        word = []
        inWord = false
        wordIsQuoted = false
    }
}
