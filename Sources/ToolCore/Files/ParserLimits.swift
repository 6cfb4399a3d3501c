/// What swift-syntax's parser cannot take from a hostile file.
///
/// swift-syntax 603 needs time exponential in how deeply `[` brackets nest:
/// its look-ahead for inline array types (`[3 of Int]`) tries each level
/// again inside the next, and `maximumNestingLevel` does not bound it. Found
/// by fuzzing: `let a = ` and 24 `[` took over a minute, 18 took 8 s (debug
/// build), so a 50-byte file in a pull request could hold CI forever. Real
/// code nests arrays a few levels deep (10 at most in the corpora); past
/// ``maximumBracketDepth`` a file is reported and not parsed.
public enum ParserLimits {
    public static let maximumBracketDepth = 16

    /// The message for a file past the limit.
    public static let tooDeepMessage = "brackets nest more than \(maximumBracketDepth) deep here: the file is not parsed, "
        + "as swift-syntax's parser takes time exponential in that depth"

    /// Where `[` brackets in code first nest deeper than ``maximumBracketDepth``:
    /// 1-based line and column (UTF-16 units, as findings count them); nil when
    /// they never do. Brackets in comments and string literals do not count
    /// (`"\u{1B}[31m"` opens none); those in a string's interpolations do.
    public static func tooDeepBrackets(in text: String) -> (line: Int, column: Int)? {
        var scanner = BracketScanner(bytes: Array(text.utf8))
        guard let offset = scanner.firstTooDeep(limit: maximumBracketDepth) else { return nil }
        return position(ofByte: offset, in: text)
    }

    /// Line and UTF-16 column of a byte offset, lines ending as the compiler
    /// ends them, a byte-order mark not counted.
    static func position(ofByte offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1, column = 1, consumed = 0, afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            guard consumed < offset else { break }
            consumed += UTF8.width(scalar)
            switch scalar {
            case "\n" where afterCarriageReturn: break
            case "\n", "\r": (line, column) = (line + 1, 1)
            case "\u{FEFF}" where line == 1 && column == 1: break
            default: column += UTF16.width(scalar)
            }
            afterCarriageReturn = scalar == "\r"
        }
        return (line, column)
    }
}

/// A walk over Swift source that tells code from comments and string
/// literals — just enough to count brackets; the parser does the rest.
private struct BracketScanner {
    let bytes: [UInt8]
    var index = 0

    private enum Context {
        /// Code, with the parentheses opened in it (an interpolation ends at
        /// the `)` that closes none of them).
        case code(parentheses: Int)
        /// A string literal: `#` count of its delimiter, and `"""` or `"`.
        case string(level: Int, multiline: Bool)
    }

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// The offset of the `[` that first nests deeper than `limit`.
    mutating func firstTooDeep(limit: Int) -> Int? {
        var contexts: [Context] = [.code(parentheses: 0)]
        var depth = 0
        while index < bytes.count {
            switch contexts[contexts.count - 1] {
            case .code(let parentheses):
                switch bytes[index] {
                case UInt8(ascii: "["):
                    depth += 1
                    if depth > limit { return index }
                case UInt8(ascii: "]"):
                    depth = max(0, depth - 1)
                case UInt8(ascii: "("):
                    contexts[contexts.count - 1] = .code(parentheses: parentheses + 1)
                case UInt8(ascii: ")"):
                    if parentheses > 0 {
                        contexts[contexts.count - 1] = .code(parentheses: parentheses - 1)
                    } else if contexts.count > 1 {
                        contexts.removeLast()  // the end of an interpolation
                    }
                case UInt8(ascii: "/") where next(1) == UInt8(ascii: "/"):
                    skipLine()
                    continue
                case UInt8(ascii: "/") where next(1) == UInt8(ascii: "*"):
                    skipBlockComment()
                    continue
                case UInt8(ascii: "#"), UInt8(ascii: "\""):
                    if let string = stringStart() {
                        contexts.append(string)
                        continue
                    }
                default:
                    break
                }
                index += 1
            case .string(let level, let multiline):
                stepInString(level: level, multiline: multiline, contexts: &contexts)
            }
        }
        return nil
    }

    /// One step inside a string literal: an escape (an interpolation opens
    /// code), its end, or a character.
    private mutating func stepInString(level: Int, multiline: Bool, contexts: inout [Context]) {
        if bytes[index] == UInt8(ascii: "\\"), hashes(from: index + 1) >= level {
            index += 1 + level
            if next(0) == UInt8(ascii: "(") { contexts.append(.code(parentheses: 0)) }
            index += 1
        } else if bytes[index] == UInt8(ascii: "\"") && closesString(level: level, multiline: multiline) {
            index += (multiline ? 3 : 1) + level
            contexts.removeLast()
        } else if !multiline && (bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r")) {
            contexts.removeLast()  // unterminated: the line ends it
        } else {
            index += 1
        }
    }

    private func next(_ distance: Int) -> UInt8? {
        index + distance < bytes.count ? bytes[index + distance] : nil
    }

    private func hashes(from start: Int) -> Int {
        var count = 0
        while start + count < bytes.count, bytes[start + count] == UInt8(ascii: "#") { count += 1 }
        return count
    }

    /// At `#…"` or `"`: the string literal that starts here, the index moved
    /// past its opening delimiter; nil (index kept) for a `#` that starts none.
    private mutating func stringStart() -> Context? {
        let hashes = hashes(from: index)
        guard next(hashes) == UInt8(ascii: "\"") else { return nil }
        let multiline = next(hashes + 1) == UInt8(ascii: "\"") && next(hashes + 2) == UInt8(ascii: "\"")
        index += hashes + (multiline ? 3 : 1)
        return .string(level: hashes, multiline: multiline)
    }

    private func closesString(level: Int, multiline: Bool) -> Bool {
        let quotes = multiline ? 3 : 1
        for offset in 0..<quotes where next(offset) != UInt8(ascii: "\"") { return false }
        return hashes(from: index + quotes) >= level
    }

    private mutating func skipLine() {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
    }

    /// Past a `/* … */` comment, nested ones included.
    private mutating func skipBlockComment() {
        var nesting = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), next(1) == UInt8(ascii: "*") {
                nesting += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), next(1) == UInt8(ascii: "/") {
                nesting -= 1
                index += 2
                if nesting == 0 { return }
            } else {
                index += 1
            }
        }
    }
}
