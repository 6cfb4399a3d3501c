#!/usr/bin/env bash
# `--fix` agreement with SwiftLint: for every recorded fix in ../shared/oracle/fixes/ (what
# SwiftLint 0.63.2's `--fix` changes with `opt_in_rules: [all]`, as a git diff of the corpus),
# makes two copies of the corpus at its tag in a temporary folder, applies SwiftLint's diff to
# one and runs `swiftlint-lite lint --fix` with the same configuration on the other, then
# prints per corpus: the files each side changed, the files that end up the same, and the files
# that end up different (with DIFF_DETAIL=1, the diff between the two results; with
# FIX_BY_RULE=1, each place that differs traced back to the original lines and counted under the
# correctable rules either tool reports there — scripts/fix_by_rule.py, DIFF_DETAIL=N examples).
#
#   bash scripts/check-fix-against-swiftlint.sh                    # every recorded fix
#   bash scripts/check-fix-against-swiftlint.sh swift-nio-all      # some
#   LITE=path/to/swiftlint-lite bash scripts/check-fix-against-swiftlint.sh   # a build you have
set -euo pipefail
cd "$(dirname "$0")/.."
oracle=../shared/oracle
if [ ! -d "$oracle/fixes" ]; then
    echo "check-fix-against-swiftlint: $oracle/fixes is missing: SwiftLint's recorded fixes live there" >&2
    exit 2
fi
if [ -n "${LITE:-}" ]; then
    tool=$(realpath "$LITE")
else
    swift build -c release --scratch-path .build-release --product swiftlint-lite >/dev/null
    tool="$(swift build -c release --scratch-path .build-release --show-bin-path)/swiftlint-lite"
fi

wanted=("$@")
[ ${#wanted[@]} -gt 0 ] || wanted=($(cd "$oracle/fixes" && ls *.diff.xz | sed 's/\.diff\.xz$//'))
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'opt_in_rules: [all]\n' > "$work/all.yml"
for run in "${wanted[@]}"; do
    corpus=${run%-*}
    bash scripts/fetch-corpora.sh "$corpus" >/dev/null
    git clone -q ".corpora/$corpus" "$work/swiftlint" 2>/dev/null
    git clone -q ".corpora/$corpus" "$work/ours" 2>/dev/null
    xz -dc "$oracle/fixes/$run.diff.xz" | git -C "$work/swiftlint" apply --whitespace=nowarn
    (cd "$work/ours" && "$tool" lint --fix --quiet --no-cache --config "$work/all.yml" >/dev/null 2>&1 || true)
    theirs=$(git -C "$work/swiftlint" diff --name-only | sort)
    ours=$(git -C "$work/ours" diff --name-only | sort)
    changed=$(sort -u <(printf '%s\n' "$theirs") <(printf '%s\n' "$ours") | grep -c . || true)
    different=$(diff -rq --exclude=.git "$work/swiftlint" "$work/ours" | grep -c . || true)
    echo "== $run"
    echo "files changed: SwiftLint $(printf '%s\n' "$theirs" | grep -c . || true), swiftlint-lite $(printf '%s\n' "$ours" | grep -c . || true)"
    echo "of the $changed files either changed: $((changed - different)) end up the same, $different differ"
    if [ "${FIX_BY_RULE:-0}" = 1 ]; then
        git clone -q ".corpora/$corpus" "$work/original" 2>/dev/null
        (cd "$work/original" && "$tool" lint --quiet --no-cache --reporter json --config "$work/all.yml" \
            > "$work/findings.json" 2>/dev/null || true)
        "$tool" rules --json | python3 -c 'import json, sys; [print(r["identifier"]) for r in json.load(sys.stdin) if r["correctable"]]' \
            > "$work/correctable.txt"
        python3 scripts/fix_by_rule.py "$work/original" "$work/swiftlint" "$work/ours" \
            "$oracle/fixes/../findings/$run.json.xz" "$work/findings.json" "$work/correctable.txt"
        rm -rf "$work/original"
    elif [ "${DIFF_DETAIL:-0}" = 1 ]; then
        diff -ru --exclude=.git "$work/swiftlint" "$work/ours" | sed "s|$work/||g" || true
    fi
    rm -rf "$work/swiftlint" "$work/ours"
done
