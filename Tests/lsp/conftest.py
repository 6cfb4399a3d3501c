"""The swiftlint-lite language server under a real LSP client (pytest-lsp, over pygls).

Run by scripts/test.sh: `python3 -m pytest Tests/lsp -q`. SWIFTLINT_LITE names the binary
(default: the debug build, .build/debug/swiftlint-lite)."""
import os
import pathlib

import pytest
from lsprotocol import types

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("SWIFTLINT_LITE", str(ROOT / ".build" / "debug" / "swiftlint-lite"))


def pytest_configure(config):
    # The servers write their rule reference (the diagnostics' links) here, not in the user's cache.
    os.environ["XDG_CACHE_HOME"] = str(pathlib.Path(config.rootpath) / ".build" / "lsp-test-cache")
    config.option.asyncio_mode = "auto"
    config.option.asyncio_default_fixture_loop_scope = "function"


@pytest.fixture
def workspace(tmp_path):
    """A folder with a configuration of its own and a nested one."""
    (tmp_path / ".swiftlint.yml").write_text("opt_in_rules: [empty_count]\n")
    (tmp_path / "Strict").mkdir()
    (tmp_path / "Strict" / ".swiftlint.yml").write_text("only_rules: [force_cast]\n")
    return tmp_path


def open_document(client, path, text, version=1):
    """Opens `path` with `text` in the server, as an editor does; returns its URI."""
    uri = path.as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=version, text=text)))
    return uri
