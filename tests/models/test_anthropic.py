"""The Anthropic Messages wire format, with the official SDK against a local fake server."""

from __future__ import annotations

import asyncio
import dataclasses
import json
from typing import Any

import pytest
from fake_servers import (
    FakeServer,
    Reply,
    anthropic_error,
    anthropic_text,
    anthropic_tool_use,
    free_port,
)

from openkoi.errors import (
    ContextOverflow,
    CredentialError,
    ProviderUnavailable,
    RateLimited,
    UnknownModelError,
)
from openkoi.models.anthropic import SCHEMA_TOOL, AnthropicModel, to_wire
from openkoi.models.base import Delta, Message, ToolSpec
from openkoi.models.providers import builtin_providers
from openkoi.models.retry import RetryingModel, complete_with_pruning
from openkoi.records import ToolCall


def make(server_url: str, model: str = "claude-haiku-4-5", *,
         timeout: float = 5.0) -> AnthropicModel:
    info = dataclasses.replace(builtin_providers()["anthropic"], base_url=server_url)
    return AnthropicModel(info, model, api_key="sk-ant-test", timeout=timeout)


class Sleeps:
    def __init__(self) -> None:
        self.calls: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.calls.append(seconds)


def collect(agen: Any) -> list[Delta]:
    async def run() -> list[Delta]:
        return [d async for d in agen]

    return asyncio.run(run())


USER = [Message("system", "be brief"), Message("system", "use tools"),
        Message("user", "say hi")]
READ = ToolSpec("read_file", "Read a file", {"type": "object",
                                            "properties": {"path": {"type": "string"}}})


def test_streams_text_with_usage_and_request_shape() -> None:
    with FakeServer(Reply(sse=anthropic_text(["Hel", "lo"], usage=(13, 5)))) as srv:
        deltas = collect(make(srv.url).stream(USER, max_tokens=77, stop=["STOP"]))
    assert "".join(d.text for d in deltas) == "Hello"
    last = deltas[-1]
    assert last.finish_reason == "stop"
    assert last.usage is not None
    assert (last.usage.input_tokens, last.usage.output_tokens) == (13, 5)
    assert last.usage.cost_usd == pytest.approx((13 * 1 + 5 * 5) / 1e6)
    req = srv.requests[0]
    assert req.path == "/v1/messages"
    # this SDK version sends the key as a bearer token; older ones used x-api-key
    assert "sk-ant-test" in (req.headers.get("x-api-key") or req.headers["authorization"])
    body = req.body
    assert body["model"] == "claude-haiku-4-5"
    assert body["system"] == "be brief\n\nuse tools"
    assert body["messages"] == [{"role": "user", "content": [{"type": "text",
                                                              "text": "say hi"}]}]
    assert body["max_tokens"] == 77 and body["stop_sequences"] == ["STOP"]
    assert body["stream"] is True


def test_complete_and_temperature_passes_through() -> None:
    with FakeServer(Reply(sse=anthropic_text(["fine"]))) as srv:
        resp = asyncio.run(make(srv.url).complete(USER, temperature=0.3))
    assert resp.text == "fine" and resp.model == "anthropic/claude-haiku-4-5"
    assert srv.requests[0].body["temperature"] == 0.3


def test_tool_use_stream_becomes_tool_calls() -> None:
    calls = [("toolu_1", "read_file", '{"path": "a.py"}'),
             ("toolu_2", "read_file", '{"path": "b.py"}')]
    with FakeServer(Reply(sse=anthropic_tool_use(calls, text="Reading."))) as srv:
        resp = asyncio.run(make(srv.url).complete(USER, tools=[READ]))
    assert resp.text == "Reading." and resp.finish_reason == "tool_calls"
    assert [(c.id, c.name, c.arguments) for c in resp.tool_calls] == [
        ("toolu_1", "read_file", {"path": "a.py"}), ("toolu_2", "read_file", {"path": "b.py"})]
    assert resp.usage.input_tokens == 30 and resp.usage.output_tokens == 12
    body = srv.requests[0].body
    assert body["tools"] == [{"name": "read_file", "description": "Read a file",
                              "input_schema": READ.parameters}]
    assert "tool_choice" not in body


