/// "Did you mean …?" for a misspelt name.
public enum Suggestion {
    /// The candidate closest to `name`, when it is close enough to be a likely typo.
    public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let budget = max(2, name.count / 3)
        return candidates
            .map { (candidate: $0, distance: editDistance(name.lowercased(), $0.lowercased())) }
            .filter { $0.distance <= budget }
            .min { ($0.distance, $0.candidate) < ($1.distance, $1.candidate) }?
            .candidate
    }

    /// Levenshtein distance: insertions, deletions and substitutions, each costing 1.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
