import Foundation

/// Runs one of the suite's tools with the plugin's standard output and error,
/// so its report reads as if the tool had been run by hand.
enum ToolRun {
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// The tool's exit status.
    static func run(_ tool: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit else {
            throw Failure("\(tool.lastPathComponent) stopped by signal \(process.terminationStatus)")
        }
        return process.terminationStatus
    }
}
