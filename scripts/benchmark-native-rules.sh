#!/usr/bin/env bash
# A team's own rules (native_rules), measured (release builds, run on demand):
#   - the first build of the team's linter (cold: empty cache, the suite and swift-syntax built
#     with the suite's release flags) and a rebuild after editing one rule;
#   - the hand-off's cost on a warm cache: swiftlint-lite (which finds the team's linter and
#     execs it) against the team's linter run directly, on one small file (target <= 10 ms);
#   - linting swift-nio 2.101.3 Sources/ with ten native rules on against without them, next to
#     ten built-in rules of the same shape (call and attribute checks) against without them: a
#     team's rule runs in the one shared walk, so the two costs should match.
#   - `swift package lint` on NIOCore's files in a depending package, with the debug-built
#     linter SwiftPM builds for the plugin and with the release-built one (PLUGINS=0 skips it).
# Called by scripts/benchmark-lint.sh (NATIVE=1) or alone: bash scripts/benchmark-native-rules.sh
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
runs=${RUNS:-5}
scratch=$(pwd)/.bench/native
corpora=.corpora
mkdir -p "$scratch" "$corpora"
[ -d "$corpora/swift-nio" ] || git clone -q --depth 1 --branch 2.101.3 https://github.com/apple/swift-nio.git "$corpora/swift-nio"
source scripts/release-build.sh
swift build "${release[@]}" --product swiftlint-lite >/dev/null
bin=$(swift build "${release[@]}" --show-bin-path)
export XDG_CACHE_HOME=$scratch/cache
# The suite as a team depends on it: by URL and version (a tagged clone of this checkout).
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/ToolCore/Support/SuiteVersion.swift)
# A new folder each run: SwiftPM keeps clones by URL, and would find the last run's tag.
suite=$scratch/suite-$(date +%s)
rm -rf "$scratch/team" "$scratch"/suite-* "$XDG_CACHE_HOME"
git clone -q . "$suite" && git -C "$suite" tag -f "$version" >/dev/null
mkdir -p "$scratch/team"
cd "$scratch/team"
git init -q
"$bin/swiftlint-lite" rules init LintRules --suite "file://$suite" >/dev/null

# Ten rules of the example's shape, each on its own call (print, dump, …): ten subscriptions to the walk.
calls=(print dump debugPrint fatalError preconditionFailure assertionFailure exit abort sleep usleep)
list=""
for call in "${calls[@]}"; do
    name="No$(echo "${call:0:1}" | tr a-z A-Z)${call:1}Rule"
    id="no_$(echo "$call" | sed 's/\([A-Z]\)/_\L\1/g')"
    sed -e "s/NoPrintRule/$name/g" -e "s/\"no_print\"/\"$id\"/" -e "s/\[\"print\"\]/[\"$call\"]/g" \
        -e "s/↓print(/↓$call(/g" -e "s/^\( *\)Example(\"print(/\1Example(\"$call(/" \
        LintRules/Sources/LintRules/NoPrintRule.swift > "LintRules/Sources/LintRules/$name.swift.new"
    list+="    $name.self,"$'\n'
