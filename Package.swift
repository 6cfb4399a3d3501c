// swift-tools-version: 6.2
//
// One package, layered so that dependencies point one way:
//   Tools (thin executables) → engines → ToolCore → CollectionUtilities
// System libraries (libgit2, cmark-gfm) are wrapped as `.systemLibrary` targets.

import Foundation
import PackageDescription

/// SwiftPM refuses unsafe flags in a package that another depends on by
/// version, and this one is depended on for its plugins and libraries: there
/// (in the depending package's `checkouts` folder) every flag below is left
/// out and libgit2 is linked the ordinary way. The tools then start a few
/// milliseconds slower; what they do is the same.
let isDependency = Context.packageDirectory.split(separator: "/").dropLast().last == "checkouts"

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
///
/// With `SWIFT_TOOLING_LITE_NO_PIE=1` (the benchmarks and the README's
/// release build set it, always with `--static-swift-stdlib`) they are also
/// position-dependent: relocating a position-independent executable writes
/// pointers across 1.4 MB of Swift metadata at every start, about 400 page
/// faults and a quarter of linting one small file. The price is a fixed
/// address for the executable's own code (libraries, stack and heap stay
/// randomized), the trade Go makes for its memory-safe binaries too. Not the
/// default: against a shared Swift runtime (debug builds) the dynamic loader
/// warns at run time about references to its protected functions.
let leanStartup: [LinkerSetting] = isDependency ? [] : [
    .unsafeFlags(
        ["-Xlinker", "--no-export-dynamic"]
            + (ProcessInfo.processInfo.environment["SWIFT_TOOLING_LITE_NO_PIE"] == "1" ? ["-Xclang-linker", "-no-pie"] : []),
        .when(platforms: [.linux])),
]

/// Generic type metadata the code names is made by direct calls, not from
/// mangled names: the runtime resolves a mangled type's requirements (say,
/// `Element: SyntaxProtocol` of a syntax collection's iterator) by scanning all
/// 12,000 conformance records of the binary, once per new type, and those
/// scans were a third of the work of linting one small file. Engines and tools
/// only: SwiftPM refuses unsafe flags in packages that others depend on, so
/// the library products keep the default.
let directMetadata: [SwiftSetting] = isDependency ? strictSwift : strictSwift + [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"]),
]

