#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The dates of `expiring_todo`: today, and a date read with the rule's
// `date_format` — without Foundation, which the rules do not link.

/// A day of the proleptic Gregorian calendar.
struct CivilDate {
    let year: Int
    let month: Int
    let day: Int

    /// Today in the local time zone, as `Calendar.current` compares days.
    static func today() -> CivilDate {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return CivilDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    }

    /// Days since 1970-01-01.
    var dayNumber: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    var isValid: Bool {
        guard year >= 1, (1...12).contains(month), day >= 1 else { return false }
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return day <= lengths[month - 1]
    }
}

/// The numeric part of a `DateFormatter` pattern, read as a strict (not
/// lenient) formatter reads a date: `y` (and `Y`, `u`) for the year, `M` or
/// `MM` (and `L`) for the month, `d` for the day, quoted and other text
/// literally. Any other field — month names, times — reads as a bad date.
struct ExpiryDateFormat {
    enum Element: Equatable {
        case literal(Character)
        case year(width: Int)
        case month
        case day
        case unsupported
    }

    let elements: [Element]

    init(_ pattern: String) {
        var elements: [Element] = []
        var characters = Substring(pattern)
        while let first = characters.first {
            if first == "'" {
                characters = characters.dropFirst()
                let quoted = characters.prefix { $0 != "'" }
                elements += quoted.isEmpty ? [Element.literal("'")] : quoted.map(Element.literal)
                characters = characters.dropFirst(quoted.count + 1)
            } else if first.isASCII, first.isLetter {
                let width = characters.prefix { $0 == first }.count
                elements.append(Self.field(first, width: width))
                characters = characters.dropFirst(width)
            } else {
                elements.append(.literal(first))
                characters = characters.dropFirst()
            }
        }
        self.elements = elements
    }

    private static func field(_ letter: Character, width: Int) -> Element {
        switch letter {
        case "y", "Y", "u": .year(width: width)
        case "M", "L": width <= 2 ? .month : .unsupported
        case "d": width <= 2 ? .day : .unsupported
        default: .unsupported
        }
    }

    /// The date `text` names, or nil when it does not fit the pattern or is no real day.
    func date(from text: String, today: CivilDate) -> CivilDate? {
        var rest = Substring(text)
        var year: Int?, month: Int?, day: Int?
        for (index, element) in elements.enumerated() {
            if case .literal(let character) = element {
                guard rest.first == character else { return nil }
                rest = rest.dropFirst()
                continue
            }
            // A number directly followed by another field is as wide as its field.
            let abutting = index + 1 < elements.count && !Self.isLiteral(elements[index + 1])
            let limit = abutting ? width(of: element) : Int.max
            let digits = rest.prefix { $0.isASCII && $0.isNumber }.prefix(limit)
            guard !digits.isEmpty, let value = Int(digits) else { return nil }
            rest = rest.dropFirst(digits.count)
            switch element {
            case .year(let width): year = Self.year(value, digits: digits.count, width: width, today: today)
            case .month: month = value
            case .day: day = value
            case .literal, .unsupported: return nil
            }
        }
        guard rest.isEmpty, let year, let month, let day else { return nil }
        let date = CivilDate(year: year, month: month, day: day)
        return date.isValid ? date : nil
    }

    private static func isLiteral(_ element: Element) -> Bool {
        if case .literal = element { return true }
        return false
    }

    private func width(of element: Element) -> Int {
        switch element {
        case .year(let width): width
        default: 2
        }
    }

    /// Two digits for `y` or `yy` fall within 80 years before and 20 after today.
    private static func year(_ value: Int, digits: Int, width: Int, today: CivilDate) -> Int {
        guard width <= 2, digits == 2 else { return value }
        let start = today.year - 80
        let candidate = start - start % 100 + value
        return candidate < start ? candidate + 100 : candidate
    }
}
