/// Text built from many small pieces, as bytes at a pointer that grows by
/// doubling. `[UInt8].append(contentsOf:)` costs about a hundred
/// instructions a call and `String.append` more; a report line is ten pieces,
/// and a run with every rule on writes tens of thousands of lines.
struct ByteWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// `value` in decimal digits.
    mutating func appendDecimal(_ value: Int) {
        guard value >= 0 else { return append(String(value)) }
        var place = 1
        while place <= value / 10 { place *= 10 }
        reserve(20)
        while place > 0 {
            base[count] = UInt8(ascii: "0") + UInt8(value / place % 10)
            count += 1
            place /= 10
        }
    }

    /// The bytes written, as a string (invalid UTF-8 repaired).
    var string: String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: max(capacity * 2, count + extra))
        grown.initialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = max(capacity * 2, count + extra)
    }
}
