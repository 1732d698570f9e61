"""Typed events and the bus every surface subscribes to.

One stream per task: each event carries the task id, a sequence number, its kind and its
data: the JSON of a typed record. ``PAYLOADS`` names the record of every kind and
``Event.payload`` reads the data back as that record (a plan is a ``PlanMade``, a finished
task a ``TaskOutcome``, ...). The database recorder stores ``data``; every surface reads the
stream through one fold (``openkoi.progress.fold``): the CLI progress lines, `status --live`,
the dashboard and the web UI.

``bus.emit(task_id, kind, payload)`` takes the record, or its dict (what the emitters have
always passed; extra keys are kept in ``data`` for the surfaces that show them raw).
"""

from __future__ import annotations

import contextlib
import itertools
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, ClassVar

from openkoi.records import (
    Evaluation,
    Iteration,
    Plan,
    Record,
    Refinement,
    TaskOutcome,
    ToolCall,
    ToolResult,
)
from openkoi.redact import redact_obj

# The closed set of event kinds. Surfaces switch on these names.
TASK_STARTED = "task.started"
PARLIAMENT = "parliament"  # the Parliament's deliberation, before the task runs
SIMULATION = "simulation"  # a simulation's report: what would change and run, the futures
PLAN = "plan"
PLAN_SCORED = "plan.scored"  # the plan candidates and their scores (engine/plan_score.py)
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
AGENT = "agent"  # an event of a child agent (engine/delegate.py), nested in its parent's
HOOK = "hook"  # a plugin's hook ran (or failed): openkoi.tools.ext.hooks
DONE = "task.done"
FAILED = "task.failed"


# -- the payloads: the records each kind carries ------------------------------------------

@dataclass
class TaskStarted(Record):
    kind: ClassVar[str] = "task_started"
    task: str = ""
    workspace: str = ""
    model: str = ""
    iterations: int = 0
    quality: float = 0.0
    simulate: bool = False


@dataclass
class Deliberated(Record):
    """The Parliament's decision (mind.parliament.Decision.to_dict) and the Sovereign's line."""

    kind: ClassVar[str] = "parliament"
    task: str = ""
    blocked: bool = False
    needs_human: bool = False
    overridden: bool = False
    source: str = ""  # rules | model | unreadable
    problem: str = ""
    model_blocks: str = ""
    advisory_block: bool = False
    rule_reasons: list[str] = field(default_factory=list)
    verdicts: list[dict[str, Any]] = field(default_factory=list)  # Verdict + "reason"
    simulated: bool = False
    sovereign: str = ""
    escalation: str = ""
    escalated: bool = False  # the vote policy asks a human (mind.vote_policy)
    approved_by_human: bool = False  # ... and the human said yes
    policy: dict[str, Any] = field(default_factory=dict)  # outcome, reason, warnings, rules
    intent: dict[str, Any] | None = None  # the intent check's verdict (mind.intent)
    truth: dict[str, Any] | None = None  # the truth check's answer (mind.truth); None: not asked


@dataclass
class Simulated(Record):
    kind: ClassVar[str] = "simulation"
    simulated: bool = True
    would_change: list[str] = field(default_factory=list)
    would_run: list[str] = field(default_factory=list)
    actions: list[dict[str, Any]] = field(default_factory=list)
    futures: dict[str, Any] = field(default_factory=dict)


@dataclass
class PlanMade(Plan):
    source: str = ""  # "task": taken from the task's own words, no model call
    candidate: int = 0  # which of ``candidates`` scored candidates it is (0: the only one)
    candidates: int = 0
    plan_score: float = 0.0


@dataclass
class ToolCalled(ToolCall):
    iteration: int = 0
    step: int = 0


@dataclass
class ToolReturned(ToolResult):
    iteration: int = 0
    step: int = 0
    changed_files: list[str] = field(default_factory=list)


@dataclass
class Judged(Evaluation):
    iteration: int = 0
    cached: bool = False  # the same files as the evaluation before: not judged again


@dataclass
class IterationEnded(Iteration):
    changed_this_iteration: list[str] = field(default_factory=list)


@dataclass
class Cost(Record):
    kind: ClassVar[str] = "cost"
    purpose: str = ""  # plan | execute | evaluate | parliament | futures | ...
    model: str = ""
    input_tokens: int = 0
    output_tokens: int = 0
    cost_usd: float = 0.0
    total_tokens: int = 0
    total_cost_usd: float = 0.0
    cached_tokens: int = 0  # of input_tokens, served from the provider's prompt cache


@dataclass
class Restored(Record):
    kind: ClassVar[str] = "restored"
    iteration: int = 0
    files: list[str] = field(default_factory=list)


@dataclass
class Notice(Record):
    kind: ClassVar[str] = "notice"
    message: str = ""


@dataclass
class Recalled(Record):
    kind: ClassVar[str] = "recalled"
    text: str = ""


@dataclass
class Learned(Record):
    kind: ClassVar[str] = "learned"
    learnings: list[dict[str, Any]] = field(default_factory=list)
    new: int = 0
    reinforced: int = 0
    model_asked: bool = False
    embedder: str = ""
    skipped: str = ""  # why the model's lessons were not asked (or not finished), if so


