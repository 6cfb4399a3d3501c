/// Says hello to people, politely or not.
public struct Greeter: Sendable {
    /// The word the greeting starts with.
    public let salutation: String

    /// A greeter that starts with `salutation`.
    public init(salutation: String = "Hello") {
        self.salutation = salutation
    }

    /// The greeting for `name`, e.g. "Hello, Ada!".
    public func greet(_ name: String) -> String {
        "\(salutation), \(name)!"
    }

    /// The greeting for several people at once.
    public func greet(all names: [String]) -> String {
        greet(names.joined(separator: " and "))
    }
}
