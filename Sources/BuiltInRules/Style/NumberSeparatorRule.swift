import LintEngine
import SwiftSyntax
import ToolCore

/// `1_500_000` reads at a glance where `1500000` has to be counted digit by
/// digit; separators in the wrong places (`15_00`) mislead instead.
public struct NumberSeparatorRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "number_separator",
        name: "Number Separator",
        summary: "Underscores should be used as thousand separator in large numbers with a configurable number of digits; "
            + "in other words, there should be an underscore after every 3 digits in the integral as well as the fractional "
            + "part of a number",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples,
        corrections: corrections
    )

    static let missingSeparatorsReason = "Underscores should be used as thousand separators"
    static let misplacedSeparatorsReason = "Underscore(s) used as thousand separator(s) should be added after every 3 digits only"

    /// A range of values left alone: `min` included, `max` not.
    struct ExcludeRange: Sendable, Equatable, Decodable {
        var min: Double
        var max: Double

        func contains(_ value: Double) -> Bool { min <= value && value < max }
    }

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// Integral parts with fewer digits need no separators (0: all do).
        public var minimumLength = 0
        /// Fractional parts with fewer digits need no separators; none: no
        /// fractional part takes separators.
        public var minimumFractionLength: Int?
        var excludeRanges: [ExcludeRange] = []

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case minimumLength = "minimum_length"
            case minimumFractionLength = "minimum_fraction_length"
            case excludeRanges = "exclude_ranges"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            minimumLength = try container.decodeIfPresent(Int.self, forKey: .minimumLength) ?? minimumLength
            minimumFractionLength = try container.decodeIfPresent(Int.self, forKey: .minimumFractionLength)
            excludeRanges = try container.decodeIfPresent([ExcludeRange].self, forKey: .excludeRanges) ?? excludeRanges
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(IntegerLiteralExprSyntax.self) { node in check(node.literal, in: file) }
        walk.on(FloatLiteralExprSyntax.self) { node in check(node.literal, in: file) }
    }

    /// Reports a decimal literal whose digits are not grouped by three, with
    /// the literal regrouped as its fix. A sign is an operator, not part of
    /// the literal, so the report is at the first digit.
    private func check(_ literal: TokenSyntax, in file: LintFile) {
        let text = literal.text
        // Most literals are one to three digits, which never take a separator.
        if text.utf8.count <= 3, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) { return }
        guard Self.isDecimal(text), !isExcluded(text), let corrected = regrouped(text) else { return }
        let reason = text.contains("_") ? Self.misplacedSeparatorsReason : Self.missingSeparatorsReason
        let start = literal.positionAfterSkippingLeadingTrivia
        let fix = Diagnostic.Fix(start: start.utf8Offset, end: literal.endPositionBeforeTrailingTrivia.utf8Offset,
                                 replacement: corrected)
        file.report(self, at: start, reason, fix: fix)
    }

    private static func isDecimal(_ text: String) -> Bool {
        let lowercased = text.lowercased()
        return !["0x", "0o", "0b"].contains { lowercased.hasPrefix($0) }
    }

    private func isExcluded(_ text: String) -> Bool {
        guard !options.excludeRanges.isEmpty, let value = Double(text.filter({ $0 != "_" })) else { return false }
        return options.excludeRanges.contains { $0.contains(value) }
    }

    /// The literal with its integral and fractional digits regrouped (the
    /// exponent kept as written); nil when both parts are grouped already.
    private func regrouped(_ text: String) -> String? {
        let exponentParts = text.split(omittingEmptySubsequences: false) { $0 == "e" || $0 == "E" }
        guard let mantissa = exponentParts.first else { return nil }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        var fraction: (isValid: Bool, expected: String)?
        if parts.count == 2, let fractionPart = parts.last {
            fraction = grouped(fractionPart, isFraction: true)
        }
        guard let integerPart = parts.first else { return nil }
        let integer = grouped(integerPart, isFraction: false)
        guard !integer.isValid || fraction?.isValid == false else { return nil }
        var corrected = integer.expected
        if let fraction { corrected += "." + fraction.expected }
        if exponentParts.count == 2, let exponent = exponentParts.last {
            corrected += (text.contains("e") ? "e" : "E") + String(exponent)
        }
        return corrected
    }

    /// The digits with an underscore after every three, counted from the
    /// point (leftwards for the integral part, rightwards for the fraction),
    /// or with none when the part is shorter than its configured minimum;
    /// and whether `digits` are written so.
    private func grouped(_ digits: Substring, isFraction: Bool) -> (isValid: Bool, expected: String) {
        let clean = digits.filter { $0 != "_" }
        let minimum = isFraction ? (options.minimumFractionLength ?? .max) : options.minimumLength
        let separates = clean.count >= minimum
        var characters: [Character] = []
        var numerals = 0
        let ordered: [Character] = isFraction ? Array(clean) : Array(clean.reversed())
        for character in ordered {
            if character.isASCII, character.isNumber {
                if numerals > 0, numerals.isMultiple(of: 3), separates { characters.append("_") }
                numerals += 1
            }
            characters.append(character)
        }
        let expected = isFraction ? String(characters) : String(characters.reversed())
        return (expected == digits, expected)
    }
}

