#!/usr/bin/env bash
# Puts swiftlint-lite, swifthook-lite and swiftdoc-lite on PATH in their fast
# build (release, static Swift runtime, position-dependent, cross-module optimized:
# see scripts/release-build.sh), with shell completions and man pages:
#
#   bash scripts/install.sh [PREFIX]      # default PREFIX: /usr/local
#
#   PREFIX/bin/<tool>
#   PREFIX/share/bash-completion/completions/<tool>
#   PREFIX/share/zsh/site-functions/_<tool>
#   PREFIX/share/fish/vendor_completions.d/<tool>.fish
#   PREFIX/share/man/man1/<tool>.1
#
# Each file is written beside its destination and renamed over it, so a tool
# that is running while it is replaced keeps working. SCRATCH (default
# .build-release) is the build folder, shared with the benchmarks.
# CONFIGURATION=debug installs the debug build in .build instead (what the
# test suite has just built: scripts/test.sh checks installation that way).
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=${1:-/usr/local}
tools=(swiftlint-lite swifthook-lite swiftdoc-lite)

if [ "${CONFIGURATION:-release}" = debug ]; then
    scratch=.build
    build=(-c debug)
else
    scratch=${SCRATCH:-.build-release}
    source scripts/release-build.sh
    build=("${release[@]}")
fi
for tool in "${tools[@]}"; do
    echo "building $tool (${CONFIGURATION:-release})…"
    swift build "${build[@]}" --product "$tool" >/dev/null
done
bin=$(swift build "${build[@]}" --show-bin-path)

# Man pages come from swift-argument-parser's generate-manual tool, built from the
# checkout SwiftPM already fetched (its plugin would build this whole package again).
parser=$(swift package --scratch-path "$scratch" show-dependencies --format json \
    | python3 -c 'import json,sys
def walk(p):
    if p["identity"] == "swift-argument-parser": print(p["path"]); sys.exit()
    for d in p["dependencies"]: walk(d)
walk(json.load(sys.stdin))')
swift build -c debug --package-path "$parser" --scratch-path "$scratch/generate-manual" --product generate-manual >/dev/null
manual="$scratch/generate-manual/debug/generate-manual"
pages=$(mktemp -d)
trap 'rm -rf "$pages"' EXIT

# install SOURCE DESTINATION MODE: copy beside the destination, then rename over it.
install_file() {
    mkdir -p "$(dirname "$2")"
    cp "$1" "$2.installing.$$"
    chmod "$3" "$2.installing.$$"
    mv -f "$2.installing.$$" "$2"
}

for tool in "${tools[@]}"; do
    install_file "$bin/$tool" "$prefix/bin/$tool" 755
    "$bin/$tool" --generate-completion-script bash > "$pages/$tool.bash"
    "$bin/$tool" --generate-completion-script zsh > "$pages/$tool.zsh"
    "$bin/$tool" --generate-completion-script fish > "$pages/$tool.fish"
    install_file "$pages/$tool.bash" "$prefix/share/bash-completion/completions/$tool" 644
    install_file "$pages/$tool.zsh" "$prefix/share/zsh/site-functions/_$tool" 644
    install_file "$pages/$tool.fish" "$prefix/share/fish/vendor_completions.d/$tool.fish" 644
    mkdir -p "$pages/man"
    "$manual" "$bin/$tool" --output-directory "$pages/man" >/dev/null
    install_file "$pages/man/$tool.1" "$prefix/share/man/man1/$tool.1" 644
    echo "installed $prefix/bin/$tool ($("$prefix/bin/$tool" --version))"
done
