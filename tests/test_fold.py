"""One fold for every surface: the CLI's progress lines, `status --live`, the dashboard's
live pane and the web UI all read a task's events through ``openkoi.progress.fold``.

The first test runs a real task (the CLI in a subprocess, a scripted model on 127.0.0.1,
the Parliament first, two iterations) and checks that folding its recorded events gives
exactly the progress lines the CLI printed while it ran, and the same end state the task
row holds. The second folds a stream recorded earlier (tests/support/streams/) and pins
what every surface shows for it, so old stored events keep reading the same.
"""

from __future__ import annotations

import functools
import io
import json
import sqlite3
from pathlib import Path
from typing import Any

from cli_support import openkoi, setup_home, text, write
from fake_servers import FakeServer

from openkoi.cli.app import App
from openkoi.cli.live import watch
from openkoi.config import Paths
from openkoi.events import Event
from openkoi.progress import ProgressPrinter, TaskProgress, fold
from openkoi.tui.live import lines as pane

STREAMS = Path(__file__).parent / "support" / "streams"
PLAN = {"summary": "Write add()", "steps": ["write calc.py", "check it"],
        "files": ["calc.py"], "tools": ["write_file"], "estimated_iterations": 2}
BAD = "def add(a, b):\n    return a - b\n"
GOOD = "def add(a, b):\n    return a + b\n"
VOTE = {"verdict": "APPROVE", "reason": "fine", "caveats": [], "confidence": 0.9}
VOTES = {a: VOTE for a in ("guardian", "economist", "empath", "scholar", "strategist")}
LOW = {"scores": {"correctness": 3, "safety": 10, "style": 8},
       "findings": [{"severity": "major", "dimension": "correctness",
                     "message": "add() subtracts", "location": "calc.py", "fix": "use +"}]}
HIGH = {"scores": {"correctness": 10, "safety": 10, "style": 9}, "findings": []}


def events_of(db_path: Path, task_id: str | None = None) -> list[Event]:
    db = sqlite3.connect(db_path)
    try:
        tid = task_id or db.execute("SELECT id FROM tasks ORDER BY started_at DESC").fetchone()[0]
        rows = db.execute("SELECT seq, kind, data, ts FROM events WHERE task_id = ?"
                          " ORDER BY seq", (tid,)).fetchall()
    finally:
        db.close()
    return [Event(tid, seq, kind, json.loads(data), ts) for seq, kind, data, ts in rows]


def printed(events: list[Event]) -> list[str]:
    """What the CLI's progress printer writes for these events."""
    out = io.StringIO()
    printer = ProgressPrinter(out)
    for event in events:
        printer(event)
    return out.getvalue().splitlines()


