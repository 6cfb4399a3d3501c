import Shapes

// An entry point: `@main` and its `main()`.
@main
struct App {
    static func main() { print(describe(), useTheCompiler(), count(), banner()) }
}

func banner() -> String { "app" }
