"""A task's progress, folded from its event stream: the one reading of events every surface
shares.

``fold(progress, event)`` adds one event (typed: ``event.payload``) to a ``TaskProgress``: the
phase, iteration, scores, tokens and cost, the plan, the last tool calls, the Parliament's
verdicts and any ESCALATION, plus the lines this event adds: ``line`` for the terminal

    [PLAN] Write fizzbuzz.py and its tests (3 steps)
    [EXEC] write_file fizzbuzz.py
    [EVAL] correctness=0.90 safety=1.00 style=0.80 tests=1.00 lint=1.00 -> 0.93
    [REFN] style below 0.80: ...
    ✓ Done. 2 iterations. 2 files changed.

and ``friendly`` for the web page's plain-language list. The CLI's progress lines
(``ProgressPrinter``), `status --live`, the dashboard's live pane and the web UI (the server
sends ``TaskProgress.view()`` with every event over the WebSocket) all read this fold.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TextIO

from openkoi import events
from openkoi.events import Event
from openkoi.records import (
    CONTESTED_REASON,
    OWN_TESTS_REASON,
    UNCHECKED_REASON,
    UNREACHED_REASON,
    UNRUN_REASON,
    UNSHOWN_REASON,
    Refinement,
    TaskOutcome,
)

ARG_PREVIEW = 70
TOOLS_SHOWN = 5
PHASES = ("plan", "execute", "evaluate", "refine")  # the four steps of one iteration

# What the task is doing after an event of this kind.
_PHASE_AFTER = {
    events.TASK_STARTED: "plan", events.PARLIAMENT: "parliament", events.PLAN: "execute",
    events.TOOL_CALL: "execute", events.TOOL_RESULT: "execute",
    events.EVALUATION: "evaluate", events.ITERATION: "evaluate",
    events.REFINEMENT: "refine", events.RESTORED: "finish", events.SIMULATION: "finish",
    events.DONE: "done", events.FAILED: "done",
}
_PHASE_OF_CALL = {"plan": "plan", "execute": "execute", "evaluate": "evaluate",
                  "parliament": "parliament", "futures": "finish"}


@dataclass
class ToolLine:
    call_id: str
    name: str
    arguments: str
    ok: bool | None = None  # None while the call has no result yet

    def text(self) -> str:
        mark = {None: "…", True: "✓", False: "✗"}[self.ok]
        return f"{mark} {self.name} {self.arguments}".rstrip()


@dataclass
class TaskProgress:
    """What a task's events say so far."""

    task_id: str = ""
    last_seq: int = 0
    planned: int = 0  # the task's iteration limit
    iteration: int = 0
    phase: str = "starting"  # starting | parliament | plan | execute | evaluate | refine | ...
    score: float | None = None  # of the latest evaluation (or iteration)
    best_score: float | None = None
    plan: str = ""
    model: str = ""
    simulate: bool = False
    input_tokens: int = 0
    output_tokens: int = 0
    cost_usd: float = 0.0
    model_calls: int = 0
    sovereign: str = ""
    verdicts: list[dict[str, Any]] = field(default_factory=list)
    blocked: bool = False
    finished: str = ""  # the final status once task.done / task.failed arrived
    outcome: dict[str, Any] | None = None
    notices: list[str] = field(default_factory=list)
    escalations: list[str] = field(default_factory=list)  # Guardian blocks and refusals
    calls: deque[ToolLine] = field(default_factory=lambda: deque(maxlen=TOOLS_SHOWN))
    # child agents (the delegate tool), each folded from its own events: child id -> progress
    agents: dict[str, TaskProgress] = field(default_factory=dict)
    agent: str = ""  # this agent's name, when it is a child
    # What the latest event added (None: nothing worth a line).
    line: str | None = None
    friendly: str | None = None
    escalation: str | None = None

    def view(self) -> dict[str, Any]:
        """JSON for the browser (sent with every event over the WebSocket)."""
        return {"task_id": self.task_id, "seq": self.last_seq, "phase": self.phase,
                "planned": self.planned, "iteration": self.iteration, "score": self.score,
                "best_score": self.best_score, "plan": self.plan, "model": self.model,
                "simulate": self.simulate, "input_tokens": self.input_tokens,
                "output_tokens": self.output_tokens, "cost_usd": self.cost_usd,
                "model_calls": self.model_calls,
                "sovereign": self.sovereign, "verdicts": self.verdicts,
                "blocked": self.blocked, "finished": self.finished,
                "escalations": list(self.escalations),
                "calls": [{"name": c.name, "arguments": c.arguments, "ok": c.ok}
                          for c in self.calls],
                "agents": [child.view() | {"agent": child.agent}
                           for child in self.agents.values()],
                "line": self.line, "friendly": self.friendly, "escalation": self.escalation}


