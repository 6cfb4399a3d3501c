"""Neovim (headless, its built-in LSP client) opens a file of a real package, shows
swiftlint-lite's diagnostics and applies its fix-all."""
import os
import pathlib
import shutil
import subprocess

import pytest

from conftest import BINARY, ROOT

NVIM = shutil.which("nvim")


@pytest.mark.skipif(NVIM is None and not os.environ.get("CI"), reason="Neovim is not installed")
def test_neovim_shows_the_diagnostics_of_a_real_file_and_applies_fix_all(tmp_path):
    assert NVIM, "CI installs Debian's neovim (scripts/install-dependencies.sh)"
    source = ROOT / ".corpora" / "swift-argument-parser" / "Sources" / "ArgumentParser" / "Parsing" / "SplitArguments.swift"
    if not source.exists():
        pytest.skip("swift-argument-parser is not in .corpora (scripts/fetch-corpora.sh)")
    file = tmp_path / "SplitArguments.swift"
    shutil.copy(source, file)
    (tmp_path / ".swiftlint.yml").write_text("only_rules: [line_length, identifier_name, prefer_self_in_static_references, "
                                             "superfluous_else, comment_spacing]\n")
    out, fixed = tmp_path / "diagnostics.txt", tmp_path / "fixed.swift"
    env = dict(os.environ, LSP_FILE=str(file), LSP_OUT=str(out), LSP_FIXED=str(fixed), LSP_BINARY=BINARY,
               HOME=str(tmp_path))
    script = pathlib.Path(__file__).with_name("neovim_diagnostics.lua")
    subprocess.run([NVIM, "--headless", "-u", "NONE", "-i", "NONE", "-c", f"luafile {script}"],
                   env=env, timeout=60, check=True, capture_output=True)
    shown = out.read_text().splitlines()
    assert shown and shown != ["timeout"]
    # The same findings as the command line, at the same places (Neovim counts from 0).
    cli = subprocess.run([BINARY, "lint", "--quiet", "--reporter", "json", str(file)], cwd=tmp_path,
                         capture_output=True, text=True)
    import json
    expected = sorted(f"{d['line'] - 1}:{(d.get('character') or 1) - 1} {d['rule_id']}" for d in json.loads(cli.stdout))
    assert sorted(shown) == expected
    # Fix-all, applied by Neovim to its buffer, is what `--fix` makes of the file.
    by_the_cli = subprocess.run([BINARY, "lint", "--use-stdin", "--stdin-path", str(file), "--fix", "--quiet"],
                                input=file.read_text(), capture_output=True, text=True, cwd=tmp_path).stdout
    assert by_the_cli != file.read_text(), "the rules chosen have something to fix"
    assert fixed.read_text() == by_the_cli
