#!/usr/bin/env bash
# Agreement with SwiftLint on real projects that run it in their CI.
#
# Clones each project at a fixed tag into .corpora/swiftlint-users/ (git on these
# machines serves them locally), runs `swiftlint-lite lint` in its root with the
# project's own configuration — as its CI runs SwiftLint, `--strict` where the CI
# passes it — and prints, per project: whether the configuration was accepted, the
# configuration warnings, the files linted, and the findings per rule. The project's CI
# passes SwiftLint on that tag, so every finding is a disagreement to explain or fix.
#
#   bash scripts/check-swiftlint-users.sh             # every project
#   bash scripts/check-swiftlint-users.sh Quick Yams  # some
#   BUILD=debug bash scripts/check-swiftlint-users.sh # with the debug build
#   LITE=path/to/swiftlint-lite bash scripts/check-swiftlint-users.sh
set -euo pipefail
cd "$(dirname "$0")/.."
corpora=.corpora/swiftlint-users
mkdir -p "$corpora"

# name tag repository how-its-CI-runs-SwiftLint
projects=(
    "Quick 7.6.2 Quick/Quick lint"
    "Nimble 14.0.0 Quick/Nimble lint"
    "Yams 6.2.2 jpsim/Yams lint --strict"
    "SWXMLHash 8.1.1 drmohundro/SWXMLHash lint --strict"
    "hdrhistogram-swift 0.2.0 HdrHistogram/hdrhistogram-swift lint --strict"
    "package-benchmark 1.38.1 ordo-one/package-benchmark lint --strict"
    "malloc-interposer 1.6.1 ordo-one/malloc-interposer lint --strict"
    "OpenCombine 0.14.0 OpenCombine/OpenCombine lint --strict"
    "Swinject 2.10.0 Swinject/Swinject lint"
    "XMLCoder 0.18.2 CoreOffice/XMLCoder lint"
    "Stencil 0.15.1 stencilproject/Stencil lint --strict"
)

if [ -n "${LITE:-}" ]; then     # LITE=path/to/swiftlint-lite: a build you already have
    bin=$(dirname "$LITE")
elif [ "${BUILD:-release}" = debug ]; then
    swift build --product swiftlint-lite >/dev/null
    bin=$(swift build --show-bin-path)
else
    swift build -c release --scratch-path .build-release --product swiftlint-lite >/dev/null
    bin=$(swift build -c release --scratch-path .build-release --show-bin-path)
fi
tool="$bin/swiftlint-lite"

wanted=" $* "
for entry in "${projects[@]}"; do
    read -r name tag repository arguments <<<"$entry"
    [ $# -eq 0 ] || [[ "$wanted" == *" $name "* ]] || continue
    folder="$corpora/$name"
    [ -d "$folder" ] || git clone -q --depth 1 --branch "$tag" "https://github.com/$repository.git" "$folder" 2>/dev/null
    files=$(cd "$folder" && git ls-files '*.swift' | wc -l)
    set +e
    # shellcheck disable=SC2086  # the arguments are words
    (cd "$folder" && "$tool" $arguments --no-cache --quiet --reporter xcode >"../$name.out" 2>"../$name.err")
    status=$?
    set -e
    accepted=yes
    grep -q ": error: " "$corpora/$name.err" && accepted=no
    findings=$(grep -c ": \(warning\|error\): " "$corpora/$name.out" || true)
    echo "== $name $tag ($files Swift files; swiftlint $arguments): config accepted: $accepted, exit $status, $findings findings"
    missing=$(grep -c "not implemented by swiftlint-lite" "$corpora/$name.err" || true)
    [ "$missing" = 0 ] || echo "   config: $missing SwiftLint rules it names are not implemented by swiftlint-lite (warnings)"
    grep -h ": warning: \|: error: \|: note: " "$corpora/$name.err" | grep -v "not implemented by swiftlint-lite" \
        | sed "s|^$(pwd)/$corpora/||; s/^/   config: /" | head -20 || true
    sed -n 's/.*(\([a-z_]*\))$/\1/p' "$corpora/$name.out" | sort | uniq -c | sort -rn | sed 's/^/   /'
done