extension NumberSeparatorRule {
    private static let nonTriggeringExamples: [Example] = ["-", "+", ""].flatMap { sign -> [Example] in
        [
            Example("let count = \(sign)250"),
            Example("let count = \(sign)4_096"),
            Example("let count = \(sign)7_500_000"),
            Example("let ratio = \(sign)3.14159"),
            Example("let ratio = \(sign)2_048_000.1234567"),
            Example("let mask = \(sign)0b11110000"),
            Example("let mask = \(sign)0b1111_0000"),
            Example("let color = \(sign)0xFF"),
            Example("let color = \(sign)0xFF_AA"),
            Example("let mode = \(sign)0o755"),
            Example("let mode = \(sign)0o7_55"),
            Example("let hexFloat = \(sign)0x1F00p3"),
            Example("let scaled = \(sign)2_500_000.000001e4"),
            Example("let width: Double = \(sign)(640)"),
            Example("let width: Double = \(sign)(640 / 333.333)"),
            Example("let tiny = \(sign)4.2917e-7"),
            Example("let tint = #colorLiteral(red: 0.1247631185, green: 0.742981032, blue: 0.9032111207, alpha: 1)"),
            Example("let tint = #colorLiteral(red: 0.124_763_118_5, green: 0.742_981_032, blue: 0.903_211_120_7, alpha: 1)",
                    options: "{minimum_fraction_length: 3}"),
            Example("let year = \(sign)2024", options: "{minimum_length: 5}"),
            Example("let port = \(sign)8080", options: "{exclude_ranges: [{min: 1000, max: 10000}]}"),
            Example("let mixed = \(sign)1500000.25", options: "{exclude_ranges: [{min: 1000000, max: 2000000}]}"),
        ]
    }

    private static let triggeringExamples: [Example] = ["-↓", "+↓", "↓"].flatMap { sign -> [Example] in
        [
            Example("let count = \(sign)25_0"),
            Example("let count = \(sign)4096"),
            Example("let count = \(sign)4096e3"),
            Example("let count = \(sign)4096E3"),
            Example("let count = \(sign)4__096"),
            Example("let year = \(sign)20_24", options: "{minimum_length: 5}"),
            Example("let ratio = \(sign)3.14159", options: "{minimum_fraction_length: 3}"),
            Example("let ratio = \(sign)3.141_59"),
            Example("let ratio = \(sign)2_048_000.123456_7", options: "{minimum_fraction_length: 3}"),
            Example("let ratio = \(sign)2048000.123456_7"),
            Example("let tiny = \(sign)4.2917e-7", options: "{minimum_fraction_length: 3}"),
            Example("let port = \(sign)80800", options: "{exclude_ranges: [{min: 1000, max: 10000}]}"),
        ]
    } + ["-(↓", "+(↓", "(↓"].flatMap { sign -> [Example] in
        [
            Example("let width: Double = \(sign)640000)"),
            Example("let width: Double = \(sign)64.000000_1)", options: "{minimum_fraction_length: 3}"),
            Example("let width: Double = \(sign)640000 / ↓333.333333)", options: "{minimum_fraction_length: 3}"),
        ]
    }

    private static let corrections: [Correction] = [("-↓", "-"), ("+↓", "+"), ("↓", "")].flatMap { pair -> [Correction] in
        let (marked, sign) = pair
        return [
            Correction(Example("let count = \(marked)25_0"), "let count = \(sign)250"),
            Correction(Example("let count = \(marked)4096"), "let count = \(sign)4_096"),
            Correction(Example("let count = \(marked)4096e3"), "let count = \(sign)4_096e3"),
            Correction(Example("let count = \(marked)4096E3"), "let count = \(sign)4_096E3"),
            Correction(Example("let count = \(marked)4__096"), "let count = \(sign)4_096"),
            Correction(Example("let ratio = \(marked)3.141_59"), "let ratio = \(sign)3.14159"),
            Correction(Example("let ratio = \(marked)3.14159", options: "{minimum_fraction_length: 3}"),
                       "let ratio = \(sign)3.141_59"),
            Correction(Example("let ratio = \(marked)2_048_000.123456_7", options: "{minimum_fraction_length: 3}"),
                       "let ratio = \(sign)2_048_000.123_456_7"),
            Correction(Example("let ratio = \(marked)2048000.123456_7", options: "{minimum_fraction_length: 3}"),
                       "let ratio = \(sign)2_048_000.123_456_7"),
            Correction(Example("let tiny = \(marked)4.2917e-7", options: "{minimum_fraction_length: 3}"),
                       "let tiny = \(sign)4.291_7e-7"),
            Correction(Example("let year = \(marked)20_24", options: "{minimum_length: 5}"), "let year = \(sign)2024"),
        ]
    }
}
