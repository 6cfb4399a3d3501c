import LintEngine
import SwiftSyntax
import ToolCore

/// A reminder comment carrying a date (`[12/31/2030]` after the keyword)
/// promises the work by then; the rule warns as the date nears and fails once
/// it has passed, so the promise is not quietly forgotten.
public struct ExpiringTodoRule: FileRule {
    public static let description = RuleDescription(
        identifier: "expiring_todo",
        name: "Expiring Todo",
        summary: "TODOs and FIXMEs should be resolved prior to their expiry date.",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            "// notaTODO: [01/02/2003]\n",
            "// notaFIXME: [01/02/2003]\n",
            "// TODOs by [01/02/2003]\n",
            "// TODO: [11/30/9998]\n",
            "// TODO(someone)\n",
            "// FIXME(someone)\n",
            "/* FIXME: */\n",
            "/* TODO: */\n",
            "/** FIXME: */\n",
            "/** TODO: */\n",
            "// TODO: [01/02/2003\n",
            "// TODO: [12345/01/2003]\n",
            "let note = \"TODO: [01/02/2003]\"\n",
            "// TODO: update\nlet limit = 1 // [01/02/2003]\n",
            "TODO()\nlet limit = 1 // [01/02/2003]\n",
            Example("// TODO: [01/02/2003]\n", options: "{date_delimiters: {opening: \"<\", closing: \">\"}}"),
            Example("// TODO: [01/02/2003]\n", options: "{date_separator: \"-\"}"),
        ],
        triggeringExamples: [
            "// TODO: [↓03/15/2001]\n",
            "// FIXME: [↓11/02/2012]\n",
            "// FIXME: [↓2/9/2015]\n",
            "// TODO: [↓2012/31/12]\n",
            "// TODO: [↓13/01/2001]\n",
            "// TODO: [↓02/30/2001]\n",
            "/* FIXME: [↓07/08/2009] */\n",
            "/// TODO: document by [↓07/08/2009]\n",
            "// TODO [↓07/08/2009]\n",
            "let limit = 1 // TODO: [↓01/02/2003] one\nlet other = 2 // TODO: two by [↓02/03/2004]\n",
            "// TODO: ship it\n//   owner: someone\n//   by: [↓04/05/2006]\n",
            "// TODO: plain\nrun()\n// TODO: by [↓05/06/2007]\n",
            "TODO()\n// TODO: by [↓05/06/2007]\n",
            "// TODO: first [↓05/06/2007] then [10/11/2012]\n",
            Example("// TODO: <↓03/04/2005>\n", options: "{date_delimiters: {opening: \"<\", closing: \">\"}}"),
            Example("// TODO: [↓03-04-2005]\n", options: "{date_format: MM-dd-yyyy, date_separator: \"-\"}"),
            Example("// TODO: [↓2005/03/04]\n", options: "{date_format: yyyy/MM/dd}"),
            Example("// TODO: [↓28/02/2021]\n", options: "{date_format: dd/yyyy/MM}"),
            Example("// TODO: [↓12/31/9999]\n", options: "{approaching_expiry_threshold: 3000000}"),
        ]
    )

    /// SwiftLint's keys and defaults.
    public struct Options: RuleOptions, DocumentedOptions, Equatable {
        public var approachingExpirySeverity = Severity.warning
        public var expiredSeverity = Severity.error
        public var badFormattingSeverity = Severity.error
        /// Days before the date from which the reminder is reported.
        public var approachingExpiryThreshold = 15
        /// A `DateFormatter` pattern for the date between the delimiters.
        public var dateFormat = "MM/dd/yyyy"
        public var dateDelimiters = ExpiryDateDelimiters(opening: "[", closing: "]")
        /// What separates the three numbers of the date.
        public var dateSeparator = "/"

        /// The severity of the mildest finding.
        public var severity: Severity { approachingExpirySeverity }

        public init() {}

        public static var documentedDefaults: [(key: String, value: String)] {
            let defaults = Self()
            return [
                ("approaching_expiry_severity", defaults.approachingExpirySeverity.rawValue),
                ("expired_severity", defaults.expiredSeverity.rawValue),
                ("bad_formatting_severity", defaults.badFormattingSeverity.rawValue),
                ("approaching_expiry_threshold", "\(defaults.approachingExpiryThreshold)"),
                ("date_format", defaults.dateFormat),
                ("date_delimiters", "{opening: \"\(defaults.dateDelimiters.opening)\", closing: \"\(defaults.dateDelimiters.closing)\"}"),
                ("date_separator", defaults.dateSeparator),
            ]
        }

        enum CodingKeys: String, CodingKey {
            case approachingExpirySeverity = "approaching_expiry_severity"
            case expiredSeverity = "expired_severity"
            case badFormattingSeverity = "bad_formatting_severity"
            case approachingExpiryThreshold = "approaching_expiry_threshold"
            case dateFormat = "date_format"
            case dateDelimiters = "date_delimiters"
            case dateSeparator = "date_separator"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let decodeSeverity = { (key: CodingKeys, fallback: Severity) in
                try container.decodeIfPresent(SeveritySetting.self, forKey: key)?.value ?? fallback
            }
            approachingExpirySeverity = try decodeSeverity(.approachingExpirySeverity, approachingExpirySeverity)
            expiredSeverity = try decodeSeverity(.expiredSeverity, expiredSeverity)
            badFormattingSeverity = try decodeSeverity(.badFormattingSeverity, badFormattingSeverity)
            approachingExpiryThreshold = try container.decodeIfPresent(Int.self, forKey: .approachingExpiryThreshold)
                ?? approachingExpiryThreshold
            dateFormat = try container.decodeIfPresent(String.self, forKey: .dateFormat) ?? dateFormat
            dateDelimiters = try container.decodeIfPresent(ExpiryDateDelimiters.self, forKey: .dateDelimiters) ?? dateDelimiters
            dateSeparator = try container.decodeIfPresent(String.self, forKey: .dateSeparator) ?? dateSeparator
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    /// Most files have no reminder: one search of the whole file spares the scan.
    public func attach(to checks: inout FileChecks, in file: LintFile) {
        guard ByteSearch.contains("TODO", in: file.text) || ByteSearch.contains("FIXME", in: file.text) else { return }
        checks.fileRules.append(self)
    }

    public func check(_ file: LintFile) {
        let scanner = ExpiryScanner(bytes: Array(file.text.utf8), options: options)
        let today = CivilDate.today()
        for match in scanner.matches() where Self.isComment(match.range, in: file) {
            guard let found = level(of: match.date, today: today) else { continue }
            file.report(self, at: AbsolutePosition(utf8Offset: match.dateStart), found.reason, severity: severity(of: found))
        }
    }

    /// How far the written date is, or nil while it is further than the threshold.
    private func level(of text: String, today: CivilDate) -> ExpiryLevel? {
        guard let date = ExpiryDateFormat(options.dateFormat).date(from: text, today: today) else { return .badFormatting }
        guard date.dayNumber > today.dayNumber else { return .expired }
        let (approaching, overflow) = date.dayNumber.subtractingReportingOverflow(options.approachingExpiryThreshold)
        return overflow || approaching > today.dayNumber ? nil : .approachingExpiry
    }

    private func severity(of level: ExpiryLevel) -> Severity {
        switch level {
        case .approachingExpiry: options.approachingExpirySeverity
        case .expired: options.expiredSeverity
        case .badFormatting: options.badFormattingSeverity
        }
    }

    /// As SwiftLint requires of every syntax kind the match touches: the match
    /// starts and ends in comments and covers no code, only comments and the
    /// space between them.
    private static func isComment(_ range: Range<Int>, in file: LintFile) -> Bool {
        guard StyleSupport.comment(at: range.lowerBound, in: file.tree) != nil,
              StyleSupport.comment(at: range.upperBound - 1, in: file.tree) != nil
        else { return false }
        var token = file.tree.token(at: AbsolutePosition(utf8Offset: range.lowerBound))
        while let current = token, current.position.utf8Offset < range.upperBound {
            let text = current.positionAfterSkippingLeadingTrivia.utf8Offset..<current.endPositionBeforeTrailingTrivia.utf8Offset
            if !text.isEmpty, text.overlaps(range) { return false }
            token = current.nextToken(viewMode: .sourceAccurate)
        }
        return true
    }
}

/// What a dated reminder earns.
private enum ExpiryLevel {
    case approachingExpiry, expired, badFormatting

    var reason: String {
        switch self {
        case .approachingExpiry: "TODO/FIXME is approaching its expiry and should be resolved soon"
        case .expired: "TODO/FIXME has expired and must be resolved"
        case .badFormatting: "Expiring TODO/FIXME is incorrectly formatted"
        }
    }
}

/// The text around the date: both are required when set, as in SwiftLint.
public struct ExpiryDateDelimiters: Decodable, Sendable, Equatable {
    public var opening: String
    public var closing: String
}

/// One of SwiftLint's severity settings: `error` or `{severity: error}`.
private struct SeveritySetting: Decodable {
    let value: Severity

    enum CodingKeys: String, CodingKey { case severity }

    init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let severity = try? single.decode(Severity.self) {
            value = severity
            return
        }
        value = try decoder.container(keyedBy: CodingKeys.self).decode(Severity.self, forKey: .severity)
    }
}

