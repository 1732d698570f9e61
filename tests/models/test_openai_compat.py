"""The OpenAI wire format, with the official SDK against a local fake server."""

from __future__ import annotations

import asyncio
import dataclasses
from typing import Any

import pytest
from fake_servers import (
    FakeServer,
    Reply,
    free_port,
    openai_error,
    openai_text,
    openai_tool_calls,
)

from openkoi.errors import (
    ContextOverflow,
    CredentialError,
    ModelOutputError,
    ProviderUnavailable,
    RateLimited,
    UnknownModelError,
)
from openkoi.models.base import Delta, Message, ToolSpec
from openkoi.models.openai_compat import OpenAICompatModel
from openkoi.models.providers import ProviderInfo, builtin_providers
from openkoi.models.retry import RetryingModel, complete_with_pruning
from openkoi.records import ToolCall


def provider(name: str, url: str) -> ProviderInfo:
    return dataclasses.replace(builtin_providers()[name], base_url=url + "/v1")


def make(server: FakeServer, model: str = "gpt-4o-mini", *, name: str = "openai",
         timeout: float = 5.0) -> OpenAICompatModel:
    return OpenAICompatModel(provider(name, server.url), model, api_key="sk-test",
                             timeout=timeout)


def collect(agen: Any) -> list[Delta]:
    async def run() -> list[Delta]:
        return [d async for d in agen]

    return asyncio.run(run())


class Sleeps:
    def __init__(self) -> None:
        self.calls: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.calls.append(seconds)


USER = [Message("system", "be brief"), Message("user", "say hi")]
READ = ToolSpec("read_file", "Read a file", {"type": "object",
                                            "properties": {"path": {"type": "string"}}})


def test_streams_text_then_usage_and_sends_the_right_request() -> None:
    with FakeServer(Reply(sse=openai_text(["Hel", "lo", "!"]))) as srv:
        deltas = collect(make(srv).stream(USER, max_tokens=50, stop=["END"]))
    assert [d.text for d in deltas[:-1]] == ["Hel", "lo", "!"]
    last = deltas[-1]
    assert last.finish_reason == "stop" and last.tool_calls == []
    assert last.usage is not None
    assert (last.usage.input_tokens, last.usage.output_tokens) == (11, 7)
    assert last.usage.cost_usd == pytest.approx((11 * 0.15 + 7 * 0.6) / 1e6)
    req = srv.requests[0]
    assert req.path == "/v1/chat/completions"
    assert req.headers["authorization"] == "Bearer sk-test"
    assert req.body["model"] == "gpt-4o-mini" and req.body["stream"] is True
    assert req.body["stream_options"] == {"include_usage": True}
    assert req.body["max_completion_tokens"] == 50 and "max_tokens" not in req.body
    assert req.body["stop"] == ["END"]
    assert req.body["messages"] == [{"role": "system", "content": "be brief"},
                                    {"role": "user", "content": "say hi"}]


def test_complete_collects_a_response() -> None:
    seen: list[Delta] = []
    with FakeServer(Reply(sse=openai_text(["a", "b"], usage=(3, 2)))) as srv:
        resp = asyncio.run(make(srv).complete(USER, on_delta=seen.append))
    assert resp.text == "ab" and resp.finish_reason == "stop"
    assert resp.model == "openai/gpt-4o-mini"
    assert resp.usage.total_tokens == 5 and resp.usage.calls == 1
    assert len(seen) == 3


def test_streamed_tool_calls_are_accumulated_and_parsed() -> None:
    calls = [("call_1", "read_file", '{"path": "src/app.py"}'),
             ("call_2", "read_file", '{"path": "README.md"}')]
    history = USER + [
        Message("assistant", "", tool_calls=[ToolCall("c0", "read_file", {"path": "a"})]),
        Message("tool", "contents of a", tool_call_id="c0", name="read_file"),
    ]
    with FakeServer(Reply(sse=openai_tool_calls(calls, text="Looking."))) as srv:
        resp = asyncio.run(make(srv).complete(history, tools=[READ]))
    assert resp.text == "Looking."
    assert resp.finish_reason == "tool_calls"
    assert [(c.id, c.name, c.arguments) for c in resp.tool_calls] == [
        ("call_1", "read_file", {"path": "src/app.py"}),
        ("call_2", "read_file", {"path": "README.md"}),
    ]
    body = srv.requests[0].body
    assert body["tools"] == [{"type": "function", "function": {
        "name": "read_file", "description": "Read a file", "parameters": READ.parameters}}]
    assert body["messages"][2] == {"role": "assistant", "content": None, "tool_calls": [{
        "id": "c0", "type": "function",
        "function": {"name": "read_file", "arguments": '{"path": "a"}'}}]}
    assert body["messages"][3] == {"role": "tool", "tool_call_id": "c0",
                                   "content": "contents of a"}


