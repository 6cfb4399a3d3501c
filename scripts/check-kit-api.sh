#!/usr/bin/env bash
# The rule kit (SwiftLintLiteKit: what a team's native rules compile against) is a
# semantically versioned API. Run by .ci/run after the tests:
#   - every public declaration of the kit is documented (swiftdoc-lite coverage, 100%);
#   - its API against the last release (its tag, or its commit from scripts/kit-releases.txt): when the suite's version
#     (Sources/ToolCore/Support/SuiteVersion.swift) is still the tag's, nothing may break;
#     once it is a later version, --semver judges the step (a break needs a new major).
# An intended break goes in .swiftdoc.yml's api-diff allow list, with its reason.
#
#   bash scripts/check-kit-api.sh            # uses .build/debug/swiftdoc-lite (SWIFTDOC=… for another)
set -euo pipefail
cd "$(dirname "$0")/.."
doc=${SWIFTDOC:-.build/debug/swiftdoc-lite}
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/ToolCore/Support/SuiteVersion.swift)

"$doc" coverage . --target SwiftLintLiteKit --minimum-coverage 100 --quiet > /dev/null \
    || { "$doc" coverage . --target SwiftLintLiteKit | grep missing_docs; echo "FAIL kit api: not every public declaration is documented"; exit 1; }
echo "ok   kit api: SwiftLintLiteKit 100% documented"

# The last release: its tag, or — in a clone without tags (CI clones main alone) — its commit,
# recorded in scripts/kit-releases.txt ("VERSION COMMIT" per line, the newest last) when tagging.
release=$(tail -1 scripts/kit-releases.txt)
released=${release%% *}
old=$(git tag --list --sort=-v:refname | grep -E '^v?[0-9]+\.[0-9]+\.[0-9]+$' | head -1 || true)
if [ -z "$old" ] || [ "${old#v}" != "$released" ] && git rev-parse -q --verify "${release#* }^{commit}" >/dev/null; then
    old=${release#* }
fi
if ! git rev-parse -q --verify "$old^{commit}" >/dev/null; then
    if [ "$(git rev-parse --is-shallow-repository)" = true ]; then
        echo "skip kit api: a shallow clone holds neither tag $released nor its commit ${release#* }"
        exit 0
    fi
    echo "FAIL kit api: no tag $released nor its commit ${release#* } (scripts/kit-releases.txt) to compare SwiftLintLiteKit with"
    exit 1
fi
if [ "$released" = "$version" ]; then
    echo "kit api: SwiftLintLiteKit against $released ($old; the suite is still $version: nothing may break)"
    "$doc" diff "$old" --product SwiftLintLiteKit || { echo "FAIL kit api: a break of SwiftLintLiteKit in $version"; exit 1; }
else
    echo "kit api: SwiftLintLiteKit from $released ($old) to $version (--semver)"
    "$doc" diff "$old" --product SwiftLintLiteKit --semver --old-version "$released" --new-version "$version" \
        || { echo "FAIL kit api: the changes of SwiftLintLiteKit need a bigger version step than $released → $version"; exit 1; }
fi
echo "ok   kit api: no unannounced break"
