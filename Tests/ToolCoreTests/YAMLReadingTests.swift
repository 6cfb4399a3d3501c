@testable import ToolCore
import XCTest
import Yams

private struct Inner: Decodable, Equatable {
    var a: Int
    var b: String
}

private struct Values: Decodable, Equatable {
    var flags: [Bool]
    var quoted: String
    var numbers: [Int]
    var ratio: Double
    var nothing: Int?
    var empty: String?
    var items: [String?]
    var merged: Inner
    var tagged: String?
}

/// Configuration YAML is read without Yams' regular-expression resolver and
/// decoder; what it means must not change.
final class YAMLReadingTests: XCTestCase {
    private func decode(_ yaml: String) throws -> Values {
        try Values(from: NodeDecoder(node: try XCTUnwrap(try ConfigYAML.compose(yaml)), codingPath: [], userInfo: [:]))
    }

    func testValuesMeanWhatYAMLSays() throws {
        let yaml = """
            flags: [yes, On, TRUE, false, no, OFF]
            quoted: "true"
            numbers: [1_000, 0x1F, 0o17, -3, 1:30]
            ratio: 6.5e-1
            nothing: ~
            empty:
            items: [a, null, "null", ~, '']
            base: &base {a: 1, b: one}
            merged:
              <<: *base
              b: two
            """
        let expected = Values(
            flags: [true, true, true, false, false, false], quoted: "true", numbers: [1000, 31, 15, -3, 90], ratio: 0.65,
            nothing: nil, empty: nil, items: ["a", nil, "null", nil, ""], merged: Inner(a: 1, b: "two"), tagged: nil)
        XCTAssertEqual(try decode(yaml), expected)
        // An explicit tag leaves the document to Yams' own resolver: same meaning.
        XCTAssertEqual(try decode(yaml + "\ntagged: !!str yes\n"), with(expected) { $0.tagged = "yes" })
        XCTAssertEqual(try YAMLDecoder().decode(Values.self, from: yaml), expected)
    }

    func testAQuotedOrStringTaggedBoolIsRejected() throws {
        for value in ["\"true\"", "!!str yes", "tRuE", "1"] {
            let yaml = "flags: [\(value)]\nquoted: q\nnumbers: []\nratio: 1\nitems: []\nmerged: {a: 1, b: b}\n"
            XCTAssertThrowsError(try decode(yaml)) { error in
                guard case DecodingError.typeMismatch(let type, let context)? = error as? DecodingError else {
                    return XCTFail("\(value): \(error)")
                }
                XCTAssertTrue(type == Bool.self, value)
                XCTAssertEqual(context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }, ["flags", "0"], value)
            }
        }
    }

    private func with(_ values: Values, _ change: (inout Values) -> Void) -> Values {
        var values = values
        change(&values)
        return values
    }

    private func yamsTag(_ text: String) -> Tag.Name {
        Resolver.default.resolveTag(of: .scalar(.init(text, Tag(.implicit), .plain)))
    }

    /// Every string up to three characters over the characters Yams' patterns
    /// use, four and five characters over the number alphabet, and random
    /// sequences of timestamp, number and word pieces.
    func testPlainScalarTagsAgreeWithYamsResolver() {
        var samples: Set<String> = [
            "true", "True", "TRUE", "tRUE", "yes", "YES", "yEs", "on", "Off", "OFF", "null", "Null", "NULL", "nULL", "~",
            "<<", "=", "", "0b1_0", "-0b", "0o17", "0o", "0x_fF", "+0xG", "1:30:00", "190:20:30", "1:60", "1:5:59",
            "6.8523015e+5", "685.230_15e+03", "685_230.15", "190:20:30.15", "1:2:3.", "-.inf", "+.INF", ".NaN", "-.nan",
            ".5", ".5e+3", ".5e3", "1.", "1e5", "1E-5", "1_e5", "2001-12-14", "2001-12-14t21:59:43.10-05:00",
            "2001-12-14 21:59:43.10 -5", "2001-12-15T02:59:43.1Z", "2001-12-15 2:59:43.10", "2002-1-1", "2002-1-1 1:00:00",
            "2001-12-14 21:59:43 ", "2001-12-14 21:59:43 Z", "2001-12-14\t21:59:43\t+05:30", "2001-12-14 21:59:43+5:3",
            "ünïcode", "１２", "1 2", "-", "+", "_", "0_", "00", "09", "-0", "+1_000",
        ]
        let wide = Array("019_:.+-eEboxfFanNiItTZ ~<=ul")
        func all(_ alphabet: [Character], length: Int) -> [String] {
            (0..<length).reduce([""]) { words, _ in words.flatMap { word in alphabet.map { word + String($0) } } }
        }
        for length in 1...3 { samples.formUnion(all(wide, length: length)) }
        samples.formUnion(all(Array("05:._-e+"), length: 4))
        samples.formUnion(all(Array("09:.-x"), length: 5))
        let pieces = ["2001", "12", "1", "-", ":", "00", "59", "7", ".", "5", "T", "t", " ", "\t", "Z", "+", "e", "E",
                      "_", "0x", "0b", "0o", "inf", "nan", "Inf", "1_0", "-12", "+05:00"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let count = Int.random(in: 2...9, using: &generator)
            samples.insert((0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        var disagreements: [String] = []
        for sample in samples where PlainScalarTags.tag(of: sample) != yamsTag(sample) {
            disagreements.append("\"\(sample)\": ours \(PlainScalarTags.tag(of: sample)), Yams \(yamsTag(sample))")
        }
        XCTAssertEqual(disagreements, [], "\(disagreements.count) of \(samples.count) disagree")
    }
}
