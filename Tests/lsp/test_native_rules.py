"""A team's own rules (native_rules) in the editor: the server hands the session to the
team's linter at `initialize`, and to the rebuilt one when a rule is saved.

Needs a workspace whose configuration names a rules package, and the environment that
builds its linter: scripts/check-native-rules.sh sets NATIVE_RULES_WORKSPACE (and the
build's variables) and runs this file; without it the tests are skipped."""
import os
import pathlib
import urllib.parse

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from conftest import BINARY, open_document

WORKSPACE = os.environ.get("NATIVE_RULES_WORKSPACE")
pytestmark = pytest.mark.skipif(not WORKSPACE, reason="scripts/check-native-rules.sh runs these")
# The team's linter is built (and rebuilt) in the cache the script uses, not the one conftest sets.
ENVIRONMENT = {**os.environ, "XDG_CACHE_HOME": os.environ.get("NATIVE_RULES_CACHE", "")}


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BINARY, "lsp"], server_env=ENVIRONMENT))
async def client(lsp_client: LanguageClient):
    # The workspace is the team's, with its configuration: the server reads it at `initialize`.
    lsp_client.workspace = pathlib.Path(WORKSPACE)
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=types.ClientCapabilities(), root_uri=lsp_client.workspace.as_uri()))
    yield
    await lsp_client.shutdown_session()


async def diagnostics_of(client, uri, rule):
    """The document's diagnostics of `rule`, waiting until there are some (a rebuild takes a while)."""
    for _ in range(40):
        await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        found = [d for d in client.diagnostics.get(uri, []) if d.code == rule]
        if found:
            return found
    return []


async def test_the_teams_rule_reports_in_the_editor_and_follows_an_edited_rule(client: LanguageClient):
    uri = open_document(client, client.workspace / "Sources" / "Greeter" / "Scratch.swift", 'func f() {\n    print("x")\n}\n')
    found = await diagnostics_of(client, uri, "no_print")
    assert found and found[0].range.start.line == 1, client.diagnostics.get(uri)
    assert "logger" in found[0].message
    # Its link is the rule's own page, made from its description.
    page = pathlib.Path(urllib.parse.urlparse(found[0].code_description.href).path)
    assert page.name == "no_print.md" and "No print" in page.read_text(), found[0].code_description

    # The rule's message changes and the file is saved: the server rebuilds the team's
    # linter, hands the session over, and the open document is linted by the new rule.
    rule = client.workspace / "LintRules" / "Sources" / "LintRules" / "NoPrintRule.swift"
    original = rule.read_text()
    try:
        rule.write_text(original.replace('"Log through the logger, not `print`"', '"Use os.Logger, not `print`"'))
        client.text_document_did_save(types.DidSaveTextDocumentParams(
            text_document=types.TextDocumentIdentifier(uri=rule.as_uri())))
        for _ in range(40):
            found = await diagnostics_of(client, uri, "no_print")
            if found and "os.Logger" in found[0].message:
                break
        assert found and "os.Logger" in found[0].message, found
    finally:
        rule.write_text(original)