def test_tool_history_maps_to_tool_use_and_merged_tool_results() -> None:
    history = [
        Message("system", "sys"), Message("user", "task"),
        Message("assistant", "Let me look.", tool_calls=[
            ToolCall("t1", "read_file", {"path": "a"}),
            ToolCall("t2", "read_file", {"path": "b"})]),
        Message("tool", "A", tool_call_id="t1", name="read_file"),
        Message("tool", "B", tool_call_id="t2", name="read_file"),
        Message("user", "go on"),
    ]
    system, wire = to_wire(history)
    assert system == "sys"
    assert wire == [
        {"role": "user", "content": [{"type": "text", "text": "task"}]},
        {"role": "assistant", "content": [
            {"type": "text", "text": "Let me look."},
            {"type": "tool_use", "id": "t1", "name": "read_file", "input": {"path": "a"}},
            {"type": "tool_use", "id": "t2", "name": "read_file", "input": {"path": "b"}}]},
        {"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": "t1", "content": "A"},
            {"type": "tool_result", "tool_use_id": "t2", "content": "B"},
            {"type": "text", "text": "go on"}]},
    ]


def test_schema_via_forced_tool_lands_in_text_and_parsed() -> None:
    schema = {"type": "object", "properties": {"score": {"type": "number"}},
              "required": ["score"]}
    events = anthropic_tool_use([("toolu_9", SCHEMA_TOOL, '{"score": 0.75}')])
    with FakeServer(Reply(sse=events)) as srv:
        resp = asyncio.run(make(srv.url).complete(USER, schema=schema))
    assert resp.parsed == {"score": 0.75}
    assert json.loads(resp.text) == {"score": 0.75}
    assert resp.tool_calls == [] and resp.finish_reason == "stop"
    body = srv.requests[0].body
    assert body["tool_choice"] == {"type": "tool", "name": SCHEMA_TOOL}
    assert body["tools"] == [{"name": SCHEMA_TOOL, "input_schema": schema}]


def test_schema_with_tools_lets_the_model_pick_any_tool() -> None:
    events = anthropic_tool_use([("toolu_1", "read_file", '{"path": "x"}')])
    with FakeServer(Reply(sse=events)) as srv:
        resp = asyncio.run(make(srv.url).complete(USER, tools=[READ],
                                                  schema={"type": "object"}))
    assert resp.tool_calls[0].name == "read_file" and resp.parsed is None
    assert srv.requests[0].body["tool_choice"] == {"type": "any"}


def test_non_object_schema_is_wrapped_and_unwrapped() -> None:
    events = anthropic_tool_use([("toolu_1", SCHEMA_TOOL, '{"value": [1, 2]}')])
    with FakeServer(Reply(sse=events)) as srv:
        resp = asyncio.run(make(srv.url).complete(USER, schema={"type": "array"}))
    assert json.loads(resp.text) == [1, 2]
    assert srv.requests[0].body["tools"][0]["input_schema"]["required"] == ["value"]


def test_429_retry_after_then_success() -> None:
    sleeps = Sleeps()
    with FakeServer(anthropic_error(429, "rate_limit_error", "Number of requests exceeded",
                                    headers={"retry-after": "3"}),
                    Reply(sse=anthropic_text(["ok"]))) as srv:
        resp = asyncio.run(RetryingModel(make(srv.url), sleep=sleeps).complete(USER))
    assert resp.text == "ok" and sleeps.calls == [3.0] and len(srv.requests) == 2


def test_retry_after_is_capped() -> None:
    sleeps = Sleeps()
    with FakeServer(anthropic_error(429, "rate_limit_error", "slow",
                                    headers={"retry-after": "500"}),
                    Reply(sse=anthropic_text(["ok"]))) as srv:
        asyncio.run(RetryingModel(make(srv.url), sleep=sleeps, max_delay=10).complete(USER))
    assert sleeps.calls == [10.0]


