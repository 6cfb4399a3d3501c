#!/usr/bin/env bash
# Fuzzes one of the parsers that read what users (and attackers) write, with
# the toolchain's libFuzzer. Not part of the test run: it builds in release with
# coverage instrumentation, in its own scratch folder.
#
#   bash scripts/fuzz.sh TARGET SECONDS      # TARGET: config | push-input | markdown | lint
#   bash scripts/fuzz.sh replay              # every crash file kept under Tests/Fuzz, replayed
#
# Seeds come from real inputs: the configurations and Swift sources of the
# corpora (scripts/fetch-corpora.sh), this repository's own files, DocC
# articles. Findings land in .fuzz/TARGET/ (crash-…, timeout-…, oom-…): each
# becomes a fixed bug, and the input goes to Tests/Fuzz/TARGET/ so that
# `replay` (and the FuzzRegressionTests) run it from then on.
set -euo pipefail
cd "$(dirname "$0")/.."
top=$PWD

if [ "${1:-}" = replay ]; then
    swift build --product fuzz-targets >/dev/null
    bin="$(swift build --show-bin-path)/fuzz-targets"
    for folder in Tests/Fuzz/*/; do
        target=$(basename "$folder")
        mapfile -t inputs < <(find "$folder" -type f | sort)
        [ ${#inputs[@]} -gt 0 ] && FUZZ_TARGET=$target "$bin" "$target" "${inputs[@]}"
    done
    exit 0
fi

target=${1:?usage: scripts/fuzz.sh config|push-input|markdown|lint SECONDS}
seconds=${2:?usage: scripts/fuzz.sh TARGET SECONDS}
scratch=.build-fuzz
# lld: gold fails on libFuzzer's objects (an internal error in its DWARF reader).
flags=(-c release --scratch-path "$scratch" -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING -Xswiftc -use-ld=lld)
mkdir -p "$scratch"
swift build "${flags[@]}" --product fuzz-targets > "$scratch/fuzz-build.log" 2>&1 || { tail -30 "$scratch/fuzz-build.log"; exit 1; }
bin="$(swift build "${flags[@]}" --show-bin-path)/fuzz-targets"

work=$top/.fuzz/$target
mkdir -p "$work/corpus" "$work/seeds"
seed() { # files…: copied into the seed folder under their content's hash
    local file
    for file in "$@"; do
        [ -f "$file" ] && [ "$(stat -c %s "$file")" -le 65536 ] || continue
        cp "$file" "$work/seeds/$(sha1sum "$file" | cut -c1-16)"
    done
}
bash scripts/fetch-corpora.sh swift-argument-parser swift-nio Quick Nimble swift-dependencies >/dev/null 2>&1 || true
case $target in
    config)
        mapfile -t files < <(find .corpora "$top" -maxdepth 4 \( -name '.swiftlint.yml' -o -name '.lint.yml' -o -name '.swifthook.yml' \
            -o -name '*.yml' -path '*Fixtures*' \) -not -path '*/.build*' 2>/dev/null)
        seed "${files[@]}" ;;
    push-input)
        zero=0000000000000000000000000000000000000000
        sha=$(git rev-parse HEAD)
        printf 'refs/heads/main %s refs/heads/main %s\n' "$sha" "$zero" > "$work/seeds/new-branch"
        printf 'refs/heads/a %s refs/heads/a %s\n(delete) %s refs/heads/b %s\n' "$sha" "$sha" "$zero" "$sha" > "$work/seeds/two-lines"
        printf 'refs/tags/v1 %s refs/tags/v1 %s\n\n' "$sha" "$zero" > "$work/seeds/tag" ;;
    markdown)
        mapfile -t files < <(find .corpora -path '*.docc/*' -name '*.md' 2>/dev/null | head -300)
        seed "${files[@]}" README.md ;;
    lint)
        mapfile -t files < <(find .corpora/swift-argument-parser/Sources .corpora/Quick/Sources Sources -name '*.swift' 2>/dev/null | head -400)
        seed "${files[@]}" ;;
    *) echo "unknown target $target" >&2; exit 2 ;;
esac
[ -d "Tests/Fuzz/$target" ] && cp "Tests/Fuzz/$target"/* "$work/seeds/" 2>/dev/null || true

echo "fuzzing $target for ${seconds}s ($(ls "$work/seeds" | wc -l) seeds); findings in $work"
# 2 GiB of memory or 10 s for one input is a finding; inputs up to 64 KiB. The Swift
# runtime's backtracer is off so that libFuzzer catches a trap and keeps its input.
SWIFT_BACKTRACE=enable=no FUZZ_TARGET=$target "$bin" "$work/corpus" "$work/seeds" -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 \
    -max_len=65536 -artifact_prefix="$work/" -print_final_stats=1 2>&1 | tail -25
