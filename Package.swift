// swift-tools-version: 6.2
//
// One package, layered so that dependencies point one way:
//   Tools (thin executables) → engines → ToolCore → CollectionUtilities
// System libraries (libgit2, cmark-gfm) are wrapped as `.systemLibrary` targets.

import PackageDescription

let strictSwift: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

/// The tools start once per file save, per push, per CI step: start-up counts.
/// `-static-stdlib` exports every public symbol of the package's modules (about
/// 45,000) from the executable, and at start the dynamic loader checks that
/// table for each library symbol while the Swift runtime's `dladdr` scans it.
/// Nothing loads code from our executables, so they export nothing (1.5–2 ms
/// off every run).
let leanStartup: [LinkerSetting] = [
    .unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux])),
]

let package = Package(
    name: "swift-tooling-lite",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "swiftlint-lite", targets: ["SwiftLintLite"]),
        .executable(name: "swifthook-lite", targets: ["SwiftHookLite"]),
        .executable(name: "swiftdoc-lite", targets: ["SwiftDocLite"]),
        .library(name: "ToolCore", targets: ["ToolCore"]),
        .library(name: "CollectionUtilities", targets: ["CollectionUtilities"]),
        .executable(name: "collection-benchmark", targets: ["CollectionBenchmark"]),
        .executable(name: "parse-floor", targets: ["ParseFloor"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-subprocess", exact: "1.0.2"),
        .package(url: "https://github.com/apple/swift-algorithms", exact: "1.2.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        // MARK: Foundation layer
        .target(
            name: "CollectionUtilities",
            swiftSettings: strictSwift
        ),
        .target(
            name: "ToolCore",
            dependencies: [
                "CollectionUtilities",
                .product(name: "Subprocess", package: "swift-subprocess"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "Algorithms", package: "swift-algorithms"),
            ],
            swiftSettings: strictSwift
        ),

        // MARK: Engines
        .target(
            name: "LintEngine",
            dependencies: [
                "ToolCore",
                "CollectionUtilities",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
            ],
            swiftSettings: strictSwift
        ),
        .target(
            name: "LintRules",
            dependencies: [
                "LintEngine",
                "ToolCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            swiftSettings: strictSwift
        ),

        .target(
            name: "Git",
            dependencies: ["CGit2"],
            swiftSettings: strictSwift
        ),
        .target(
            name: "HookEngine",
            dependencies: ["Git", "LintEngine", "LintRules", "ToolCore", "CollectionUtilities"],
            swiftSettings: strictSwift
        ),

        .target(
            name: "DocEngine",
            dependencies: [
                "ToolCore",
                "CollectionUtilities",
                "CCmarkGFM",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
            ],
            swiftSettings: strictSwift
        ),

        // MARK: System libraries
        .systemLibrary(
            name: "CGit2",
            path: "Sources/System/CGit2",
            pkgConfig: "libgit2",
            providers: [.apt(["libgit2-dev"])]
        ),
        .systemLibrary(
            name: "CCmarkGFM",
            path: "Sources/System/CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),

        // MARK: Tools
        .executableTarget(
            name: "SwiftLintLite",
            dependencies: [
                "ToolCore",
                "LintEngine",
                "LintRules",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Tools/SwiftLintLite",
            swiftSettings: strictSwift,
            linkerSettings: leanStartup
        ),
        .executableTarget(
            name: "SwiftHookLite",
            dependencies: [
                "ToolCore",
                "HookEngine",
                "Git",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Tools/SwiftHookLite",
            swiftSettings: strictSwift,
            linkerSettings: leanStartup
        ),
        .executableTarget(
            name: "SwiftDocLite",
            dependencies: [
                "ToolCore",
                "DocEngine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Tools/SwiftDocLite",
            swiftSettings: strictSwift,
            linkerSettings: leanStartup
        ),

        // MARK: Benchmarks and test helpers (run on demand, never timed in tests)
        .executableTarget(
            name: "CollectionBenchmark",
            dependencies: ["CollectionUtilities"],
            path: "Sources/Benchmarks/CollectionBenchmark",
            swiftSettings: strictSwift
        ),
        .executableTarget(
            name: "ParseFloor",
            dependencies: [
                "ToolCore",
                "CollectionUtilities",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            path: "Sources/Benchmarks/ParseFloor",
            swiftSettings: strictSwift,
            linkerSettings: leanStartup
        ),
        .executableTarget(
            name: "ProcessTestHelper",
            dependencies: ["ToolCore"],
            path: "Tests/Helpers/ProcessTestHelper",
            swiftSettings: strictSwift
        ),

        // MARK: Tests
        .testTarget(
            name: "CollectionUtilitiesTests",
            dependencies: ["CollectionUtilities"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "ToolCoreTests",
            dependencies: ["ToolCore", "ProcessTestHelper"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "LintEngineTests",
            dependencies: ["LintEngine", "LintRules", "ToolCore"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "SwiftLintLiteTests",
            dependencies: ["ToolCore", "SwiftLintLite"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "SwiftHookLiteTests",
            dependencies: ["ToolCore", "SwiftHookLite"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "DocEngineTests",
            dependencies: ["DocEngine", "ToolCore", "SwiftDocLite"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "GitTests",
            dependencies: ["Git", "ToolCore"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "SystemLibrariesTests",
            dependencies: ["CGit2", "CCmarkGFM"],
            swiftSettings: strictSwift
        ),
    ]
)