@dataclass
class PlansScored(Record):
    kind: ClassVar[str] = "plans_scored"
    candidates: list[dict[str, Any]] = field(default_factory=list)  # plan_score.Scored dicts
    chosen: int = 0  # the number of the chosen candidate (0: none was readable)
    unreadable: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class AgentEvent(Record):
    """One event of a child agent, as its parent's stream carries it: ``event`` is the
    child's own event (kind, seq, data, ts); a grandchild's come wrapped twice."""

    kind: ClassVar[str] = "agent"
    agent: str = ""  # the child's name
    child: str = ""  # its task id: "<parent task id>/<n>"
    depth: int = 1
    event: dict[str, Any] = field(default_factory=dict)


@dataclass
class HookRan(Record):
    kind: ClassVar[str] = "hook"
    plugin: str = ""
    hook: str = ""
    ok: bool = True
    error: str = ""  # why it failed (then it changed nothing)
    answer: dict[str, Any] = field(default_factory=dict)
    duration_s: float = 0.0


PAYLOADS: dict[str, type[Record]] = {
    TASK_STARTED: TaskStarted, PARLIAMENT: Deliberated, SIMULATION: Simulated,
    PLAN: PlanMade, TOOL_CALL: ToolCalled, TOOL_RESULT: ToolReturned, EVALUATION: Judged,
    REFINEMENT: Refinement, ITERATION: IterationEnded, COST: Cost, RESTORED: Restored,
    NOTICE: Notice, RECALLED: Recalled, LEARNED: Learned, HOOK: HookRan, DONE: TaskOutcome,
    FAILED: TaskOutcome, AGENT: AgentEvent, PLAN_SCORED: PlansScored,
}
KINDS = frozenset(PAYLOADS)


@dataclass(frozen=True)
class Event:
    task_id: str
    seq: int
    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    ts: float = field(default_factory=time.time)

    @property
    def payload(self) -> Any:
        """``data`` as the kind's record (``PAYLOADS``); unknown keys are dropped, missing
        ones take the record's defaults, so an older stored event still reads."""
        record = PAYLOADS.get(self.kind)
        return record.from_dict(self.data) if record is not None else None

    def to_dict(self) -> dict[str, Any]:
        return {"task_id": self.task_id, "seq": self.seq, "kind": self.kind,
                "data": self.data, "ts": self.ts}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Event:
        return cls(task_id=str(d.get("task_id", "")), seq=int(d.get("seq") or 0),
                   kind=str(d.get("kind", "")), data=dict(d.get("data") or {}),
                   ts=float(d.get("ts") or 0.0))


Subscriber = Callable[[Event], None]


class Held:
    """The first ``kind`` event of a task, kept back while ``EventBus.holding`` lasts."""

    def __init__(self, task_id: str, kind: str) -> None:
        self.task_id = task_id
        self.kind = kind
        self.data: dict[str, Any] | None = None
        self.dropped = False

    def replace(self, data: Record | dict[str, Any]) -> None:
        """Send ``data`` instead of what was held (when the hold ends)."""
        self.data = data.to_dict() if isinstance(data, Record) else dict(data)

    def drop(self) -> None:
        """Send nothing: another event ends the stream instead."""
        self.dropped = True


class EventBus:
    """Synchronous fan-out. A failing subscriber never breaks the task or other subscribers;
    its error is kept in ``errors`` for whoever cares."""

    def __init__(self) -> None:
        self._subscribers: list[Subscriber] = []
        self._seq: dict[str, itertools.count[int]] = {}
        self.errors: list[BaseException] = []
        self._holds: list[Held] = []

    def subscribe(self, fn: Subscriber) -> Callable[[], None]:
        self._subscribers.append(fn)
        return lambda: self._subscribers.remove(fn)

    @contextlib.contextmanager
    def holding(self, task_id: str, kind: str) -> Iterator[Held]:
        """Keep the task's first ``kind`` event back until the block ends, then send it
        (or what ``Held.replace`` gave), unless ``Held.drop``. A simulation holds the
        engine's task.done while it asks for the futures: the stream still ends with it."""
        held = Held(task_id, kind)
        self._holds.append(held)
        try:
            yield held
        except BaseException:  # cancelled, crashed: whoever handles it ends the stream
            held.dropped = True
            raise
        finally:
            self._holds.remove(held)
            if held.data is not None and not held.dropped:
                self.emit(task_id, kind, held.data)

    def emit(self, task_id: str, kind: str, data: Record | dict[str, Any] | None = None) -> Event:
        if kind not in KINDS:
            raise ValueError(f"unknown event kind {kind!r}")
        payload = data.to_dict() if isinstance(data, Record) else dict(data or {})
        payload = redact_obj(payload)  # nothing downstream (db, webhooks, ...) sees a key
        for held in self._holds:
            if held.task_id == task_id and held.kind == kind and held.data is None:
                held.data = payload
                return Event(task_id=task_id, seq=0, kind=kind, data=payload)  # not sent yet
        counter = self._seq.setdefault(task_id, itertools.count(1))
        event = Event(task_id=task_id, seq=next(counter), kind=kind, data=payload)
        for fn in list(self._subscribers):
            try:
                fn(event)
            except Exception as exc:  # a broken surface must not break the task
                self.errors.append(exc)
        return event