def test_overloaded_529_then_success() -> None:
    sleeps = Sleeps()
    with FakeServer(anthropic_error(529, "overloaded_error", "Overloaded"),
                    Reply(sse=anthropic_text(["ok"]))) as srv:
        resp = asyncio.run(RetryingModel(make(srv.url), sleep=sleeps,
                                         rng=lambda: 0.5).complete(USER))
    assert resp.text == "ok" and sleeps.calls == [0.5]


def test_overloaded_error_event_mid_stream_is_unavailable() -> None:
    events = [("error", {"type": "error", "error": {"type": "overloaded_error",
                                                   "message": "Overloaded"}})]
    with FakeServer(Reply(sse=events)) as srv, pytest.raises(ProviderUnavailable):
        asyncio.run(make(srv.url).complete(USER))


def test_rate_limit_without_retries_surfaces_rate_limited() -> None:
    with (
        FakeServer(anthropic_error(429, "rate_limit_error", "slow down",
                                   headers={"retry-after": "1"})) as srv,
        pytest.raises(RateLimited) as err,
    ):
        asyncio.run(RetryingModel(make(srv.url), max_attempts=1).complete(USER))
    assert err.value.retry_after == 1.0


def test_401_is_credential_error_not_retried() -> None:
    sleeps = Sleeps()
    with (
        FakeServer(anthropic_error(401, "authentication_error", "invalid x-api-key")) as srv,
        pytest.raises(CredentialError) as err,
    ):
        asyncio.run(RetryingModel(make(srv.url), sleep=sleeps).complete(USER))
    assert "ANTHROPIC_API_KEY" in (err.value.hint or "")
    assert sleeps.calls == [] and len(srv.requests) == 1


def test_404_model_is_unknown_model() -> None:
    with (
        FakeServer(anthropic_error(404, "not_found_error", "model: claude-9")) as srv,
        pytest.raises(UnknownModelError),
    ):
        asyncio.run(make(srv.url).complete(USER))


def test_prompt_too_long_is_overflow_and_pruning_recovers() -> None:
    convo = [Message("system", "sys"), Message("user", "task")]
    for i in range(3):
        convo.append(Message("assistant", "", tool_calls=[ToolCall(f"t{i}", "read_file", {})]))
        convo.append(Message("tool", "y" * 3000, tool_call_id=f"t{i}", name="read_file"))
    convo.append(Message("user", "finish"))
    too_long = anthropic_error(400, "invalid_request_error",
                               "prompt is too long: 210000 tokens > 200000 maximum")
    with FakeServer(too_long, too_long, Reply(sse=anthropic_text(["done"]))) as srv:
        with pytest.raises(ContextOverflow):
            asyncio.run(make(srv.url).complete(convo))
        resp = asyncio.run(complete_with_pruning(make(srv.url), convo))
    assert resp.text == "done"
    sent = srv.requests[-1].body["messages"]
    results = [b for m in sent for b in m["content"] if b["type"] == "tool_result"]
    assert any("context window" in b["content"] for b in results)


def test_timeout_is_provider_unavailable() -> None:
    with (
        FakeServer(Reply(sse=anthropic_text(["late"]), delay=1.0)) as srv,
        pytest.raises(ProviderUnavailable),
    ):
        asyncio.run(make(srv.url, timeout=0.2).complete(USER))


def test_connection_refused_is_provider_unavailable() -> None:
    with pytest.raises(ProviderUnavailable):
        asyncio.run(make(f"http://127.0.0.1:{free_port()}").complete(USER))


def test_connection_dropped_mid_stream_is_provider_unavailable() -> None:
    events = anthropic_text(["a", "b"])[:3]  # then the server hangs up early
    with (
        FakeServer(Reply(sse=events, headers={"Content-Length": "100000"})) as srv,
        pytest.raises(ProviderUnavailable) as err,
    ):
        asyncio.run(make(srv.url).complete(USER))
    assert "connection to anthropic" in str(err.value)
