// A small program for the core's tests: installs the interrupt handler, runs
// the shell commands given as arguments concurrently (each may start children
// of its own), and echoes their output, so that a test can send it SIGINT and
// check that nothing it started survives.
#if canImport(Glibc)
import Glibc
#endif
import ToolCore

/// Unbuffered: the test reads the children's pids as they are printed.
func emit(_ line: String) {
    var bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeMutableBytes { write(1, $0.baseAddress, $0.count) }
}

InterruptHandler.install(grace: .milliseconds(500))
let commands = CommandLine.arguments.dropFirst().map { line in
    Command(.shell(line), onLine: { emit($0.text) })
}
let results = try await Command.runAll(Array(commands), maxConcurrency: commands.count)
emit("finished \(results.count)")
