"""`openkoi status --live`: a task's events are recorded into a temp database from a thread
(through the real Store API: EventBus -> TaskRecorder) while the real CLI watches it in a
subprocess; its output must follow each step and end with the outcome."""

from __future__ import annotations

import io
import queue
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
from cli_support import openkoi, setup_home

from openkoi import events
from openkoi.cli.app import App
from openkoi.cli.live import progress_text, watch
from openkoi.config import Paths
from openkoi.events import Event, EventBus
from openkoi.memory.store import Store
from openkoi.progress import TaskProgress, fold
from openkoi.records import TaskOutcome

TASK = "Write add(a, b) in calc.py with a test"


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    return setup_home(tmp_path, "http://127.0.0.1:9")


def _task(store: Store, description: str = TASK) -> tuple[str, EventBus]:
    sid = store.create_session("task", title=description)
    tid = store.create_task(sid, description, model="fake/scripted",
                            options={"iterations": 2, "quality": 0.8})
    bus = EventBus()
    bus.subscribe(store.recorder(tid))
    return tid, bus


def _usage(n_in: int, n_out: int) -> dict[str, Any]:
    return {"purpose": "", "model": "fake/scripted", "input_tokens": n_in,
            "output_tokens": n_out, "cost_usd": 0.001}


# (events to record, a part of the line the watcher must then print)
STEPS: list[tuple[list[tuple[str, dict[str, Any]]], str]] = [
    ([(events.TASK_STARTED, {"task": TASK, "iterations": 2, "quality": 0.8})],
     "iteration 1 of 2, plan"),
    ([(events.COST, _usage(100, 20) | {"purpose": "plan"}),
      (events.PLAN, {"summary": "Write calc.py and its test", "steps": ["a", "b"]})],
     "iteration 1 of 2, execute; score - (best -), 100 in / 20 out tokens, $0.0010"),
    ([(events.TOOL_CALL, {"id": "c1", "name": "write_file", "iteration": 1,
                          "arguments": {"path": "calc.py", "content": "x"}}),
      (events.TOOL_RESULT, {"call_id": "c1", "name": "write_file", "ok": True, "iteration": 1})],
     "last tool: ✓ write_file calc.py"),
    ([(events.COST, _usage(300, 50) | {"purpose": "evaluate"}),
      (events.EVALUATION, {"score": 0.55, "iteration": 1, "dimensions": {}}),
      (events.ITERATION, {"number": 1, "score": 0.55})],
     "iteration 1 of 2, evaluate; score 0.55 (best 0.55), 400 in / 70 out tokens"),
    ([(events.REFINEMENT, {"iteration": 2, "feedback": "- add a docstring"})],
     "iteration 2 of 2, refine"),
    ([(events.TOOL_CALL, {"id": "c2", "name": "run_shell", "iteration": 2,
                          "arguments": {"command": "pytest -q"}}),
      (events.TOOL_RESULT, {"call_id": "c2", "name": "run_shell", "ok": False, "iteration": 2})],
     "iteration 2 of 2, execute; score 0.55 (best 0.55), 400 in / 70 out tokens, $0.0020; "
     "last tool: ✗ run_shell `pytest -q`"),
    ([(events.EVALUATION, {"score": 0.9, "iteration": 2, "dimensions": {}}),
      (events.ITERATION, {"number": 2, "score": 0.9})],
     "score 0.90 (best 0.90)"),
]


