protocol Shape {
    func perimeter() -> Double
}

struct Square: Shape {
    // A witness: called through `any Shape`.
    func perimeter() -> Double { 4 }
}

class Base {
    func render() -> String { "base" }
}

final class Fancy: Base {
    // An override: called through `Base`.
    override func render() -> String { "fancy" }
}

public func describe() -> String {
    let shapes: [any Shape] = [Square()]
    let base: Base = Fancy()
    return "\(shapes.map { $0.perimeter() }) \(base.render()) \(scaled(1))"
}

// Public, but only this module uses it: with `include_public_and_open`, said so.
public func scaled(_ value: Double) -> Double { value * 2 }
