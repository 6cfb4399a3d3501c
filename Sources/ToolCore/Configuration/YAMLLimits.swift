import Yams

/// How much one configuration document may hold. Generous for real files (the
/// largest real SwiftLint configurations are tens of kilobytes and a few
/// thousand values), tiny next to what a file built to exhaust memory asks for:
/// nine lines of nested aliases expand to hundreds of millions of values.
public enum YAMLLimits {
    /// Bytes in one file: larger files are refused before they are read.
    public static let maximumBytes = 1 << 20
    /// Values (scalars, lists and mappings) after every alias is expanded.
    public static let maximumValues = 100_000
    /// Lists and mappings inside each other, aliases expanded.
    public static let maximumDepth = 64

    /// One limit passed: where, and a message that names the limit.
    struct Exceeded: Error {
        var line = 0, column = 0
        var message: String

        init(mark: Mark?, message: String) {
            self.line = mark?.line ?? 0
            self.column = mark?.column ?? 0
            self.message = message
        }

        init(line: Int, column: Int, message: String) {
            (self.line, self.column, self.message) = (line, column, message)
        }
    }

    /// Walks `root` as the tools will, aliases expanded, and stops at the first
    /// limit passed. Yams shares an anchor's value between its aliases, so the
    /// composed document is small whatever it expands to; this walk never
    /// visits more than ``maximumValues`` values, so it is bounded too.
    static func check(_ root: Node) throws(Exceeded) {
        var walk = BoundedWalk()
        try walk.visit(root, depth: 1, site: nil)
    }

    static let tooDeep = "lists and mappings nest deeper than \(maximumDepth) levels here; "
        + "no real configuration nests so deep (a limit against files built to exhaust the stack)"

    static func tooLarge(bytes: Int) -> String {
        "the configuration is larger than \(maximumBytes / 1024) KiB (\(bytes) bytes); "
            + "no real configuration comes close, so it is not read (a limit against files built to exhaust memory)"
    }
}

/// The walk behind ``YAMLLimits/check(_:)``.
///
/// An alias leaves no node of its own: it is its anchor's value again, marked
/// where the anchor was written. Values are visited in document order, so a
/// value marked before the furthest position reached so far is such a copy,
/// and the last value written in place is where the aliases stand.
private struct BoundedWalk {
    private var values = 0
    private var furthest = (line: 0, column: 0)

    mutating func visit(_ node: Node, depth: Int, site: Mark?) throws(YAMLLimits.Exceeded) {
        let isCopy = node.mark.map { ($0.line, $0.column) < furthest } ?? false
        let here = isCopy ? site : node.mark
        if let mark = node.mark, !isCopy { furthest = (mark.line, mark.column) }
        values += 1
        if values > YAMLLimits.maximumValues {
            throw .init(mark: here, message: isCopy
                ? "aliases here expand the configuration past \(YAMLLimits.maximumValues) values "
                    + "(each `*name` repeats everything its `&name` holds); write the values out instead "
                    + "(a limit against files built to exhaust memory)"
                : "the configuration holds more than \(YAMLLimits.maximumValues) values; "
                    + "no real configuration comes close (a limit against files built to exhaust memory)")
        }
        switch node {
        case .scalar, .alias:
            return
        case .sequence(let sequence):
            try enter(depth: depth, at: here)
            for element in sequence { try visit(element, depth: depth + 1, site: here) }
        case .mapping(let mapping):
            try enter(depth: depth, at: here)
            for pair in mapping {
                try visit(pair.key, depth: depth + 1, site: here)
                try visit(pair.value, depth: depth + 1, site: here)
            }
        }
    }

    private func enter(depth: Int, at mark: Mark?) throws(YAMLLimits.Exceeded) {
        guard depth > YAMLLimits.maximumDepth else { return }
        throw .init(mark: mark, message: YAMLLimits.tooDeep)
    }
}