def fold(progress: TaskProgress | None, event: Event) -> TaskProgress:
    """``progress`` with ``event`` added (a new TaskProgress for None). An event at or before
    ``last_seq`` was seen already: nothing changes and it adds no line."""
    p = progress if progress is not None else TaskProgress(task_id=event.task_id)
    p.line = p.friendly = p.escalation = None
    if event.seq <= p.last_seq:
        return p
    p.last_seq = event.seq
    kind = event.kind
    payload: Any = event.payload
    p.phase = _PHASE_AFTER.get(kind, p.phase)
    d = event.data
    number = d.get("number") if kind == events.ITERATION else d.get("iteration")
    if isinstance(number, int) and not isinstance(number, bool) and number > 0:
        p.iteration = max(p.iteration, number)
    handler = _FOLDS.get(kind)
    if handler is not None:
        handler(p, payload, d)
    if p.escalation:
        p.escalations.append(p.escalation)
    return p


def _started(p: TaskProgress, s: events.TaskStarted, d: dict[str, Any]) -> None:
    p.planned = s.iterations or p.planned
    p.model = s.model
    p.simulate = s.simulate
    p.line = f"[TASK] {s.model} in {s.workspace}"
    p.friendly = f"Started with {s.model or 'the default model'}"


def _parliament(p: TaskProgress, v: events.Deliberated, d: dict[str, Any]) -> None:
    p.sovereign = v.sovereign
    p.verdicts = [{"agency": x.get("agency", ""), "verdict": x.get("verdict", ""),
                   "reason": x.get("reason") or "; ".join(x.get("reasons") or []),
                   "caveats": x.get("caveats") or [], "confidence": x.get("confidence", 0.0)}
                  for x in v.verdicts if isinstance(x, dict)]
    short = {"APPROVE_WITH_CAVEATS": "APPROVE+"}
    votes = " ".join(f"{x['agency']}={short.get(x['verdict'], x['verdict'])}"
                     for x in p.verdicts)
    p.line = f"[PARLIAMENT] {votes}" + (" (overridden by the user)" if v.overridden else "")
    if v.blocked:
        p.blocked = not v.overridden
        guardian = next((x for x in v.verdicts if isinstance(x, dict)
                         and x.get("agency") == "Guardian"), {})
        why = "; ".join(guardian.get("reasons") or []) or v.problem or "needs a human"
        what = ("The Parliament could not reach a readable decision"
                if v.needs_human and guardian.get("verdict") != "BLOCK"
                else "The Parliament asks a human to decide" if v.escalated
                else "The Guardian blocked this task")
        if v.escalated and not v.needs_human:
            why = str(v.policy.get("reason") or why)
        p.escalation = f"{what}: {why}" + (" (overridden by the user)" if v.overridden else "")
        p.friendly = f"Blocked: {p.escalation}"
    else:
        p.friendly = "Approved by the Parliament (" + ", ".join(
            f"{x['agency']} {x['verdict']}" for x in p.verdicts) + ")"


def _plan(p: TaskProgress, plan: events.PlanMade, d: dict[str, Any]) -> None:
    p.plan = plan.summary
    p.iteration = max(p.iteration, 1)
    n = len(plan.steps)
    if plan.source == "task":
        p.line = f"[PLAN] write {', '.join(plan.files)} (the files the task names)"
    else:
        p.line = f"[PLAN] {plan.summary or 'plan ready'} ({n} step{'s' if n != 1 else ''})"
    p.friendly = f"Plan: {plan.summary or 'ready'} ({n} steps)"


