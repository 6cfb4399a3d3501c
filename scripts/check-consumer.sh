#!/usr/bin/env bash
# A package that depends on this one, as a team adopting the suite would: by
# URL and version (a tagged clone of this repository, through file://). Checks
# the SwiftPM plugins from there:
#   swift package plugin --list      the lint, generate-docs and doc-coverage verbs are listed
#   swift package lint               finds the planted findings (with the package's .swiftlint.yml), exit 0
#   swift package lint --strict      fails (exit 1: SwiftPM's code for a failed plugin)
#   swift package --allow-writing-to-package-directory lint --fix    corrects the empty_count finding
#   swift package generate-docs      writes an index page
#   swift package doc-coverage       gates on --minimum-coverage
#   swift build                      the build-tool plugin's findings appear as build warnings;
#                                    a second build (nothing changed) does not lint again; a changed file is
#                                    linted again
#   a library user (ToolCore, CollectionUtilities) builds without building swift-syntax (its own
#                                    package, built alongside the steps above)
# One build folder for the consumer's steps. Prints the time of each step; exit 1 on the first failure.
#
#   bash scripts/check-consumer.sh [WORK_FOLDER]   # default: a new temporary folder
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
library_pid=""
temporary=""
if [ -n "${1:-}" ]; then
    work=$1
else
    work=$(mktemp -d)
    temporary=$work   # a whole build folder: gone when the check is
fi
# On a failure, the library user's build (run alongside) is stopped too.
trap '[ -z "$library_pid" ] || { pkill -P "$library_pid"; kill "$library_pid"; } 2>/dev/null; [ -z "$temporary" ] || rm -rf "$temporary"' EXIT
mkdir -p "$work"
work=$(cd "$work" && pwd)

# The dependency: this repository's committed state, tagged as a release.
rm -rf "$work/swift-tooling-lite" "$work/consumer" "$work/library-user"
git clone -q "$repo" "$work/swift-tooling-lite"
# The version a release would carry: the suite's own (swiftlint-lite --version).
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$repo/Sources/ToolCore/Support/SuiteVersion.swift")
git -C "$work/swift-tooling-lite" tag -f "$version" >/dev/null   # the clone's HEAD, whatever the repository tagged

consumer=$work/consumer
mkdir -p "$consumer/Sources/Greeter"
cat > "$consumer/Package.swift" <<SWIFT
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Consumer",
    products: [.library(name: "Greeter", targets: ["Greeter"])],
    dependencies: [
        .package(url: "file://$work/swift-tooling-lite", exact: "$version"),
    ],
    targets: [
        .target(
            name: "Greeter",
            plugins: [.plugin(name: "SwiftLintLiteBuildToolPlugin", package: "swift-tooling-lite")]
        ),
    ]
)
SWIFT
# Two planted findings: a default rule (todo) and an opt-in one that only the
# package's configuration turns on (empty_count, made a warning there).
cat > "$consumer/Sources/Greeter/Greeter.swift" <<'SWIFT'
/// Greets people.
public struct Greeter {
    /// Creates a greeter.
    public init() {}

    // TODO: say goodbye too
    /// Whether there is nobody to greet.
    public func isAlone(_ people: [String]) -> Bool {
        people.count == 0
    }
}
SWIFT
printf 'opt_in_rules:\n  - empty_count\nempty_count:\n  severity: warning\n' > "$consumer/.swiftlint.yml"
cd "$consumer"

# The plugins' tool as SwiftPM builds it (debug): a release build of the suite here would not fit
# the test budget (the release path is measured by scripts/benchmark-native-rules.sh).
export SWIFT_TOOLING_LITE_PLUGIN_LINTER=debug

fail() { echo "FAIL consumer: $*"; exit 1; }
# step NAME COMMAND…: runs the command with its output in $work/NAME.log; prints its time.
step() {
    local name=$1; shift
    local start=$SECONDS
    set +e
    "$@" > "$work/$name.log" 2>&1
    status=$?
    set -e
    echo "consumer: $name: exit $status in $((SECONDS - start)) s"
}

# The plugins name their tool wherever another package uses them (by URL, path or edit) and leave it
# out only when SwiftPM is started in this package's own folder (Package.swift's pluginTool).
plugin_tools() { # FOLDER_TO_START_IN: "plugin-name:number-of-dependencies", one per plugin
    (cd "$1" && swift package --package-path "$work/swift-tooling-lite" dump-package) | python3 -c '
import json, sys
targets = json.load(sys.stdin)["targets"]
print(" ".join("%s:%d" % (t["name"], len(t["dependencies"])) for t in targets if t["type"] == "plugin"))'
}
elsewhere=$(plugin_tools "$work") here=$(plugin_tools "$work/swift-tooling-lite")
[[ "$elsewhere" != *":0"* && "$elsewhere" == *"Plugin:1"* ]] || fail "started elsewhere, a plugin lacks its tool: $elsewhere"
[[ "$here" != *":1"* && "$here" == *"Plugin:0"* ]] || fail "started in the package's own folder, a plugin names its tool: $here"
echo "ok   consumer: the plugins name their tool from another folder ($elsewhere), not from their own"

