/// A place in a file as SwiftLint orders them: by line, then column, a
/// missing column (a whole-line place) before every column.
struct CommandLocation: Comparable {
    let line: Int
    let column: Int?

    static func < (a: CommandLocation, b: CommandLocation) -> Bool {
        if a.line != b.line { return a.line < b.line }
        switch (a.column, b.column) {
        case (nil, nil): return false
        case (nil, _): return true
        case (_, nil): return false
        case (let x?, let y?): return x < y
        }
    }
}

/// A stretch of a file and the rules disabled in it, both ends included.
struct CommandRegion {
    var start: CommandLocation
    var end: CommandLocation
    var disabled: Set<String>

    func contains(_ location: CommandLocation) -> Bool { start <= location && location <= end }
}

/// The regions a file's commands make, built as SwiftLint builds them: each
/// command changes the set of disabled rules from its place to the next
/// command's. A plain command acts from just after its comment (so not on the
/// code before it on its line, and an `enable` leaves its own line disabled up
/// to its comment); `:previous`, `:this` and `:next` act on one whole line.
enum CommandRegions {
    private struct Step {
        let disables: Bool
        let rules: Set<String>
        let location: CommandLocation
    }

    /// - Parameters:
    ///   - locate: the line and column of a UTF-8 offset.
    ///   - rename: the current identifier of a rule named by a former one.
    static func regions(
        of commands: [SwiftLintCommand], locate: (Int) -> (line: Int, column: Int), rename: (String) -> String
    ) -> [CommandRegion] {
        let sequence = commands.flatMap { steps(of: $0, locate: locate, rename: rename) }
        var disabled = Set<String>()
        var regions: [CommandRegion] = []
        for (index, step) in sequence.enumerated() {
            if step.disables { disabled.formUnion(step.rules) } else { disabled.subtract(step.rules) }
            let end = index + 1 < sequence.count
                ? endBefore(sequence[index + 1].location) : CommandLocation(line: .max, column: .max)
            guard step.location < end else { continue }
            if let same = regions.firstIndex(where: { $0.start == step.location && $0.end == end }) {
                regions[same].disabled.formUnion(disabled)
            } else {
                regions.append(CommandRegion(start: step.location, end: end, disabled: disabled))
            }
        }
        return regions
    }

    /// A modified command is two: its action at the start of its line, the
    /// opposite at the line's end. Commands stay in source order.
    private static func steps(
        of command: SwiftLintCommand, locate: (Int) -> (line: Int, column: Int), rename: (String) -> String
    ) -> [Step] {
        let rules = Set(command.rules.map { rename($0.name) })
        let disables = command.action == .disable
        let (line, column) = locate(command.end)
        guard let modifier = command.modifier else {
            return [Step(disables: disables, rules: rules, location: CommandLocation(line: line, column: column))]
        }
        let target = switch modifier {
        case .previous: line - 1
        case .this: line
        case .next: line + 1
        }
        return [Step(disables: disables, rules: rules, location: CommandLocation(line: target, column: nil)),
                Step(disables: !disables, rules: rules, location: CommandLocation(line: target, column: .max))]
    }

    /// The last place before `next`.
    private static func endBefore(_ next: CommandLocation) -> CommandLocation {
        guard let column = next.column else { return CommandLocation(line: next.line - 1, column: .max) }
        return column > 0 ? CommandLocation(line: next.line, column: column - 1) : CommandLocation(line: next.line, column: nil)
    }

    /// One region per rule identifier and run of consecutive regions that
    /// disable it, as SwiftLint judges a disable superfluous.
    static func perIdentifier(_ regions: [CommandRegion]) -> [(identifier: String, region: CommandRegion)] {
        let identifiers = Set(regions.flatMap(\.disabled))
        var result: [(identifier: String, region: CommandRegion)] = []
        for identifier in identifiers.sorted() {
            var open: CommandRegion?
            for region in regions {
                if region.disabled.contains(identifier) {
                    open = open.map { CommandRegion(start: $0.start, end: region.end, disabled: [identifier]) }
                        ?? CommandRegion(start: region.start, end: region.end, disabled: [identifier])
                } else if let finished = open {
                    result.append((identifier, finished))
                    open = nil
                }
            }
            if let open { result.append((identifier, open)) }
        }
        return result.sorted { ($0.region.start, $0.identifier) < ($1.region.start, $1.identifier) }
    }
}
