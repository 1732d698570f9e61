"""The embedded model's thread count: chosen from the machine's load, one fewer when a call's
token rate collapses (the server is reloaded), back up when the machine is quiet again, and
left alone when OPENKOI_LOCAL_THREADS (``threads=``) fixes it."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from test_local_adapter import HELLO, FakeServer, reply

from openkoi.models import local, local_threads
from openkoi.models.base import Message
from openkoi.models.catalog import CATALOG
from openkoi.models.local import LocalModel
from openkoi.models.local_threads import (
    CpuTimes,
    RateWatch,
    cpu_times,
    initial_threads,
    others_busy,
)


def test_initial_threads_leave_the_busy_cores_alone() -> None:
    assert initial_threads(2, 0.1) == 2
    assert initial_threads(2, 1.0) == 1
    assert initial_threads(2, 12.0) == 1  # never fewer than one
    assert initial_threads(8, 3.2) == 5
    assert initial_threads(8, 0.0) == 8


def test_a_collapsed_rate_asks_for_one_thread_fewer() -> None:
    watch = RateWatch(threads=2, most=2)
    assert watch.observe(100, 4.0) is None  # 25 tok/s: the best so far
    assert watch.observe(100, 5.0) is None  # 20 tok/s: slower, not collapsed
    assert watch.observe(10, 10.0) is None  # too few tokens to tell
    assert watch.observe(100, 50.0) == 1  # 2 tok/s
    watch.switched(1)
    assert watch.observe(100, 7.0) is None  # 14 tok/s on one thread: fine
    assert watch.observe(100, 100.0) is None  # one thread is the floor


def test_room_to_grow_waits_for_a_quiet_machine() -> None:
    watch = RateWatch(threads=1, most=2)
    start = watch.changed_at
    looks: list[float] = []

    def busy(cores: float) -> Callable[[], float]:
        return lambda: looks.append(cores) or cores

    assert watch.room_to_grow(busy(0.0), now=start + 5) is None  # too soon
    assert looks == []  # and nothing measured
    assert watch.room_to_grow(busy(1.0), now=start + 120) is None  # others still busy
    # that look puts the next one a minute away: a busy machine is not measured every call
    assert watch.room_to_grow(busy(0.1), now=start + 150) is None and looks == [1.0]
    assert watch.room_to_grow(busy(0.1), now=start + 181) == 2  # the other core is free
    assert RateWatch(threads=2, most=2).room_to_grow(busy(0.0), now=start + 999) is None
    assert looks == [1.0, 0.1]


def write_proc(root: Path, cpu: tuple[int, ...], own: tuple[int, int]) -> None:
    (root / "self").mkdir(parents=True, exist_ok=True)
    (root / "stat").write_text("cpu  " + " ".join(map(str, cpu)) + " 0 0\ncpu0 1 2 3\n")
    # a command name with a space and a parenthesis in it: fields are counted after the last ")"
    fields = ["S"] + ["0"] * 10 + [str(own[0]), str(own[1])] + ["0"] * 30
    (root / "self" / "stat").write_text("123 (a b) c) " + " ".join(fields) + "\n")


def test_cpu_times_read_the_kernels_counters(tmp_path: Path) -> None:
    # user nice system idle iowait irq softirq steal
    write_proc(tmp_path, (100, 50, 20, 1000, 5, 1, 2, 3), own=(7, 4))
    assert cpu_times(tmp_path) == CpuTimes(busy=126, niced=50, total=1181, own=11)
    assert cpu_times(tmp_path / "missing") is None
    (tmp_path / "stat").write_text("garbage\n")
    assert cpu_times(tmp_path) is None


def test_other_processes_count_and_this_one_and_niced_ones_do_not() -> None:
    before = CpuTimes(busy=1000, niced=500, total=10000, own=100)
    # 50 ticks a core on 2 cores: 100 in all; 60 busy, of which 40 were this process's
    after = CpuTimes(busy=1060, niced=530, total=10100, own=140)
    assert others_busy(before, after, 2) == pytest.approx(0.4)  # (60 - 40) / 100 * 2
    assert others_busy(before, after, 2, count_niced=True) == pytest.approx(1.0)
    # a second openkoi task right after a first: the first's threads are gone, the
    # 1-minute load average still holds them; the cores are free now
    idle = CpuTimes(busy=1001, niced=500, total=10100, own=100)
    assert initial_threads(2, others_busy(before, idle, 2)) == 2
    busy_loop = CpuTimes(busy=1050, niced=500, total=10100, own=100)  # one core taken
    assert initial_threads(2, others_busy(before, busy_loop, 2)) == 1
    assert others_busy(before, before, 2) == 0.0  # no time passed


def test_busy_cores_falls_back_to_the_load_average_without_proc(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(local_threads, "cpu_times", lambda: None)
    monkeypatch.setattr(local_threads, "load_average", lambda: 1.7)
    assert local_threads.busy_cores(2) == 1.7


def test_busy_cores_sees_a_busy_loop() -> None:
    import os
    import subprocess
    import sys
    import time

    spin = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        time.sleep(0.3)
        # the machine's own core count: /proc/stat adds up all of them
        busy = local_threads.busy_cores(os.cpu_count() or 1, window=0.5)
    finally:
        spin.kill()
        spin.wait()
    assert busy > 0.6  # the busy loop takes about a core, whatever else runs


class Counting:
    """``_start_server`` that records the thread count of every load."""

    def __init__(self, *servers: FakeServer) -> None:
        self.servers = list(servers)
        self.loads: list[int] = []

    def __call__(self, path: Path, n_ctx: int, threads: int, verbose: bool,
                 parallel: int = 1, speculation: str = "") -> FakeServer:
        self.loads.append(threads)
        self.speculation = speculation
        return self.servers.pop(0)


@pytest.fixture
def counting(monkeypatch: pytest.MonkeyPatch) -> Any:
    def make(*servers: FakeServer, load: float = 0.0) -> Counting:
        starter = Counting(*servers)
        monkeypatch.setattr(local, "_start_server", starter)
        monkeypatch.setattr(local, "_servers", {})
        monkeypatch.setattr(local.os, "cpu_count", lambda: 2)
        monkeypatch.setattr(local_threads, "busy_cores", lambda cores: load)
        # what running calls see of the machine (``RateWatch.crowded``): nothing, unless
        # a test says otherwise; the real machine's load would make them flaky
        monkeypatch.setattr(local_threads, "cpu_times", lambda: None)
        return starter
    return make


def long_reply() -> list[Any]:
    return reply("x" * 60, pieces=60)  # 60 tokens


def test_the_server_reloads_with_fewer_threads_when_generation_collapses(
        counting: Any, tmp_path: Path) -> None:
    fast = FakeServer(long_reply(), long_reply(), token_delay=0.001)
    slow_then = FakeServer(long_reply(), token_delay=0.001)
    fast.scripts.append(long_reply())
    starter = counting(fast, slow_then)
    model = LocalModel(CATALOG["tiny"], tmp_path / "m.gguf")  # no fixed count
    asyncio.run(model.complete(HELLO))  # quick: sets the best rate
    assert starter.loads == [2] and model.threads_now == 2
    fast.token_delay = 0.05  # 20x slower: the threads stall
    asyncio.run(model.complete(HELLO))
    assert starter.loads == [2]  # nothing reloads mid-call
    asyncio.run(model.complete(HELLO))  # the next call runs on a 1-thread server
    assert starter.loads == [2, 1] and model.threads_now == 1
    assert starter.speculation == model.entry.speculation  # the catalog's, on a reload too
    assert slow_then.requests and len(fast.requests) == 2


def test_a_busy_machine_starts_with_fewer_threads(counting: Any, tmp_path: Path) -> None:
    starter = counting(FakeServer(reply("a")), load=1.6)
    asyncio.run(LocalModel(CATALOG["tiny"], tmp_path / "m.gguf").complete(HELLO))
    assert starter.loads == [1]


def test_a_fixed_thread_count_is_never_changed(counting: Any, tmp_path: Path) -> None:
    server = FakeServer(long_reply(), long_reply(), long_reply(), token_delay=0.001)
    starter = counting(server, load=5.0)
    model = LocalModel(CATALOG["tiny"], tmp_path / "m.gguf", threads=2)
    asyncio.run(model.complete(HELLO))
    server.token_delay = 0.05
    asyncio.run(model.complete(HELLO))
    asyncio.run(model.complete(HELLO))
    assert starter.loads == [2] and model.threads_now == 2


def ticks(step: int, others: int, own: int = 0) -> CpuTimes:
    """The machine after ``step`` looks of 100 ticks (2 cores, 50 ticks each), ``others``
    busy ticks of other processes in each look (100: both cores)."""
    return CpuTimes(busy=step * (others + own), niced=0, total=step * 100, own=step * own)


def test_a_running_call_finds_its_cores_taken_three_looks_in_a_row() -> None:
    watch = RateWatch(threads=2, most=2)
    assert watch.crowded(ticks(0, 0), now=0.0) is None  # the first look sets the start
    assert watch.crowded(ticks(1, 50, own=50), now=2.0) is None  # a core taken: 1 look
    assert watch.crowded(ticks(2, 50, own=50), now=4.0) is None
    assert watch.crowded(ticks(3, 0, own=100), now=6.0) is None  # gone again: count anew
    assert watch.crowded(ticks(4, 50, own=50), now=8.0) is None
    assert watch.crowded(ticks(4, 50, own=50), now=9.0) is None  # too close to count
    assert watch.crowded(ticks(5, 50, own=50), now=10.0) is None
    assert watch.crowded(ticks(6, 50, own=50), now=12.0) == 1  # third in a row
    # a look after a pause between calls measures from there (the evaluation's test run
    # in between is no stall)
    paused = RateWatch(threads=2, most=2)
    paused.crowded(ticks(0, 0), now=0.0)
    assert paused.crowded(ticks(1, 100), now=30.0) is None and paused.crowded_looks == 0
    # one thread has nothing to give up; a count fixed by the user has no watch at all
    assert RateWatch(threads=1, most=2).crowded(ticks(9, 100), now=99.0) is None


def crowded_machine(monkeypatch: pytest.MonkeyPatch) -> None:
    """Another program keeps a core busy from now on, and the looks come fast."""
    step = iter(range(1, 10_000))
    monkeypatch.setattr(local_threads, "cpu_times", lambda: ticks(next(step), 50, own=50))
    monkeypatch.setattr(local_threads, "LOOK_EVERY_S", 0.0)  # every chunk looks
    monkeypatch.setattr(local, "HEARTBEAT_S", 0.01)


def test_a_stalled_reply_goes_on_from_where_it_was_on_fewer_threads(
        counting: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    stalled = FakeServer([*reply("def f(x):\n", pieces=2)[:2], *[reply("y")[0]] * 200],
                         token_delay=0.02)
    fresh = FakeServer(reply("    return x\n", pieces=1))
    starter = counting(stalled, fresh)
    crowded_machine(monkeypatch)
    model = LocalModel(CATALOG["tiny"], tmp_path / "m.gguf")
    response = asyncio.run(model.complete(HELLO, max_tokens=300))
    assert starter.loads == [2, 1] and model.threads_now == 1
    assert stalled.stopped_after is not None and stalled.stopped_after < 200
    again = fresh.requests[0]
    assert again["messages"][-1]["role"] == "assistant"
    streamed = again["messages"][-1]["content"]  # what the stalled decode had streamed
    assert streamed and ("def f(x):\n" + "y" * 200).startswith(streamed)
    # its pieces: "def f", "(x):\n", then one "y" each
    pieces = (len(streamed) >= 5) + (len(streamed) >= 10) + max(0, len(streamed) - 10)
    assert again["max_tokens"] == 300 - pieces  # what is left of them
    assert response.text == streamed + "    return x\n"
    assert response.usage.output_tokens == pieces + 1  # both decodes' tokens


def test_a_json_answer_is_not_started_again(
        counting: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # its text streams as it comes and its grammar cannot go on from a part of it: it ends
    # where it began, and the next call gets the fewer threads
    answer = '{"ok": true, "note": "' + "n" * 150 + '"}'
    stalled = FakeServer(reply(answer, pieces=len(answer)), token_delay=0.01)
    stalled.scripts.append(reply("next"))
    fresh = FakeServer(reply("after"))
    starter = counting(stalled, fresh)
    crowded_machine(monkeypatch)
    model = LocalModel(CATALOG["tiny"], tmp_path / "m.gguf")
    schema = {"type": "object", "properties": {"ok": {"type": "boolean"}}}
    response = asyncio.run(model.complete(HELLO, schema=schema))
    assert response.text == answer and starter.loads == [2] and len(stalled.requests) == 1
    assert asyncio.run(model.complete(HELLO)).text == "after" and starter.loads == [2, 1]


def test_stalled_samples_start_over_on_fewer_threads(
        counting: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    def choice(index: int, piece: str) -> dict[str, Any]:
        return {"choices": [{"index": index, "finish_reason": None,
                             "delta": {"content": piece}}]}

    stalled = FakeServer([choice(i % 2, "old ") for i in range(400)], token_delay=0.02)
    fresh = FakeServer([choice(0, "a"), choice(1, "b"), usage_chunk()])
    starter = counting(stalled, fresh)
    crowded_machine(monkeypatch)
    model = LocalModel(CATALOG["tiny"], tmp_path / "m.gguf", parallel=2)
    answers = asyncio.run(model.sample(HELLO, n=2, temperature=0.7))
    assert starter.loads == [2, 1]
    assert [a.text for a in answers] == ["a", "b"]  # nothing of the stalled decode
    assert fresh.requests[0]["n"] == 2


def usage_chunk() -> dict[str, Any]:
    return {"choices": [], "usage": {"prompt_tokens": 9, "completion_tokens": 2,
                                     "total_tokens": 11}}


def test_a_quiet_machine_never_restarts_a_call(
        counting: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    server = FakeServer(reply("x" * 40, pieces=40), token_delay=0.01)
    starter = counting(server)
    step = iter(range(1, 10_000))
    monkeypatch.setattr(local_threads, "cpu_times", lambda: ticks(next(step), 0, own=100))
    monkeypatch.setattr(local_threads, "LOOK_EVERY_S", 0.0)
    response = asyncio.run(LocalModel(CATALOG["tiny"], tmp_path / "m.gguf").complete(HELLO))
    assert starter.loads == [2] and response.text == "x" * 40 and len(server.requests) == 1


def test_a_reply_the_engine_started_goes_on_after_its_start() -> None:
    start = [Message("user", "write it"), Message("assistant", "```python\n")]
    assert local._continued(start, "x = 1\n")[-1] == Message("assistant", "```python\nx = 1\n")
    assert local._continued(HELLO, "Hi")[-1] == Message("assistant", "Hi")
    assert local._continued(HELLO, "") == HELLO
