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
