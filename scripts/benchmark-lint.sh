#!/usr/bin/env bash
# Lint benchmark, side by side in one run (release build; NATIVE=1 adds scripts/benchmark-native-rules.sh):
#   swiftlint-lite cold (no cache) and warm (cached), swift-format lint --parallel,
#   SwiftLint 0.63.2's times recorded in ../shared/oracle/README.md,
#   and the floor: a SwiftSyntax parse plus one full walk of every file, in parallel.
# Corpus: swift-nio 2.101.3 Sources/ (see ../shared/corpora.md). Also start-up on one
# small file against a bare Swift binary, and peak memory on swift-syntax's Sources/.
#
#   bash scripts/benchmark-lint.sh            # RUNS=5 by default: the median is reported
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-5}
scratch=.bench
corpora=.corpora
mkdir -p "$scratch" "$corpora"

clone() { # name tag url
    [ -d "$corpora/$1" ] || git clone -q --depth 1 --branch "$2" "$3" "$corpora/$1" 2>/dev/null
}
clone swift-nio 2.101.3 https://github.com/apple/swift-nio.git
clone swift-syntax 603.0.1 https://github.com/swiftlang/swift-syntax.git
command -v /usr/bin/time >/dev/null || { apt-get install -y -qq time >/dev/null 2>&1 || true; }

# The release build the README recommends (scripts/release-build.sh). Static standard
# library: dynamic loading of Foundation alone costs ~5 ms a start.
source scripts/release-build.sh
swift build "${release[@]}" --product swiftlint-lite >/dev/null
swift build "${release[@]}" --product parse-floor >/dev/null
bin=$(swift build "${release[@]}" --show-bin-path)
printf 'print("hello")\n' > "$scratch/hello.swift"
swiftc -O "$scratch/hello.swift" -o "$scratch/hello" 2>/dev/null
: > "$scratch/empty.yml"                      # the default rules, whatever folder it runs in
printf 'opt_in_rules: [all]\n' > "$scratch/all.yml"  # every rule
printf 'let value = 1\n' > "$scratch/Small.swift"

nio="$corpora/swift-nio/Sources"
lite=("$bin/swiftlint-lite" lint --quiet --config "$scratch/empty.yml")

files=$(find "$nio" -name '*.swift' | wc -l)
lines=$(find "$nio" -name '*.swift' -exec cat {} + | wc -l)
echo "corpus: swift-nio 2.101.3 Sources/ ($files files, $lines lines), $(nproc) cores, median of $runs"

# Every comparison runs its commands in alternation (scripts/alternate.py), so that
# drift in the machine's speed hits them alike.
rm -rf "$scratch/cache"; "${lite[@]}" --cache-path "$scratch/cache" "$nio" >/dev/null 2>&1 || true
# `nested`: no --config, as a project runs it: each folder is looked at for a
# nested configuration file (swift-nio has none), which must cost nothing.
read -r cold every nested warm floor format < <(python3 scripts/alternate.py "$runs" \
    -- "${lite[@]}" --no-cache "$nio" \
    -- "$bin/swiftlint-lite" lint --quiet --config "$scratch/all.yml" --no-cache "$nio" \
    -- "$bin/swiftlint-lite" lint --quiet --no-cache --working-directory "$nio" \
    -- "${lite[@]}" --cache-path "$scratch/cache" "$nio" \
    -- "$bin/parse-floor" "$nio" \
    -- swift-format lint --recursive --parallel "$nio")
# Start-up on one small file: the bare binary, then the linter with the default rules
# and with this repository's own .lint.yml (a real configuration); more rounds, as
# each run takes milliseconds.
read -r hello small configured < <(python3 scripts/alternate.py 41 \
    -- "$scratch/hello" \
    -- "${lite[@]}" --no-cache "$scratch/Small.swift" \
    -- "$bin/swiftlint-lite" lint --quiet --config .lint.yml --no-cache "$scratch/Small.swift")
/usr/bin/time -f '%M' -o "$scratch/memory" "${lite[@]}" --no-cache "$corpora/swift-syntax/Sources" >/dev/null 2>&1 || true
memory=$(tail -1 "$scratch/memory" 2>/dev/null || echo "?")
# Every rule too: rules keep per-file state, and a file held past its lint shows here.
/usr/bin/time -f '%M' -o "$scratch/memory" "$bin/swiftlint-lite" lint --quiet --config "$scratch/all.yml" --no-cache \
    "$corpora/swift-syntax/Sources" >/dev/null 2>&1 || true
memoryEvery=$(tail -1 "$scratch/memory" 2>/dev/null || echo "?")

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b == 0) b = 1; printf "%.2f", a / b }'; }
printf '\n%-44s %8s  %s\n' "measurement" "ms" "ratio"
printf '%-44s %8s  %s\n' "swift-format lint --recursive --parallel" "$format" "1.00 (reference)"
printf '%-44s %8s  %sx faster than swift-format (target >= 7 with every default rule)\n' "swiftlint-lite, cold (--no-cache)" "$cold" "$(ratio "$format" "$cold")"
printf '%-44s %8s  %sx the default rules (target <= 1.6)\n' "  the same with every rule (opt_in_rules: [all])" "$every" "$(ratio "$every" "$cold")"
printf '%-44s %8s  %s of the cold run with --config (target <= 1.02)\n' "  the same without --config (nested lookup)" "$nested" "$(ratio "$nested" "$cold")"
printf '%-44s %8s  %sx the floor (target <= 3 with every default rule; 2 with the first 25)\n' "  vs parse + one walk (the floor)" "$floor" "$(ratio "$cold" "$floor")"
# SwiftLint itself cannot be built here in a benchmark's time; its times on this corpus and
# this kind of machine are recorded in ../shared/oracle/README.md (SwiftLint 0.63.2).
if grep -q "6.4 s with the" ../shared/oracle/README.md 2>/dev/null; then
    printf '%-44s %8s  %sx slower than swiftlint-lite cold (recorded, not run here)\n' \
        "SwiftLint 0.63.2, default rules (recorded)" 6400 "$(ratio 6400 "$cold")"
    printf '%-44s %8s  %sx slower than swiftlint-lite with every rule\n' \
        "  the same with every rule (recorded)" 11400 "$(ratio 11400 "$every")"
fi
printf '%-44s %8s  %s of cold (target <= 0.05)\n' "swiftlint-lite, warm (cached)" "$warm" "$(ratio "$warm" "$cold")"
printf '%-44s %8s  %sx a bare Swift binary (%s ms) (target <= 1.5)\n' "swiftlint-lite, start-up on one small file" "$small" "$(ratio "$small" "$hello")" "$hello"
printf '%-44s %8s  %sx a bare Swift binary\n' "  the same with this repository's .lint.yml" "$configured" "$(ratio "$configured" "$hello")"
printf '%-44s %8s  (target <= 1048576 KiB)\n' "peak memory on swift-syntax Sources/ (KiB)" "$memory"
printf '%-44s %8s\n' "  the same with every rule (KiB)" "$memoryEvery"

# A team's own rules (native_rules): the team's linter's cold build and rebuild, the hand-off,
# ten native rules against ten built-in ones, and the plugins before and after they run a
# release-built linter. A cold release build of the suite: about 13 minutes more, so on request.
if [ "${NATIVE:-0}" = 1 ]; then bash scripts/benchmark-native-rules.sh; fi
