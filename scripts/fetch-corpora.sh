#!/usr/bin/env bash
# Clones the real Swift packages of ../shared/corpora.md into .corpora/ at fixed tags
# (git on these machines serves them locally). Already cloned ones are kept.
#
#   bash scripts/fetch-corpora.sh [corpus…]     # default: the first five (the lint and docs corpora)
set -euo pipefail
cd "$(dirname "$0")/.."
declare -A sources=(
    [swift-argument-parser]="1.8.2 apple/swift-argument-parser"
    [swift-nio]="2.101.3 apple/swift-nio"
    [swift-syntax]="603.0.1 swiftlang/swift-syntax"
    [swift-collections]="1.6.0 apple/swift-collections"
    [vapor]="4.122.3 vapor/vapor"
    [Quick]="7.6.2 Quick/Quick"
    [Nimble]="14.0.0 Quick/Nimble"
    [swift-dependencies]="1.17.1 pointfreeco/swift-dependencies"
)
names=("$@")
[ ${#names[@]} -gt 0 ] || names=(swift-argument-parser swift-nio swift-syntax swift-collections vapor)
mkdir -p .corpora
for name in "${names[@]}"; do
    read -r tag repo <<<"${sources[$name]}"
    [ -d ".corpora/$name" ] || git clone -q --depth 1 --branch "$tag" "https://github.com/$repo.git" ".corpora/$name" 2>/dev/null
done