/// SwiftPM 6 builds a plugin's executable dependency as a host tool: a second copy of
/// swift-syntax and of every module under the tool, in every `swift build` of the package
/// that declares the plugin (`…-tool.build`; a cold `swift build --build-tests` here took
/// 344–394 s with them, 210–244 s without). The plugins are for packages that depend on this
/// one, so they leave their tool out only when SwiftPM was started in this package's own folder
/// (`$PWD`: working on this repository); a depending package — by URL, by path or edited — always
/// gets it. Without it, the command plugins build the tool's product when they run (`ToolRun.tool`).
let isBuiltInItsOwnFolder: Bool = {
    guard !isDependency, let folder = ProcessInfo.processInfo.environment["PWD"] else { return false }
    func resolved(_ path: String) -> String { URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
    return resolved(folder) == resolved(Context.packageDirectory)
}()

func pluginTool(_ name: String) -> [Target.Dependency] { isBuiltInItsOwnFolder ? [] : [.target(name: name)] }

func linkerFlags(_ flags: [String]) -> [String] { flags.flatMap { ["-Xlinker", $0] } }

/// libgit2 is linked statically on Linux, from the archives Debian's
/// libgit2-dev and its dependencies ship. Loading the shared libgit2 means
/// loading and relocating 17 libraries (TLS, SSH, Kerberos, OpenSSL) before
/// `main`, about 2 ms of every hook run; linked statically, only the parts the
/// suite calls come along. Static linking also lets the executable replace two
/// of libgit2's start-up steps (`--wrap`, see Sources/Git/Libgit2/OfflineStart.swift).
/// Kerberos has no archive and stays shared.
let staticLibgit2: [LinkerSetting] = isDependency ? [.linkedLibrary("git2")] : [
    .linkedLibrary("git2", .when(platforms: [.macOS])),
    .unsafeFlags(linkerFlags(
        ["--start-group"]
            + ["git2", "mbedtls", "mbedx509", "mbedcrypto", "http_parser", "ssh2", "pcre2-8", "z", "crypto"].map { "-l:lib\($0).a" }
            + ["--end-group", "-l:libgssapi_krb5.so.2", "-lrt"]
            + ["git_mbedtls_stream_global_init", "git_transport_ssh_global_init"].map { "--wrap=\($0)" }),
        .when(platforms: [.linux])),
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
        .library(name: "SwiftLintLiteKit", targets: ["SwiftLintLiteKit"]),
        .library(name: "SwiftLintLiteTestKit", targets: ["SwiftLintLiteTestKit"]),
        // What a team's linter (native_rules) is built from; not an API to program against.
        .library(name: "SwiftLintLiteCLI", targets: ["SwiftLintLiteCLI"]),
        .plugin(name: "SwiftLintLiteBuildToolPlugin", targets: ["SwiftLintLiteBuildToolPlugin"]),
        .plugin(name: "LintCommandPlugin", targets: ["LintCommandPlugin"]),
        .plugin(name: "GenerateDocsPlugin", targets: ["GenerateDocsPlugin"]),
        .plugin(name: "DocCoveragePlugin", targets: ["DocCoveragePlugin"]),
        .executable(name: "collection-benchmark", targets: ["CollectionBenchmark"]),
        .executable(name: "parse-floor", targets: ["ParseFloor"]),
        .executable(name: "fuzz-targets", targets: ["FuzzTargets"]),
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
        // What rules are written with, built-in and a team's own (a library product,
        // semantically versioned on its own API).
        .target(
            name: "SwiftLintLiteKit",
            dependencies: [
                "ToolCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            swiftSettings: directMetadata
        ),
        .target(
            name: "LintEngine",
            dependencies: [
                "SwiftLintLiteKit",
                "ToolCore",
                "IndexStore",
                "CollectionUtilities",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
            ],
            swiftSettings: directMetadata
        ),
        .target(
            name: "BuiltInRules",
            dependencies: [
                "SwiftLintLiteKit",
                "LintEngine",
                "ToolCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "Algorithms", package: "swift-algorithms"),
            ],
            swiftSettings: directMetadata
        ),

        .target(
            name: "Git",
            dependencies: ["CGit2", "ToolCore"],
            swiftSettings: directMetadata,
            linkerSettings: staticLibgit2
        ),
        .target(
            name: "HookEngine",
            dependencies: [
                "Git", "LintEngine", "BuiltInRules", "APIDiff", "ToolCore", "CollectionUtilities",
                .product(name: "Algorithms", package: "swift-algorithms"),
            ],
            swiftSettings: directMetadata
        ),

        .target(
            name: "APIModel",
            dependencies: [
                "ToolCore",
                "CollectionUtilities",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),   // DeclarationText classifies tokens
            ],
            swiftSettings: directMetadata
        ),
        .target(
            name: "DocEngine",
            dependencies: [
                "APIModel",
                "ToolCore",
                "CollectionUtilities",
                "CCmarkGFM",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
            ],
            swiftSettings: directMetadata
        ),

        // MARK: Servers over the engines
        .target(
            name: "IndexStore",
            dependencies: ["CIndexStore", "ToolCore", "CollectionUtilities"],
            swiftSettings: directMetadata
        ),
        .target(
            name: "CIndexStore",
            path: "Sources/System/CIndexStore",
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
        ),

        // `verify(MyRule.self)`: a rule's examples checked as the built-in rules' are.
        .target(
            name: "SwiftLintLiteTestKit",
            dependencies: ["SwiftLintLiteKit", "LintEngine", "BuiltInRules", "ToolCore"],
            swiftSettings: strictSwift
        ),
        .target(
            name: "LanguageServer",
            dependencies: ["LintEngine", "BuiltInRules", "ToolCore"],
            swiftSettings: directMetadata
        ),
        .target(
            name: "APIDiff",
            dependencies: ["APIModel", "DocEngine", "ToolCore", "CollectionUtilities"],
            swiftSettings: directMetadata
        ),

        // MARK: System libraries
        .systemLibrary(
            name: "CGit2",
            path: "Sources/System/CGit2",
            providers: [.apt(["libgit2-dev"])]
        ),
        .systemLibrary(
            name: "CCmarkGFM",
            path: "Sources/System/CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),

        // MARK: Tools
        // The command line as a library: the tool is its `main`, and so is a team's
        // linter with its native rules compiled in.
        .target(
            name: "SwiftLintLiteCLI",
            dependencies: [
                "ToolCore",
                "LintEngine",
                "BuiltInRules",
                "LanguageServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Tools/SwiftLintLiteCLI",
            swiftSettings: directMetadata
        ),
        .executableTarget(
            name: "SwiftLintLite",
            dependencies: ["SwiftLintLiteCLI"],
            path: "Sources/Tools/SwiftLintLite",
            swiftSettings: directMetadata,
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
            swiftSettings: directMetadata,
            linkerSettings: leanStartup
        ),
        .executableTarget(
            name: "SwiftDocLite",
            dependencies: [
                "ToolCore",
                "DocEngine",
                "APIDiff",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Tools/SwiftDocLite",
            swiftSettings: directMetadata,
            linkerSettings: leanStartup
        ),

        // MARK: SwiftPM plugins (for packages that depend on this one)
        .plugin(
            name: "LintCommandPlugin",
            capability: .command(intent: .custom(
                verb: "lint", description: "Lint the package's Swift sources with swiftlint-lite (--fix to correct)")),
            dependencies: pluginTool("SwiftLintLite")
        ),
        .plugin(
            name: "GenerateDocsPlugin",
            capability: .command(intent: .custom(
                verb: "generate-docs", description: "Write the package's API docs as a static site with swiftdoc-lite")),
            dependencies: pluginTool("SwiftDocLite")
        ),
        .plugin(
            name: "DocCoveragePlugin",
            capability: .command(intent: .custom(
                verb: "doc-coverage", description: "Report (and gate on) how much of the package's API is documented")),
            dependencies: pluginTool("SwiftDocLite")
        ),
        .plugin(
            name: "SwiftLintLiteBuildToolPlugin",
            capability: .buildTool(),
            dependencies: pluginTool("SwiftLintLite")
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
        // libFuzzer targets (scripts/fuzz.sh builds them with -sanitize=fuzzer);
        // built as usual, a tool that replays inputs (Tests/Fuzz).
        .executableTarget(
            name: "FuzzTargets",
            dependencies: ["DocEngine", "HookEngine", "LintEngine", "BuiltInRules", "ToolCore"],
            path: "Sources/Fuzz/FuzzTargets",
            swiftSettings: strictSwift
        ),
        .executableTarget(
            name: "ProcessTestHelper",
            dependencies: ["ToolCore"],
            path: "Tests/Helpers/ProcessTestHelper",
            swiftSettings: strictSwift
        ),

        // MARK: Tests
        .testTarget(name: "CollectionUtilitiesTests", dependencies: ["CollectionUtilities"], swiftSettings: strictSwift),
        .testTarget(name: "ToolCoreTests", dependencies: ["ToolCore", "ProcessTestHelper"], swiftSettings: strictSwift),
        .testTarget(
            name: "LintEngineTests",
            dependencies: ["LintEngine", "BuiltInRules", "ToolCore", "SwiftLintLiteTestKit"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "APIDiffTests",
            dependencies: ["APIDiff", "APIModel", "DocEngine", "ToolCore", "SwiftDocLite"],
            swiftSettings: strictSwift
        ),
        .testTarget(name: "LanguageServerTests", dependencies: ["LanguageServer", "ToolCore", "SwiftLintLite"], swiftSettings: strictSwift),
        .testTarget(
            name: "SwiftLintLiteTests",
            dependencies: ["ToolCore", "SwiftLintLite", "SwiftLintLiteCLI"],
            // SwiftLint's recorded findings, data the agreement test reads; packages the tests build.
            exclude: ["Agreement", "Fixtures"],
            swiftSettings: strictSwift
        ),
        .testTarget(name: "SwiftHookLiteTests", dependencies: ["ToolCore", "SwiftHookLite"], swiftSettings: strictSwift),
        .testTarget(
            name: "DocEngineTests",
            dependencies: ["APIModel", "DocEngine", "ToolCore", "SwiftDocLite"],
            swiftSettings: strictSwift
        ),
        .testTarget(name: "IndexStoreTests", dependencies: ["IndexStore", "ToolCore"], swiftSettings: strictSwift),
        .testTarget(name: "GitTests", dependencies: ["Git", "ToolCore"], swiftSettings: strictSwift),
        .testTarget(name: "SystemLibrariesTests", dependencies: ["CGit2", "CCmarkGFM"], swiftSettings: strictSwift),
    ]
)