def test_live_follows_a_running_task_to_its_outcome(env: dict[str, str], tmp_path: Path) -> None:
    store = Store.open(Paths.from_env(env))
    earlier, _ = _task(store, "an earlier task")
    store.finish_task(earlier, TaskOutcome(status="done", score=0.93, iterations=1))
    tid, bus = _task(store)
    proc = subprocess.Popen([sys.executable, "-m", "openkoi", "status", "--live",
                             "--interval", "0.2"], env=env, cwd=tmp_path,
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    lines: queue.Queue[str] = queue.Queue()
    seen: list[str] = []

    def read() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            seen.append(line)
            lines.put(line)

    def wait_for(part: str) -> None:
        while True:
            try:
                line = lines.get(timeout=20)
            except queue.Empty:
                raise AssertionError(f"the watcher never printed {part!r}: {''.join(seen)}") \
                    from None
            if part in line:
                return

    failures: list[BaseException] = []

    def record() -> None:  # the running task, one step at a time
        try:
            wait_for(f"[LIVE] task {tid} (fake/scripted): {TASK}")
            wait_for("earlier: ")
            for batch, expected in STEPS:
                for kind, data in batch:
                    bus.emit(tid, kind, data)
                wait_for(expected)
            outcome = TaskOutcome(status="done", score=0.9, best_iteration=2, iterations=2,
                                  files_changed=["calc.py", "test_calc.py"],
                                  answer="add() is in calc.py",
                                  stop_reason="quality threshold met",
                                  usage={"input_tokens": 400, "output_tokens": 70,
                                         "cost_usd": 0.002, "calls": 2})
            bus.emit(tid, events.DONE, outcome)
            store.finish_task(tid, outcome)
        except BaseException as exc:
            failures.append(exc)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    recorder = threading.Thread(target=record)
    recorder.start()
    try:
        recorder.join(timeout=120)
        proc.wait(timeout=30)
        reader.join(timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
        store.close()
    assert not failures, failures[0]
    assert bus.errors == []
    assert proc.returncode == 0, proc.stderr.read() if proc.stderr else ""
    out = "".join(seen)
    assert "earlier: " in out and "an earlier task" in out
    assert seen[-1].startswith("✓ Done. 2 iterations. 2 files changed. score 0.90. 400+70 tokens")
    # one line per change: no line printed twice in a row
    assert all(a != b for a, b in zip(seen, seen[1:], strict=False))


def test_nothing_running_says_so_and_shows_the_last_task(env: dict[str, str],
                                                          tmp_path: Path) -> None:
    empty = openkoi(["status", "--live"], env, tmp_path)
    assert empty.returncode == 0 and empty.stdout.startswith("no task is running")
    with Store.open(Paths.from_env(env)) as store:
        tid, _ = _task(store)
        store.mark_interrupted(tid, "interrupted by the user")
    last = openkoi(["status", "--live"], env, tmp_path)
    assert last.returncode == 0 and f"last task: {tid}  interrupted" in last.stdout
    # a given, finished task: its final picture and outcome at once
    given = openkoi(["status", "--live", "--task", tid[:6]], env, tmp_path)
    assert given.returncode == 0, given.stderr
    assert "✗ Stopped (interrupted by the user)" in given.stdout


def test_bad_live_arguments_are_usage_errors(env: dict[str, str], tmp_path: Path) -> None:
    for args in (["--live", "--task", "zz"], ["--live", "--json"], ["--task", "abc"],
                 ["--live", "--interval", "0"]):
        done = openkoi(["status", *args], env, tmp_path)
        assert done.returncode == 2, (args, done.stderr)
        assert done.stderr.startswith("error: ") and done.stderr.count("\n") == 1


def test_a_dead_tasks_process_ends_the_watch(env: dict[str, str], tmp_path: Path) -> None:
    with Store.open(Paths.from_env(env)) as store:
        tid, _ = _task(store)
        store.db.query("UPDATE tasks SET pid = ? WHERE id = ?", (2 ** 22 + 1, tid))
    done = openkoi(["status", "--live", "--task", tid], env, tmp_path)
    assert done.returncode == 0 and "process ended unexpectedly" in done.stdout


def test_terminal_view_redraws_a_progress_bar(env: dict[str, str], tmp_path: Path) -> None:
    paths = Paths.from_env(env)
    with Store.open(paths) as store:
        tid, bus = _task(store)
        bus.emit(tid, events.TASK_STARTED, {"iterations": 2})
        bus.emit(tid, events.PLAN, {"summary": "Write calc.py"})
        bus.emit(tid, events.ITERATION, {"number": 1, "score": 0.6})
        bus.emit(tid, events.REFINEMENT, {"iteration": 2})
        store.finish_task(tid, TaskOutcome(status="below_threshold", score=0.6, iterations=2,
                                           best_iteration=1, stop_reason="iterations used up"))
    out = io.StringIO()
    app = App(paths=paths, workspace=tmp_path, out=out, err=io.StringIO())
    assert watch(app, tid, interval=0.1, tty=True) == 0
    text = out.getvalue()
    assert "\x1b[J" in text and "plan: Write calc.py" in text
    assert "iteration 2 of 2, refine" in text and "[" + "#" * 9 in text
    assert "✗ Stopped (iterations used up). Best score 0.60 from iteration 1" in text


def test_state_follows_phases_and_tool_results() -> None:
    def add(s: TaskProgress, kind: str, seq: int, d: dict[str, object]) -> TaskProgress:
        return fold(s, Event("t", seq, kind, d))

    s = TaskProgress("t", planned=3)
    s = add(s, events.TASK_STARTED, 1, {"iterations": 3})
    assert progress_text(s) == "iteration 1 of 3, plan"
    s = add(s, events.PLAN, 2, {"summary": "x"})
    s = add(s, events.TOOL_CALL, 3, {"id": "a", "name": "read_file", "arguments": {"path": "f.py"}})
    assert [c.text() for c in s.calls] == ["… read_file f.py"]
    s = add(s, events.TOOL_RESULT, 4, {"call_id": "a", "ok": False})
    s = add(s, events.COST, 5, {"purpose": "evaluate"})
    assert [c.text() for c in s.calls] == ["✗ read_file f.py"] and s.phase == "evaluate"
    s = add(s, events.ITERATION, 6, {"number": 1, "score": 0.4})
    s = add(s, events.ITERATION, 7, {"number": 2, "score": 0.3})
    assert s.best_score == 0.4 and s.iteration == 2 and s.last_seq == 7
