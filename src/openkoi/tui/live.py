"""A running task's progress, folded from its stored events.

The dashboard polls the database (not the bus: the task usually runs in another process) and
feeds the new events, in sequence order, to ``Progress.apply``. What it keeps is what the live
pane shows: phase, iteration, the latest and best scores, the last tool calls, tokens and cost.
"""

from __future__ import annotations

import json
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from openkoi import events
from openkoi.events import Event

LAST_CALLS = 5
ARG_PREVIEW = 60


@dataclass
class ToolLine:
    seq: int
    name: str
    arguments: str
    ok: bool | None = None  # None while the call has no result yet


@dataclass
class Progress:
    task_id: str
    last_seq: int = 0
    phase: str = "starting"
    iteration: int = 0
    score: float | None = None
    best_score: float | None = None
    plan: str = ""
    input_tokens: int = 0
    output_tokens: int = 0
    cost_usd: float = 0.0
    finished: str = ""  # the final status once task.done / task.failed arrived
    notices: list[str] = field(default_factory=list)
    escalations: list[str] = field(default_factory=list)  # Guardian blocks and refusals
    calls: deque[ToolLine] = field(default_factory=lambda: deque(maxlen=LAST_CALLS))

    def apply(self, event: Event) -> None:
        """Fold one event in; events at or before ``last_seq`` are ignored (idempotent)."""
        if event.seq <= self.last_seq:
            return
        self.last_seq = event.seq
        d = event.data
        kind = event.kind
        iteration = d.get("iteration")
        if isinstance(iteration, int) and not isinstance(iteration, bool) and iteration > 0:
            self.iteration = max(self.iteration, iteration)
        if kind == events.PARLIAMENT:
            self.phase = "parliament"
            if d.get("blocked"):
                guardian = next((v for v in d.get("verdicts") or []
                                 if isinstance(v, dict) and v.get("agency") == "Guardian"), {})
                why = "; ".join(guardian.get("reasons") or []) or str(d.get("problem") or
                                                                      "needs a human")
                self.escalations.append(f"the Guardian blocked the task: {why}"
                                        + (" (overridden)" if d.get("overridden") else ""))
        elif kind == events.PLAN:
            self.phase = "planning done"
            self.plan = str(d.get("summary") or "")
        elif kind == events.TOOL_CALL:
            self.phase = "executing"
            self.calls.append(ToolLine(event.seq, str(d.get("name") or "?"),
                                       _args(d.get("arguments"))))
        elif kind == events.TOOL_RESULT:
            output = str(d.get("output") or "")
            if not d.get("ok") and "refused by the Guardian" in output:
                self.escalations.append(f"{d.get('name')}: "
                                        + output.removeprefix("error: ")[:160])
            for line in reversed(self.calls):
                if line.ok is None and line.name == d.get("name"):
                    line.ok = bool(d.get("ok"))
                    break
        elif kind == events.EVALUATION:
            self.phase = "evaluated"
            self.score = _num(d.get("score"))
        elif kind == events.ITERATION:
            number = d.get("number")
            if isinstance(number, int):
                self.iteration = max(self.iteration, number)
            score = _num(d.get("score"))
            if score is not None:
                self.score = score
                self.best_score = score if self.best_score is None else max(self.best_score,
                                                                            score)
        elif kind == events.REFINEMENT:
            self.phase = "refining"
        elif kind == events.COST:
            self.input_tokens += int(_num(d.get("input_tokens")) or 0)
            self.output_tokens += int(_num(d.get("output_tokens")) or 0)
            self.cost_usd += _num(d.get("cost_usd")) or 0.0
        elif kind == events.NOTICE:
            self.notices = (self.notices + [str(d.get("message") or "")])[-3:]
        elif kind in (events.DONE, events.FAILED):
            self.finished = str(d.get("status") or ("done" if kind == events.DONE else "failed"))
            self.phase = "finished"
            score = _num(d.get("score"))
            if score is not None:
                self.best_score = score

    def lines(self) -> list[str]:
        """The live pane's text, one line per fact."""
        out = [f"ESCALATION: {e}" for e in self.escalations[-3:]]
        out.append(f"task {self.task_id}  phase: {self.phase}"
                   + (f"  ({self.finished})" if self.finished else ""))
        if self.plan:
            out.append(f"plan: {self.plan}")
        out.append(f"iteration {self.iteration or '-'}   score {_score(self.score)}   "
                   f"best {_score(self.best_score)}")
        out.append(f"tokens {self.input_tokens:,} in / {self.output_tokens:,} out   "
                   f"cost ${self.cost_usd:.4f}")
        if self.calls:
            out.append("last tool calls:")
            mark = {None: "…", True: "✓", False: "✗"}
            out += [f"  {mark[c.ok]} {c.name} {c.arguments}".rstrip() for c in self.calls]
        out += [f"note: {n}" for n in self.notices]
        return out


def _num(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)


def _score(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


def _args(arguments: Any) -> str:
    if not isinstance(arguments, dict) or not arguments:
        return ""
    if "path" in arguments and set(arguments) <= {"path", "content", "old", "new"}:
        return str(arguments["path"])
    if "command" in arguments:
        return f"`{str(arguments['command'])[:ARG_PREVIEW]}`"
    text = json.dumps(arguments, ensure_ascii=False)
    return text if len(text) <= ARG_PREVIEW else text[:ARG_PREVIEW] + "…"
