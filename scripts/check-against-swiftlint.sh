#!/usr/bin/env bash
# Agreement with SwiftLint's own output: for every recorded run in ../shared/oracle/findings/
# (SwiftLint 0.63.2 on the corpora with the default rules and with every rule, and on eleven
# SwiftLint users' projects with their own configurations), clones the corpus at the recorded
# tag, lints it as the recorded run did (the same configuration, from the same folder) and
# prints, per corpus and per rule: SwiftLint only, swiftlint-lite only, both — findings
# compared by file, line, column, rule, severity and message — then the agreement per corpus,
# raw and with the documented kinds of difference set aside (scripts/agreement_by_kind.py).
#
#   bash scripts/check-against-swiftlint.sh                  # every recorded run
#   bash scripts/check-against-swiftlint.sh swift-nio-all    # some (findings file names)
#   DIFF_DETAIL=3 bash scripts/check-against-swiftlint.sh …  # examples per differing rule
#   LITE=path/to/swiftlint-lite bash scripts/check-against-swiftlint.sh   # a build you have
set -euo pipefail
cd "$(dirname "$0")/.."
oracle=../shared/oracle
if [ ! -f "$oracle/compare.py" ] || [ ! -d "$oracle/findings" ]; then
    echo "check-against-swiftlint: $oracle is missing: SwiftLint's recorded findings and compare.py live there" >&2
    echo "(../shared beside the repository, as on the team's machines and in CI); nothing was compared" >&2
    exit 2
fi

if [ -n "${LITE:-}" ]; then
    tool=$LITE
else
    swift build -c release --scratch-path .build-release --product swiftlint-lite >/dev/null
    tool="$(swift build -c release --scratch-path .build-release --show-bin-path)/swiftlint-lite"
fi

# The SwiftLint users' projects: name tag repository, as scripts/check-swiftlint-users.sh has them.
declare -A users=()
while read -r name tag repository; do users[$name]="$tag $repository"; done < <(
    sed -n 's/^    "\([^ ]*\) \([^ ]*\) \([^ ]*\) lint.*"$/\1 \2 \3/p' scripts/check-swiftlint-users.sh)

wanted=("$@")
[ ${#wanted[@]} -gt 0 ] || wanted=($(cd "$oracle/findings" && ls *.json.xz | sed 's/\.json\.xz$//'))
summary=$(mktemp)
trap 'rm -f "$summary"' EXIT
for run in "${wanted[@]}"; do
    findings="$oracle/findings/$run.json.xz"
    [ -f "$findings" ] || { echo "no recorded run $run in $oracle/findings" >&2; exit 2; }
    corpus=${run%-*}
    if [ "${run##*-}" = own ]; then
        read -r tag repository <<<"${users[$corpus]:?$corpus is not in scripts/check-swiftlint-users.sh}"
        corpora=.corpora/swiftlint-users
        mkdir -p "$corpora"
        [ -d "$corpora/$corpus" ] || git clone -q --depth 1 --branch "$tag" "https://github.com/$repository.git" "$corpora/$corpus" 2>/dev/null
    else
        corpora=.corpora
        bash scripts/fetch-corpora.sh "$corpus"
    fi
    echo "== $run"
    # Captured, then printed: `tee /dev/stderr` would reopen (and truncate) a file the output goes to.
    report=$(DIFF_SEV=1 DIFF_MSG=1 python3 "$oracle/compare.py" "$tool" "$corpora" "$findings")
    printf '%s\n' "$report"
    aside=$(python3 scripts/agreement_by_kind.py "$tool" "$corpora/$corpus" "$findings" \
        Tests/SwiftLintLiteTests/Agreement/differences.json)
    printf '%s\n\n' "$aside"
    { printf '%s\n' "$report" | tail -1 | sed "s/^/$run: /"; printf '%s\n' "$aside"; } >> "$summary"
done 2>&1
echo "== agreement per recorded run (file, line, column, rule, severity, message)"
cat "$summary"
