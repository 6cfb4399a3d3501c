// Roots: the public and open API of a library product.
public func area(of side: Double) -> Double { square(side) }

/// Used only by the public function above.
func square(_ value: Double) -> Double { value * value }

open class Canvas {
    public init() {}
    open func draw() {}
}

public struct Point: CustomStringConvertible {
    public var x = 0
    public var description: String { "(\(x))" }
}

struct Tag: Hashable {
    var name = ""
    // A witness of a protocol from another module: `Set` calls it.
    func hash(into hasher: inout Hasher) { hasher.combine(name.lowercased()) }
}

public func distinctTags(_ names: [String]) -> Int { Set(names.map { Tag(name: $0) }).count }

// Replaceable at run time.
dynamic func replaceable() {}

// Named by a C caller.
@_cdecl("shapes_version") func version() -> Int32 { 1 }

// In the keep list of .swiftlint.yml.
func keptByName() {}
