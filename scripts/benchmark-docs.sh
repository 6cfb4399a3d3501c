#!/usr/bin/env bash
# swiftdoc-lite against DocC on the same corpus, in one run (ratios matter: machines are noisy).
#
#   DocC:          swift build -Xswiftc -emit-symbol-graph … (a full build of the corpus),
#                  then docc convert --transform-for-static-hosting
#   swiftdoc-lite: generate (parses the sources; no build)
#
# Prints the median of RUNS wall-clock times for each step and the ratios, both
# outputs' sizes, and how many of the compiler's public symbols swiftdoc-lite
# shows (scripts/compare-doc-symbols.py against the symbol graphs of the build):
# declared ones, and the synthesized members types inherit from protocol extensions.
#
#   bash scripts/benchmark-docs.sh [corpus] [target]     # default: swift-argument-parser ArgumentParser
#   bash scripts/benchmark-docs.sh swift-nio NIOCore     # the issue's comparison
#   RUNS=5 bash scripts/benchmark-docs.sh swift-collections OrderedCollections
#
# swiftdoc-lite runs "cold" every time: nothing is cached between runs.
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=${1:-swift-argument-parser}
target=${2:-ArgumentParser}
runs=${RUNS:-3}
bash scripts/fetch-corpora.sh "$corpus"
# SWIFTDOC=path/to/swiftdoc-lite uses a release binary built elsewhere.
doc=${SWIFTDOC:-}
if [[ -z "$doc" ]]; then
    source scripts/release-build.sh   # the release build the README recommends
    swift build "${release[@]}" --product swiftdoc-lite >/dev/null
    doc="$(swift build "${release[@]}" --show-bin-path)/swiftdoc-lite"
fi
bench="$PWD/.bench/docs-$corpus"   # absolute: the compiler runs in the package folder
rm -rf "$bench" && mkdir -p "$bench"
cp -R ".corpora/$corpus" "$bench/package"

# The median of a list of seconds.
median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
seconds() {
    local start end
    start=$(date +%s.%N)
    "$@" >"$bench/last.log" 2>&1 || { echo "FAIL: $*" >&2; tail -5 "$bench/last.log" >&2; exit 1; }
    end=$(date +%s.%N)
    echo "$end - $start" | bc
}

ours=() build=() convert=()
for _ in $(seq "$runs"); do
    ours+=("$(seconds "$doc" generate "$bench/package" --target "$target" -o "$bench/ours")")
    rm -rf "$bench/package/.build" "$bench/graphs" && mkdir -p "$bench/graphs"
    build+=("$(seconds swift build --package-path "$bench/package" --target "$target" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$bench/graphs")")
    rm -rf "$bench/docc"
    convert+=("$(seconds docc convert --additional-symbol-graph-dir "$bench/graphs" --transform-for-static-hosting \
        --fallback-display-name "$target" --fallback-bundle-identifier "$target" --output-path "$bench/docc")")
done
o=$(printf '%s\n' "${ours[@]}" | median)
b=$(printf '%s\n' "${build[@]}" | median)
c=$(printf '%s\n' "${convert[@]}" | median)
printf 'corpus %s, module %s, median of %s runs (seconds)\n' "$corpus" "$target" "$runs"
printf '  swiftdoc-lite generate            %8.2f\n' "$o"
printf '  docc: swift build (symbol graphs)  %8.2f\n' "$b"
printf '  docc: docc convert                 %8.2f\n' "$c"
printf '  docc total / swiftdoc-lite         %8.1fx\n' "$(echo "($b + $c) / $o" | bc -l)"
printf '  docc convert alone / swiftdoc-lite %8.1fx\n' "$(echo "$c / $o" | bc -l)"
printf '  output: swiftdoc-lite %s files, %.1f MB; docc %s files, %.1f MB\n' \
    "$(find "$bench/ours" -type f | wc -l)" "$(du -sb "$bench/ours" | awk '{ print $1 / 1e6 }')" \
    "$(find "$bench/docc" -type f | wc -l)" "$(du -sb "$bench/docc" | awk '{ print $1 / 1e6 }')"
"$doc" generate "$bench/package" --target "$target" --format json -o "$bench/ours-json" --quiet >/dev/null
echo "public symbols, swiftdoc-lite against the compiler's symbol graphs:"
python3 scripts/compare-doc-symbols.py "$bench/ours-json/symbols.json" "$bench/graphs" "$target" | sed 's/^/  /'
