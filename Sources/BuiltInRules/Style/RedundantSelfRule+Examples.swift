import LintEngine

// The examples of `redundant_self`, apart from its code.
extension RedundantSelfRule {
    static let nonTriggering: [Example] = [
        """
        struct Counter {
            var total = 0
            init() { self.total = 1 }
            func reset() { self.total = 1 }
        }
        """,
        """
        struct Counter {
            var total = 0
            func run(_ work: @escaping () -> Void) { work() }
            func tick() {
                run {
                    total = 1
                    run { total = 2 }
                    tick()
                }
            }
        }
        """,
        """
        class Player {
            var score = 0
            func run(_ work: @escaping () -> Void) { work() }
            func play() {
                run { [weak self] in
                    self?.score = 1
                    self?.play()
                    guard let self = self ?? Player() else { return }
                    self?.score = 1
                }
                Player().run { self.score = 1 }
                run { [weak self] in if let self { score = 1 } }
            }
        }
        """,
        """
        struct Form {
            var name = 0, error = 0, failure = 0
            var first: Int?, second: Int?, index: Int, third: Int?, fourth: Int?
            func run(_ work: @escaping (Int) -> Void) { work(0) }
            func fill(name: Int) {
                run { index in
                    self.name = name
                    let name = 1
                    self.name = 2
                    if let first, let third {
                        self.first = 3
                        self.third = 1
                    }
                    guard let second else {
                        let third = 4
                        self.name = 5
                        self.third = 6
                        return
                    }
                    self.second = 7
                    while let third { self.third = 8 }
                    for fourth in [Int]() { self.fourth = 9 }
                    self.index = index
                    do {} catch { self.error = 10 }
                    do {} catch let failure { self.failure = 11 }
                }
            }
        }
        """,
        """
        enum Shape {
            case circle(Int)
            case rect(Int, Int)
        }
        struct Canvas {
            var shape: Shape = .circle(3), width: Int, height: Int
            func run(_ work: @escaping () -> Void) { work() }
            func draw(shape: Shape) {
                run {
                    switch shape {
                    case let .circle(width):
                        self.width = 1
                    case .rect(let width, var height):
                        self.width = 2
                        self.height = 3
                    }
                }
            }
        }
        """,
        """
        class Loader {
            var count = 0
            init(_ count: Int) {
                self.count = count
                run { [weak self] in
                    guard let self else { return }
                    self.count = 1
                }
            }
            func run(_: () -> Void) {}
        }
        """,
        Example("""
            class Size {
                var width = 0, height = 0
                init(width: Int) {
                    self.width = width
                    self.height = width + 1
                }
            }
            """, options: "{keep_in_initializers: true, only_in_closures: false}"),
        Example("""
            extension Int? {
                func text() -> String {
                    guard let self else { return "" }
                    return self.description
                }
            }
            """, options: "{only_in_closures: false}"),
        Example("""
            struct Size {
                var width = 0, height = 0
                init() {
                    let (width, height) = (1, 2)
                    self.width = width
                    self.height = height
                }
            }
            """, options: "{only_in_closures: false}"),
        // Names SwiftLint does not track still hide the member: a local
        // function, an accessor's `newValue`, a capture.
        """
        struct Timer {
            var newValue = 0, size = 0
            func start() {}
            func run(_ work: @escaping () -> Void) { work() }
            func fire() {
                func start() {}
                run { self.start() }
                run { [size = 2] in self.size = size }
            }
            var level: Int {
                get { 0 }
                set { run { self.newValue = newValue } }
            }
        }
        """,
    ]