def _plans_scored(p: TaskProgress, s: events.PlansScored, d: dict[str, Any]) -> None:
    totals = ", ".join(f"#{c.get('number')} {float(c.get('total', 0)):.2f}"
                       for c in s.candidates)
    bad = f", {len(s.unreadable)} unreadable" if s.unreadable else ""
    p.line = f"[PLAN] {len(s.candidates)} candidates scored ({totals}{bad}): #{s.chosen} chosen"
    p.friendly = f"Scored {len(s.candidates)} plans; chose #{s.chosen}"


def _tool_call(p: TaskProgress, call: events.ToolCalled, d: dict[str, Any]) -> None:
    args = tool_args(call.arguments)
    p.calls.append(ToolLine(call.id, call.name or "?", args))
    p.line = f"[EXEC] {call.name} {args}".rstrip()
    p.friendly = p.line.removeprefix("[EXEC] ")


def _tool_result(p: TaskProgress, result: events.ToolReturned, d: dict[str, Any]) -> None:
    pending = [c for c in p.calls if c.ok is None]
    match = next((c for c in pending if result.call_id and c.call_id == result.call_id), None)
    if match is None:
        match = next((c for c in reversed(pending) if c.name == result.name), None)
    if match is not None:
        match.ok = result.ok
    if result.ok:
        return
    first = (result.output or "").strip().splitlines()[:1]
    p.line = f"[EXEC]   ! {result.name}: {first[0][:120] if first else 'failed'}"
    p.friendly = f"{result.name} failed: {_shorten(result.output, 160)}"
    if "refused by the Guardian" in (result.output or ""):
        p.escalation = (f"The Guardian refused {result.name}: "
                        + _shorten(result.output.removeprefix("error: "), 200))


def _evaluation(p: TaskProgress, e: events.Judged, d: dict[str, Any]) -> None:
    p.score = _num(e.score)
    dims = " ".join(f"{k}={v:.2f}" for k, v in e.dimensions.items())
    flag = "  (judge unreadable: needs a human)" if e.needs_human else ""
    p.line = f"[EVAL] {dims} -> {e.score:.2f}{flag}"
    p.friendly = (f"Checked: score {e.score:.2f}"
                  + (" (needs a human review)" if e.needs_human else ""))


def _iteration(p: TaskProgress, it: events.IterationEnded, d: dict[str, Any]) -> None:
    score = _num(d.get("score"))
    if score is not None:
        p.score = score
        p.best_score = score if p.best_score is None else max(p.best_score, score)


def _refinement(p: TaskProgress, r: Refinement, d: dict[str, Any]) -> None:
    first = next((ln.strip("- ").strip() for ln in r.feedback.splitlines() if ln.strip()), "")
    p.line = f"[REFN] {first[:140]}"
    p.friendly = f"Trying again: {_shorten(first, 160)}"


def _cost(p: TaskProgress, c: events.Cost, d: dict[str, Any]) -> None:
    p.input_tokens += c.input_tokens
    p.output_tokens += c.output_tokens
    p.cost_usd += c.cost_usd
    p.model_calls += 1
    p.phase = _PHASE_OF_CALL.get(c.purpose, p.phase)


def _agent(p: TaskProgress, a: events.AgentEvent, d: dict[str, Any]) -> None:
    """A child agent's event: folded into its own progress; its line, indented and named,
    is the parent's line (a grandchild's comes indented twice)."""
    inner = Event.from_dict(a.event | {"task_id": a.child})
    child = fold(p.agents.get(a.child), inner)
    child.agent = a.agent or child.agent
    p.agents[a.child] = child
    if child.line:
        p.line = f"  [{child.agent}] {child.line}"
    if child.friendly:
        p.friendly = f"{child.agent}: {child.friendly}"
    if child.escalation:
        p.escalation = f"{child.agent}: {child.escalation}"


def _restored(p: TaskProgress, r: events.Restored, d: dict[str, Any]) -> None:
    p.line = f"[KEEP] restored the files of iteration {r.iteration} (the best one)"
    p.friendly = f"Kept the files of iteration {r.iteration} (the best one)"


def _notice(p: TaskProgress, n: events.Notice, d: dict[str, Any]) -> None:
    p.notices = (p.notices + [n.message])[-3:]
    p.friendly = n.message or None


def _recalled(p: TaskProgress, r: events.Recalled, d: dict[str, Any]) -> None:
    n = len([ln for ln in r.text.splitlines() if ln.strip()])
    p.line = f"[MEMORY] {n} learning{'s' if n != 1 else ''} from earlier tasks recalled"


