"""Cancelling a task (asyncio cancel, Ctrl-C) or timing out a command leaves no process
behind: every process group the task started is checked by the id recorded when it started
(tests/support/procwatch.py), never by a process's name."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from pathlib import Path

import pytest
from procwatch import Recorder

from openkoi import events
from openkoi.engine.budget import Budget
from openkoi.engine.evaluators.commands import run_command
from openkoi.engine.loop import Engine, TaskRequest
from openkoi.events import EventBus
from openkoi.models.scripted import ScriptedModel

SLOW_TESTS = ("import time\n\nfrom solution import first\n\n\ndef test_first():\n"
              "    time.sleep(300)\n    assert first([3, 4]) == 3\n")


def _engine(model: ScriptedModel, seen: list[events.Event], out: Path) -> Engine:
    bus = EventBus()
    bus.subscribe(seen.append)
    return Engine(model=model, bus=bus, tool_output_dir=out,
                  budget=Budget(1_000_000, 100.0, 600.0))


def test_a_cancelled_task_leaves_none_of_its_processes_alive(
        tmp_path: Path, started_groups: Recorder) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "solution.py").write_text("def first(xs):\n    pass\n")
    (ws / "test_solution.py").write_text(SLOW_TESTS)
    model = ScriptedModel(["```python\ndef first(xs):\n    return xs[0]\n```"] * 3)
    model.capabilities = replace(model.capabilities, edit_format="whole", local=True)
    seen: list[events.Event] = []
    engine = _engine(model, seen, tmp_path / "out")
    tests_started: list[list[str]] = []

    async def go() -> None:
        task = asyncio.current_task()
        assert task is not None
        loop = asyncio.get_running_loop()

        def on_start(argv: list[str]) -> None:
            if "pytest" in argv and not tests_started:  # the task's test run: cancel it
                tests_started.append(argv)  # while its (slow) tests run
                loop.call_later(1.0, task.cancel)

        started_groups.listeners.append(on_start)
        await engine.run(TaskRequest("Implement first in solution.py", ws, iterations=2,
                                     shell_timeout_s=600), "t1")

    with pytest.raises(asyncio.CancelledError):
        asyncio.run(go())
    assert tests_started, "the task never ran its tests"
    assert started_groups.alive_after() == {}


def test_a_cancelled_test_run_is_killed_with_everything_it_started(
        tmp_path: Path, started_groups: Recorder) -> None:
    async def go() -> None:
        run = asyncio.ensure_future(run_command(
            ["bash", "-c", "sleep 300 & trap '' TERM; sleep 300"], tmp_path, 600))
        await asyncio.sleep(1.0)
        run.cancel()
        with pytest.raises(asyncio.CancelledError):
            await run

    asyncio.run(go())
    assert len(started_groups.groups) == 1
    assert started_groups.alive_after() == {}


def test_a_timed_out_test_run_is_killed_with_everything_it_started(
        tmp_path: Path, started_groups: Recorder) -> None:
    result = asyncio.run(run_command(
        ["bash", "-c", "sleep 300 & trap '' TERM; sleep 300"], tmp_path, 1.0))
    assert result.timed_out
    assert len(started_groups.groups) == 1
    assert started_groups.alive_after() == {}
