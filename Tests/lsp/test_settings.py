"""swiftlint-lite lsp: workspace folders, settings and excluded files, as `lint` has them."""
import pathlib
import urllib.parse

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from conftest import BINARY
from test_server import next_diagnostics, open_document


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BINARY, "lsp"]))
async def client(lsp_client: LanguageClient, tmp_path):
    first, second = tmp_path / "First", tmp_path / "Second"
    for folder in (first, second):
        folder.mkdir()
    (first / ".swiftlint.yml").write_text("only_rules: [trailing_semicolon]\nexcluded: [Generated]\n")
    (second / ".swiftlint.yml").write_text("only_rules: [force_cast]\n")
    (first / "Generated").mkdir()
    lsp_client.folders = (first, second)
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=types.ClientCapabilities(),
        workspace_folders=[types.WorkspaceFolder(uri=first.as_uri(), name="First"),
                           types.WorkspaceFolder(uri=second.as_uri(), name="Second")],
        initialization_options={"strict": True}))
    yield
    await lsp_client.shutdown_session()


async def test_each_workspace_folder_has_its_configuration_and_settings_apply(client: LanguageClient):
    first, second = client.folders
    text = "let view = thing as! View;\n"
    in_first = open_document(client, first / "A.swift", text)
    codes = await next_diagnostics(client, in_first)
    assert {d.code for d in codes} == {"trailing_semicolon"}
    assert all(d.severity == types.DiagnosticSeverity.Error for d in codes), "strict: every finding an error"
    in_second = open_document(client, second / "B.swift", text)
    assert {d.code for d in await next_diagnostics(client, in_second)} == {"force_cast"}


async def test_an_excluded_file_gets_no_diagnostics(client: LanguageClient):
    first, _ = client.folders
    uri = open_document(client, first / "Generated" / "Model.swift", "let x = 1;\n")
    assert list(await next_diagnostics(client, uri)) == []


async def test_changed_settings_relint_open_documents(client: LanguageClient):
    first, _ = client.folders
    uri = open_document(client, first / "C.swift", "let view = thing as! View;\n")
    await next_diagnostics(client, uri)
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(
        settings={"swiftlint-lite": {"onlyRules": ["force_cast"]}}))
    found = await next_diagnostics(client, uri)
    assert {d.code for d in found} == {"force_cast"}
    assert all(d.severity == types.DiagnosticSeverity.Error for d in found), "force_cast is an error by default"


async def test_each_diagnostic_links_its_rule_page(client: LanguageClient):
    first, _ = client.folders
    uri = open_document(client, first / "D.swift", "let x = 1;\n")
    found = await next_diagnostics(client, uri)
    # By default: the rule reference the engine writes, once per version, into the user's cache.
    href = found[0].code_description.href
    assert href.startswith("file://") and href.endswith("/rules/trailing_semicolon.md")
    page = pathlib.Path(urllib.parse.urlparse(href).path)
    assert "trailing_semicolon" in page.read_text() and (page.parent / "README.md").exists()
    # A team's hosted reference instead, through the settings.
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings={"swiftlint-lite": {
        "ruleReference": "https://lint.example.com/rules/{rule}.html"}}))
    found = await next_diagnostics(client, uri)
    assert found[0].code_description.href == "https://lint.example.com/rules/trailing_semicolon.html"
