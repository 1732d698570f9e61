"""The event recorder: a bus subscriber that persists one task's events as they happen.

Each event is one transaction: the ``events`` row, plus
  - ``iteration``  (an Iteration record): its ``iterations`` row, the task's iteration count
    and best score so far; findings still waiting for an iteration number get this one;
  - ``evaluation`` (an Evaluation record): one ``findings`` row per finding, for the
    iteration named by ``data["iteration"]`` or, without it, the next ``iteration`` event;
  - ``cost`` (``input_tokens``, ``output_tokens``, ``cost_usd``, ``model``): added to the
    task's totals.
After the transaction, ``state/last-task.json`` is refreshed: on important events always,
otherwise at most once per ``min_interval_s``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from openkoi import events, records
from openkoi.events import Event
from openkoi.memory.db import dumps

if TYPE_CHECKING:
    import sqlite3

    from openkoi.memory.store import Store

IMPORTANT = frozenset({events.TASK_STARTED, events.PLAN, events.EVALUATION, events.ITERATION,
                       events.REFINEMENT, events.RESTORED, events.DONE, events.FAILED})


class TaskRecorder:
    def __init__(self, store: Store, task_id: str, *, min_interval_s: float = 1.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.store = store
        self.task_id = task_id
        self.min_interval_s = min_interval_s
        self._clock = clock
        self._last_write: float | None = None
        self._iteration: int | None = None  # the latest iteration number seen in any event
        self._score: float | None = None  # the latest evaluation score
        self.state_writes = 0

    def __call__(self, event: Event) -> None:
        if event.task_id != self.task_id:
            return  # a shared bus carries other tasks' events; their own recorders keep them
        data = event.data
        with self.store.db.transaction(
                f"cannot record event {event.seq} ({event.kind}) of task {self.task_id}") as conn:
            conn.execute("INSERT INTO events (task_id, seq, kind, data, ts) VALUES (?, ?, ?, ?, ?)",
                         (self.task_id, event.seq, event.kind, dumps(data), event.ts))
            if event.kind == events.ITERATION:
                self._iteration_row(conn, records.Iteration.from_dict(data))
            elif event.kind == events.EVALUATION:
                self._findings(conn, records.Evaluation.from_dict(data), _int(data, "iteration"))
            elif event.kind == events.COST:
                conn.execute(
                    "UPDATE tasks SET input_tokens = input_tokens + ?,"
                    " output_tokens = output_tokens + ?, cost_usd = cost_usd + ? WHERE id = ?",
                    (_int(data, "input_tokens") or 0, _int(data, "output_tokens") or 0,
                     _float(data, "cost_usd") or 0.0, self.task_id))
            conn.execute("UPDATE sessions SET updated_at = ? WHERE id ="
                         " (SELECT session_id FROM tasks WHERE id = ?)", (event.ts, self.task_id))
        if event.kind == events.PLAN_SCORED:
            self._plan_log(event)
        self._track(event)
        now = self._clock()
        due = self._last_write is None or now - self._last_write >= self.min_interval_s
        if due or event.kind in IMPORTANT:
            self.store.write_last_task(self.task_id, iteration=self._iteration,
                                       score=self._score, event_kind=event.kind)
            self._last_write = now
            self.state_writes += 1

    def _iteration_row(self, conn: sqlite3.Connection, it: records.Iteration) -> None:
        conn.execute("INSERT OR REPLACE INTO iterations (task_id, number, score, files_changed,"
                     " usage) VALUES (?, ?, ?, ?, ?)",
                     (self.task_id, it.number, it.score, dumps(it.files_changed), dumps(it.usage)))
        conn.execute("""
            UPDATE tasks SET
                iterations = (SELECT COUNT(*) FROM iterations WHERE task_id = tasks.id),
                best_iteration = CASE WHEN score IS NULL OR ? > score THEN ?
                                      ELSE best_iteration END,
                score = CASE WHEN score IS NULL OR ? > score THEN ? ELSE score END
            WHERE id = ?""", (it.score, it.number, it.score, it.score, self.task_id))
        conn.execute("UPDATE findings SET iteration = ? WHERE task_id = ? AND iteration IS NULL",
                     (it.number, self.task_id))

    def _findings(self, conn: sqlite3.Connection, evaluation: records.Evaluation,
                  iteration: int | None) -> None:
        for item in evaluation.findings:
            if not isinstance(item, dict):
                continue
            f = records.Finding.from_dict(item)
            conn.execute("INSERT INTO findings (task_id, iteration, severity, dimension, message,"
                         " location, fix) VALUES (?, ?, ?, ?, ?, ?, ?)",
                         (self.task_id, iteration, str(f.severity), str(f.dimension),
                          str(f.message), str(f.location), str(f.fix)))

    def _plan_log(self, event: Event) -> None:
        """Every plan candidate and its score, one JSON line each, in
        ``sessions/<session>/<task>.plans.jsonl`` beside the transcript."""
        import json

        from openkoi.fsio import atomic_write

        scored = events.PlansScored.from_dict(event.data)
        path = self.store.transcript_path(self.store.get_task(self.task_id)).with_suffix(
            ".plans.jsonl")
        lines = [json.dumps(c | {"chosen": c.get("number") == scored.chosen, "ts": event.ts},
                            sort_keys=True) for c in scored.candidates]
        lines += [json.dumps(u | {"unreadable": True, "ts": event.ts}, sort_keys=True)
                  for u in scored.unreadable]
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, ("\n".join(lines) + "\n").encode("utf-8"))

    def _track(self, event: Event) -> None:
        number = _int(event.data, "number" if event.kind == events.ITERATION else "iteration")
        if number is not None:
            self._iteration = number
        score_event = event.kind == events.EVALUATION or (
            event.kind == events.ITERATION and self._score is None)
        if score_event:
            self._score = _float(event.data, "score")


def _int(data: dict[str, Any], key: str) -> int | None:
    value = data.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _float(data: dict[str, Any], key: str) -> float | None:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)