/// Finds what SwiftLint's regular expression finds: one of the two keywords
/// as a whole word (or followed by `:`), then as little text as possible that
/// does not cross another keyword (line breaks included), then the opening
/// delimiter, one to four digits, the separator, one to four digits, the
/// separator, one to four digits, and the closing delimiter.
private struct ExpiryScanner {
    struct Match {
        /// From the keyword to the end of the closing delimiter.
        let range: Range<Int>
        let dateStart: Int
        let date: String
    }

    let bytes: [UInt8]
    private let opening: [UInt8]
    private let separator: [UInt8]
    private let closing: [UInt8]

    init(bytes: [UInt8], options: ExpiringTodoRule.Options) {
        self.bytes = bytes
        opening = Array(options.dateDelimiters.opening.utf8)
        separator = Array(options.dateSeparator.utf8)
        closing = Array(options.dateDelimiters.closing.utf8)
    }

    /// For each keyword, the first date after it and before the next keyword.
    func matches() -> [Match] {
        let keywords = keywordOccurrences()
        var found: [Match] = []
        for (index, keyword) in keywords.enumerated() {
            let limit = index + 1 < keywords.count ? keywords[index + 1].lowerBound : bytes.count
            var candidate = keyword.upperBound
            while candidate < limit {
                // A date starts with the opening delimiter: skip to its next first byte.
                if let first = opening.first {
                    guard let next = bytes[candidate..<limit].firstIndex(of: first) else { break }
                    candidate = next
                }
                if let match = date(at: candidate, from: keyword.lowerBound) {
                    found.append(match)
                    break
                }
                candidate += 1
            }
        }
        return found
    }