    static let triggering: [Example] = [
        Example("""
            struct Counter {
                var total = 0
                init() { ↓self.total = 1 }
                func reset() { ↓self.total = 1 }
            }
            """, options: "{only_in_closures: false}"),
        """
        struct Counter {
            var total = 0
            func run(_ work: @escaping () -> Void) { work() }
            func tick() {
                run {
                    ↓self.total = 1
                    if ↓self.total == 1 { ↓self.tick() }
                }
            }
        }
        """,
        """
        class Player {
            var score = 0
            func play() {
                {
                    ↓self.score = 1
                    ↓self.play()
                }()
            }
        }
        """,
        """
        class Player {
            var score = 0
            func run(_ work: @escaping () -> Void) { work() }
            func play() {
                run { [self] in
                    ↓self.score = 1
                    ↓self.play()
                    run { self.score = 1 }
                }
            }
        }
        """,
        """
        class Player {
            var score = 0
            func run(_ work: @escaping () -> Void) { work() }
            func play() {
                run { [unowned self] in ↓self.score = 1 }
                run { [self = self] in ↓self.score = 1 }
                run { [other = self] in other.score = 1 }
            }
        }
        """,
        """
        struct Form {
            var name = 0
            var first: Int?, second: Int?, third: Int?, fourth: Int?
            func run(_ work: @escaping () -> Void) { work() }
            func fill(fourth: Int, _ third: Int) {
                run {
                    self.fourth = 1
                    ↓self.name = 2
                    if let first { ↓self.name = 3 }
                    else { ↓self.first = 3 }
                    guard let second else {
                        ↓self.second = 4
                        ↓self.name = 5
                        return
                    }
                    ↓self.first = 6
                    while let first { ↓self.name = 7 }
                    for first in [Int]() { ↓self.name = 8 }
                    self.third = 9
                    do {
                        let name = 10
                        self.name = 11
                    }
                    ↓self.name = 12
                }
            }
        }
        """,
        """
        struct Clock {
            func run(_ work: @escaping () -> Void) { work() }
            func tick() {
                run { let tick = ↓self.tick() }
            }
        }
        """,
        """
        extension Engine {
            static func run(_ work: @escaping () -> Void) { work() }
            func start() { Self.run { self.start() } }
            struct Part {
                func start() { Engine.run { ↓self.start() } }
            }
        }
        """,
        """
        class Loader {
            var count = 0
            func run(_ work: @escaping () -> Void) { work() }
            func load() {
                run({ [weak self] in
                    self?.count = 1
                    guard let self else { return }
                    ↓self.count = 1
                })
                run { [weak self] in
                    self?.count = 1
                    if let self = self { ↓self.count = 1 }
                    self?.count = 1
                }
                run { [weak self] in
                    self?.count = 1
                    while let self { ↓self.count = 1 }
                    self?.count = 1
                }
            }
        }
        """,
        """
        class Cache {
            var hits = 0
            private lazy var first: Int = {
                ↓self.hits = 1
                let reset = { self.hits = 2 }
                let bump = { [self] in ↓self.hits = 3 }
                return 2
            }()
            private lazy var second: Int = { [weak self] in
                guard let self else { return 0 }
                ↓self.hits = 1
                let reset = { self.hits = 2 }
                return 2
            }()
        }
        """,
        Example("""
            extension String {
                func shout() -> String { ↓self.uppercased() }
            }
            """, options: "{only_in_closures: false}"),
    ]

    static let fixes: [Correction] = [
        Correction("""
            struct Counter {
                var total = 0
                func run(_ work: @escaping () -> Void) { work() }
                func tick() {
                    run {
                        ↓self.total = 1
                        if ↓self.total == 1 { ↓self.tick() }
                    }
                }
            }
            """, """
            struct Counter {
                var total = 0
                func run(_ work: @escaping () -> Void) { work() }
                func tick() {
                    run {
                        total = 1
                        if total == 1 { tick() }
                    }
                }
            }
            """),
        Correction(Example("""
            struct Size {
                var width = 0, height = 0
                init(width: Int) {
                    self.width = width
                    ↓self.height = 1
                }
            }
            """, options: "{only_in_closures: false}"), """
            struct Size {
                var width = 0, height = 0
                init(width: Int) {
                    self.width = width
                    height = 1
                }
            }
            """),
        Correction("""
            struct Config {
                var `default` = 0
                func apply(_ work: () -> Void) { work() }
                func load() {
                    apply { ↓self.default = 1 }
                }
            }
            """, """
            struct Config {
                var `default` = 0
                func apply(_ work: () -> Void) { work() }
                func load() {
                    apply { `default` = 1 }
                }
            }
            """),
    ]
}
