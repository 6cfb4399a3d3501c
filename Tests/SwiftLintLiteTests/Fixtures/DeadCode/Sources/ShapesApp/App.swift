import Shapes

// An entry point: `@main` and its `main()`.
@main
struct App {
    static func main() { print(describe(), useTheCompiler(), count(), banner(), makeRegistrar()) }
}

func banner() -> String { "app" }
