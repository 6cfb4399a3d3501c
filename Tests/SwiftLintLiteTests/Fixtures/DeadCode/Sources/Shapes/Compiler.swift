// What the compiler calls without a reference in the source.

struct Settings: Codable {
    // Stored properties and coding keys of a Codable type: the synthesized conformance uses them.
    var name = ""
    var size = 1
    enum CodingKeys: String, CodingKey {
        case name = "title", size
    }
}

struct Meters: ExpressibleByIntegerLiteral {
    var value: Int
    // A literal initializer: `let m: Meters = 3`.
    init(integerLiteral value: Int) { self.value = value }
}

@propertyWrapper
struct Clamped {
    var wrappedValue: Int
    var projectedValue: Int { wrappedValue }
}

struct Limits {
    @Clamped var top: Int
}

@resultBuilder
enum Joined {
    static func buildBlock(_ parts: String...) -> String { parts.joined() }
}

@Joined var banner: String { "a"; "b" }

extension DefaultStringInterpolation {
    mutating func appendInterpolation(twice value: Int) { appendLiteral("\(value * 2)") }
}

@dynamicMemberLookup
struct Lookup {
    subscript(dynamicMember member: String) -> Int { member.count }
}

struct Multiplier {
    var factor = 2
    func callAsFunction(_ value: Int) -> Int { value * factor }
}

public func useTheCompiler() -> String {
    let settings = Settings()
    let meters: Meters = 3
    let limits = Limits(top: 1)
    let lookup = Lookup()
    let triple = Multiplier(factor: 3)
    return "\(settings) \(meters.value) \(limits.top) \(banner) \(twice: 2) \(lookup.anything) \(triple(2))"
}
