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
    return "\(shapes.map { $0.perimeter() }) \(base.render())"
}
