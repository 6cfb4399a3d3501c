import Foundation

/// The anchors of a catalog page's headings, as DocC makes them: `## Provider
/// hierarchy` is `#Provider-hierarchy`, which `<doc:Provider-hierarchy>` names
/// from the same page (and `<doc:Article#Provider-hierarchy>` from others).
enum SectionAnchors {
    /// The heading's text with each run of spaces and dashes one dash, case kept,
    /// Markdown emphasis and code marks and other punctuation dropped.
    static func fragment(_ heading: String) -> String {
        var result = ""
        var pendingDash = false
        for character in heading.trimmingCharacters(in: .whitespaces) {
            if character.isWhitespace || character == "-" {
                pendingDash = !result.isEmpty
            } else if character.isLetter || character.isNumber || character == "_" || character == "." {
                if pendingDash { result.append("-") }
                pendingDash = false
                result.append(character)
            }
        }
        return result
    }

    /// The ATX headings (`## …`) of `markdown`, outside code blocks: each one's fragment and text.
    static func headings(in markdown: String) -> [(fragment: String, title: String)] {
        var found: [(fragment: String, title: String)] = []
        var fence = CodeFence()
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            guard !fence.contains(line), line.hasPrefix("#") else { continue }
            let text = line.drop { $0 == "#" }
            guard line.count - text.count <= 6, text.first == " " else { continue }
            let title = text.trimmingCharacters(in: .whitespaces).replacing("`", with: "").replacing("*", with: "")
            found.append((fragment(title), title))
        }
        return found
    }

    /// `html` with an `id` on each `<h2>`…`<h6>` that has none: its fragment, made
    /// unique on the page (`-2`, `-3` after the first); `taken` holds the page's other ids.
    static func addingIDs(to html: String, taken: Set<String>) -> String {
        var used = taken
        var result = ""
        var rest = html[...]
        while let open = rest.firstRange(of: "<h") {
            let after = rest[open.upperBound...]
            guard let level = after.first, ("2"..."6").contains(level), after.dropFirst().first == ">",
                  let close = after.firstRange(of: "</h\(level)>") else {
                result += rest[..<open.upperBound]
                rest = after
                continue
            }
            let inner = after[after.index(after.startIndex, offsetBy: 2)..<close.lowerBound]
            var id = fragment(HTML.unescape(stripTags(inner)))
            if id.isEmpty { id = "section" }
            var unique = id, number = 2
            while !used.insert(unique).inserted {
                unique = "\(id)-\(number)"
                number += 1
            }
            result += rest[..<open.lowerBound] + "<h\(level) id=\"\(HTML.escape(unique))\">" + inner + "</h\(level)>"
            rest = after[close.upperBound...]
        }
        return result + rest
    }

    private static func stripTags(_ html: Substring) -> String {
        var text = "", inTag = false
        for character in html {
            if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { text.append(character) }
        }
        return text
    }
}
