import Foundation
import LintEngine
import BuiltInRules

/// Help inside `// swiftlint:` comments: hover on a rule id shows the rule;
/// completion offers the actions, modifiers and rule ids.
struct CommandComments {
    let registry: RuleRegistry

    /// The hover text for the word at `character` (UTF-16) of `line`, when it is a
    /// rule id inside a command comment: the rule's name, summary and an example.
    func hover(line: Substring, character: Int) -> (markdown: String, start: Int, end: Int)? {
        let units = Array(line.utf16)
        guard let command = Self.commandStart(in: line), character >= command else { return nil }
        var start = min(character, units.count), end = start
        while start > 0, isWordUnit(units[start - 1]) { start -= 1 }
        while end < units.count, isWordUnit(units[end]) { end += 1 }
        guard start < end, let rule = registry[String(decoding: units[start..<end], as: UTF16.self)] else { return nil }
        let description = rule.description
        var text = "**\(description.name)** (`\(description.identifier)`)\n\n\(description.summary)"
        if let example = description.triggeringExamples.first {
            text += "\n\nFlagged:\n\n```swift\n\(example.code.replacingOccurrences(of: "↓", with: ""))```"
        }
        return (text, start, end)
    }

    /// What may be typed at `character` of `line`: the text to complete and the candidates.
    func completions(line: Substring, character: Int) -> [String]? {
        let units = Array(line.utf16)
        let prefixUnits = Array(units[..<min(character, units.count)])
        let before = String(decoding: prefixUnits, as: UTF16.self)
        guard let marker = before.range(of: "swiftlint:", options: .backwards),
              before[..<marker.lowerBound].contains("//") else { return nil }
        let typed = before[marker.upperBound...]
        let words = typed.split(separator: " ", omittingEmptySubsequences: false)
        guard let first = words.first else { return nil }
        if words.count == 1 {
            // Still in the first word: an action, or a modifier after its colon.
            let parts = first.split(separator: ":", omittingEmptySubsequences: false)
            if parts.count == 1 { return ["disable", "enable"].filter { $0.hasPrefix(parts[0]) } }
            return ["next", "this", "previous"].filter { $0.hasPrefix(parts.last ?? "") }
        }
        let partial = String(words.last ?? "")
        return (registry.identifiers + ["all"]).filter { $0.hasPrefix(partial) }.sorted()
    }

    /// Where `swiftlint:` starts in a line comment, in UTF-16 units.
    private static func commandStart(in line: Substring) -> Int? {
        guard let comment = line.range(of: "//"), let marker = line.range(of: "swiftlint:"),
              comment.lowerBound < marker.lowerBound else { return nil }
        return line.utf16.distance(from: line.startIndex, to: marker.lowerBound)
    }
}