done
rm LintRules/Sources/LintRules/NoPrintRule.swift
for file in LintRules/Sources/LintRules/*.new; do mv "$file" "${file%.new}"; done
printf 'import SwiftLintLiteKit\n\n/// Ten rules, one per call.\npublic let rules: [any Rule.Type] = [\n%s]\n' "${list%,$'\n'}" \
    > LintRules/Sources/LintRules/Rules.swift
printf 'native_rules:\n  path: LintRules\n' > .lint.yml
printf 'let value = 1\n' > Small.swift

start=$(date +%s.%N)
"$bin/swiftlint-lite" rules build >/dev/null 2>"$scratch/build-cold.log" || { tail -30 "$scratch/build-cold.log"; exit 1; }
cold=$(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { printf "%.0f", e - s }')
sed -i 's/Log through the logger, not `print`/Log through the logger/' LintRules/Sources/LintRules/NoPrintRule.swift
start=$(date +%s.%N)
team=$("$bin/swiftlint-lite" rules build 2>"$scratch/build-edit.log")
rebuild=$(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { printf "%.0f", e - s }')

nio=$repo/$corpora/swift-nio/Sources
printf '' > "$scratch/default.yml"
builtin=(discouraged_assert fatal_error_message array_init joined_default_parameter legacy_multiple \
    nslocalizedstring_key nslocalizedstring_require_bundle discouraged_object_literal prefer_zero_over_explicit_init legacy_objc_type)
printf 'opt_in_rules: [%s]\n' "$(IFS=,; echo "${builtin[*]}")" > "$scratch/builtin.yml"
printf 'native_rules:\n  path: %s/LintRules\n' "$scratch/team" > "$scratch/native.yml"
read -r handoff direct < <(python3 "$repo/scripts/alternate.py" 41 \
    -- "$bin/swiftlint-lite" lint --quiet --no-cache Small.swift \
    -- "$team" lint --quiet --no-cache Small.swift)
read -r plain withBuiltin withNative < <(python3 "$repo/scripts/alternate.py" "$runs" \
    -- "$bin/swiftlint-lite" lint --quiet --no-cache --config "$scratch/default.yml" "$nio" \
    -- "$bin/swiftlint-lite" lint --quiet --no-cache --config "$scratch/builtin.yml" "$nio" \
    -- "$team" lint --quiet --no-cache --config "$scratch/native.yml" "$nio")

printf '\n%-58s %10s\n' "native rules (release, $(nproc) cores)" "measured"
printf '%-58s %8s s\n' "first build of the team's linter (cold cache)" "$cold"
printf '%-58s %8s s\n' "rebuild after editing one rule" "$rebuild"
printf '%-58s %7s ms  (team linter directly: %s ms; hand-off %s ms, target <= 10)\n' "swiftlint-lite on one small file, handing off" \
    "$handoff" "$direct" "$(awk -v a="$handoff" -v b="$direct" 'BEGIN { printf "%.1f", a - b }')"
printf '%-58s %7s ms\n' "swift-nio, default rules" "$plain"
printf '%-58s %7s ms  (+%s ms)\n' "  with ten built-in opt-in rules" "$withBuiltin" "$(awk -v a="$withBuiltin" -v b="$plain" 'BEGIN { printf "%.0f", a - b }')"
printf '%-58s %7s ms  (+%s ms)\n' "  with ten native rules (the team's linter)" "$withNative" "$(awk -v a="$withNative" -v b="$plain" 'BEGIN { printf "%.0f", a - b }')"

[ "${PLUGINS:-1}" = 1 ] || exit 0
# The SwiftPM plugins, before and after they run a release-built linter (PLUGINS=0 skips it): a package with
# NIOCore's files in a target, depending on the suite by URL and version, as the issue measured.
consumer=$scratch/plugin-consumer
rm -rf "$consumer" && mkdir -p "$consumer/Sources/NIOCore"
cp "$nio"/NIOCore/*.swift "$consumer/Sources/NIOCore/"
cat > "$consumer/Package.swift" <<SWIFT
// swift-tools-version: 6.2
import PackageDescription
let package = Package(
    name: "Consumer",
    dependencies: [.package(url: "file://$suite", exact: "$version")],
    targets: [.target(name: "NIOCore")]
)
SWIFT
cd "$consumer"
SWIFT_TOOLING_LITE_PLUGIN_LINTER=debug swift package lint >/dev/null 2>&1 || true    # builds the plugin's debug tool
tool=$(find .build -path '*debug/SwiftLintLite-tool' -type f | head -1)
read -r debugPlugin debugTool < <(python3 "$repo/scripts/alternate.py" 3 \
    -- env SWIFT_TOOLING_LITE_PLUGIN_LINTER=debug swift package lint --no-cache \
    -- "$tool" lint --quiet --no-cache Sources/NIOCore)
start=$(date +%s.%N)
swift package lint >/dev/null 2>&1 || true                                          # builds the release linter once
releaseBuild=$(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { printf "%.0f", e - s }')
release=$(find .build -path '*release/swiftlint-lite' -type f | head -1)
read -r releasePlugin releaseTool < <(python3 "$repo/scripts/alternate.py" 3 \
    -- swift package lint --no-cache \
    -- "$release" lint --quiet --no-cache Sources/NIOCore)
printf '\n%-58s %10s\n' "plugins on NIOCore's $(ls Sources/NIOCore | wc -l) files" "measured"
printf '%-58s %7s ms  (its tool alone: %s ms)\n' "swift package lint, debug-built linter (before)" "$debugPlugin" "$debugTool"
printf '%-58s %7s ms  (its tool alone: %s ms)\n' "swift package lint, release-built linter (after)" "$releasePlugin" "$releaseTool"
printf '%-58s %8s s  (once per suite version, in the package build folder)\n' "  the release build it did first" "$releaseBuild"
