/// `lint`'s command-line options as plain values.
struct LintOptions: Equatable {
    var paths: [String] = []
    var configFiles: [String] = []
    var reporter: String?
    var strict = false
    var lenient = false
    var quiet = false
    var useStdin = false
    var stdinPath: String?
    var noCache = false
    var cachePath: String?
    var jobs: Int?
    var fix = false
    var baseline: String?
    var writeBaseline: String?
    var strictConfig = false
    var output: String?
    var onlyRules: [String] = []
    var forceExclude = false
    var useAlternativeExcluding = false
    var workingDirectory: String?
    var progress = false
    var allowZeroLintableFiles = false
    var stamp: String?

    /// A contradiction among the options, worded as a usage error.
    var problem: String? {
        if let jobs, jobs < 1 { return "--jobs must be at least 1" }
        if strict && lenient { return "--strict and --lenient contradict each other" }
        if stdinPath != nil && !useStdin { return "--stdin-path goes with --use-stdin" }
        if stamp != nil && (fix || useStdin) { return "--stamp goes with a plain lint run: not with --fix or --use-stdin" }
        return nil
    }
}

extension LintOptions {
    /// Reads the argument lists that editors, hooks and CI send over and over:
    /// paths and `lint`'s options, each spelled `--option value` at most once
    /// (`--config` and `--only-rule` may repeat).
    ///
    /// ArgumentParser's reflection costs more than linting a small file: each
    /// option's property-wrapper type is looked up in the conformance tables
    /// of the whole binary, some 4 ms a start. Anything else (help, a
    /// subcommand, `--option=value`, `--`, an unknown, repeated or contradictory
    /// option, a value that looks like an option) returns nil and goes through
    /// ArgumentParser, which stays the definition of the interface; a test
    /// checks that both read every accepted list the same way.
    init?(quickParsing arguments: [String]) {
        var rest = arguments[...]
        if rest.first == "lint" { rest = rest.dropFirst() }
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("-") else {
                guard !Self.commandNames.contains(argument) else { return nil }
                paths.append(argument)
                continue
            }
            guard read(argument, from: &rest) else { return nil }
        }
        guard problem == nil else { return nil }
    }

    private static let commandNames = ["lint", "analyze", "rules", "version", "lsp", "help"]

    /// Takes one option (and its value from `rest`); false when the quick
    /// path cannot be sure to read it as ArgumentParser would.
    private mutating func read(_ option: String, from rest: inout ArraySlice<String>) -> Bool {
        func value() -> String? {
            guard let next = rest.first, !next.hasPrefix("-") else { return nil }
            return rest.removeFirst()
        }
        func set(_ flag: inout Bool) -> Bool {
            defer { flag = true }
            return !flag
        }
        func set(_ field: inout String?) -> Bool {
            guard field == nil, let given = value() else { return false }
            field = given
            return true
        }
        switch option {
        case "--strict": return set(&strict)
        case "--lenient": return set(&lenient)
        case "--quiet": return set(&quiet)
        case "--use-stdin": return set(&useStdin)
        case "--no-cache": return set(&noCache)
        case "--fix": return set(&fix)
        case "--strict-config": return set(&strictConfig)
        case "--force-exclude": return set(&forceExclude)
        case "--use-alternative-excluding": return set(&useAlternativeExcluding)
        case "--progress": return set(&progress)
        case "--allow-zero-lintable-files": return set(&allowZeroLintableFiles)
        case "--output": return set(&output)
        case "--working-directory": return set(&workingDirectory)
        case "--reporter": return set(&reporter)
        case "--stdin-path": return set(&stdinPath)
        case "--cache-path": return set(&cachePath)
        case "--baseline": return set(&baseline)
        case "--write-baseline": return set(&writeBaseline)
        case "--stamp": return set(&stamp)
        case "--config":
            guard let file = value() else { return false }
            configFiles.append(file)
            return true
        case "--only-rule":
            guard let rule = value() else { return false }
            onlyRules.append(rule)
            return true
        case "--jobs":
            guard jobs == nil, let text = value(), let count = Int(text) else { return false }
            jobs = count
            return true
        default:
            return false
        }
    }
}
