#!/usr/bin/env bash
# Installs the system libraries the package links (Debian packages), skipping
# what is already there so that a warm machine pays nothing.
set -euo pipefail

packages=(libgit2-dev libcmark-gfm-dev libcmark-gfm-extensions-dev pkg-config)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "installing: ${missing[*]}"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
