#!/usr/bin/env bash
# The guide as a site made by the suite: the DocC catalog Documentation/Guide.docc
# (Markdown articles, the README's details) and the rule reference that
# `swiftlint-lite rules --write-docs` writes, rendered by swiftdoc-lite into one
# static site. Run by .ci/run after the tests:
#   - copies the catalog into a temporary folder, as the module Guide's catalog;
#   - writes the rule reference into it (Rules/, its index renamed RuleReference.md,
#     which the root article's Topics curate as <doc:RuleReference>);
#   - renders the site with every link followed (--check-links --strict): any
#     finding, such as a broken link or a directive swiftdoc-lite does not render,
#     fails the run and writes nothing;
#   - checks that every relative link of README.md names a file or folder of the
#     repository (the README links the guide's articles by their paths, so it
#     reads on any forge).
#
#   bash scripts/build-guide.sh [OUTPUT]     # default OUTPUT: .build/guide (open OUTPUT/index.html)
#
# Uses .build/debug/swiftlint-lite and .build/debug/swiftdoc-lite (what the test
# command has just built); LITE=… and DOC=… for others (a release build).
set -euo pipefail
case "${1:-}" in   # OUTPUT is relative to the folder the script is run from
    '') output=.build/guide ;;
    /*) output=$1 ;;
    *) output=$PWD/$1 ;;
esac
cd "$(dirname "$0")/.."
lite=${LITE:-.build/debug/swiftlint-lite}
doc=${DOC:-.build/debug/swiftdoc-lite}
for tool in "$lite" "$doc"; do
    [ -x "$tool" ] || { echo "FAIL guide: no $tool (swift build makes it; LITE=… and DOC=… name others)"; exit 1; }
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/Guide"
cp -R Documentation/Guide.docc "$tmp/Guide/Guide.docc"

# The rule reference: a page per rule and their index, as `rules --write-docs` writes them (the
# pages the language server's diagnostics link to).
"$lite" rules --write-docs "$tmp/Guide/Guide.docc/Rules" > /dev/null
mv "$tmp/Guide/Guide.docc/Rules/README.md" "$tmp/Guide/Guide.docc/Rules/RuleReference.md"
# The site: any finding (a broken link, an unsupported directive) fails the run.
mkdir "$tmp/swift-tooling-lite"   # the package folder: its name titles the site, whatever the clone's folder is called
"$doc" generate "$tmp/swift-tooling-lite" --module Guide="$tmp/Guide" --output "$output" \
    --check-links --strict --quiet --standard-library none \
    || { echo "FAIL guide: swiftdoc-lite's findings above (nothing written)"; exit 1; }
pages=$(find "$output" -name '*.html' | wc -l)

# README.md's links: each relative target (not http, https or mailto, not only an
# #anchor) names an existing file or folder, its #anchor set aside. Code blocks and
# code spans hold no links.
broken=0
while IFS= read -r target; do
    case "$target" in
        http://*|https://*|mailto:*|'#'*|'') continue ;;
    esac
    path=${target%%#*}
    if [ ! -e "$path" ]; then
        echo "FAIL README.md links to $target, which does not exist"
        broken=$((broken + 1))
    fi
done < <(awk '/^[[:space:]]*(```|~~~)/ { fence = !fence; next } !fence { print }' README.md \
    | sed -E 's/`[^`]*`//g' \
    | { grep -oE '\]\([^)[:space:]]*|^[[:space:]]*\[[^]]+\]:[[:space:]]*[^[:space:]]+' || true; } \
    | sed -E 's/^\]\(//; s/^[[:space:]]*\[[^]]+\]:[[:space:]]*//; s/^<//; s/>$//')
if [ "$broken" -gt 0 ]; then
    echo "FAIL guide: $broken broken link(s) in README.md"
    exit 1
fi
echo "ok   guide: $pages pages, every link followed ($output); README links resolve"
