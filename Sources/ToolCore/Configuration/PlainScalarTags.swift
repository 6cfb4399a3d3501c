import Yams

/// The tag Yams' default resolver gives a plain (unquoted) scalar — bool, int,
/// float, merge, null, timestamp, value or str, in that order of precedence —
/// decided without regular expressions.
///
/// Yams resolves with `NSRegularExpression`, and compiling the first one starts
/// ICU's regular-expression engine: 8.8 M instructions, more than everything
/// else in loading a configuration. The rules below are Yams' patterns
/// (`Resolver.Rule.bool` and the others) spelt out by hand; a test compares the
/// two on every short string over the characters the patterns use.
enum PlainScalarTags {
    static func tag(of text: String) -> Tag.Name {
        let bytes = Array(text.utf8)
        if bools.contains(text) { return .bool }
        if isInt(bytes[...]) { return .int }
        if isFloat(bytes[...]) { return .float }
        if text == "<<" { return .merge }
        if nulls.contains(text) { return .null }
        if isTimestamp(bytes[...]) { return .timestamp }
        if text == "=" { return .value }
        return .str
    }

    private static let bools: Set<String> = [
        "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
        "on", "On", "ON", "off", "Off", "OFF",
    ]
    private static let nulls: Set<String> = ["", "~", "null", "Null", "NULL"]

    private typealias Bytes = ArraySlice<UInt8>

    // MARK: - int: 0b1_0, 0o17, 017, 0, 1_000, 0xFF, 1:30:00 (each with an optional sign)

    private static func isInt(_ text: Bytes) -> Bool {
        let body = droppingSign(text)
        if body.starts(with: "0b".utf8) { return isRun(body.dropFirst(2), of: { $0 == 0x30 || $0 == 0x31 || $0 == underscore }) }
        if body.starts(with: "0x".utf8) { return isRun(body.dropFirst(2), of: { isHexDigit($0) || $0 == underscore }) }
        if body.first == zero {
            let octal = body.dropFirst().first == UInt8(ascii: "o") ? body.dropFirst(2) : body.dropFirst()
            if body.count == 1 || isRun(octal, of: { (0x30...0x37).contains($0) || $0 == underscore }) { return true }
        }
        if isDecimal(body) { return true }
        return isSexagesimal(body, head: isDecimal)
    }

    /// `[1-9][0-9_]*`
    private static func isDecimal(_ text: Bytes) -> Bool {
        guard let first = text.first, (0x31...0x39).contains(first) else { return false }
        return text.dropFirst().allSatisfy { isDigit($0) || $0 == underscore }
    }

    /// `head(:[0-5]?[0-9])+`
    private static func isSexagesimal(_ text: Bytes, head: (Bytes) -> Bool) -> Bool {
        let parts = text.split(separator: colon, omittingEmptySubsequences: false)
        guard parts.count > 1, head(parts[0]) else { return false }
        return parts.dropFirst().allSatisfy(isBase60Digit)
    }

    /// `[0-5]?[0-9]`
    private static func isBase60Digit(_ part: Bytes) -> Bool {
        switch part.count {
        case 1: isDigit(part[part.startIndex])
        case 2: (0x30...0x35).contains(part[part.startIndex]) && isDigit(part[part.startIndex + 1])
        default: false
        }
    }

    // MARK: - float: 1.5, 1e5, 1_0.5e-3, .5, .5e+3, 1:30.5, .inf, -.inf, .nan

    private static func isFloat(_ text: Bytes) -> Bool {
        let signed = droppingSign(text)
        if [".inf", ".Inf", ".INF"].contains(where: { signed.elementsEqual($0.utf8) }) { return true }
        if [".nan", ".NaN", ".NAN"].contains(where: { text.elementsEqual($0.utf8) }) { return true }
        if text.first == dot, isFraction(text) { return true }  // `\.[0-9_]+(?:[eE][-+][0-9]+)?`, no sign
        if isDecimalFloat(signed) { return true }
        // `[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*`
        guard let lastDot = signed.lastIndex(of: dot) else { return false }
        return signed[(lastDot + 1)...].allSatisfy(isDigitOrUnderscore)
            && isSexagesimal(signed[..<lastDot], head: isDigitsWithUnderscores)
    }

    /// `[0-9][0-9_]*(?:\.[0-9_]*)?(?:[eE][-+]?[0-9]+)?`
    private static func isDecimalFloat(_ text: Bytes) -> Bool {
        var rest = text
        guard let first = rest.first, isDigit(first) else { return false }
        rest = rest.drop(while: isDigitOrUnderscore)
        if rest.first == dot { rest = rest.dropFirst().drop(while: isDigitOrUnderscore) }
        return rest.isEmpty || isExponent(rest, signRequired: false)
    }