def test_tool_call_arguments_that_are_not_json_raise_model_output_error() -> None:
    with (
        FakeServer(Reply(sse=openai_tool_calls([("c", "read_file", "not json at all")]))) as s,
        pytest.raises(ModelOutputError) as err,
    ):
        asyncio.run(make(s).complete(USER, tools=[READ]))
    assert err.value.raw == "not json at all"


def test_schema_uses_json_schema_response_format_and_parses() -> None:
    schema = {"type": "object", "properties": {"score": {"type": "number"}}}
    with FakeServer(Reply(sse=openai_text(['{"score"', ': 0.9}']))) as srv:
        resp = asyncio.run(make(srv).complete(USER, schema=schema))
    assert resp.parsed == {"score": 0.9}
    assert srv.requests[0].body["response_format"] == {"type": "json_schema", "json_schema": {
        "name": "response", "schema": schema, "strict": False}}


def test_provider_without_json_schema_gets_json_mode() -> None:
    with FakeServer(Reply(sse=openai_text(['{"a": 1}']))) as srv:
        model = make(srv, "deepseek-chat", name="deepseek")
        resp = asyncio.run(model.complete(USER, schema={"type": "object"}, temperature=0.2))
    assert resp.parsed == {"a": 1}
    body = srv.requests[0].body
    assert body["response_format"] == {"type": "json_object"}
    assert body["max_tokens"] == 1024 and body["temperature"] == 0.2
    assert not model.capabilities.json_schema


def test_reasoning_model_gets_no_temperature() -> None:
    with FakeServer(Reply(sse=openai_text(["x"]))) as srv:
        asyncio.run(make(srv, "o3").complete(USER, temperature=0.7))
    assert "temperature" not in srv.requests[0].body


def test_missing_usage_is_estimated() -> None:
    with FakeServer(Reply(sse=openai_text(["12345678"], usage=None))) as srv:
        resp = asyncio.run(make(srv, "qwen2.5-coder", name="ollama").complete(USER))
    assert resp.usage.output_tokens == 2
    assert resp.usage.input_tokens > 0
    assert srv.requests[0].headers["authorization"] == "Bearer sk-test"


def test_rate_limit_honours_retry_after_then_succeeds() -> None:
    sleeps = Sleeps()
    with FakeServer(openai_error(429, "Rate limit reached", code="rate_limit_exceeded",
                                 headers={"Retry-After": "2"}),
                    Reply(sse=openai_text(["ok"]))) as srv:
        model = RetryingModel(make(srv), sleep=sleeps, rng=lambda: 0.5)
        resp = asyncio.run(model.complete(USER))
    assert resp.text == "ok"
    assert sleeps.calls == [2.0]
    assert len(srv.requests) == 2


def test_rate_limit_error_carries_retry_after() -> None:
    with (
        FakeServer(openai_error(429, "slow down", headers={"retry-after-ms": "1500"})) as srv,
        pytest.raises(RateLimited) as err,
    ):
        asyncio.run(make(srv).complete(USER))
    assert err.value.retry_after == 1.5 and err.value.provider == "openai"


def test_server_error_is_retried_with_jittered_backoff() -> None:
    sleeps = Sleeps()
    with FakeServer(openai_error(500, "internal", etype="server_error"),
                    openai_error(503, "overloaded", etype="server_error"),
                    Reply(sse=openai_text(["fine"]))) as srv:
        model = RetryingModel(make(srv), sleep=sleeps, rng=lambda: 0.25, base_delay=2.0)
        resp = asyncio.run(model.complete(USER))
    assert resp.text == "fine"
    assert sleeps.calls == [0.5, 1.0]  # rng * base * 2**attempt


def test_server_errors_give_up_after_max_attempts() -> None:
    sleeps = Sleeps()
    with FakeServer(*[openai_error(502, "bad gateway")] * 3) as srv:
        model = RetryingModel(make(srv), sleep=sleeps, max_attempts=3)
        with pytest.raises(ProviderUnavailable) as err:
            asyncio.run(model.complete(USER))
    assert err.value.status == 502 and len(srv.requests) == 3 and len(sleeps.calls) == 2


def test_bad_key_is_a_credential_error_and_not_retried() -> None:
    sleeps = Sleeps()
    with FakeServer(openai_error(401, "Incorrect API key provided: sk-test",
                                 code="invalid_api_key")) as srv:
        model = RetryingModel(make(srv), sleep=sleeps)
        with pytest.raises(CredentialError) as err:
            asyncio.run(model.complete(USER))
    assert err.value.provider == "openai" and "OPENAI_API_KEY" in (err.value.hint or "")
    assert len(srv.requests) == 1 and sleeps.calls == []


