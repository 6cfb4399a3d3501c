/// A string that equals another only when their Unicode scalars are the same
/// — so only when the bytes they stand for are (see ``LosslessText``).
///
/// `String` compares by canonical equivalence: `café` written with `é`
/// (NFC) equals `café` written `e` + U+0301 (NFD). To git and to the file
/// system those are two names, and two files; a set or dictionary of paths
/// keyed by `String` would keep one of them. Paths are keyed by this instead.
public struct ExactString: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let string: String

    public init(_ string: String) { self.string = string }

    public init(stringLiteral string: String) { self.string = string }

    public var description: String { string }

    public static func == (left: ExactString, right: ExactString) -> Bool {
        left.string.utf8.elementsEqual(right.string.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        var bytes = string
        bytes.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// By bytes, as git orders paths.
    public static func < (left: ExactString, right: ExactString) -> Bool {
        left.string.utf8.lexicographicallyPrecedes(right.string.utf8)
    }
}

extension Sequence<String> {
    /// The strings as a set that tells apart names that differ only in
    /// their Unicode normalization.
    public var exactSet: Set<ExactString> { Set(map { ExactString($0) }) }
}
