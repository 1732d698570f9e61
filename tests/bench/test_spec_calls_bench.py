"""bench/spec_calls.py without a model: its first call is the loop's own candidates prompt,
a streamed batched reply is split by sequence with llama.cpp's draft counts, and the table
counts the samples the engine would take a file with content from."""

from __future__ import annotations

from types import ModuleType
from typing import Any

from benchload import load_bench


def load() -> ModuleType:
    return load_bench("spec_calls")


def test_the_first_call_is_the_quick_starts_candidates_request() -> None:
    call = load().calls()["first-n3"]
    system, user = call["messages"]
    assert call["n"] == 3 and call["temperature"] == 0.7
    assert system.role == "system" and "executor" in system.content
    assert user.content.startswith("Task: Create fizzbuzz.py")
    assert user.content.endswith("Write fizzbuzz.py now. Do not write test_fizzbuzz.py: the "
                                 "tests are written separately, from the task.")
    assert "Plan:" not in user.content  # a task naming its files has a one-step plan


class Streaming:
    def __init__(self, chunks: list[dict[str, Any]]) -> None:
        self.chunks = chunks
        self.requests: list[dict[str, Any]] = []

    def handle_chat_completions(self, request: dict[str, Any], callback: Any) -> None:
        self.requests.append(request)
        for chunk in self.chunks:
            callback(chunk)


def _piece(index: int, text: str = "", finish: str | None = None,
           **extra: Any) -> dict[str, Any]:
    return {"choices": [{"index": index, "finish_reason": finish,
                         "delta": {"content": text} if text else {}}], **extra}


def test_a_batched_reply_is_split_and_counted() -> None:
    bench = load()
    server = Streaming([
        _piece(0, "fizzbuzz.py\n```python\n"), _piece(1, "```bash\nfizzbuzz.py\n```"),
        _piece(0, "def fizzbuzz(n):\n    return str(n)\n"), _piece(0, "```"),
        _piece(1, finish="stop", timings={"id_slot": 1, "draft_n": 8, "draft_n_accepted": 2}),
        _piece(0, finish="stop", timings={"id_slot": 0, "draft_n": 10, "draft_n_accepted": 7}),
    ])
    out = bench.run_call(server, {"n": 2}, 2)
    assert [s["tokens"] for s in out["sequences"]] == [3, 1]
    assert [s["finish"] for s in out["sequences"]] == ["stop", "stop"]
    assert (out["draft_n"], out["draft_accepted"]) == (18, 9)
    [row] = bench.rows({"config": "ngram-simple-t2", "load_before": 1.0, "load_after": 1.0,
                        "results": [{"call": "first-n3", **out}]})[1:]
    assert row.split(" | ")[3] == "1"  # the path-only sample holds no file


def test_configurations_are_checked_before_anything_loads() -> None:
    bench = load()
    assert bench.valid_config("plain-t2") and bench.valid_config("ngram-simple-t1")
    assert not bench.valid_config("ngram-magic-t2") and not bench.valid_config("plain-t0")
    assert not bench.valid_config("plain")