def _learned(p: TaskProgress, learned: events.Learned, d: dict[str, Any], shown: int = 3
             ) -> None:
    # one learning each: three findings that one stored learning absorbed are one line, with
    # its count at the end (a new one said "seen 2x", then "seen 3x", under its own line),
    # and a long one is cut at a word with "…" ("got 11" was shown as "got 1")
    merged: dict[Any, dict[str, Any]] = {}
    for x in learned.learnings:
        key = x.get("id") or x.get("text", "")
        merged[key] = {**x, "new": bool(merged.get(key, x).get("new") or x.get("new"))}
    items = list(merged.values())
    lines = [f'[LEARNED] "{_shorten(x.get("text"), 150, at_word=True)}"'
             + ("" if x.get("new") else f" (seen {x.get('evidence')}x)") for x in items[:shown]]
    if len(items) > shown:
        lines.append(f"[LEARNED] ... and {len(items) - shown} more (openkoi learnings)")
    if learned.skipped:
        lines.append(f"[LEARNED] {learned.skipped}")
    p.line = "\n".join(lines) or None


def _simulation(p: TaskProgress, s: events.Simulated, d: dict[str, Any]) -> None:
    changes = len(s.would_change)
    runs = len(s.would_run)
    p.friendly = (f"Simulated: would change {changes} file{'s' if changes != 1 else ''}, "
                  f"run {runs} command{'s' if runs != 1 else ''}")
    p.line = f"[SIMULATE] {p.friendly.removeprefix('Simulated: ')}"


def _ended(p: TaskProgress, outcome: TaskOutcome, d: dict[str, Any]) -> None:
    p.finished = outcome.status or "failed"
    p.outcome = dict(d)
    if isinstance(d.get("score"), int | float) and d.get("iterations"):
        p.best_score = float(d["score"])
    p.line = summary_line(d)
    if outcome.status == "done":
        p.friendly = f"Done: score {outcome.score:.2f}"
    elif outcome.status == "simulated":
        p.friendly = "Simulated: nothing was written or run"
    elif outcome.status == "failed":
        p.friendly = f"Failed: {outcome.error or outcome.stop_reason}"
    elif outcome.status == "unverified":
        p.friendly = f"Unverified: {_unverified(d)}"
    else:
        p.friendly = (f"Stopped ({outcome.stop_reason or outcome.status}): best score "
                      f"{outcome.score:.2f}")


_FOLDS: dict[str, Callable[[TaskProgress, Any, dict[str, Any]], None]] = {
    events.TASK_STARTED: _started, events.PARLIAMENT: _parliament, events.PLAN: _plan,
    events.TOOL_CALL: _tool_call, events.TOOL_RESULT: _tool_result,
    events.EVALUATION: _evaluation, events.ITERATION: _iteration,
    events.REFINEMENT: _refinement, events.COST: _cost, events.RESTORED: _restored,
    events.NOTICE: _notice, events.RECALLED: _recalled, events.LEARNED: _learned,
    events.SIMULATION: _simulation, events.DONE: _ended, events.FAILED: _ended,
    events.AGENT: _agent, events.PLAN_SCORED: _plans_scored,
}


class ProgressPrinter:
    """The progress lines of one task's events (``TaskProgress.line``), on a stream or
    through a surface's notify callback. ``silent(name, arguments)`` True = a tool call the
    user delegated at trust level 'autonomous': no line (it is in the audit log and the
    task's events). ``final=False`` leaves out the closing "✓ Done" / "✗ ..." line: the
    caller prints it once the outcome is recorded, so a task whose recording fails (a full
    disk) never claims to be done first."""

    def __init__(self, stream: TextIO | Callable[[str], None], *, verbose: bool = False,
                 silent: Callable[[str, dict[str, Any]], bool] | None = None,
                 final: bool = True) -> None:
        self.stream = stream  # a text stream, or a surface's notify callback (one line a call)
        self.verbose = verbose
        self.silent = silent
        self._progress: dict[str, TaskProgress] = {}
        self.final = final

    def __call__(self, event: Event) -> None:
        line = self.render(event)
        if not line:
            return
        if callable(self.stream):
            self.stream(line)
        else:
            self.stream.write(line + "\n")
            self.stream.flush()

    def render(self, event: Event) -> str | None:
        progress = fold(self._progress.get(event.task_id), event)
        self._progress[event.task_id] = progress
        if event.kind == events.PARLIAMENT:
            return None  # the runner says these lines itself, before any override prompt
        if event.kind == events.TOOL_CALL and self.silent is not None and self.silent(
                str(event.data.get("name")), event.data.get("arguments") or {}):
            return None
        if event.kind in (events.DONE, events.FAILED) and not self.final:
            return None  # the caller says it once the outcome is recorded
        return progress.line


