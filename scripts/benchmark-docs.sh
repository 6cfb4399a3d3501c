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
# swiftdoc-lite keeps nothing of a package between runs; what it reads of the toolchain (the
# standard library's interfaces, Foundation's type names) is kept once per toolchain in the user
# cache. The runs use a warm toolchain cache, as every run but a toolchain's first does; that first
# run is timed on its own. A one-file package is timed too: its site must take no more than a tenth
# of the corpus's (no fixed cost).
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

mkdir -p "$bench/one-file/Sources/One"
printf '// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: "One", products: [.library(name: "One", targets: ["One"])], targets: [.target(name: "One")])\n' \
    > "$bench/one-file/Package.swift"
printf '/// A ring of values.\npublic struct Ring: RandomAccessCollection, Hashable {\n    /// The values.\n    public var values: [Int]\n    public var startIndex: Int { 0 }\n    public var endIndex: Int { values.count }\n    public subscript(position: Int) -> Int { values[position] }\n}\n' \
    > "$bench/one-file/Sources/One/One.swift"

first=$(XDG_CACHE_HOME="$bench/cache-first" seconds "$doc" generate "$bench/package" --target "$target" -o "$bench/ours")
export XDG_CACHE_HOME="$bench/cache"   # warm from here on: the toolchain's first run fills it
"$doc" generate "$bench/one-file" -o "$bench/one" --quiet >/dev/null
ours=() build=() convert=() one=()
for _ in $(seq "$runs"); do
    ours+=("$(seconds "$doc" generate "$bench/package" --target "$target" -o "$bench/ours")")
    one+=("$(seconds "$doc" generate "$bench/one-file" -o "$bench/one")")
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
n=$(printf '%s\n' "${one[@]}" | median)
printf 'corpus %s, module %s, median of %s runs (seconds)\n' "$corpus" "$target" "$runs"
printf '  swiftdoc-lite generate            %8.2f\n' "$o"
printf '  swiftdoc-lite, toolchain first run %8.2f  (reads the standard library once and caches it)\n' "$first"
printf '  swiftdoc-lite, a one-file package  %8.3f  (%.1f%% of %s; target: at most 10%%)\n' "$n" "$(echo "100 * $n / $o" | bc -l)" "$target"
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
