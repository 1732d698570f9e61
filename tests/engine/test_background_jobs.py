"""Background jobs in the tool loop (scripted model): run_background returns at once with a
job id, the model is told when the job ends (a message before its next turn, with the exit
code and the end of the output), check_job waits for one or cancels it, a final answer
while a job still runs gets one reminder, and the job's record outlives the task."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

from openkoi import events
from openkoi.engine.budget import Budget
from openkoi.engine.calls import Caller
from openkoi.engine.execute import execute
from openkoi.events import EventBus
from openkoi.models.base import Message
from openkoi.models.scripted import ScriptedModel, tool
from openkoi.tools.background import CheckJob, RunBackground
from openkoi.tools.base import ToolContext
from openkoi.tools.jobs import JobBoard
from openkoi.tools.registry import ToolRegistry, builtin_tools


def loop(ws: Path, replies: list[Any], board: JobBoard
         ) -> tuple[str, ScriptedModel, list[events.Event]]:
    registry = ToolRegistry()
    for t in builtin_tools():
        registry.register(t)
    registry.register(RunBackground(board))
    registry.register(CheckJob(board))
    model = ScriptedModel(replies)
    bus = EventBus()
    seen: list[events.Event] = []
    bus.subscribe(seen.append)
    caller = Caller(model, Budget(1_000_000, 100.0, 600.0), bus, "t1")
    ctx = ToolContext(workspace=ws, tool_output_dir=ws.parent / "out", jobs=board)
    result = asyncio.run(execute(caller, registry, ctx, [Message("user", "go")],
                                 max_steps=6, iteration=1))
    assert not bus.errors
    return result.answer, model, seen


def until_ended(board: JobBoard, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if board.all() and all(j.state != "running" for j in board.all()):
            return
        time.sleep(0.05)
    raise AssertionError("the background job did not end")


def test_the_model_is_told_when_its_job_ends(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    board = JobBoard(tmp_path / "jobs", "t1")
    told: list[str] = []

    def wait_then_read(messages: list[Message], _kw: dict[str, Any]) -> Any:
        until_ended(board)  # the job runs on its own while the model "works"
        return tool("list_files", path=".")

    def answer(messages: list[Message], _kw: dict[str, Any]) -> Any:
        told.extend(m.content for m in messages if m.role == "user")
        return "the build passed"

    text, model, seen = loop(ws, [
        tool("run_background", command="sleep 0.3; echo built > out.txt; echo BUILD-OK"),
        wait_then_read, answer], board)
    assert text == "the build passed"
    first_result = model.calls[1].messages[-1].content
    # returned at once, before the job ended (no time asserted: a loaded machine is slow)
    assert first_result.startswith("started background job ")
    (job,) = board.all()
    assert job.state == "done" and job.exit_code == 0 and job.task_id == "t1"
    assert (ws / "out.txt").read_text() == "built\n"  # it ran in the workspace
    notice = next(m for m in told if m.startswith("Background job"))
    assert f"Background job {job.id}" in notice and "done, exit code 0" in notice
    assert "BUILD-OK" in notice
    assert any(e.kind == events.NOTICE and e.data.get("job") == job.id for e in seen)


def test_check_job_waits_and_a_failing_job_says_so(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    board = JobBoard(tmp_path / "jobs", "t1")

    def check(messages: list[Message], _kw: dict[str, Any]) -> Any:
        job_id = messages[-1].content.split()[3].rstrip(":")
        return tool("check_job", id=job_id, wait_s=20)

    text, model, _ = loop(ws, [tool("run_background", command="sleep 0.2; echo boom; exit 3"),
                               check, "it failed"], board)
    result = model.calls[2].messages[-1].content
    assert "failed, exit code 3" in result and "boom" in result
    # told once: check_job already showed the end, so no second notice
    assert not any(m.content.startswith("Background job") for m in model.calls[2].messages)


def test_a_final_answer_while_a_job_runs_gets_a_reminder_then_cancel(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    board = JobBoard(tmp_path / "jobs", "t1")

    def cancel(messages: list[Message], _kw: dict[str, Any]) -> Any:
        assert "still run" in messages[-1].content
        (job,) = board.running()
        return tool("check_job", id=job.id[:5], cancel=True)

    text, model, _ = loop(ws, [tool("run_background", command="sleep 60"), "done already",
                               cancel, "cancelled it"], board)
    assert text == "cancelled it"
    (job,) = board.all()
    assert job.state == "cancelled"
    assert "cancelled" in model.calls[-1].messages[-1].content


def test_unknown_and_foreign_job_ids_are_errors_the_model_sees(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    other = JobBoard(tmp_path / "jobs", "other-task")
    theirs = other.start("true", ["true"], ws, {"PATH": "/usr/bin:/bin"})
    board = JobBoard(tmp_path / "jobs", "t1")
    _, model, _ = loop(ws, [tool("check_job", id="nope"), tool("check_job", id=theirs.id),
                            "ok"], board)
    assert model.calls[1].messages[-1].content.startswith("error: no background job 'nope'")
    assert model.calls[2].messages[-1].content.startswith(
        f"error: no background job '{theirs.id}'")


def test_a_job_outlives_its_starter_and_is_recorded(tmp_path: Path) -> None:
    """The wrapper is detached: the record of the end is written by it, not by openkoi."""
    import subprocess
    import sys

    jobs = tmp_path / "jobs"
    script = ("from pathlib import Path; from openkoi.tools.jobs import JobBoard;"
              f"j = JobBoard(Path({str(jobs)!r}), 't9').start('sleep 0.5; echo late', "
              "['bash', '-c', 'sleep 0.5; echo late'], Path('.'), {'PATH': '/usr/bin:/bin'});"
              "print(j.id)")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         cwd=tmp_path, timeout=30, check=True)
    job_id = out.stdout.strip()  # the process that started it has exited
    board = JobBoard(jobs)
    assert board.get(job_id) is not None
    until_ended(board)
    info = board.get(job_id)
    assert info is not None and info.state == "done" and board.tail(info) == "late\n"


def _job_group_left(board: JobBoard, job_id: str, started_groups: Any) -> dict[int, list[int]]:
    info = board.get(job_id)
    assert info is not None
    assert info.pid in started_groups.groups  # the wrapper leads the job's process group
    return dict(started_groups.alive_after())


def test_a_job_that_ended_leaves_nothing_running(tmp_path: Path, started_groups: Any) -> None:
    """Without the sandbox (whose PID namespace ends with the command), what the command
    left running in the background is stopped when the job ends."""
    board = JobBoard(tmp_path / "jobs", "t1")
    left = "(trap '' TERM; exec sleep 300) >/dev/null 2>&1 & echo started"
    info = board.start(left, ["bash", "-c", left], tmp_path, {"PATH": "/usr/bin:/bin"})
    until_ended(board)
    assert board.get(info.id).state == "done"  # type: ignore[union-attr]
    assert _job_group_left(board, info.id, started_groups) == {}


def test_cancel_reaches_every_process_of_a_job(tmp_path: Path, started_groups: Any) -> None:
    board = JobBoard(tmp_path / "jobs", "t1")
    stubborn = "trap '' TERM; sleep 300 & sleep 300; wait"
    info = board.start(stubborn, ["bash", "-c", stubborn], tmp_path, {"PATH": "/usr/bin:/bin"})
    time.sleep(1.0)
    assert board.cancel(info).state == "cancelled"
    assert _job_group_left(board, info.id, started_groups) == {}
