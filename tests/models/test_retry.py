"""The retry layer, failure classification and overflow pruning, with in-process models."""

from __future__ import annotations

import asyncio
import email.utils
from collections.abc import AsyncIterator
from typing import Any

import pytest

from openkoi.errors import (
    ContextOverflow,
    CredentialError,
    ProviderError,
    ProviderUnavailable,
    RateLimited,
    UnknownModelError,
)
from openkoi.models.base import Delta, Message, Model, ToolSpec
from openkoi.models.retry import (
    RetryingModel,
    classify_http_error,
    complete_with_pruning,
    error_details,
    is_context_overflow,
    parse_retry_after,
    prune_messages,
)
from openkoi.records import ToolCall, Usage


class Flaky(Model):
    """Raises the queued errors one call at a time, then answers; optionally after output."""

    id = "test/flaky"

    def __init__(self, errors: list[Exception], *, fail_after_output: bool = False) -> None:
        self.errors = list(errors)
        self.calls = 0
        self.fail_after_output = fail_after_output
        self.seen: list[list[Message]] = []

    async def stream(
        self, messages: list[Message], *, tools: list[ToolSpec] | None = None,
        schema: dict[str, Any] | None = None, max_tokens: int = 1024,
        stop: list[str] | None = None, temperature: float | None = None,
    ) -> AsyncIterator[Delta]:
        self.calls += 1
        self.seen.append(list(messages))
        if self.errors:
            err = self.errors.pop(0)
            if self.fail_after_output:
                yield Delta(text="partial")
            raise err
        yield Delta(text="ok")
        yield Delta(usage=Usage(3, 1), finish_reason="stop")


class Sleeps:
    def __init__(self) -> None:
        self.calls: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.calls.append(seconds)


MSGS = [Message("user", "hi")]


def test_backoff_is_exponential_with_full_jitter_and_capped() -> None:
    sleeps = Sleeps()
    errors: list[Exception] = [ProviderUnavailable("down")] * 5
    model = RetryingModel(Flaky(errors), max_attempts=6, base_delay=1.0, max_delay=5.0,
                          sleep=sleeps, rng=lambda: 0.999)
    resp = asyncio.run(model.complete(MSGS))
    assert resp.text == "ok"
    assert sleeps.calls == pytest.approx([0.999, 1.998, 3.996, 4.995, 4.995])


def test_jitter_uses_the_random_source() -> None:
    values = iter([0.1, 0.9])
    sleeps = Sleeps()
    model = RetryingModel(Flaky([ProviderUnavailable("a"), ProviderUnavailable("b")]),
                          base_delay=10, max_delay=100, sleep=sleeps, rng=lambda: next(values))
    asyncio.run(model.complete(MSGS))
    assert sleeps.calls == pytest.approx([1.0, 18.0])


def test_retry_after_wins_over_backoff() -> None:
    sleeps = Sleeps()
    model = RetryingModel(Flaky([RateLimited("slow", retry_after=7.0)]), sleep=sleeps,
                          rng=lambda: 0.0)
    asyncio.run(model.complete(MSGS))
    assert sleeps.calls == [7.0]


@pytest.mark.parametrize("error", [
    CredentialError("bad key"), UnknownModelError("no such model"),
    ContextOverflow("too long"), ProviderError("bad request", status=400),
])
def test_non_transient_errors_are_raised_at_once(error: Exception) -> None:
    sleeps = Sleeps()
    inner = Flaky([error])
    with pytest.raises(type(error)):
        asyncio.run(RetryingModel(inner, sleep=sleeps).complete(MSGS))
    assert inner.calls == 1 and sleeps.calls == []


def test_gives_up_after_max_attempts_with_the_last_error() -> None:
    sleeps = Sleeps()
    inner = Flaky([RateLimited("1"), RateLimited("2"), RateLimited("3")])
    with pytest.raises(RateLimited) as err:
        asyncio.run(RetryingModel(inner, max_attempts=3, sleep=sleeps).complete(MSGS))
    assert str(err.value) == "3" and inner.calls == 3 and len(sleeps.calls) == 2


def test_stream_is_not_retried_once_it_yielded() -> None:
    inner = Flaky([ProviderUnavailable("mid-stream")], fail_after_output=True)
    sleeps = Sleeps()

    async def run() -> list[str]:
        out = []
        async for d in RetryingModel(inner, sleep=sleeps).stream(MSGS):
            out.append(d.text)
        return out

    with pytest.raises(ProviderUnavailable):
        asyncio.run(run())
    assert inner.calls == 1 and sleeps.calls == []


