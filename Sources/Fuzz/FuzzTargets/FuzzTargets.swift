import DocEngine
import Foundation
import HookEngine
import LintEngine
import BuiltInRules
import ToolCore

/// The parsers that read what users and attackers write, as libFuzzer targets.
/// `FUZZ_TARGET` picks one: `config` (YAML into the lint and hook
/// configurations), `push-input` (git's pre-push ref lines), `markdown` (a
/// doc comment into HTML), `lint` (arbitrary source, every rule on).
///
/// Built by `scripts/fuzz.sh` with `-sanitize=fuzzer` and `-D FUZZING`,
/// libFuzzer's driver runs the chosen target. Built as usual, this is a
/// replay tool: `fuzz-targets TARGET FILE…` runs each file once, as the
/// regression check of what fuzzing found.
enum FuzzTarget: String, CaseIterable {
    case config, pushInput = "push-input", markdown, lint

    static let chosen: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            fatalError("FUZZ_TARGET must be one of \(allCases.map(\.rawValue).joined(separator: ", ")), got '\(name)'")
        }
        return target
    }()

    /// Runs one input. Any outcome is fine but a crash, a hang or a blow-up
    /// in memory: those are what the fuzzer looks for.
    func run(_ bytes: [UInt8]) {
        let text = LosslessText.decode(bytes)
        switch self {
        case .config:
            _ = try? LintConfiguration.parse(yaml: text, registry: .standard)
            _ = try? HookConfiguration.decode(layers: [ConfigLayer(source: ".swifthook.yml", yaml: text)])
        case .pushInput:
            do {
                _ = try RefUpdate.parse(text).map(\.inputLine)
            } catch {
                _ = error.description  // it echoes the input
            }
        case .markdown:
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
                DocCommentSource.Line(text: String($0.element), line: $0.offset + 1, column: 5)
            }
            let comment = DocComment(DocCommentSource(lines: lines))
            _ = Markdown.html(comment.summary.map(\.text).joined(separator: "\n"))
            _ = Markdown.html(text)
        case .lint:
            _ = Self.linter.lint(source: text, path: "Fuzz.swift")
        }
    }

    /// Every rule on, opt-in ones too.
    static let linter: Linter = {
        var configuration = LintConfiguration()
        configuration.rules = .only(Set(RuleRegistry.standard.identifiers))
        return Linter(registry: .standard, configuration: configuration)
    }()
}

/// One input, as libFuzzer hands it over.
private func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTarget.chosen.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

#if FUZZING
/// libFuzzer's driver for a program with a `main` of its own (SwiftPM gives
/// every executable one).
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
#endif

@main
enum Main {
    static func main() {
        #if FUZZING
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv) { fuzzOne($0, $1) })
        #else
        replay(Array(CommandLine.arguments.dropFirst()))
        #endif
    }

    /// `fuzz-targets TARGET FILE…`: each file run once.
    private static func replay(_ arguments: [String]) {
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
            print("usage: fuzz-targets \(FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")) FILE…")
            exit(2)
        }
        for path in arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("cannot read \(path)")
                exit(1)
            }
            target.run(Array(data))
        }
        print("\(arguments.count - 1) inputs, no crash")
    }
}
