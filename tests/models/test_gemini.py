"""Gemini on google-genai against a fake Gemini API on 127.0.0.1 (the real SDK, its base_url
pointed at the fake): streaming text, tool calls both ways, schema output, usage, and the
errors as Gemini words them (429 with Retry-After, 5xx, a context overflow, a bad key)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from fake_servers import FakeServer, Reply

from openkoi.config import Paths, Settings
from openkoi.errors import ContextOverflow, CredentialError, ProviderUnavailable, RateLimited
from openkoi.models.base import Message, ToolSpec
from openkoi.models.gemini import GeminiModel
from openkoi.models.providers import builtin_providers
from openkoi.models.registry import resolve_model
from openkoi.records import ToolCall

GOOGLE = builtin_providers()["google"]


def chunk(parts: list[dict[str, Any]], finish: str | None = None,
          usage: tuple[int, int] | None = None) -> tuple[None, dict[str, Any]]:
    cand: dict[str, Any] = {"content": {"role": "model", "parts": parts}, "index": 0}
    if finish:
        cand["finishReason"] = finish
    body: dict[str, Any] = {"candidates": [cand], "modelVersion": "gemini-2.5-flash"}
    if usage:
        body["usageMetadata"] = {"promptTokenCount": usage[0], "candidatesTokenCount": usage[1],
                                 "totalTokenCount": sum(usage)}
    return (None, body)


def error(status: int, message: str, code: str, **headers: str) -> Reply:
    return Reply(status, {"error": {"code": status, "message": message, "status": code}},
                 headers=headers)


def model(url: str) -> GeminiModel:
    return GeminiModel(GOOGLE, "gemini-2.5-flash", api_key="g-key-123456789", base_url=url)


def test_streams_text_with_usage_and_sends_the_conversation() -> None:
    replies = Reply(sse=[chunk([{"text": "Hel"}]), chunk([{"text": "lo"}], "STOP", (9, 2))])
    with FakeServer(replies) as server:
        m = model(server.url)
        texts: list[str] = []
        messages = [Message("system", "be brief"), Message("user", "hi"),
                    Message("assistant", "", tool_calls=[ToolCall("c1", "ls", {"path": "."})]),
                    Message("tool", "a.py", tool_call_id="c1", name="ls")]
        out = asyncio.run(m.complete(messages, on_delta=lambda d: texts.append(d.text)))
    assert out.text == "Hello" and "Hel" in texts and out.finish_reason == "stop"
    assert (out.usage.input_tokens, out.usage.output_tokens) == (9, 2)
    assert out.usage.cost_usd > 0
    sent = server.requests[0]
    assert "/models/gemini-2.5-flash:streamGenerateContent" in sent.path
    assert sent.headers["x-goog-api-key"] == "g-key-123456789"
    body = sent.body
    assert body["systemInstruction"]["parts"][0]["text"] == "be brief"
    roles = [c["role"] for c in body["contents"]]
    assert roles == ["user", "model", "user"]
    assert body["contents"][1]["parts"][0]["functionCall"]["name"] == "ls"
    reply = body["contents"][2]["parts"][0]["functionResponse"]
    assert reply["name"] == "ls" and reply["response"] == {"result": "a.py"}


def test_tool_calls_come_back_parsed_with_their_signature_kept() -> None:
    call = {"functionCall": {"name": "read_file", "args": {"path": "x.py"}, "id": "fc-1"},
            "thoughtSignature": "c2lnbmVk"}
    with FakeServer(Reply(sse=[chunk([call], "STOP", (5, 3))]),
                    Reply(sse=[chunk([{"text": "done"}], "STOP", (8, 1))])) as server:
        m = model(server.url)
        tools = [ToolSpec("read_file", "read a file",
                          {"type": "object", "properties": {"path": {"type": "string"}}})]
        first = asyncio.run(m.complete([Message("user", "read x.py")], tools=tools))
        assert first.finish_reason == "tool_calls"
        assert first.tool_calls == [ToolCall("fc-1", "read_file", {"path": "x.py"})]
        follow = [Message("user", "read x.py"),
                  Message("assistant", "", tool_calls=first.tool_calls),
                  Message("tool", "print(1)", tool_call_id="fc-1", name="read_file")]
        asyncio.run(m.complete(follow, tools=tools))
    decl = server.requests[0].body["tools"][0]["functionDeclarations"][0]
    schema = decl.get("parametersJsonSchema") or decl["parameters_json_schema"]  # SDK's spelling
    assert decl["name"] == "read_file" and schema["type"] == "object"
    echoed = server.requests[1].body["contents"][1]["parts"][0]
    assert echoed["thoughtSignature"] == "c2lnbmVk"  # the signature goes back with the call


def test_a_schema_asks_for_json_and_parses_it() -> None:
    with FakeServer(Reply(sse=[chunk([{"text": '{"ok": true}'}], "STOP", (3, 4))])) as server:
        out = asyncio.run(model(server.url).complete(
            [Message("user", "ok?")], schema={"type": "object",
                                             "properties": {"ok": {"type": "boolean"}}}))
    assert out.parsed == {"ok": True}
    cfg = server.requests[0].body["generationConfig"]
    assert cfg["responseMimeType"] == "application/json"
    assert cfg["responseJsonSchema"]["properties"]["ok"]["type"] == "boolean"


def test_max_tokens_is_a_length_finish() -> None:
    with FakeServer(Reply(sse=[chunk([{"text": "abc"}], "MAX_TOKENS", (3, 4))])) as server:
        out = asyncio.run(model(server.url).complete([Message("user", "x")], max_tokens=4))
    assert out.finish_reason == "length"
    assert server.requests[0].body["generationConfig"]["maxOutputTokens"] == 4


@pytest.mark.parametrize(("reply", "kind"), [
    (error(429, "Resource has been exhausted (e.g. check quota).", "RESOURCE_EXHAUSTED",
           **{"Retry-After": "3"}), RateLimited),
    (error(503, "The model is overloaded. Please try again later.", "UNAVAILABLE"),
     ProviderUnavailable),
    (error(400, "The input token count (1200000) exceeds the maximum number of tokens "
                "allowed (1048576).", "INVALID_ARGUMENT"), ContextOverflow),
    (error(400, "API key not valid. Please pass a valid API key.", "INVALID_ARGUMENT"),
     CredentialError),
])
def test_errors_as_gemini_words_them(reply: Reply, kind: type[Exception]) -> None:
    with FakeServer(reply) as server, pytest.raises(kind) as info:
        asyncio.run(model(server.url).complete([Message("user", "x")]))
    if isinstance(info.value, RateLimited):
        assert info.value.retry_after == 3.0
    assert len(server.requests) == 1  # the SDK itself does not retry


def test_the_registry_builds_gemini_for_google(tmp_path: Any) -> None:
    paths = Paths.from_env({"OPENKOI_HOME": str(tmp_path)})
    m = resolve_model("google/gemini-2.5-flash", Settings(), paths,
                      env={"GEMINI_API_KEY": "g-key-123456789"})
    assert m.id == "google/gemini-2.5-flash"
    assert type(m.inner).__name__ == "GeminiModel"  # type: ignore[attr-defined]
