/// A set of names summed up in two bit masks, of their first bytes and of
/// their lengths: a name whose two bits are not both set is not in the set.
/// Backticks and a leading `$` are left out, so that `value` may match a
/// declared `$value` as unused_parameter matches them.
struct NameSummary {
    private var firstBytes: UInt64 = 0
    private var lengths: UInt64 = 0

    init() {}

    /// The summary of one name's bytes (a token's raw text).
    init(_ name: some Collection<UInt8>) {
        insert(name)
    }

    /// The summary of one name.
    init(_ name: String) {
        insert(name.utf8)
    }

    mutating func insert(_ name: String) {
        insert(name.utf8)
    }

    mutating func insert(_ name: some Collection<UInt8>) {
        let (firstByte, length) = Self.key(name)
        firstBytes |= 1 << (firstByte & 63)
        lengths |= 1 << (length & 63)
    }

    /// Whether `name`, a one-name summary, may be in the set.
    func mayContain(_ name: NameSummary) -> Bool {
        firstBytes & name.firstBytes != 0 && lengths & name.lengths != 0
    }

    private static func key(_ name: some Collection<UInt8>) -> (firstByte: UInt8, length: Int) {
        guard !name.isEmpty else { return (0, 0) }
        var start = name.startIndex, count = name.count
        if count > 2, name[start] == UInt8(ascii: "`") {
            start = name.index(after: start)
            count -= 2
        }
        if count > 1, name[start] == UInt8(ascii: "$") {
            start = name.index(after: start)
            count -= 1
        }
        return (name[start], count)
    }
}