def test_complete_is_not_retried_once_a_delta_was_seen() -> None:
    inner = Flaky([ProviderUnavailable("mid")], fail_after_output=True)
    seen: list[Delta] = []
    with pytest.raises(ProviderUnavailable):
        asyncio.run(RetryingModel(inner, sleep=Sleeps()).complete(MSGS, on_delta=seen.append))
    assert inner.calls == 1 and [d.text for d in seen] == ["partial"]


def test_wrapper_keeps_id_and_capabilities() -> None:
    inner = Flaky([])
    model = RetryingModel(inner)
    assert model.id == "test/flaky" and model.capabilities is inner.capabilities


@pytest.mark.parametrize("message", [
    # OpenAI / DeepSeek / vLLM
    "This model's maximum context length is 16385 tokens. However, your messages resulted in "
    "17000 tokens. Please reduce the length of the messages.",
    # Groq
    "Please reduce the length of the messages or completion. [context_length_exceeded]",
    # OpenRouter
    "This endpoint's maximum context length is 8192 tokens. However, you requested about 9000",
    # Ollama
    "the input length exceeds the context length",
    "input length exceeds maximum context length",
    # llama.cpp server
    "the request exceeds the available context size, try increasing it",
    # Anthropic
    "prompt is too long: 215000 tokens > 200000 maximum",
    "input length and `max_tokens` exceed context limit: 190000 + 20000 > 200000",
    # Gemini
    "The input token count (1200000) exceeds the maximum number of tokens allowed (1048576).",
    # xAI
    "This model's maximum prompt length is 131072 but the request contains 140000 tokens.",
])
def test_overflow_wordings_are_recognised(message: str) -> None:
    assert is_context_overflow(message)
    assert isinstance(classify_http_error("p", 400, message), ContextOverflow)


@pytest.mark.parametrize("message", [
    "Rate limit reached for gpt-4o on tokens per min (TPM)",
    "Invalid API key", "model not found", "Internal server error",
])
def test_other_messages_are_not_overflow(message: str) -> None:
    assert not is_context_overflow(message)


@pytest.mark.parametrize(("status", "etype", "expected"), [
    (401, None, CredentialError), (403, None, CredentialError), (429, None, RateLimited),
    (500, None, ProviderUnavailable), (502, None, ProviderUnavailable),
    (529, None, ProviderUnavailable), (408, None, ProviderUnavailable),
    (None, None, ProviderUnavailable), (400, None, ProviderError),
    (200, "overloaded_error", ProviderUnavailable), (200, "rate_limit_error", RateLimited),
    (200, "authentication_error", CredentialError),
])
def test_status_classification(status: int | None, etype: str | None, expected: type) -> None:
    err = classify_http_error("prov", status, "something happened", error_type=etype)
    assert type(err) is expected
    assert err.hint


def test_404_is_unknown_model_only_when_about_a_model() -> None:
    assert isinstance(classify_http_error("p", 404, "model 'x' not found"), UnknownModelError)
    other = classify_http_error("p", 404, "Not Found")
    assert type(other) is ProviderError and "base_url" in (other.hint or "")


def test_retry_after_header_forms() -> None:
    assert parse_retry_after({"Retry-After": "12"}) == 12.0
    assert parse_retry_after({"retry-after-ms": "250"}) == 0.25
    date = email.utils.formatdate(1_000_030, usegmt=True)
    assert parse_retry_after({"retry-after": date}, now=1_000_000) == pytest.approx(30)
    assert parse_retry_after({"retry-after": "soon"}) is None
    assert parse_retry_after({}) is None


def test_error_details_handles_the_nestings() -> None:
    assert error_details({"error": {"message": "m", "type": "t", "code": "c"}}, "f") == (
        "m [c]", "t")
    assert error_details({"message": "inner", "type": "x"}, "f") == ("inner", "x")
    assert error_details({"error": "plain"}, "f") == ("plain", None)
    assert error_details(None, "fallback") == ("fallback", None)


def long_convo() -> list[Message]:
    convo = [Message("system", "sys"), Message("user", "the task")]
    for i in range(5):
        convo.append(Message("assistant", f"step {i}",
                             tool_calls=[ToolCall(f"c{i}", "shell", {"cmd": "ls"})]))
        convo.append(Message("tool", f"output {i} " + "z" * 2000, tool_call_id=f"c{i}",
                             name="shell"))
    return convo


