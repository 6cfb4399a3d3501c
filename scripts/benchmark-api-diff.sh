#!/usr/bin/env bash
# `swiftdoc-lite diff` against `swift package diagnose-api-breaking-changes`, side by side in
# one run, cold (no .build for SwiftPM; ours reads sources only), release build of ours: on
# swift-nio 2.101.2 → 2.101.3 and jwt-kit 5.7.1 → 5.8.0 from the package mirror. Prints each
# one's wall time and the ratio. Target: ours ≥ 100× faster.
#
#   bash scripts/benchmark-api-diff.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/release-build.sh
swift build "${release[@]}" --product swiftdoc-lite >/dev/null
ours="$(swift build "${release[@]}" --show-bin-path)/swiftdoc-lite"
work=.corpora/api-diff
mkdir -p "$work"
seconds() { local start=$(date +%s.%N); "$@" >/dev/null 2>&1 || true; echo "$(date +%s.%N) - $start" | bc; }
printf '%-36s %12s %14s %8s\n' "pair" "ours (s)" "SwiftPM (s)" "ratio"
for pair in "swift-nio apple/swift-nio 2.101.2 2.101.3" "jwt-kit vapor/jwt-kit 5.7.1 5.8.0"; do
    read -r name repository old new <<<"$pair"
    folder="$work/$name"
    [ -d "$folder" ] || git clone -q "/opt/swift-packages/$repository.git" "$folder"
    git -C "$folder" checkout -q --force "$new"
    rm -rf "$folder/.build"
    ours_time=$(cd "$folder" && seconds "$ours" diff "$old")
    theirs_time=$(cd "$folder" && seconds swift package diagnose-api-breaking-changes "$old")
    printf '%-36s %12.2f %14.1f %7.0fx\n' "$name $old → $new" "$ours_time" "$theirs_time" \
        "$(echo "$theirs_time / $ours_time" | bc -l)"
done
