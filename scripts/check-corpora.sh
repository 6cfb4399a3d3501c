#!/usr/bin/env bash
# Robustness: lints the real corpora of ../shared/corpora.md with every default rule
# (no crash, no hang: exit code 0 or 2 within the time limit), then runs --fix on
# copies (FIX="swift-argument-parser swift-nio vapor"; default swift-argument-parser),
# checks that each still builds and that a second --fix changes nothing.
#
#   bash scripts/check-corpora.sh [corpus…]     # default: all five; CI runs swift-argument-parser
#   RULES=all bash scripts/check-corpora.sh …    # every rule on (opt_in_rules: [all]), --fix included
set -euo pipefail
cd "$(dirname "$0")/.."
corpora=.corpora
mkdir -p "$corpora" .scratch
names=("$@")
[ ${#names[@]} -gt 0 ] || names=(swift-argument-parser swift-nio swift-syntax swift-collections vapor)
# LITE=path/to/swiftlint-lite uses a build you already have (a release build lints
# swift-syntax in seconds; a debug build parses some 60 times slower).
if [ -z "${LITE:-}" ]; then
    swift build --product swiftlint-lite >/dev/null
    LITE="$(swift build --show-bin-path)/swiftlint-lite"
fi
lite=$LITE
# The configuration: the default rules, or with RULES=all every rule but one side of
# each pair that asks for opposite code (SwiftLint's too: realm/SwiftLint#6327), whose
# fixes would undo each other for ever: contrasted_opening_brace (against opening_brace)
# and redundant_final (against non_overridable_class_declaration's `final class`).
if [ "${RULES:-default}" = all ]; then
    printf 'opt_in_rules: [all]\ndisabled_rules: [contrasted_opening_brace, redundant_final]\n' > .scratch/rules.yml
else
    : > .scratch/rules.yml
fi

status=0
for name in "${names[@]}"; do
    bash scripts/fetch-corpora.sh "$name"
    set +e
    timeout 600 "$lite" lint --quiet --no-cache --config .scratch/rules.yml --reporter summary "$corpora/$name" \
        > ".scratch/$name.summary" 2> ".scratch/$name.stderr"
    code=$?
    set -e
    if [ "$code" -ne 0 ] && [ "$code" -ne 2 ]; then
        echo "FAIL $name: exit code $code"; tail -5 ".scratch/$name.stderr"; status=1
    else
        echo "ok   $name: exit code $code, $(grep -c . ".scratch/$name.summary") summary lines, $(grep -c warning: ".scratch/$name.stderr" || true) unreadable files reported"
    fi
done

# --fix, then the package must still build and a second --fix must change nothing.
# FIX names the corpora to fix (default: swift-argument-parser, when it was linted).
fix_targets=${FIX:-}
[ -n "$fix_targets" ] || [[ " ${names[*]} " != *" swift-argument-parser "* ]] || fix_targets=swift-argument-parser
for name in $fix_targets; do
    copy=.scratch/fix-$name
    rm -rf "$copy" && cp -R "$corpora/$name" "$copy"
    folders=("$copy/Sources"); [ -d "$copy/Tests" ] && folders+=("$copy/Tests")
    first=$("$lite" lint --fix --no-cache --config .scratch/rules.yml "${folders[@]}" 2>&1 >/dev/null || true)
    second=$("$lite" lint --fix --no-cache --config .scratch/rules.yml "${folders[@]}" 2>&1 >/dev/null || true)
    echo "$name first --fix: $first"
    echo "$name second --fix: $second"
    case "$second" in *" 0 fixes "*) ;; *) echo "FAIL $name: a second --fix changed files"; status=1 ;; esac
    if (cd "$copy" && swift build --build-tests -q >/dev/null 2>&1); then
        echo "ok   $name builds after --fix"
    else
        echo "FAIL $name no longer builds after --fix"; status=1
    fi
done
exit $status