def test_pruning_steps_keep_head_and_tail_and_never_orphan_tool_results() -> None:
    convo = long_convo()
    first = prune_messages(convo, keep_last=2)
    assert first is not None and len(first) == len(convo)
    assert first[:2] == convo[:2] and first[-2:] == convo[-2:]
    assert all("context window" in m.content for m in first[2:-2] if m.role == "tool")
    assert convo[3].content.startswith("output 0")  # the input is not mutated

    second = prune_messages(first, keep_last=2)
    assert second is not None
    assert [m.role for m in second] == ["system", "user", "user", "assistant", "tool"]
    assert "8 earlier messages" in second[2].content
    assert second[3].tool_calls[0].id == second[4].tool_call_id == "c4"

    third = prune_messages(second, keep_last=2)
    assert third is None  # only the newest tool output is left, which is kept


def test_tail_never_starts_with_a_tool_result() -> None:
    convo = long_convo()
    convo.append(Message("assistant", "two calls", tool_calls=[
        ToolCall("a", "shell", {}), ToolCall("b", "shell", {})]))
    convo.append(Message("tool", "A" * 500, tool_call_id="a"))
    convo.append(Message("tool", "B" * 500, tool_call_id="b"))
    pruned = prune_messages(prune_messages(convo, keep_last=1) or [], keep_last=1)
    assert pruned is not None
    assert [m.role for m in pruned[-3:]] == ["assistant", "tool", "tool"]


def test_tail_tool_outputs_are_shrunk_last() -> None:
    convo = [Message("system", "s"), Message("user", "u"),
             Message("assistant", "", tool_calls=[ToolCall("a", "t", {}), ToolCall("b", "t", {})]),
             Message("tool", "A" * 900, tool_call_id="a"),
             Message("tool", "B" * 900, tool_call_id="b")]
    pruned = prune_messages(convo, keep_last=3)
    assert pruned is not None
    assert "context window" in pruned[3].content and pruned[4].content == "B" * 900
    assert prune_messages(pruned, keep_last=3) is None


def test_complete_with_pruning_retries_after_pruning() -> None:
    inner = Flaky([ContextOverflow("too long"), ContextOverflow("still too long")])
    resp = asyncio.run(complete_with_pruning(inner, long_convo(), keep_last=2))
    assert resp.text == "ok" and inner.calls == 3
    sizes = [sum(len(m.content) for m in msgs) for msgs in inner.seen]
    assert sizes[0] > sizes[1] > sizes[2]


def test_complete_with_pruning_gives_up() -> None:
    inner = Flaky([ContextOverflow(str(i)) for i in range(10)])
    with pytest.raises(ContextOverflow):
        asyncio.run(complete_with_pruning(inner, long_convo(), max_prunes=2))
    assert inner.calls == 3


def test_complete_with_pruning_reraises_when_nothing_is_left() -> None:
    inner = Flaky([ContextOverflow("x")] * 5)
    with pytest.raises(ContextOverflow):
        asyncio.run(complete_with_pruning(inner, [Message("user", "short")]))
    assert inner.calls == 1


def test_complete_with_pruning_passes_other_errors_through() -> None:
    with pytest.raises(CredentialError):
        asyncio.run(complete_with_pruning(Flaky([CredentialError("k")]), long_convo()))


def test_transport_errors_are_recognised() -> None:
    from openkoi.models.retry import is_transport_error

    class RemoteProtocolError(Exception):
        pass

    RemoteProtocolError.__module__ = "httpx2._exceptions"
    assert is_transport_error(RemoteProtocolError("peer closed"))
    assert is_transport_error(ConnectionResetError())
    assert not is_transport_error(ValueError("bad json"))


def test_leaving_a_stream_early_closes_the_inner_stream() -> None:
    closed: list[bool] = []

    class Endless(Model):
        id = "test/endless"

        async def stream(self, messages: list[Message], **kw: Any) -> AsyncIterator[Delta]:
            try:
                while True:
                    yield Delta(text="x")
            finally:
                closed.append(True)

    async def run() -> None:
        agen = RetryingModel(Endless()).stream(MSGS)
        async for _ in agen:
            break
        await agen.aclose()  # type: ignore[attr-defined]
        assert closed == [True]  # at once, not when the loop shuts down

    asyncio.run(run())


def test_pruning_with_no_protected_tail() -> None:
    pruned = prune_messages(long_convo(), keep_last=0)
    assert pruned is not None
    assert all("context window" in m.content for m in pruned if m.role == "tool")
