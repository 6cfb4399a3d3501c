#!/usr/bin/env bash
# The rule kit (SwiftLintLiteKit: what a team's native rules compile against) is a
# semantically versioned API. Run by .ci/run after the tests:
#   - every public declaration of the kit is documented (swiftdoc-lite coverage, 100%);
#   - its API against the last version tag (swiftdoc-lite diff): when the suite's version
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

tag=$(git tag --list --sort=-v:refname | grep -E '^v?[0-9]+\.[0-9]+\.[0-9]+$' | head -1 || true)
if [ -z "$tag" ]; then
    echo "FAIL kit api: no version tag to compare SwiftLintLiteKit with (git tag the last release)"
    exit 1
fi
if [ "${tag#v}" = "$version" ]; then
    echo "kit api: SwiftLintLiteKit against $tag (the suite is still $version: nothing may break)"
    "$doc" diff "$tag" --product SwiftLintLiteKit || { echo "FAIL kit api: a break of SwiftLintLiteKit in $version"; exit 1; }
else
    echo "kit api: SwiftLintLiteKit from $tag to $version (--semver)"
    "$doc" diff "$tag" --product SwiftLintLiteKit --semver --new-version "$version" \
        || { echo "FAIL kit api: the changes of SwiftLintLiteKit need a bigger version step than $tag → $version"; exit 1; }
fi
echo "ok   kit api: no unannounced break"