def test_unknown_model_404() -> None:
    with FakeServer(openai_error(404, "The model `gpt-9` does not exist",
                                 code="model_not_found")) as srv, pytest.raises(UnknownModelError):
        asyncio.run(RetryingModel(make(srv)).complete(USER))
    assert len(srv.requests) == 1


@pytest.mark.parametrize("message", [
    "This model's maximum context length is 128000 tokens. However, your messages resulted "
    "in 130000 tokens. Please reduce the length of the messages.",
    "the request exceeds the available context size, try increasing it",
])
def test_context_overflow_is_detected_and_not_retried(message: str) -> None:
    sleeps = Sleeps()
    with (
        FakeServer(openai_error(400, message, code="context_length_exceeded")) as srv,
        pytest.raises(ContextOverflow),
    ):
        asyncio.run(RetryingModel(make(srv), sleep=sleeps).complete(USER))
    assert sleeps.calls == []


def test_overflow_prunes_old_tool_output_then_succeeds() -> None:
    big = "x" * 5000
    convo = [Message("system", "sys"), Message("user", "task")]
    for i in range(4):
        convo.append(Message("assistant", "", tool_calls=[ToolCall(f"c{i}", "read_file", {})]))
        convo.append(Message("tool", big, tool_call_id=f"c{i}", name="read_file"))
    convo.append(Message("user", "now finish"))
    with FakeServer(openai_error(400, "maximum context length is 8192 tokens"),
                    Reply(sse=openai_text(["done"]))) as srv:
        resp = asyncio.run(complete_with_pruning(RetryingModel(make(srv)), convo))
    assert resp.text == "done"
    first, second = (r.body["messages"] for r in srv.requests)
    assert len(first) == len(second)
    assert sum(len(m["content"] or "") for m in second) < sum(
        len(m["content"] or "") for m in first)
    assert second[-1] == {"role": "user", "content": "now finish"}
    assert second[3]["content"] != big and "context window" in second[3]["content"]


def test_timeout_is_provider_unavailable() -> None:
    with (
        FakeServer(Reply(sse=openai_text(["late"]), delay=1.0)) as srv,
        pytest.raises(ProviderUnavailable) as err,
    ):
        asyncio.run(make(srv, timeout=0.2).complete(USER))
    assert "0.2s" in str(err.value)


def test_connection_refused_is_provider_unavailable() -> None:
    info = dataclasses.replace(builtin_providers()["ollama"],
                               base_url=f"http://127.0.0.1:{free_port()}/v1")
    model = OpenAICompatModel(info, "qwen2.5-coder", api_key=None, timeout=2.0)
    with pytest.raises(ProviderUnavailable) as err:
        asyncio.run(model.complete(USER))
    assert err.value.hint == "start it with: ollama serve"


def test_error_after_text_started_is_not_retried() -> None:
    sleeps = Sleeps()
    events = openai_text(["partial"])[:2] + [
        (None, {"error": {"message": "upstream died", "type": "server_error"}})]
    with FakeServer(Reply(sse=events), Reply(sse=openai_text(["again"]))) as srv:
        model = RetryingModel(make(srv), sleep=sleeps)
        got: list[str] = []

        async def run() -> None:
            async for d in model.stream(USER):
                got.append(d.text)

        with pytest.raises(ProviderUnavailable):
            asyncio.run(run())
    assert got == ["partial"]
    assert sleeps.calls == [] and len(srv.requests) == 1


def test_error_before_any_output_in_a_stream_is_retried() -> None:
    sleeps = Sleeps()
    events = [(None, {"error": {"message": "overloaded", "type": "server_error"}})]
    with FakeServer(Reply(sse=events), Reply(sse=openai_text(["ok"]))) as srv:
        deltas = collect(RetryingModel(make(srv), sleep=sleeps, rng=lambda: 0.0).stream(USER))
    assert "".join(d.text for d in deltas) == "ok"
    assert sleeps.calls == [0.0] and len(srv.requests) == 2


def test_connection_dropped_mid_stream_is_provider_unavailable() -> None:
    events = openai_text(["a", "b"])[:3]  # then the server hangs up early
    with (
        FakeServer(Reply(sse=events, headers={"Content-Length": "100000"})) as srv,
        pytest.raises(ProviderUnavailable) as err,
    ):
        asyncio.run(make(srv).complete(USER))
    assert "connection to openai" in str(err.value)


def test_cached_prompt_tokens_are_read_from_the_usage() -> None:
    events = openai_text(["a"], usage=(300, 2))
    events[-2][1]["usage"]["prompt_tokens_details"] = {"cached_tokens": 256}
    with FakeServer(Reply(sse=events)) as srv:
        resp = asyncio.run(make(srv).complete(USER))
    assert (resp.usage.input_tokens, resp.usage.cached_tokens) == (300, 256)
