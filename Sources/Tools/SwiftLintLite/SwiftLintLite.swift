import SwiftLintLiteCLI

/// The tool: the command line with the built-in rules only.
@main
enum SwiftLintLite {
    static func main() async {
        await SwiftLintLiteCLI.main()
    }
}
