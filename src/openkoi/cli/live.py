"""`openkoi status --live [--task ID]`: watch a task from its event stream as recorded in
the database (the ``events`` table; the recorder commits every event in its own
transaction, so a reader sees it at once; only ``last-task.json`` is throttled).

Every ``interval`` seconds the new events (``seq`` > the last one seen) and the task row
are read. On a terminal a block is redrawn in place: a progress bar (iteration i of n, the
phase: plan / execute / evaluate / refine), current and best score, tokens and cost, the
last tool calls and the recent tasks. Elsewhere (a pipe, a log) one ``[LIVE]`` line is
printed per change. When the task ends its outcome is printed and the exit code is 0.
The events are read through the shared fold (``openkoi.progress.fold``).
"""

from __future__ import annotations

import time
from typing import Any, TextIO

from openkoi.cli import exits
from openkoi.cli.app import App
from openkoi.events import Event
from openkoi.formats import one_line, score, when
from openkoi.progress import PHASES, TaskProgress, fold, summary_line

BAR_WIDTH = 24
RECENT_TASKS = 5


def progress_text(p: TaskProgress) -> str:
    n = max(p.planned, p.iteration, 1)
    i = max(p.iteration, 1)
    return f"iteration {i} of {n}, {p.phase}"


def bar(p: TaskProgress) -> str:
    """Done iterations plus the share of the current one that its phase stands for."""
    n = max(p.planned, p.iteration, 1)
    within = (PHASES.index(p.phase) / len(PHASES)) if p.phase in PHASES else 0.0
    finished = p.phase in ("finish", "done")
    done = float(n) if finished else max(p.iteration - 1, 0) + within
    filled = min(BAR_WIDTH, round(BAR_WIDTH * done / n))
    return "[" + "#" * filled + "-" * (BAR_WIDTH - filled) + "]"


def watch(app: App, task_prefix: str | None, *, interval: float = 1.0,
          tty: bool | None = None) -> int:
    """Follow a task until it ends (its outcome is printed; exit 0) or Ctrl-C."""
    from openkoi.memory.db import loads
    from openkoi.memory.store import pid_alive

    out = app.out
    redraw = _isatty(out) if tty is None else tty
    with app.store() as store:
        task = _pick(store, task_prefix)
        if task is None:
            _nothing_running(app, store)
            return exits.OK
        state = TaskProgress(task.id, planned=_int(task.options.get("iterations")) or 0)
        recent = [t for t in store.list_tasks(limit=RECENT_TASKS + 1) if t.id != task.id]
        recent = recent[:RECENT_TASKS]
        view = _Screen(out) if redraw else _Lines(out, task, recent)
        while True:
            task = store.get_task(task.id)  # the row first: a finished task's events are all in
            for row in store.db.query("SELECT seq, kind, data FROM events WHERE task_id = ?"
                                      " AND seq > ? ORDER BY seq", (task.id, state.last_seq)):
                state = fold(state, Event(task.id, row["seq"], row["kind"],
                                          loads(row["data"], {})))
            view.show(task, state, recent)
            if task.status != "running":
                view.close()
                app.print(_outcome(task))
                return exits.OK
            if not pid_alive(task.pid, task.started_at):
                store.sweep()  # its process is gone: the next read shows it interrupted
                continue
            time.sleep(interval)


def _pick(store: Any, prefix: str | None) -> Any:
    if prefix is not None:
        return store.get_task(prefix)  # UsageError when no task matches
    running = store.list_tasks(status="running", limit=1)
    return running[0] if running else None


def _nothing_running(app: App, store: Any) -> None:
    last = store.list_tasks(limit=1)
    app.print("no task is running")
    if last:
        t = last[0]
        app.print(f"last task: {t.id}  {t.status}  score {score(t.score)}  "
                  f"{when(t.started_at)}  {one_line(t.description, 60)}")
        app.print(f"(details: openkoi task show {t.id}; watch one: openkoi status --live "
                  "--task ID)")


def _outcome(task: Any) -> str:
    return summary_line({
        "status": task.status, "iterations": task.iterations, "score": task.score or 0.0,
        "files_changed": task.files_changed, "best_iteration": task.best_iteration,
        "error": task.error, "stop_reason": task.stop_reason or task.status,
        "usage": {"input_tokens": task.input_tokens, "output_tokens": task.output_tokens,
                  "cost_usd": task.cost_usd},
    })


def _numbers(task: Any, state: TaskProgress) -> str:
    current = "-" if state.score is None else f"{state.score:.2f}"
    best = state.best_score if state.best_score is not None else task.score
    best_text = "-" if best is None else f"{best:.2f}"
    return (f"score {current} (best {best_text}), {task.input_tokens:,} in / "
            f"{task.output_tokens:,} out tokens, ${task.cost_usd:.4f}")


class _Lines:
    """A pipe or a log: a header, then one line whenever the picture changes."""

    def __init__(self, out: TextIO, task: Any, recent: list[Any]) -> None:
        self.out = out
        self.last = ""
        self._write(f"[LIVE] task {task.id} ({task.model}): {one_line(task.description, 80)}")
        for t in recent:
            self._write(f"[LIVE] earlier: {t.id}  {t.status}  score {score(t.score)}  "
                        f"{one_line(t.description, 50)}")

    def show(self, task: Any, state: TaskProgress, recent: list[Any]) -> None:
        line = f"[LIVE] {progress_text(state)}; {_numbers(task, state)}"
        if state.calls:
            line += f"; last tool: {state.calls[-1].text()}"
        if line != self.last:
            self.last = line
            self._write(line)

    def close(self) -> None:
        return

    def _write(self, line: str) -> None:
        self.out.write(line + "\n")
        self.out.flush()


class _Screen:
    """A terminal: the block is redrawn in place every tick."""

    def __init__(self, out: TextIO) -> None:
        self.out = out
        self.height = 0

    def show(self, task: Any, state: TaskProgress, recent: list[Any]) -> None:
        elapsed = time.time() - task.started_at
        lines = [
            f"task {task.id}  {task.status}  {task.model}  {elapsed:.0f}s",
            f"  {one_line(task.description, 90)}",
            f"{bar(state)} {progress_text(state)}",
            f"  {_numbers(task, state)}",
        ]
        if state.plan:
            lines.append(f"  plan: {one_line(state.plan, 90)}")
        if state.calls:
            lines.append("recent tool calls:")
            lines += [f"  {one_line(c.text(), 96)}" for c in state.calls]
        if recent:
            lines.append("recent tasks:")
            lines += [f"  {t.id}  {t.status:<16} {score(t.score):>5}  "
                      f"{one_line(t.description, 50)}" for t in recent]
        up = f"\x1b[{self.height}F" if self.height else ""
        self.out.write(up + "\x1b[J" + "\n".join(lines) + "\n")
        self.out.flush()
        self.height = len(lines)

    def close(self) -> None:
        self.height = 0


def _isatty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None
