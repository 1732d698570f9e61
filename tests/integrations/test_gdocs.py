"""Google Docs on google-api-python-client against a fake of the Docs API on 127.0.0.1 (the
client builds itself from the discovery document it ships with): a section appended per
event, its headline a coloured heading, positions in UTF-16 units; a service account's key
signed and exchanged at a fake token endpoint; rate limiting; refused credentials (not
retried) and a service that is not there."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

import pytest
from fake_servers import FakeServer, Reply, free_port

from openkoi.delivery import DeliveryQueue, Try
from openkoi.errors import ConfigError, IntegrationError
from openkoi.integrations.base import COMPLETE, Result
from openkoi.integrations.gdocs import GoogleDocs, edits

DOC = "1AbCdEfGhIjK"


def result(event: str = COMPLETE, task: str = "Fix the parser 🐟") -> Result:
    return Result(event=event, task_id="t1", title=task, status="done", score=0.9,
                  iterations=2, cost_usd=0.01, files_changed=["parser.py"],
                  findings=["minor: long line (parser.py:3)"], transcript="/x/t1.md", task=task)


def docs(url: str, secret: str = "ya29.access-token", **extra: Any) -> GoogleDocs:
    return GoogleDocs({"document_id": DOC, "base_url": url, **extra}, secret)


def document(end: int) -> dict[str, Reply]:
    return {f"/v1/documents/{DOC}": Reply(200, {"body": {"content": [
        {"endIndex": 1}, {"startIndex": 1, "endIndex": end}]}})}


def run(coro: Any) -> Any:
    return asyncio.run(coro)


def test_appends_a_coloured_section_after_the_documents_text() -> None:
    with FakeServer(Reply(200, {"documentId": DOC, "replies": [{}, {}, {}, {}]}),
                    routes=document(42)) as srv:
        assert run(docs(srv.url).post(result(), "")) == ""
    get, update = srv.requests
    assert get.method == "GET" and get.path.startswith(f"/v1/documents/{DOC}?")
    assert get.headers["authorization"] == "Bearer ya29.access-token"
    assert update.path.startswith(f"/v1/documents/{DOC}:batchUpdate")
    insert, heading, style, normal = update.body["requests"]
    text = insert["insertText"]["text"]
    assert insert["insertText"]["location"] == {"index": 41}
    assert text.startswith("\nDone: Fix the parser 🐟\nStatus: done\nScore: 0.90\n")
    assert "Top findings:\n- minor: long line (parser.py:3)" in text
    # the fish is two UTF-16 units: the heading ends after them
    headline_units = len("Done: Fix the parser ") + 2
    assert style["updateTextStyle"]["range"] == {"startIndex": 42,
                                                 "endIndex": 42 + headline_units}
    colour = style["updateTextStyle"]["textStyle"]["foregroundColor"]["color"]["rgbColor"]
    assert round(colour["green"] * 255) == 0xB6
    assert heading["updateParagraphStyle"]["paragraphStyle"]["namedStyleType"] == "HEADING_2"
    assert normal["updateParagraphStyle"]["range"]["endIndex"] == 41 + len(
        text.encode("utf-16-le")) // 2


def test_an_empty_document_gets_its_first_section_at_the_start() -> None:
    first = edits(1, "#e01e5a", "Failed: x", "Status: failed")
    assert first[0]["insertText"]["location"] == {"index": 1}
    assert first[2]["updateTextStyle"]["range"] == {"startIndex": 2, "endIndex": 11}


def service_account(tmp_path: Path, token_uri: str) -> Path:
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric import rsa

    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                            serialization.NoEncryption()).decode()
    path = tmp_path / "sa.json"
    path.write_text(json.dumps({
        "type": "service_account", "project_id": "p", "private_key_id": "k1",
        "private_key": pem, "client_email": "openkoi@p.iam.gserviceaccount.com",
        "client_id": "1", "token_uri": token_uri}))
    return path


def test_a_service_account_key_is_exchanged_for_a_token(tmp_path: Path) -> None:
    token = Reply(200, {"access_token": "ya29.from-sa", "expires_in": 3600,
                        "token_type": "Bearer"})
    with FakeServer(token, Reply(200, {"documentId": DOC, "replies": []}),
                    routes=document(10)) as srv:
        path = service_account(tmp_path, srv.url + "/token")
        service = docs(srv.url, secret="", service_account_file=str(path))
        service.check("config.toml")
        run(service.post(result(), ""))
    exchange, get, _update = srv.requests
    assert exchange.path == "/token"
    grant = parse_qs(exchange.body)
    assert grant["grant_type"] == ["urn:ietf:params:oauth:grant-type:jwt-bearer"]
    assert get.headers["authorization"] == "Bearer ya29.from-sa"
    # the same key stored as the secret (`openkoi connect gdocs`) works too
    with FakeServer(token, Reply(200, {"replies": []}), routes=document(10)) as srv:
        path = service_account(tmp_path, srv.url + "/token")
        run(docs(srv.url, secret=path.read_text()).post(result(), ""))
    assert srv.requests[1].headers["authorization"] == "Bearer ya29.from-sa"


def test_config_and_credential_errors(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="is not a file"):
        docs("http://x", service_account_file=str(tmp_path / "nope.json")).check("c")
    with pytest.raises(IntegrationError) as none:
        run(docs("http://127.0.0.1:9", secret="").post(result(), ""))
    assert none.value.permanent and none.value.status == 401
    with pytest.raises(IntegrationError) as broken:
        run(docs("http://127.0.0.1:9", secret='{"type": "service_account"}').post(result(), ""))
    assert broken.value.permanent and "unusable" in str(broken.value)


def test_rate_limit_is_retried_as_google_says() -> None:
    limited = Reply(429, {"error": {"code": 429, "message": "Quota exceeded",
                                    "status": "RESOURCE_EXHAUSTED"}},
                    headers={"Retry-After": "0"})
    with FakeServer(limited, Reply(200, {"replies": []}), routes=document(5)) as srv:
        with pytest.raises(IntegrationError) as caught:
            run(docs(srv.url).post(result(), ""))
        seen = run(deliver(docs(srv.url)))
    assert caught.value.retry_after == 0 and not caught.value.permanent
    assert "Quota exceeded" in str(caught.value)
    assert [t.ok for t in seen] == [True]  # the second reply: delivered


def test_refused_token_is_not_retried() -> None:
    refused = Reply(401, {"error": {"code": 401, "message": "Request had invalid "
                                    "authentication credentials.", "status": "UNAUTHENTICATED"}})
    with FakeServer(routes={f"/v1/documents/{DOC}": refused}) as srv:
        seen = run(deliver(docs(srv.url)))
    assert len(seen) == 1 and not seen[0].ok and seen[0].status == 401


def test_unreachable_is_retried_then_given_up() -> None:
    seen = run(deliver(docs(f"http://127.0.0.1:{free_port()}"), tries=2))
    assert [t.ok for t in seen] == [False, False] and "unreachable" in seen[0].error


async def deliver(service: GoogleDocs, tries: int = 3) -> list[Try]:
    seen: list[Try] = []
    box = DeliveryQueue(tries=tries, backoff_s=0.01, max_wait_s=0.05)
    box.put(lambda: service.post(result(), ""), seen.append)
    await box.drain(30)
    return seen
