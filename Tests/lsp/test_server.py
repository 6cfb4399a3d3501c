"""swiftlint-lite lsp, driven as an editor drives it."""
import asyncio

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from conftest import BINARY, open_document


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BINARY, "lsp"]))
async def client(lsp_client: LanguageClient, workspace):
    lsp_client.workspace = workspace
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=types.ClientCapabilities(), root_uri=workspace.as_uri()))
    yield
    await lsp_client.shutdown_session()


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


def apply_edits(text, edits):
    """The text with LSP edits applied (UTF-16 positions, ASCII text here)."""
    lines = text.split("\n")
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line) + 1)
    def offset(position):
        return offsets[position.line] + position.character
    for edit in sorted(edits, key=lambda e: offset(e.range.start), reverse=True):
        text = text[:offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end):]
    return text


def fixed_by_the_cli(text, workspace, name):
    import subprocess
    result = subprocess.run([BINARY, "lint", "--use-stdin", "--stdin-path", str(workspace / name), "--fix", "--quiet"],
                            input=text, capture_output=True, text=True, cwd=workspace)
    return result.stdout


async def test_quick_fix_and_fix_all_make_the_edits_fix_makes(client: LanguageClient):
    text = "let a = 1;\nlet b = 2  \n"
    uri = open_document(client, client.workspace / "E.swift", text)
    found = await next_diagnostics(client, uri)
    semicolon = next(d for d in found if d.code == "trailing_semicolon")
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), range=semicolon.range,
        context=types.CodeActionContext(diagnostics=[semicolon])))
    quick = next(a for a in actions if a.kind == types.CodeActionKind.QuickFix and a.title.startswith("Fix"))
    assert apply_edits(text, quick.edit.changes[uri]) == "let a = 1\nlet b = 2  \n"
    disable = next(a for a in actions if a.title == "Disable trailing_semicolon for this line")
    assert apply_edits(text, disable.edit.changes[uri]).startswith("// swiftlint:disable:next trailing_semicolon\nlet a = 1;")
    fix_all = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)),
        context=types.CodeActionContext(diagnostics=[], only=["source.fixAll"])))
    assert [a.kind for a in fix_all] == ["source.fixAll.swiftlint-lite"]
    assert apply_edits(text, fix_all[0].edit.changes[uri]) == fixed_by_the_cli(text, client.workspace, "E.swift")


async def test_pulled_diagnostics_say_unchanged_until_the_text_changes(client: LanguageClient):
    uri = open_document(client, client.workspace / "F.swift", "let x = 1;\n")
    await next_diagnostics(client, uri)
    first = await client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
        text_document=types.TextDocumentIdentifier(uri=uri)))
    assert first.kind == "full" and {d.code for d in first.items} >= {"trailing_semicolon"}
    again = await client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
        text_document=types.TextDocumentIdentifier(uri=uri), previous_result_id=first.result_id))
    assert again.kind == "unchanged" and again.result_id == first.result_id


async def test_a_changed_configuration_relints_and_a_broken_one_is_reported(client: LanguageClient):
    uri = open_document(client, client.workspace / "G.swift", "let items = [1]\nlet none = items.count == 0\n")
    assert "empty_count" in {d.code for d in await next_diagnostics(client, uri)}
    config = client.workspace / ".swiftlint.yml"
    config.write_text("disabled_rules: [trailing_semicolon]\n")
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=config.as_uri(), type=types.FileChangeType.Changed)]))
    assert "empty_count" not in {d.code for d in await next_diagnostics(client, uri)}
    assert client.diagnostic_refresh_count >= 1
    config.write_text("line_length: {warning: [\n")
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=config.as_uri(), type=types.FileChangeType.Changed)]))
    await client.wait_for_notification(types.WINDOW_SHOW_MESSAGE)
    # Where and what, as the command line says it; the last good configuration stays in use.
    assert ".swiftlint.yml:2:1: error: invalid YAML" in client.messages[-1].message
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text="let x = 1;\n")]))
    assert {d.code for d in await next_diagnostics(client, uri)} == {"identifier_name"}


async def test_hover_and_completion_inside_command_comments(client: LanguageClient):
    text = "// swiftlint:disable:next force_cast\nlet view = thing as! View\n// swiftlint:disable:next trailing_sem\n"
    uri = open_document(client, client.workspace / "H.swift", text)
    await next_diagnostics(client, uri)
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=0, character=30)))
    assert "force_cast" in hover.contents.value and "Force Cast" in hover.contents.value
    assert (hover.range.start.character, hover.range.end.character) == (26, 36)
    nothing = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=1, character=5)))
    assert nothing is None
    completion = await client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=2, character=38)))
    labels = [item.label for item in (completion.items if hasattr(completion, "items") else completion)]
    assert "trailing_semicolon" in labels and "force_cast" not in labels


async def test_a_request_cancelled_while_it_waits_is_answered_as_cancelled(client: LanguageClient):
    # A long document keeps the lint queue busy, so the request is still waiting when its cancel comes.
    text = "let value = [1, 2, 3].map { $0 * 2 };\n" * 5_000
    uri = open_document(client, client.workspace / "Long.swift", text)
    params = types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=uri))
    waiting = client.protocol.send_request(types.TEXT_DOCUMENT_DIAGNOSTIC, params, msg_id="to-cancel")
    client.protocol.notify(types.CANCEL_REQUEST, types.CancelParams(id="to-cancel"))
    with pytest.raises(Exception, match="Request cancelled"):
        await asyncio.wrap_future(waiting)
    # The next request is answered as usual.
    answered = await client.text_document_diagnostic_async(params)
    assert {d.code for d in answered.items} >= {"trailing_semicolon"}