    /// `\.[0-9_]+(?:[eE][-+][0-9]+)?`
    private static func isFraction(_ text: Bytes) -> Bool {
        let digits = text.dropFirst().prefix(while: isDigitOrUnderscore)
        guard !digits.isEmpty else { return false }
        let rest = text.dropFirst(1 + digits.count)
        return rest.isEmpty || isExponent(rest, signRequired: true)
    }

    /// `[eE][-+]?[0-9]+`, or with the sign required.
    private static func isExponent(_ text: Bytes, signRequired: Bool) -> Bool {
        guard let first = text.first, first == UInt8(ascii: "e") || first == UInt8(ascii: "E") else { return false }
        var digits = text.dropFirst()
        if let sign = digits.first, sign == plus || sign == minus {
            digits = digits.dropFirst()
        } else if signRequired {
            return false
        }
        return isRun(digits, of: isDigit)
    }

    /// `[0-9][0-9_]*`
    private static func isDigitsWithUnderscores(_ text: Bytes) -> Bool {
        guard let first = text.first, isDigit(first) else { return false }
        return text.allSatisfy(isDigitOrUnderscore)
    }

    // MARK: - timestamp: 2001-12-14, 2001-12-14t21:59:43.10-05:00, 2001-12-14 21:59:43.10 Z

    private static func isTimestamp(_ text: Bytes) -> Bool {
        var rest = text
        guard take(digits: 4...4, from: &rest), take(minus, from: &rest) else { return false }
        if rest.count == 5, take(digits: 2...2, from: &rest), take(minus, from: &rest), take(digits: 2...2, from: &rest) {
            return true  // `[0-9]{4}-[0-9]{2}-[0-9]{2}`
        }
        rest = text.dropFirst(5)
        guard take(digits: 1...2, from: &rest), take(minus, from: &rest), take(digits: 1...2, from: &rest) else { return false }
        if let first = rest.first, first == UInt8(ascii: "T") || first == UInt8(ascii: "t") {
            rest = rest.dropFirst()
        } else {
            let blanks = rest.prefix(while: isBlank)
            guard !blanks.isEmpty else { return false }
            rest = rest.dropFirst(blanks.count)
        }
        guard take(digits: 1...2, from: &rest), take(colon, from: &rest), take(digits: 2...2, from: &rest),
              take(colon, from: &rest), take(digits: 2...2, from: &rest) else { return false }
        if take(dot, from: &rest) { rest = rest.drop(while: isDigit) }
        return rest.isEmpty || isTimeZone(rest.drop(while: isBlank))
    }

    /// `Z` or `[-+][0-9][0-9]?(?::[0-9][0-9])?`
    private static func isTimeZone(_ text: Bytes) -> Bool {
        if text.elementsEqual("Z".utf8) { return true }
        guard let sign = text.first, sign == plus || sign == minus else { return false }
        var rest = text.dropFirst()
        guard take(digits: 1...2, from: &rest) else { return false }
        return rest.isEmpty || take(colon, from: &rest) && take(digits: 2...2, from: &rest) && rest.isEmpty
    }

    /// Takes `count` ASCII digits (as many as there are, within the range) from the front.
    private static func take(digits count: ClosedRange<Int>, from text: inout Bytes) -> Bool {
        let digits = text.prefix(count.upperBound).prefix(while: isDigit)
        guard count.contains(digits.count) else { return false }
        text = text.dropFirst(digits.count)
        return true
    }

    private static func take(_ byte: UInt8, from text: inout Bytes) -> Bool {
        guard text.first == byte else { return false }
        text = text.dropFirst()
        return true
    }

    // MARK: - Bytes

    private static let zero = UInt8(ascii: "0"), underscore = UInt8(ascii: "_"), colon = UInt8(ascii: ":")
    private static let dot = UInt8(ascii: "."), plus = UInt8(ascii: "+"), minus = UInt8(ascii: "-")

    private static func droppingSign(_ text: Bytes) -> Bytes {
        guard let first = text.first, first == plus || first == minus else { return text }
        return text.dropFirst()
    }

    /// One or more bytes, all satisfying `predicate`.
    private static func isRun(_ text: Bytes, of predicate: (UInt8) -> Bool) -> Bool {
        !text.isEmpty && text.allSatisfy(predicate)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    private static func isDigitOrUnderscore(_ byte: UInt8) -> Bool { isDigit(byte) || byte == underscore }
    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (0x61...0x66).contains(byte) || (0x41...0x46).contains(byte)
    }
}
