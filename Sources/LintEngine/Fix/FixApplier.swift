import ToolCore

/// Applies the fixes attached to diagnostics to a file's text.
public enum FixApplier {
    /// The text with every fix applied. Fixes are applied from the end of the
    /// file backwards so offsets stay valid; a fix overlapping one already
    /// applied is left for the next run (fixing is repeated until nothing changes).
    public static func apply(_ diagnostics: [Diagnostic], to text: String) -> (text: String, applied: Int) {
        let fixes = diagnostics.compactMap(\.fix).sorted { ($0.start, $0.end) > ($1.start, $1.end) }
        guard !fixes.isEmpty else { return (text, 0) }
        var bytes = Array(text.utf8)
        var applied = 0
        var lowestStart = Int.max
        for fix in fixes where fix.end <= lowestStart && fix.start <= fix.end && fix.end <= bytes.count {
            bytes.replaceSubrange(fix.start..<fix.end, with: fix.replacement.utf8)
            lowestStart = fix.start
            applied += 1
        }
        return (String(decoding: bytes, as: UTF8.self), applied)
    }
}
