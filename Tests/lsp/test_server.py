"""swiftlint-lite lsp, driven as an editor drives it."""
import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from conftest import BINARY


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BINARY, "lsp"]))
async def client(lsp_client: LanguageClient, workspace):
    lsp_client.workspace = workspace
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=types.ClientCapabilities(), root_uri=workspace.as_uri()))
    yield
    await lsp_client.shutdown_session()


def open_document(client, path, text, version=1):
    uri = path.as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=version, text=text)))
    return uri


async def next_diagnostics(client, uri):
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return client.diagnostics.get(uri, [])


async def test_typing_updates_the_diagnostics_with_ranges(client: LanguageClient):
    uri = open_document(client, client.workspace / "A.swift", "let items = [1]\nlet none = items.count == 0;\n")
    found = await next_diagnostics(client, uri)
    codes = {d.code for d in found}
    assert {"empty_count", "trailing_semicolon"} <= codes
    empty = next(d for d in found if d.code == "empty_count")
    # The range covers the word `count`, as wide as the finding.
    assert (empty.range.start.line, empty.range.start.character) == (1, 17)
    assert (empty.range.end.line, empty.range.end.character) == (1, 22)
    assert empty.source == "swiftlint-lite"
    # Typing removes the semicolon: an incremental change.
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=1, character=27), end=types.Position(line=1, character=28)),
            text="")]))
    found = await next_diagnostics(client, uri)
    assert "trailing_semicolon" not in {d.code for d in found}


async def test_a_nested_configuration_applies_to_its_folder(client: LanguageClient):
    uri = open_document(client, client.workspace / "Strict" / "B.swift",
                        "let none = items.count == 0;\nlet view = thing as! View\n")
    found = await next_diagnostics(client, uri)
    assert {d.code for d in found} == {"force_cast"}
    assert found[0].severity == types.DiagnosticSeverity.Error


async def test_closing_a_document_clears_its_diagnostics(client: LanguageClient):
    uri = open_document(client, client.workspace / "C.swift", "let x = 1;\n")
    assert await next_diagnostics(client, uri)
    client.text_document_did_close(types.DidCloseTextDocumentParams(
        text_document=types.TextDocumentIdentifier(uri=uri)))
    assert list(await next_diagnostics(client, uri)) == []


async def test_an_unknown_request_is_an_error_and_the_server_goes_on(client: LanguageClient):
    with pytest.raises(Exception, match="Method not found"):
        await client.protocol.send_request_async("swiftlint/noSuchMethod", {})
    uri = open_document(client, client.workspace / "D.swift", "let x = 1;\n")
    assert await next_diagnostics(client, uri)