    /// Each keyword starting a word and followed by `:` or a word's end: the
    /// range covers the keyword and the colon.
    private func keywordOccurrences() -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "T") || byte == UInt8(ascii: "F"),
                  let keyword = Self.keywords.first(where: { starts(with: $0, at: index) }),
                  !isWordCharacter(endingAt: index)
            else {
                index += 1
                continue
            }
            var end = index + keyword.count
            if end < bytes.count, bytes[end] == UInt8(ascii: ":") {
                end += 1
            } else if isWordCharacter(startingAt: end) {
                index += 1
                continue
            }
            found.append(index..<end)
            index += keyword.count
        }
        return found
    }

    private static let keywords: [[UInt8]] = [Array("TODO".utf8), Array("FIXME".utf8)]

    /// The delimited date at `offset`, matched from the keyword at `start`.
    private func date(at offset: Int, from start: Int) -> Match? {
        guard starts(with: opening, at: offset) else { return nil }
        let dateStart = offset + opening.count
        guard let dateEnd = numbers(3, at: dateStart) else { return nil }
        return Match(range: start..<dateEnd.end, dateStart: dateStart,
                     date: String(decoding: bytes[dateStart..<dateEnd.date], as: UTF8.self))
    }

    /// `count` groups of one to four digits joined by the separator, then the
    /// closing delimiter: where the date ends, and where the delimiter ends.
    /// Fewer digits are tried when more leave no match, as a regex backtracks.
    private func numbers(_ count: Int, at offset: Int) -> (date: Int, end: Int)? {
        var digits = 0
        while digits < 4, offset + digits < bytes.count, Self.isDigit(bytes[offset + digits]) { digits += 1 }
        let next = count > 1 ? separator : closing
        while digits > 0 {
            let end = offset + digits
            if starts(with: next, at: end) {
                if count == 1 { return (end, end + next.count) }
                if let rest = numbers(count - 1, at: end + next.count) { return rest }
            }
            digits -= 1
        }
        return nil
    }

    private func starts(with needle: [UInt8], at offset: Int) -> Bool {
        guard offset + needle.count <= bytes.count else { return false }
        return needle.indices.allSatisfy { bytes[offset + $0] == needle[$0] }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Whether the character before `offset` is a regex word character.
    private func isWordCharacter(endingAt offset: Int) -> Bool {
        guard offset > 0 else { return false }
        var start = offset - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return Self.isWordScalar(String(decoding: bytes[start..<offset], as: UTF8.self).unicodeScalars.first)
    }

    /// Whether the character at `offset` is a regex word character.
    private func isWordCharacter(startingAt offset: Int) -> Bool {
        guard offset < bytes.count else { return false }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return Self.isWordScalar(String(decoding: bytes[offset..<end], as: UTF8.self).unicodeScalars.first)
    }

    /// ICU's `\w`: letters, marks, decimal digits, connector punctuation, and the zero-width joiners.
    private static func isWordScalar(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .decimalNumber, .nonspacingMark, .spacingMark, .enclosingMark, .connectorPunctuation: return true
        default: return properties.isAlphabetic || scalar.value == 0x200C || scalar.value == 0x200D
        }
    }
}
