/// Fenced code blocks (```` ``` ```` or `~~~`) met line by line: what is inside one
/// is code, never Markdown to read for links, headings or directives.
struct CodeFence {
    /// The opening fence's marker while inside a block.
    private var open: Substring?

    /// Whether `line` belongs to a fenced code block, its fences included.
    mutating func contains(_ line: some StringProtocol) -> Bool {
        let trimmed = Substring(line).drop { $0 == " " }
        if let marker = open {
            if trimmed.hasPrefix(marker) { open = nil }
            return true
        }
        guard trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") else { return false }
        open = trimmed.prefix(3)
        return true
    }
}
