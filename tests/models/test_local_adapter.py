"""LocalModel against a fake llama.cpp server with xllamacpp's calling convention.

``handle_chat_completions(request, callback)`` calls ``callback(chunk_dict)`` from the calling
thread for every streamed chunk and stops when the callback returns True. The real runtime is
exercised by tests/e2e/test_embedded_model.py.
"""

from __future__ import annotations

import asyncio
import json
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from openkoi.errors import (
    ConfigError,
    ContextOverflow,
    ModelInstallError,
    ModelOutputError,
    ProviderError,
    ProviderUnavailable,
)
from openkoi.models import local
from openkoi.models.base import Delta, Message, ToolSpec
from openkoi.models.catalog import CATALOG
from openkoi.models.local import LocalModel
from openkoi.records import ToolCall

READ = ToolSpec("read_file", "Read a file.", {
    "type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]})
SHELL = ToolSpec("shell", "Run a command.", {
    "type": "object", "properties": {"command": {"type": "string"}}, "required": ["command"]})


def content(piece: str) -> dict[str, Any]:
    return {"choices": [{"index": 0, "finish_reason": None, "delta": {"content": piece}}]}


def finish(reason: str = "stop") -> dict[str, Any]:
    return {"choices": [{"index": 0, "finish_reason": reason, "delta": {}}]}


def usage(prompt: int, completion: int) -> dict[str, Any]:
    return {"choices": [], "usage": {"prompt_tokens": prompt, "completion_tokens": completion,
                                     "total_tokens": prompt + completion}}


def reply(text: str, *, pieces: int = 4, reason: str = "stop", prompt: int = 50) -> list[Any]:
    size = max(1, len(text) // pieces)
    parts = [text[i:i + size] for i in range(0, len(text), size)]
    return [*(content(p) for p in parts), finish(reason), usage(prompt, len(parts))]


class FakeServer:
    """Plays one scripted list of chunks (or raises) per request."""

    def __init__(self, *scripts: list[Any] | BaseException, delay: float = 0.0,
                 token_delay: float = 0.0) -> None:
        self.scripts = list(scripts)
        self.requests: list[dict[str, Any]] = []
        self.stopped_after: int | None = None
        self.delay = delay  # prompt processing
        self.token_delay = token_delay  # per generated chunk
        self.threads: set[str] = set()

    def handle_chat_completions(self, request: dict[str, Any],
                                callback: Callable[[Any], bool]) -> None:
        self.threads.add(threading.current_thread().name)
        self.requests.append(json.loads(json.dumps(request)))
        script = self.scripts.pop(0)
        if isinstance(script, BaseException):
            raise script
        time.sleep(self.delay)
        for i, chunk in enumerate(script, start=1):
            time.sleep(self.token_delay)
            if callback(chunk):
                self.stopped_after = i
                return


@pytest.fixture()
def make_model(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
) -> Callable[[FakeServer], LocalModel]:
    def make(server: FakeServer) -> LocalModel:
        monkeypatch.setattr(local, "_start_server", lambda *args: server)
        monkeypatch.setattr(local, "_servers", {})
        return LocalModel(CATALOG["tiny"], tmp_path / "model.gguf", threads=2)
    return make


def run(coro: Any) -> Any:
    return asyncio.run(coro)


async def collect(model: LocalModel, messages: list[Message], **kwargs: Any) -> list[Delta]:
    return [d async for d in model.stream(messages, **kwargs)]


HELLO = [Message("system", "You are careful."), Message("user", "hello")]


def test_capabilities_are_data() -> None:
    model = LocalModel(CATALOG["strong"], Path("x.gguf"))
    caps = model.capabilities
    assert model.id == "local/strong"
    assert (caps.native_tools, caps.json_schema, caps.local) == (False, True, True)
    assert caps.context_window == CATALOG["strong"].n_ctx
    assert caps.cost(10_000, 10_000) == 0.0


def test_plain_completion_streams_tokens_and_reports_usage(make_model: Any) -> None:
    server = FakeServer(reply("Hi there, friend.", prompt=31))
    model = make_model(server)
    deltas = run(collect(model, HELLO, max_tokens=64, stop=["\n\n"]))
    texts = [d.text for d in deltas if d.text]
    assert "".join(texts) == "Hi there, friend."
    assert len(texts) > 1  # streamed, not one blob
    assert [d.output_tokens_so_far for d in deltas if d.text] == list(range(1, len(texts) + 1))
    last = deltas[-1]
    assert last.finish_reason == "stop"
    assert last.usage is not None
    assert (last.usage.input_tokens, last.usage.output_tokens) == (31, len(texts))
    request = server.requests[0]
    assert request["messages"] == [{"role": "system", "content": "You are careful."},
                                   {"role": "user", "content": "hello"}]
    assert (request["max_tokens"], request["temperature"]) == (64, 0.0)
    assert request["cache_prompt"] is True and request["stream"] is True
    assert request["stop"] == ["\n\n"]
    assert "response_format" not in request
    assert not any(name == threading.main_thread().name for name in server.threads)


def test_complete_and_temperature(make_model: Any) -> None:
    server = FakeServer(reply("ok"))
    response = run(make_model(server).complete(HELLO, temperature=0.7))
    assert response.text == "ok"
    assert response.model == "local/tiny"
    assert response.usage.calls == 1 and response.usage.cost_usd == 0.0
    assert server.requests[0]["temperature"] == 0.7


def test_schema_completion_uses_response_format(make_model: Any) -> None:
    schema = {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}
    server = FakeServer(reply('{"city": "Paris"}'))
    response = run(make_model(server).complete(HELLO, schema=schema))
    assert response.parsed == {"city": "Paris"}
    fmt = server.requests[0]["response_format"]
    assert fmt["type"] == "json_schema" and fmt["json_schema"]["schema"] == schema


def test_tool_step_becomes_a_tool_call(make_model: Any) -> None:
    step = '{"thought": "look", "tool": "read_file", "arguments": {"path": "a.py"}}'
    server = FakeServer(reply(step))
    deltas = run(collect(make_model(server), HELLO, tools=[READ, SHELL], stop=["}"]))
    assert all(d.text == "" for d in deltas)  # the raw JSON is not shown as text
    assert max(d.output_tokens_so_far or 0 for d in deltas) > 1  # budgets still see tokens
    last = deltas[-1]
    assert last.finish_reason == "tool_calls"
    [call] = last.tool_calls
    assert (call.name, call.arguments, call.thought) == ("read_file", {"path": "a.py"}, "look")
    request = server.requests[0]
    system = request["messages"][0]["content"]
    assert system.startswith("You are careful.\n\n")  # the caller's prefix stays stable
    assert "read_file(path: string)" in system
    schema = request["response_format"]["json_schema"]["schema"]
    assert [v["properties"]["tool"]["const"] for v in schema["anyOf"]] == [
        "read_file", "shell", "final_answer"]
    assert "stop" not in request  # a stop string could cut the JSON


def test_tool_final_answer_becomes_text(make_model: Any) -> None:
    server = FakeServer(reply('{"thought": "", "tool": "final_answer", "answer": "It is 4."}'))
    response = run(make_model(server).complete(HELLO, tools=[READ]))
    assert response.text == "It is 4."
    assert response.tool_calls == []
    assert response.finish_reason == "stop"


def test_tool_history_is_rendered_as_chat_turns(make_model: Any) -> None:
    call = ToolCall("c1", "read_file", {"path": "a.py"}, "look")
    messages = [*HELLO, Message("assistant", "", tool_calls=[call]),
                Message("tool", "print(1)", tool_call_id="c1", name="read_file")]
    server = FakeServer(reply('{"thought": "", "tool": "final_answer", "answer": "done"}'))
    run(make_model(server).complete(messages, tools=[READ]))
    turns = server.requests[0]["messages"]
    assert [t["role"] for t in turns] == ["system", "user", "assistant", "user"]
    assert json.loads(turns[2]["content"])["tool"] == "read_file"
    assert turns[3]["content"].startswith("Result of read_file:\nprint(1)\n")
    assert "final_answer" in turns[3]["content"]


def test_truncated_step_raises_model_output_error(make_model: Any) -> None:
    server = FakeServer(reply('{"thought": "x", "tool": "shell", "arguments": {"comm',
                              reason="length"))
    with pytest.raises(ModelOutputError) as info:
        run(make_model(server).complete(HELLO, tools=[SHELL], max_tokens=12))
    assert info.value.raw.startswith('{"thought"')


def test_rejected_tool_schema_is_retried_with_loose_arguments(make_model: Any) -> None:
    step = '{"thought": "", "tool": "shell", "arguments": {"command": "ls"}}'
    server = FakeServer(ValueError("JSON schema error at #: unsupported"), reply(step))
    response = run(make_model(server).complete(HELLO, tools=[SHELL]))
    assert response.tool_calls[0].arguments == {"command": "ls"}
    first, second = (r["response_format"]["json_schema"]["schema"] for r in server.requests)
    assert first["anyOf"][0]["properties"]["arguments"]["required"] == ["command"]
    assert second["anyOf"][0]["properties"]["arguments"] == {"type": "object"}


def test_rejected_schema_without_tools_is_a_provider_error(make_model: Any) -> None:
    server = FakeServer(ValueError("JSON schema error at #: unrecognized type objectx"))
    with pytest.raises(ProviderError, match="rejected the request") as info:
        run(make_model(server).complete(HELLO, schema={"type": "objectx"}))
    assert info.value.hint


def test_context_overflow_is_mapped(make_model: Any) -> None:
    error = {"error": {"code": 400, "type": "exceed_context_size_error", "n_ctx": 4096,
                       "n_prompt_tokens": 5000,
                       "message": "request (5000 tokens) exceeds the available context size"}}
    server = FakeServer([error])
    with pytest.raises(ContextOverflow) as info:
        run(make_model(server).complete(HELLO))
    assert "5000 tokens" in str(info.value) and "4096" in str(info.value)
    assert info.value.provider == "local" and info.value.hint


def test_raw_runtime_errors_do_not_escape(make_model: Any) -> None:
    server = FakeServer(RuntimeError("llama_decode failed\nwith details"))
    with pytest.raises(ProviderError) as info:
        run(make_model(server).complete(HELLO))
    assert "llama_decode failed with details" in str(info.value)
    assert not isinstance(info.value, ContextOverflow)


def test_leaving_the_stream_early_cancels_generation(make_model: Any) -> None:
    server = FakeServer([content(f"t{i} ") for i in range(200)] + [finish(), usage(5, 200)],
                        token_delay=0.005)
    model = make_model(server)

    async def take_three() -> list[str]:
        got: list[str] = []
        stream = model.stream(HELLO)
        async for delta in stream:
            if delta.text:
                got.append(delta.text)
            if len(got) == 3:
                break
        await stream.aclose()  # type: ignore[attr-defined]
        for _ in range(100):  # the worker notices at its next token
            if server.stopped_after is not None:
                break
            await asyncio.sleep(0.01)
        return got

    assert run(take_three()) == ["t0 ", "t1 ", "t2 "]
    assert server.stopped_after is not None and server.stopped_after < 200


def test_a_budget_hook_can_stop_a_call(make_model: Any) -> None:
    server = FakeServer([content("x") for _ in range(100)] + [finish(), usage(5, 100)])

    class Over(Exception):
        pass

    def guard(delta: Delta) -> None:
        if (delta.output_tokens_so_far or 0) >= 5:
            raise Over

    with pytest.raises(Over):
        run(make_model(server).complete(HELLO, on_delta=guard))


def test_heartbeats_while_the_prompt_is_processed(
    make_model: Any, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(local, "HEARTBEAT_S", 0.05)
    server = FakeServer(reply("late"), delay=0.3)
    deltas = run(collect(make_model(server), HELLO))
    first_text = next(i for i, d in enumerate(deltas) if d.text)
    assert first_text >= 2
    assert all(d.text == "" and d.usage is None for d in deltas[:first_text])


def test_server_is_loaded_once_per_file(make_model: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    server = FakeServer(reply("a"), reply("b"))
    model = make_model(server)
    starts: list[tuple[Any, ...]] = []
    monkeypatch.setattr(local, "_start_server", lambda *a: starts.append(a) or server)
    twin = LocalModel(model.entry, model.path, threads=2)
    assert run(model.complete(HELLO)).text == "a"
    assert run(twin.complete(HELLO)).text == "b"
    assert len(starts) == 1


def test_missing_runtime_is_an_install_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(local, "_servers", {})
    monkeypatch.setitem(sys.modules, "xllamacpp", None)  # import fails
    with pytest.raises(ModelInstallError, match="xllamacpp") as info:
        LocalModel(CATALOG["tiny"], Path("/nonexistent.gguf")).load()
    assert "libgomp1" in (info.value.hint or "")


def test_unloadable_file_is_provider_unavailable(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(local, "_servers", {})
    bad = tmp_path / "broken.gguf"
    bad.write_bytes(b"not a gguf file")
    with pytest.raises(ProviderUnavailable, match="could not be loaded"):
        LocalModel(CATALOG["tiny"], bad, threads=1).load()


def test_server_params_hold_slots_for_the_candidates_and_the_writer(tmp_path: Path) -> None:
    pytest.importorskip("xllamacpp")
    entry = CATALOG["strong"]
    slots = local.slots_for(entry.candidates)
    assert slots == 2 * entry.candidates  # the candidates and the writer's answers at once
    params = local.server_params(tmp_path / entry.file, entry.n_ctx, 2, False, slots,
                                 entry.speculation)
    assert params.n_parallel == slots
    assert params.kv_unified  # one KV cache shared by the slots
    assert (params.n_ctx, params.cpuparams.n_threads, params.cpuparams_batch.n_threads) == (
        entry.n_ctx, 2, 2)
    assert local.server_params(tmp_path / "m.gguf", 4096, 1, False).n_parallel == 1


def test_threads_come_from_the_environment_when_set() -> None:
    assert local.threads_from_env({}) is None
    assert local.threads_from_env({"OPENKOI_LOCAL_THREADS": " 3 "}) == 3
    for bad in ("0", "two", "-1"):
        with pytest.raises(ConfigError, match="OPENKOI_LOCAL_THREADS"):
            local.threads_from_env({"OPENKOI_LOCAL_THREADS": bad})
    assert LocalModel(CATALOG["tiny"], Path("x.gguf")).threads is None  # from the load


def _choice(index: int, piece: str = "", reason: str | None = None) -> dict[str, Any]:
    return {"choices": [{"index": index, "finish_reason": reason,
                         "delta": {"content": piece} if piece else {}}]}


def test_samples_are_one_request_with_n_and_split_by_choice_index(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    server = FakeServer([_choice(0, "def "), _choice(1, "x = "), _choice(0, "f(): ..."),
                         _choice(1, "1"), _choice(0, reason="stop"),
                         _choice(1, reason="length"), usage(40, 3)])
    monkeypatch.setattr(local, "_start_server", lambda *args: server)
    monkeypatch.setattr(local, "_servers", {})
    model = LocalModel(CATALOG["tiny"], tmp_path / "model.gguf", threads=2, parallel=2)
    assert model.capabilities.parallel_samples == 2
    seen: list[int] = []
    out = run(model.sample(HELLO, n=2, max_tokens=20, temperature=0.7,
                           on_delta=lambda d: seen.append(d.output_tokens_so_far or 0)))
    [request] = server.requests
    assert request["n"] == 2 and request["temperature"] == 0.7 and request["stream"]
    assert [r.text for r in out] == ["def f(): ...", "x = 1"]
    assert [r.finish_reason for r in out] == ["stop", "length"]
    assert out[0].usage.input_tokens == 40 and out[0].usage.calls == 1
    assert out[1].usage.calls == 0 and [r.usage.output_tokens for r in out] == [2, 2]
    assert max(seen) == 4  # the budget saw every sequence's tokens


def test_more_samples_than_slots_go_one_after_the_other(make_model: Any) -> None:
    model = make_model(FakeServer(reply("a"), reply("b")))  # one slot (parallel=1)
    out = run(model.sample(HELLO, n=2, max_tokens=20, temperature=0.7))
    assert [r.text for r in out] == ["a", "b"] and all(r.usage.calls == 1 for r in out)


def test_prompt_tokens_served_from_llamacpps_cache_are_counted(make_model: Any) -> None:
    cached = {"choices": [], "usage": {"prompt_tokens": 300, "completion_tokens": 2,
                                       "prompt_tokens_details": {"cached_tokens": 280}}}
    timings_only = {"choices": [], "usage": {"prompt_tokens": 300, "completion_tokens": 2},
                    "timings": {"cache_n": 120, "prompt_n": 180, "predicted_n": 2}}
    model = make_model(FakeServer([content("a"), content("b"), finish(), cached],
                                  [content("a"), content("b"), finish(), timings_only],
                                  reply("c")))
    first, second, third = (run(model.complete(HELLO)) for _ in range(3))
    assert (first.usage.input_tokens, first.usage.cached_tokens) == (300, 280)
    assert second.usage.cached_tokens == 120
    assert third.usage.cached_tokens == 0  # it did not say
    assert (first.usage + second.usage).cached_tokens == 400


def test_samples_continue_a_started_reply_and_stop_where_asked(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    server = FakeServer([_choice(0, "x = 1"), _choice(1, "x = 2"), _choice(0, reason="stop"),
                         _choice(1, reason="stop"), usage(40, 2)])
    monkeypatch.setattr(local, "_start_server", lambda *args: server)
    monkeypatch.setattr(local, "_servers", {})
    model = LocalModel(CATALOG["tiny"], tmp_path / "model.gguf", threads=2, parallel=2)
    assert model.capabilities.continues_reply  # llama.cpp continues a trailing assistant turn
    started = [*HELLO, Message("assistant", "a.py\n```python\n")]
    out = run(model.sample(started, n=2, max_tokens=20, temperature=0.7, stop=["\n```"]))
    [request] = server.requests
    assert request["stop"] == ["\n```"]
    assert request["messages"][-1] == {"role": "assistant", "content": "a.py\n```python\n"}
    assert [r.text for r in out] == ["x = 1", "x = 2"]


def test_a_bad_thread_count_fails_before_the_model_is_installed(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from openkoi.config import Paths, Settings

    installs: list[str] = []
    monkeypatch.setattr(local, "ensure_model", lambda name, *a, **k: installs.append(name))
    monkeypatch.setenv("OPENKOI_LOCAL_THREADS", "two")
    with pytest.raises(ConfigError, match="OPENKOI_LOCAL_THREADS"):
        local.load_local_model("strong", Paths.from_env(), Settings())
    assert installs == []  # no 1 GB download for a typo


def _stopped(server: FakeServer) -> bool:
    for _ in range(200):  # the worker notices at its next token
        if server.stopped_after is not None:
            return True
        time.sleep(0.01)
    return False


def test_a_reply_caught_in_a_loop_is_cut_and_its_decode_stopped(make_model: Any) -> None:
    # the heldout5 draft: the class, then one line until the output limit
    loop = [content("card.buy()  # free\n") for _ in range(300)]
    server = FakeServer([content("class Card:\n    pass\n"), *loop, finish("length"),
                         usage(30, 301)], token_delay=0.002)
    response = run(make_model(server).complete(HELLO, max_tokens=2048))
    assert response.text == "class Card:\n    pass\ncard.buy()  # free\n"
    assert response.finish_reason == "length" and response.usage.output_tokens >= 17
    assert response.usage.input_tokens > 0  # estimated: the usage chunk never came
    assert _stopped(server) and server.stopped_after < 100


def test_a_batched_decode_stops_once_every_sequence_ended_or_loops(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    loop = [_choice(1, "again\n") for _ in range(300)]
    server = FakeServer([_choice(0, "x = 1\n"), _choice(0, reason="stop"), _choice(1, "y\n"),
                         *loop, _choice(1, reason="length"), usage(40, 302)],
                        token_delay=0.002)
    monkeypatch.setattr(local, "_start_server", lambda *args: server)
    monkeypatch.setattr(local, "_servers", {})
    model = LocalModel(CATALOG["tiny"], tmp_path / "model.gguf", threads=2, parallel=2)
    out = run(model.sample(HELLO, n=2, max_tokens=2048, temperature=0.7))
    assert [r.text for r in out] == ["x = 1\n", "y\nagain\n"]
    assert [r.finish_reason for r in out] == ["stop", "length"]
    assert out[1].usage.output_tokens == 17  # "y" and 16 copies decoded before the cut
    assert _stopped(server) and server.stopped_after < 100
