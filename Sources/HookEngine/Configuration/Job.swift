import ToolCore

/// One check to run before a push.
public struct Job: Decodable, Sendable, Equatable {
    /// What the job does.
    public enum Action: Sendable, Equatable {
        /// A shell command; `{files}` becomes the job's files, each quoted.
        case run(String)
        /// swiftlint-lite, in-process, on the pushed content of the Swift files.
        case lint
        /// `swift test`, optionally filtered; `{targets}` in the filter becomes the affected test targets.
        case test(filter: String?)
        /// The public API of a pushed version tag or release branch against the previous version
        /// tag: blocks a break (or new API) that the version step does not allow.
        case apiBreakage
    }

    /// A condition for `skip:` / `only:`.
    public enum Condition: Sendable, Equatable {
        /// A merge is in progress.
        case merge
        /// A rebase is in progress.
        case rebase
        /// A pushed branch matches this glob (`main`, `release/*`).
        case ref(Glob)
    }

    public var name: String
    public var action: Action
    /// Only files matching one of these globs (relative to the repository root).
    public var glob: [Glob] = []
    public var exclude: [Glob] = []
    /// Run in this subfolder, with file paths relative to it (monorepos); only
    /// files inside it are the job's.
    public var root: String?
    public var env: [String: String] = [:]
    /// Seconds before the job and everything it started are stopped.
    public var timeout: Int?
    /// Skip the job when any condition holds (`skip: true` always skips).
    public var skip: [Condition] = []
    public var skipAlways = false
    /// Run the job only when one of these holds.
    public var only: [Condition] = []
    /// Printed when the job fails: how to fix or bypass.
    public var failText: String?
    /// Give the job git's pre-push input on its standard input.
    public var useStdin = false
    /// `pushed`: run in a temporary checkout of the pushed tree instead of the work tree.
    public var checkout: Checkout = .worktree
    /// Only files of these kinds (as pre-commit's and lefthook's `types`):
    /// empty, every file the globs match, binary ones included.
    public var types: [FileType] = []

    public enum Checkout: String, ConfigEnum {
        case worktree, pushed
    }

    /// Text or binary, as git decides (a NUL byte, or a non-text look, in the first 8,000 bytes).
    public enum FileType: String, ConfigEnum {
        case text, binary
    }

    enum CodingKeys: String, CodingKey {
        case name, run, lint, test, glob, exclude, root, env, timeout, skip, only, types
        case failText = "fail_text"
        case useStdin = "use_stdin"
        case checkout
        case apiBreakage = "api-breakage"
    }

    private enum TestKeys: String, CodingKey { case filter }

    public init(name: String, action: Action) {
        self.name = name
        self.action = action
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        glob = try Self.decodeGlobs(container, .glob)
        exclude = try Self.decodeGlobs(container, .exclude)
        root = try container.decodeIfPresent(String.self, forKey: .root)
        env = try container.decodeIfPresent([String: String].self, forKey: .env) ?? [:]
        timeout = try container.decodeIfPresent(Int.self, forKey: .timeout)
        if let timeout, timeout <= 0 {
            throw DecodingError.dataCorruptedError(
                forKey: .timeout, in: container, debugDescription: "must be a positive number of seconds, got \(timeout)")
        }
        if let one = try? container.decode(FileType.self, forKey: .types) {
            types = [one]
        } else {
            types = try container.decodeIfPresent([FileType].self, forKey: .types) ?? []
        }
        if let always = try? container.decode(Bool.self, forKey: .skip) {
            skipAlways = always
        } else {
            skip = try Self.decodeConditions(container, .skip)
        }
        only = try Self.decodeConditions(container, .only)
        failText = try container.decodeIfPresent(String.self, forKey: .failText)
        useStdin = try container.decodeIfPresent(Bool.self, forKey: .useStdin) ?? false
        checkout = try container.decodeIfPresent(Checkout.self, forKey: .checkout) ?? .worktree
        // Last: every other key has been read, so a misspelt action key is
        // reported as unknown (with a suggestion) beside this error.
        action = try Self.decodeAction(container)
    }

    private static func decodeAction(_ container: KeyedDecodingContainer<CodingKeys>) throws -> Action {
        var actions: [Action] = []
        if let command = try container.decodeIfPresent(String.self, forKey: .run) { actions.append(.run(command)) }
        if try container.decodeIfPresent(Bool.self, forKey: .lint) == true { actions.append(.lint) }
        if container.contains(.test) {
            if let enabled = try? container.decode(Bool.self, forKey: .test) {
                if enabled { actions.append(.test(filter: nil)) }
            } else {
                let test = try container.nestedContainer(keyedBy: TestKeys.self, forKey: .test)
                actions.append(.test(filter: try test.decodeIfPresent(String.self, forKey: .filter)))
            }
        }
        if try container.decodeIfPresent(Bool.self, forKey: .apiBreakage) == true { actions.append(.apiBreakage) }
        guard actions.count == 1, let action = actions.first else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: container.codingPath,
                debugDescription: "a job needs exactly one of `run: <command>`, `lint: true`, `test: true` or `api-breakage: true`"))
        }
        return action
    }

    private static func decodeGlobs(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> [Glob] {
        guard container.contains(key) else { return [] }
        if let one = try? container.decode(String.self, forKey: key) { return [Glob(one)] }
        return try container.decode([String].self, forKey: key).map(Glob.init)
    }

    private static func decodeConditions(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> [Condition] {
        guard container.contains(key) else { return [] }
        let values: [ConditionValue]
        if let one = try? container.decode(ConditionValue.self, forKey: key) {
            values = [one]
        } else {
            values = try container.decode([ConditionValue].self, forKey: key)
        }
        return values.map(\.condition)
    }
}

/// `merge`, `rebase`, or `{ref: pattern}`.
private struct ConditionValue: Decodable {
    let condition: Job.Condition

    private enum Keys: String, CodingKey { case ref }

    init(from decoder: any Decoder) throws {
        if let word = try? decoder.singleValueContainer().decode(String.self) {
            switch word {
            case "merge": condition = .merge
            case "rebase": condition = .rebase
            default:
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "must be `merge`, `rebase` or `{ref: <branch pattern>}`, got `\(word)`"))
            }
            return
        }
        let container = try decoder.container(keyedBy: Keys.self)
        condition = .ref(Glob(try container.decode(String.self, forKey: .ref)))
    }
}
