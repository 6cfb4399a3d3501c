#!/usr/bin/env bash
# Versioned docs (`swiftdoc-lite generate --versions`) of swift-syntax's three releases in the
# package mirror, every module (--all-targets): each version read from git's objects, one site
# with a version switcher and a "What's new" page per version. The target is 10 s. Beside it,
# one version from the work tree, and with BASELINE=path/to/an/older/swiftdoc-lite the same
# run of that build, side by side (ratios matter: machines are noisy).
#
#   bash scripts/benchmark-versioned-docs.sh
#   RUNS=5 BASELINE=/tmp/old-swiftdoc-lite bash scripts/benchmark-versioned-docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-3}
versions='600.0.1,602.0.0,603.0.1'
source scripts/release-build.sh
swift build "${release[@]}" --product swiftdoc-lite >/dev/null
doc="$(swift build "${release[@]}" --show-bin-path)/swiftdoc-lite"
bench="$PWD/.bench/versioned-docs"
mkdir -p "$bench"
[ -d "$bench/swift-syntax" ] || git clone -q /opt/swift-packages/swiftlang/swift-syntax.git "$bench/swift-syntax"
git -C "$bench/swift-syntax" checkout -q --force 603.0.1

median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
seconds() {
    local start end
    start=$(date +%s.%N)
    (cd "$bench/swift-syntax" && "$@") >"$bench/last.log" 2>&1 || { echo "FAIL: $*" >&2; tail -5 "$bench/last.log" >&2; exit 1; }
    end=$(date +%s.%N)
    echo "$end - $start" | bc
}

ours=() one=() baseline=()
for _ in $(seq "$runs"); do
    ours+=("$(seconds "$doc" generate --versions "$versions" --all-targets -o "$bench/site" --quiet)")
    one+=("$(seconds "$doc" generate --all-targets -o "$bench/one" --quiet)")
    if [ -n "${BASELINE:-}" ]; then
        baseline+=("$(seconds "$BASELINE" generate --versions "$versions" --all-targets -o "$bench/baseline" --quiet)")
    fi
done
o=$(printf '%s\n' "${ours[@]}" | median)
printf 'swift-syntax %s, every module, median of %s runs (seconds)\n' "$versions" "$runs"
printf '  generate --versions (3 releases)   %8.2f   (target 10)\n' "$o"
printf '  generate, one release (work tree)  %8.2f\n' "$(printf '%s\n' "${one[@]}" | median)"
if [ -n "${BASELINE:-}" ]; then
    b=$(printf '%s\n' "${baseline[@]}" | median)
    printf '  baseline build, --versions         %8.2f   (%.2fx this build)\n' "$b" "$(echo "$b / $o" | bc -l)"
    diff -rq "$bench/site" "$bench/baseline" >/dev/null && echo "  same bytes as the baseline's site" \
        || echo "  the sites differ: diff -r $bench/site $bench/baseline"
fi
printf '  %s files, %.1f MB\n' "$(find "$bench/site" -type f | wc -l)" "$(du -sb "$bench/site" | awk '{ print $1 / 1e6 }')"
