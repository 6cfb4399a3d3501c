import LintEngine

// The examples of `unneeded_escaping`, apart from its code.
extension UnneededEscapingRule {
    static let nonTriggering: [Example] = [
        // A nested function that calls it may itself escape.
        "func all(onValue: @escaping (Int) -> Void) {\n    func handle(_ n: Int) { onValue(n) }\n    later(handle)\n}\n",
        "func outer(done: @escaping () -> Void) { inner(done: done) }\n",
        """
        func load(done: @escaping ([Int]) -> Void) {
            fetch {
                let values = [3].map { _ in 1 }
                done(values)
            }
        }
        """,
        "func outer(text: @escaping @autoclosure () -> String) {\n    inner(text: text())\n}\n",
        "func outer(text: @escaping () -> String) {\n    inner(pair: (text, 5))\n}\n",
        "func passing(_ job: @escaping () -> Void) -> () -> Void { return job }\n",
        "func passing(job: @escaping () -> Void) -> () -> Void { job }\n",
        """
        struct Box {
            var job: (() -> Void)?
            mutating func store(_ value: @escaping () -> Void) {
                job = value
            }
            mutating func storeOnSelf(_ value: @escaping () -> Void) {
                self.job = value
            }
        }
        """,
        "func later(done: @escaping () -> Void) {\n    DispatchQueue.main.async { done() }\n}\n",
        "func wrap(done: @escaping () -> Void) {\n    let wrapped = { done() }\n    wrapped()\n}\n",
        "func keep(done: @escaping () -> Void) {\n    let (copy, _) = (done, 3)\n    self.copy = copy\n}\n",
        "func keep(done: @escaping () -> Void) {\n    let pair = (done, 3)\n    self.pair = pair\n}\n",
        "func keep(done: @escaping () -> Void) {\n    let pair = (done, 3)\n    let (job, number) = pair\n    self.job = job\n}\n",
        """
        func swap(done: @escaping () -> Void) -> () -> Void {
            var job = { print("first") }
            job = done
            return job
        }
        """,
        "func keep(done: @escaping () -> Void) {\n    Registry.done = done\n}\n",
        """
        func relay(job: @escaping () -> Void) -> () -> Void {
            let first = job
            if ready {
                let second = first
                return second
            }
            let third = first
            return third
        }
        """,
        "var jobs = [() -> Void]()\nfunc add(job: @escaping () -> Void) {\n    var list = [() -> Void]()\n    list[0] = job\n"
            + "    jobs = list\n}\n",
        "var jobs = [() -> Void]()\nfunc add(job: @escaping () -> Void) {\n    jobs[0] = job\n}\n",
        "var onFailure: (() -> Void)?\nfunc setFailure(_ handler: @escaping () -> Void) {\n    onFailure = handler\n}\n",
        "func add(job: @escaping () -> Void) {\n    var list = [() -> Void]()\n    list[0] = job\n}\n",
        "func add(job: @escaping () -> Void) {\n    var list = [job]\n}\n",
        "func add(job: @escaping () -> Void) {\n    var table = [2: job]\n}\n",
        "func pick(job: @escaping () -> Void) {\n    run(ready ? job : { })\n}\n",
        // In a type, SwiftLint's lookup of an assigned name also asks for the
        // type's members: assigning there counts as escaping.
        "struct Box {\n    func swap(done: @escaping () -> Void) {\n        var job = {}\n        job = done\n        job()\n    }\n}\n",
        "protocol Runner {\n    func run(job: @escaping () -> Void)\n}\n",
    ]

    static let triggering: [Example] = [
        "func show(make: ↓@escaping () -> Int) {\n    print(make())\n}\n",
        "func each(action: ↓@escaping (Int) -> Void) {\n    for n in 0..<5 {\n        action(n)\n    }\n}\n",
        "func handle(done: ↓@escaping () -> Void) {\n    done()\n}\n",
        "func apply(_ change: ↓@escaping (Int) -> Int) -> Int {\n    return change(3)\n}\n",
        "func maybe(done: (↓@escaping () -> Void)?) {\n    done?()\n}\n",
        "func both(first: ↓@escaping () -> Void, second: ↓@escaping () -> Void) {\n    first()\n    second()\n}\n",
        "subscript(map: ↓@escaping (Int) -> String) -> String {\n    map(9)\n}\n",
        "func copy(done: ↓@escaping () -> Void) {\n    let job = done\n    job()\n}\n",
        "func copy(done: ↓@escaping () -> Void) {\n    let (job, _) = (done, 4)\n    job()\n}\n",
        "func swap(done: ↓@escaping () -> Void) {\n    var job = { print(\"first\") }\n    job = done\n    job()\n}\n",
        "func drop(done: ↓@escaping () -> Void) {\n    _ = done\n}\n",
        "init(done: ↓@escaping () -> Void) {\n    done()\n}\n",
    ]
}