def test_the_fold_of_a_recorded_run_is_what_the_cli_printed(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    with FakeServer(text(VOTES), text(PLAN), write("c1", "calc.py", BAD), text("Wrote it."),
                    text(LOW), write("c2", "calc.py", GOOD), text("Fixed it."),
                    text(HIGH)) as srv:
        env = setup_home(tmp_path, srv.url)
        done = openkoi(["think", "-m", "fake/scripted", "-i", "2", "--no-memory",
                        "Write add(a, b) in calc.py: add(2, 3) == 5"], env, ws)
    assert done.returncode == 0, done.stderr
    home = Path(env["OPENKOI_HOME"])
    events = events_of(home / "data" / "openkoi.db")
    progress = functools.reduce(fold, events, TaskProgress(events[0].task_id))
    # the CLI's lines while it ran == the fold's lines of the recorded events
    cli = [ln for ln in done.stderr.splitlines()
           if ln.startswith(("[TASK]", "[PLAN]", "[EXEC]", "[EVAL]", "[REFN]", "[KEEP]", "✓",
                             "✗"))]
    assert cli == printed(events)
    evals = [ln for ln in cli if ln.startswith("[EVAL]")]
    assert len(evals) == 2 and "correctness=0.30" in evals[0] and "correctness=1.00" in evals[1]
    assert any(ln.startswith("[REFN]") and "add(2, 3) == 5 fails: got -1" in ln for ln in cli)
    assert cli[-1].startswith("✓ Done. 2 iterations. 1 file changed.")
    # the end state agrees with the task row
    db = sqlite3.connect(home / "data" / "openkoi.db")
    row = db.execute("SELECT status, score, iterations, input_tokens, output_tokens"
                     " FROM tasks").fetchone()
    db.close()
    assert (progress.finished, progress.iteration) == (row[0], row[2]) == ("done", 2)
    assert progress.best_score == row[1]
    assert (progress.input_tokens, progress.output_tokens) == (row[3], row[4])
    assert [v["verdict"] for v in progress.verdicts] == ["APPROVE"] * 5
    assert progress.model_calls == 8 and progress.phase == "done"
    # status --live (no terminal) ends on the same summary the fold gives
    out = io.StringIO()
    app = App(paths=Paths.from_env(env), workspace=ws, out=out, err=io.StringIO())
    assert watch(app, events[0].task_id, interval=0.05, tty=False) == 0
    assert out.getvalue().splitlines()[-1].split(" tokens")[0] == cli[-1].split(" tokens")[0]
    # the dashboard's pane
    assert f"task {progress.task_id}  phase: finished  (done)" in pane(progress)


def recorded(name: str) -> list[Event]:
    return [Event.from_dict(json.loads(line))
            for line in (STREAMS / name).read_text().splitlines() if line.strip()]


def test_a_stored_stream_reads_the_same_on_every_surface() -> None:
    events = recorded("think_refine.jsonl")
    assert printed(events) == (STREAMS / "think_refine.lines").read_text().splitlines()
    views: list[dict[str, Any]] = []
    progress = None
    for event in events:
        progress = fold(progress, event)
        views.append(progress.view())
    assert progress is not None
    # the web page's lines are the fold's "friendly" ones
    friendly = [v["friendly"] for v in views if v["friendly"]]
    assert friendly[0].startswith("Approved by the Parliament (Guardian APPROVE")
    assert friendly[1] == "Started with fake/scripted"  # the Parliament votes first
    assert "Plan: Write add() (2 steps)" in friendly
    assert friendly[-1].startswith("Done: score")
    assert progress.finished == "done" and progress.iteration == 2
    assert progress.best_score is not None and progress.best_score >= 0.8
    # folding is idempotent: replaying a seen event changes nothing and adds no line
    again = fold(progress, events[3])
    assert again.line is None and again.last_seq == events[-1].seq
    # an event whose data lacks fields (an older recording) still folds
    old = fold(None, Event("t", 1, "plan", {"summary": "x"}))
    assert old.line == "[PLAN] x (0 steps)" and old.plan == "x"


def test_a_held_event_is_sent_last_or_not_at_all() -> None:
    """The bus keeps a simulation's task.done back until its futures are in."""
    from openkoi.events import EventBus

    bus = EventBus()
    seen: list[tuple[int, str, dict[str, Any]]] = []
    bus.subscribe(lambda e: seen.append((e.seq, e.kind, e.data)))
    with bus.holding("t", "task.done") as held:
        bus.emit("t", "task.done", {"status": "done", "score": 0.0})
        bus.emit("t", "cost", {"input_tokens": 5})
        held.replace({"status": "done", "score": 0.5})
    assert seen == [(1, "cost", {"input_tokens": 5}),
                    (2, "task.done", {"status": "done", "score": 0.5})]
    try:
        with bus.holding("t", "task.done"):
            bus.emit("t", "task.done", {"status": "done"})
            raise KeyboardInterrupt
    except KeyboardInterrupt:
        pass
    assert [k for _s, k, _d in seen] == ["cost", "task.done"]  # nothing more was sent


def test_the_result_line_says_how_much_came_from_the_prompt_cache() -> None:
    from openkoi.progress import summary_line

    done = {"status": "done", "iterations": 1, "score": 1.0, "files_changed": ["a.py"],
            "usage": {"input_tokens": 900, "output_tokens": 50, "cached_tokens": 600}}
    assert "900+50 tokens (600 in from the prompt cache)" in summary_line(done)
    done["usage"] = {"input_tokens": 900, "output_tokens": 50}
    assert "900+50 tokens, $" in summary_line(done)


def test_a_learning_three_findings_merged_into_is_one_line_cut_at_a_word() -> None:
    """A new user's run: three writer tests that failed at the end made one stored learning,
    printed three times ("seen 2x", "seen 3x"), each cut at 150 characters mid-number
    ("got 11" shown as "got 1")."""
    text = ("still wrong at the end: an independent test (written from the task by a call "
            "that did not see the code) fails: boxes_needed(10.5, 30, 12) == 12: got 11 at "
            "writer test 4")
    learned = [{"id": "L1", "text": text, "evidence": n, "new": n == 1} for n in (1, 2, 3)]
    learned.append({"id": "L2", "text": "use math.ceil for whole boxes", "evidence": 4,
                    "new": False})
    progress = fold(None, Event("t", 1, "learned", {"learnings": learned, "new": 1}))
    assert progress.line is not None
    lines = progress.line.splitlines()
    assert lines[0].startswith('[LEARNED] "still wrong at the end') and "got 1 " not in lines[0]
    assert lines[0].endswith(' …"') and "(seen" not in lines[0]  # new in this task
    assert lines[1] == '[LEARNED] "use math.ceil for whole boxes" (seen 4x)'
    assert len(lines) == 2
