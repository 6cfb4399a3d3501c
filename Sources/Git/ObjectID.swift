import CGit2

/// A git object id (a SHA-1), as libgit2 stores it.
public struct ObjectID: Hashable, Sendable, CustomStringConvertible {
    var raw: git_oid

    init(_ raw: git_oid) { self.raw = raw }

    /// Parses 40 hex digits; nil for anything else.
    public init?(hex: String) {
        let isHexDigit = { (byte: UInt8) in
            byte < 128 && (byte >= 48 && byte <= 57 || byte >= 97 && byte <= 102 || byte >= 65 && byte <= 70)
        }
        guard hex.utf8.count == 40, hex.utf8.allSatisfy(isHexDigit)
        else { return nil }
        var oid = git_oid()
        guard git_oid_fromstr(&oid, hex) == 0 else { return nil }
        raw = oid
    }

    /// The all-zero id git uses for "no object" (a deleted ref, a ref the remote lacks).
    public var isZero: Bool { withUnsafeBytes(of: raw) { $0.allSatisfy { $0 == 0 } } }

    public var description: String { hex }

    public static func == (a: ObjectID, b: ObjectID) -> Bool {
        withUnsafeBytes(of: a.raw) { x in withUnsafeBytes(of: b.raw) { y in x.elementsEqual(y) } }
    }

    public func hash(into hasher: inout Hasher) {
        withUnsafeBytes(of: raw) { hasher.combine(bytes: $0) }
    }
}

extension ObjectID {
    /// Lower-case hex, formatted by libgit2.
    public var hex: String {
        var raw = raw
        return String(unsafeUninitializedCapacity: 40) { buffer in
            buffer.withMemoryRebound(to: CChar.self) { _ = git_oid_fmt($0.baseAddress, &raw) }
            return 40
        }
    }
}
