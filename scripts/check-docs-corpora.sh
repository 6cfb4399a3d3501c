#!/usr/bin/env bash
# Robustness of swiftdoc-lite on the real corpora of ../shared/corpora.md: every
# module of each package is documented (HTML, JSON and Markdown) without a crash
# or a hang, twice with the same bytes, with every internal link reaching its page.
#
#   bash scripts/check-docs-corpora.sh [corpus…]     # default: swift-argument-parser swift-collections
#   SWIFTDOC=path/to/swiftdoc-lite bash scripts/check-docs-corpora.sh …   # a release binary built elsewhere
set -euo pipefail
cd "$(dirname "$0")/.."
names=("$@")
[ ${#names[@]} -gt 0 ] || names=(swift-argument-parser swift-collections)
for name in "${names[@]}"; do
    bash scripts/fetch-corpora.sh "$name"
done
doc=${SWIFTDOC:-}
if [[ -z "$doc" ]]; then
    swift build -c release --product swiftdoc-lite >/dev/null
    doc="$(swift build -c release --show-bin-path)/swiftdoc-lite"
fi
out=.scratch/docs
mkdir -p "$out"

status=0
for name in "${names[@]}"; do
    for format in html json markdown; do
        set +e
        start=$(date +%s.%N)
        timeout 600 "$doc" generate ".corpora/$name" --all-targets --format "$format" -o "$out/$name-$format" \
            > "$out/$name.findings" 2> "$out/$name.stderr"
        code=$?
        seconds=$(printf "%.2f" "$(echo "$(date +%s.%N) - $start" | bc)")
        set -e
        if [ "$code" -ne 0 ]; then
            echo "FAIL $name ($format): exit code $code"; tail -3 "$out/$name.stderr"; status=1; continue
        fi
        echo "ok   $name ($format): $(tail -1 "$out/$name.stderr") in ${seconds}s, $(wc -l < "$out/$name.findings") findings"
    done
    "$doc" generate ".corpora/$name" --all-targets -o "$out/$name-again" > /dev/null 2>&1
    if diff -r "$out/$name-html" "$out/$name-again" > /dev/null; then
        echo "ok   $name: a second run wrote the same bytes"
    else
        echo "FAIL $name: two runs differ"; status=1
    fi
    # Every relative href/src of every page must reach an existing file.
    missing=$(cd "$out/$name-html" && find . -name '*.html' | while read -r page; do
        dir=$(dirname "$page")
        grep -o ' \(href\|src\)="[^"#]*' "$page" | sed 's/^ [a-z]*="//' | grep -v '^http' | sort -u | while read -r link; do
            [ -z "$link" ] || [ -e "$dir/$link" ] || echo "$page -> $link"
        done
    done | head -5)
    if [ -z "$missing" ]; then echo "ok   $name: every link reaches a file"; else echo "FAIL $name: broken links"; echo "$missing"; status=1; fi
done
exit $status