def summary_line(d: dict[str, Any]) -> str:
    n = d.get("iterations", 0)
    files = len(d.get("files_changed", []))
    its = f"{n} iteration{'s' if n != 1 else ''}"
    fc = f"{files} file{'s' if files != 1 else ''} changed"
    usage = d.get("usage", {})
    cached = usage.get("cached_tokens", 0)
    cost = (f" {usage.get('input_tokens', 0)}+{usage.get('output_tokens', 0)} tokens"
            + (f" ({cached} in from the prompt cache)" if cached else "")
            + f", ${usage.get('cost_usd', 0.0):.4f}.")
    status = d.get("status")
    if status == "simulated":  # nothing happened: nothing is done
        return f"○ Simulated: nothing was written or run. {its}.{cost}"
    if status == "done":
        return f"✓ Done. {its}. {fc}. score {d.get('score', 0):.2f}.{cost}"
    if status == "failed":
        return f"✗ Failed: {d.get('error') or d.get('stop_reason')}.{cost}"
    if status == "unverified":
        return f"? Unverified: {_unverified(d)}. {its}. {fc}.{cost}"
    return (f"✗ Stopped ({d.get('stop_reason')}). Best score {d.get('score', 0):.2f} "
            f"from iteration {d.get('best_iteration')}. {its}. {fc}.{cost}")


def _unverified(d: dict[str, Any]) -> str:
    """Why an outcome is not done although its score met the goal."""
    score = d.get("score", 0) or 0
    if d.get("stop_reason") == CONTESTED_REASON:
        return (f"tests written apart from the code disagree with it (score {score:.2f}); "
                "see the findings")
    if d.get("stop_reason") == UNSHOWN_REASON:
        return (f"every check that passed passes on the code as the task gave it too "
                f"(score {score:.2f}): nothing shows the change; see the findings")
    if d.get("stop_reason") == UNREACHED_REASON:
        return (f"the tests pass but none runs the changed code (score {score:.2f}); "
                "see the findings")
    if d.get("stop_reason") == UNRUN_REASON:
        return (f"the runs that passed leave out how the program fails, which the task states "
                f"(score {score:.2f}); see the evidence")
    if d.get("stop_reason") == UNCHECKED_REASON:
        return (f"what ran passed, but no check ran some functions the task names (score "
                f"{score:.2f}); see the evidence")
    if d.get("stop_reason") == OWN_TESTS_REASON:
        return (f"only openkoi's own tests ran the code, too few or too little agreed on "
                f"to verify it (score {score:.2f}); see the evidence")
    return f"only a model judged it (score {score:.2f}); nothing ran the code"


def tool_args(arguments: Any) -> str:
    """A tool call's arguments in a few words: a path, a command, or compact JSON."""
    if not isinstance(arguments, dict) or not arguments:
        return ""
    if "path" in arguments and set(arguments) <= {"path", "content", "old", "new"}:
        return str(arguments["path"])
    if "command" in arguments:
        return f"`{str(arguments['command'])[:ARG_PREVIEW]}`"
    text = json.dumps(arguments, ensure_ascii=False)
    return text if len(text) <= ARG_PREVIEW else text[:ARG_PREVIEW] + "…"


def _shorten(text: str | None, width: int, at_word: bool = False) -> str:
    """``text`` on one line, whole or cut to ``width`` with "…" (``at_word``: at the last
    space before it, so no number is cut short: "got 11" is not shown as "got 1")."""
    line = " ".join(str(text or "").split())
    if len(line) <= width:
        return line
    cut = line[: width - 1]
    return cut.rsplit(" ", 1)[0] + " …" if at_word and " " in cut else cut + "…"


def _num(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)
