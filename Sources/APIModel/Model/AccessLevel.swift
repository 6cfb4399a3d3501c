/// Swift's access levels, lowest first, so that `>=` reads "at least as visible as".
public enum AccessLevel: String, Codable, Sendable, Comparable, CaseIterable {
    case `private`
    case `fileprivate`
    case `internal`
    case `package`
    case `public`
    case `open`

    public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The level a modifier keyword names (`public`, `open`…); nil for any other word.
    public init?(keyword: String) {
        self.init(rawValue: keyword)
    }
}
