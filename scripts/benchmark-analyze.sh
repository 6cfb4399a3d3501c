#!/usr/bin/env bash
# `analyze` benchmark, side by side in one run (release build of the tool), on swift-nio
# 2.101.3 after its debug `swift build --build-tests` (the build writes the index store):
#   - `swiftlint-lite analyze` with all five analyzer rules, cold (no cache), with the module map's
#     record facts cached (a run after a rebuild), and warm (its cache of findings, keyed by the
#     configuration, the store's units and records, and the files);
#   - `swiftlint-lite analyze --dead-code` (unused_declaration by reachability), cold and warm;
#   - `swift build` when nothing changed: the floor a user pays anyway before analysing;
#   - peak memory of each analyze run.
# SwiftLint's `swiftlint analyze` needs SourceKit and a full compiler log (not on this
# machine); its cost is a second, logged build plus SourceKit requests per file.
#
#   bash scripts/benchmark-analyze.sh          # RUNS=5 by default: the median is reported
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-5}
scratch=.bench
corpora=.corpora
mkdir -p "$scratch" "$corpora"
[ -d "$corpora/swift-nio" ] || git clone -q --depth 1 --branch 2.101.3 https://github.com/apple/swift-nio.git "$corpora/swift-nio" 2>/dev/null
command -v /usr/bin/time >/dev/null || { apt-get install -y -qq time >/dev/null 2>&1 || true; }

source scripts/release-build.sh
swift build "${release[@]}" --product swiftlint-lite >/dev/null
bin=$(swift build "${release[@]}" --show-bin-path)
nio="$(cd "$corpora/swift-nio" && pwd)"
echo "building swift-nio (debug, tests included) so its index store is written..." >&2
(cd "$nio" && swift build --build-tests >/dev/null)

all="$scratch/analyzer.yml"
printf 'analyzer_rules: [capture_variable, explicit_self, typesafe_array_init, unused_declaration, unused_import]\n' > "$all"
all="$(pwd)/$all"
cache="$(pwd)/$scratch/analyze-cache"
lite=("$bin/swiftlint-lite" analyze --quiet --config "$all" --cache-path "$cache")
files=$(cd "$nio" && find Sources Tests -name '*.swift' | wc -l)
echo "corpus: swift-nio 2.101.3 ($files Swift files in Sources/ and Tests/), $(nproc) cores, median of $runs"

# Each comparison runs its commands in alternation (scripts/alternate.py); `@remove` empties
# the cache before each cold run (not timed).
"${lite[@]}" --working-directory "$nio" >/dev/null 2>&1 || true
# `rebuilt`: the findings forgotten, the record facts kept — what a run after a small rebuild
# pays (the store's other records are those the cache holds).
read -r cold rebuilt warm deadCold deadWarm noop < <(python3 scripts/alternate.py "$runs" \
    -- @cwd="$nio" @remove="$cache" "${lite[@]}" \
    -- @cwd="$nio" sh -c 'rm -f "$0"/*.cache; exec "$@"' "$cache" "${lite[@]}" \
    -- @cwd="$nio" "${lite[@]}" \
    -- @cwd="$nio" @remove="$cache" "${lite[@]}" --dead-code \
    -- @cwd="$nio" "${lite[@]}" --dead-code \
    -- @cwd="$nio" swift build --build-tests)

memory() { # command…: peak resident KiB
    (cd "$nio" && /usr/bin/time -f '%M' -o "$OLDPWD/$scratch/memory" "$@" >/dev/null 2>&1) || true
    tail -1 "$scratch/memory" 2>/dev/null || echo "?"
}
rm -rf "$cache"; memoryCold=$(memory "${lite[@]}")
memoryWarm=$(memory "${lite[@]}")
rm -rf "$cache"; memoryDead=$(memory "${lite[@]}" --dead-code)

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b == 0) b = 1; printf "%.2f", a / b }'; }
printf '\n%-48s %8s  %s\n' "measurement" "ms" "ratio"
printf '%-48s %8s  %s\n' "swift build --build-tests, nothing changed" "$noop" "1.00 (the floor a user pays anyway)"
printf '%-48s %8s  %sx the no-op build (target cold <= 3000 ms)\n' "analyze, all five rules, cold (no cache)" "$cold" "$(ratio "$cold" "$noop")"
printf '%-48s %8s  %sx the no-op build\n' "  the same, record facts cached (after a rebuild)" "$rebuilt" "$(ratio "$rebuilt" "$noop")"
printf '%-48s %8s  %sx the no-op build (target warm <= 1000 ms)\n' "  the same, cache warm" "$warm" "$(ratio "$warm" "$noop")"
printf '%-48s %8s  %sx the no-op build\n' "analyze --dead-code, cold" "$deadCold" "$(ratio "$deadCold" "$noop")"
printf '%-48s %8s  %sx the no-op build\n' "  the same, cache warm" "$deadWarm" "$(ratio "$deadWarm" "$noop")"
printf '%-48s %8s  (target <= 512000 KiB)\n' "peak memory, all five rules, cold (KiB)" "$memoryCold"
printf '%-48s %8s\n' "  the same, warm (KiB)" "$memoryWarm"
printf '%-48s %8s\n' "  --dead-code, cold (KiB)" "$memoryDead"
echo "summary of the findings (all five rules):"
(cd "$nio" && "${lite[@]}" --reporter summary 2>/dev/null || true) | tail -n 12
