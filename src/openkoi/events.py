"""Typed events and the bus every surface subscribes to.

One stream per task: each event carries the task id, a sequence number and a payload
(usually a record's ``to_dict()``). The CLI progress lines, the database recorder and
any later surface (status --live, WebSocket, webhooks) consume the same stream.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from openkoi.records import Record

# The closed set of event kinds. Surfaces switch on these names.
TASK_STARTED = "task.started"
PARLIAMENT = "parliament"  # the Parliament's deliberation, before the task runs
SIMULATION = "simulation"  # a simulation's report: what would change and run, the futures
PLAN = "plan"
TOOL_CALL = "tool.call"
TOOL_RESULT = "tool.result"
EVALUATION = "evaluation"
REFINEMENT = "refinement"
ITERATION = "iteration"
COST = "cost"
RESTORED = "restored"
NOTICE = "notice"
RECALLED = "memory.recalled"  # what memory put into the task's context
LEARNED = "learned"  # what the task taught (learnings stored after it)
DONE = "task.done"
FAILED = "task.failed"

KINDS = frozenset(
    {TASK_STARTED, PARLIAMENT, SIMULATION, PLAN, TOOL_CALL, TOOL_RESULT, EVALUATION,
     REFINEMENT, ITERATION, COST, RESTORED, NOTICE, RECALLED, LEARNED, DONE, FAILED}
)


@dataclass(frozen=True)
class Event:
    task_id: str
    seq: int
    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    ts: float = field(default_factory=time.time)

    def to_dict(self) -> dict[str, Any]:
        return {"task_id": self.task_id, "seq": self.seq, "kind": self.kind,
                "data": self.data, "ts": self.ts}


Subscriber = Callable[[Event], None]


class EventBus:
    """Synchronous fan-out. A failing subscriber never breaks the task or other subscribers;
    its error is kept in ``errors`` for whoever cares."""

    def __init__(self) -> None:
        self._subscribers: list[Subscriber] = []
        self._seq: dict[str, itertools.count[int]] = {}
        self.errors: list[BaseException] = []

    def subscribe(self, fn: Subscriber) -> Callable[[], None]:
        self._subscribers.append(fn)
        return lambda: self._subscribers.remove(fn)

    def emit(self, task_id: str, kind: str, data: Record | dict[str, Any] | None = None) -> Event:
        if kind not in KINDS:
            raise ValueError(f"unknown event kind {kind!r}")
        payload = data.to_dict() if isinstance(data, Record) else dict(data or {})
        counter = self._seq.setdefault(task_id, itertools.count(1))
        event = Event(task_id=task_id, seq=next(counter), kind=kind, data=payload)
        for fn in list(self._subscribers):
            try:
                fn(event)
            except Exception as exc:  # a broken surface must not break the task
                self.errors.append(exc)
        return event