# A library user: ToolCore and CollectionUtilities only. swift-syntax is not built for it.
library=$work/library-user
mkdir -p "$library/Sources/Lib"
cat > "$library/Package.swift" <<SWIFT
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "LibraryUser",
    dependencies: [.package(url: "file://$work/swift-tooling-lite", exact: "$version")],
    targets: [
        .target(name: "Lib", dependencies: [
            .product(name: "ToolCore", package: "swift-tooling-lite"),
            .product(name: "CollectionUtilities", package: "swift-tooling-lite"),
        ]),
    ]
)
SWIFT
printf 'import CollectionUtilities\nimport ToolCore\n\npublic let doubled = [1, 2, 3].concurrentMap { $0 * 2 }\n' > "$library/Sources/Lib/Lib.swift"
# Built alongside the plugin steps below (another package, another build folder): those spend much
# of their time in SwiftPM's single-threaded planning, and this build fills the other core.
(started=$SECONDS; cd "$library" && swift build -v > "$work/library-build.log" 2>&1
 echo "$? $((SECONDS - started))" > "$work/library-build.status") &
library_pid=$!

step plugin-list swift package plugin --list
[ "$status" -eq 0 ] || { cat "$work/plugin-list.log"; fail "swift package plugin --list"; }
for verb in lint generate-docs doc-coverage; do
    grep -qE "[‘']$verb[’']" "$work/plugin-list.log" || { cat "$work/plugin-list.log"; fail "verb $verb is not listed"; }
done

step lint-first swift package lint
[ "$status" -eq 0 ] || { tail -20 "$work/lint-first.log"; fail "swift package lint exited $status"; }
grep -q "Greeter.swift:6:8: warning: .*(todo)" "$work/lint-first.log" || { cat "$work/lint-first.log"; fail "no todo finding"; }
grep -q "Greeter.swift:9:16: warning: .*(empty_count)" "$work/lint-first.log" \
    || { cat "$work/lint-first.log"; fail "no empty_count finding: the package's .swiftlint.yml was not read"; }

step lint-strict swift package lint --strict
[ "$status" -eq 1 ] || { tail -20 "$work/lint-strict.log"; fail "swift package lint --strict exited $status, not 1"; }

cp Sources/Greeter/Greeter.swift "$work/Greeter.swift.orig"
step lint-fix swift package --allow-writing-to-package-directory lint --fix
grep -q "people.isEmpty" Sources/Greeter/Greeter.swift || { cat "$work/lint-fix.log"; fail "lint --fix did not correct empty_count"; }
cp "$work/Greeter.swift.orig" Sources/Greeter/Greeter.swift

step generate-docs swift package generate-docs
[ "$status" -eq 0 ] || { tail -20 "$work/generate-docs.log"; fail "swift package generate-docs exited $status"; }
index=$(sed -n 's/^Documentation: //p' "$work/generate-docs.log")
[ -f "$index" ] && grep -q "Greeter" "$index" || { cat "$work/generate-docs.log"; fail "no index page at '$index'"; }

step doc-coverage swift package doc-coverage --minimum-coverage 100
[ "$status" -eq 0 ] || { tail -20 "$work/doc-coverage.log"; fail "doc-coverage of a fully documented module exited $status"; }

step build-first swift build
[ "$status" -eq 0 ] || { tail -30 "$work/build-first.log"; fail "swift build exited $status"; }
grep -q "Greeter.swift:6:8: warning: .*(todo)" "$work/build-first.log" \
    || { cat "$work/build-first.log"; fail "the build-tool plugin's finding is not in the build output"; }
step build-second swift build
grep -q "(todo)" "$work/build-second.log" && fail "the second build linted again though nothing changed"
touch Sources/Greeter/Greeter.swift
step build-touched swift build
grep -q "(todo)" "$work/build-touched.log" || { cat "$work/build-touched.log"; fail "a changed source was not linted again"; }
echo "ok   consumer: plugins work from a package that depends on swift-tooling-lite $version"

wait "$library_pid"
library_pid=""
read -r library_status library_seconds < "$work/library-build.status"
echo "consumer: library-build (alongside the steps above): exit $library_status in $library_seconds s"
[ "$library_status" -eq 0 ] || { tail -30 "$work/library-build.log"; fail "a library user does not build"; }
if grep -q "module-name SwiftSyntax" "$work/library-build.log"; then fail "a library user built swift-syntax"; fi
echo "ok   consumer: a user of ToolCore and CollectionUtilities builds without swift-syntax"

# A team's own rules (native_rules) from the same consumer, its build reused.
bash "$repo/scripts/check-native-rules.sh" "$work"
